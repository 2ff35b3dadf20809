import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, bookingStatusHistory } from '../../db/schema';

/**
 * R30: bookings made under an address whose account was unconfirmed wait unattached (the
 * registrant may not own the address). When the owner confirms it, they join the account, with a
 * line in each booking's history saying so.
 */
export async function claimHeldBookings(db: Db, user: { id: string; email: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(bookings)
      .set({ userId: user.id })
      .where(
        and(
          isNull(bookings.userId),
          eq(sql`lower(${bookings.contactEmail})`, user.email.toLowerCase()),
          sql`${bookings.request}->'account'->>'held' = 'true'`,
          sql`${bookings.request}->'account'->>'userId' = ${user.id}`,
        ),
      )
      .returning({ id: bookings.id, status: bookings.status, step: bookings.step });
    if (claimed.length > 0) {
      await tx.insert(bookingStatusHistory).values(
        claimed.map((row) => ({
          bookingId: row.id,
          fromStatus: row.status,
          toStatus: row.status,
          step: row.step,
          detail: { claimedBy: user.id },
        })),
      );
    }
    return claimed.length;
  });
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { bookings, users } from '../../db/schema';
import { fastHasher, newUser } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/database';
import { deleteAccount } from './delete-account';
import type { ActiveSession } from './sessions';
import { createUser } from './users';

/* R49: an account is not deleted while one of its bookings is still being made. */

const database = useTestDatabase();

async function account() {
  const body = newUser({ password: 'delete-me-123' });
  const row = await createUser(database.db, fastHasher(), body);
  const session = { idHash: 'x', remember: false, expiresAt: new Date(Date.now() + 60_000), user: row };
  return { id: row.id, session: session as unknown as ActiveSession, password: body.password };
}

const pendingBooking = (userId: string) => ({
  userId,
  brandId: 'default',
  status: 'pending' as const,
  provider: 'sandbox',
  offerId: 'off_test',
  contactEmail: 'someone@example.com',
  totalAmountMinor: 10_000,
  currency: 'USD',
  bookingData: { passengers: [{ given_name: 'Mary', family_name: 'Shelley' }] },
});

const refusal = { statusCode: 409, code: 'BOOKING_IN_PROGRESS' };

describe('deleting an account with a booking being made (R49)', () => {
  it('R49: a pending booking of the account is a 409 and nothing is deleted', async () => {
    const { id, session, password } = await account();
    const [booking] = await database.db.insert(bookings).values(pendingBooking(id)).returning();
    await expect(
      deleteAccount(database.db, fastHasher(), { session, password, now: new Date() }),
    ).rejects.toMatchObject(refusal);
    expect(await database.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    const [kept] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking?.id ?? ''));
    expect(kept).toMatchObject({ userId: id, contactEmail: 'someone@example.com' });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'R49: a booking written while the deletion runs is waited for and refuses it, never detached unseen',
    async () => {
      const { id, session, password } = await account();
      // Another process (its own connections) is writing a booking for the account, not yet committed.
      const other = openDatabase({ kind: 'postgres', url: database.url ?? '', poolSize: 2 });
      try {
        let commit: () => void = () => undefined;
        let inserted: () => void = () => undefined;
        const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
        const writing = other.db.transaction(async (tx) => {
          await tx.insert(bookings).values(pendingBooking(id));
          inserted();
          await new Promise<void>((resolve) => (commit = resolve));
        });
        await insertedOnce;
        const deleting = deleteAccount(database.db, fastHasher(), { session, password, now: new Date() });
        const settled = deleting.then(
          () => 'deleted',
          (error: unknown) => error,
        );
        // The deletion cannot finish while the booking's transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 500));
        commit();
        await writing;
        expect(await settled).toMatchObject(refusal);
        expect(await database.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
        const [kept] = await database.db.select().from(bookings).where(eq(bookings.userId, id));
        expect(kept).toMatchObject({ status: 'pending', contactEmail: 'someone@example.com' });
      } finally {
        await other.close();
      }
    },
  );
});

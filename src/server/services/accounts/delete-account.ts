import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, bookings, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { PasswordHasher } from './password';
import type { ActiveSession } from './sessions';
import { openAllowedLoginAttempt, settleLoginAttempt } from './sign-in-limits';
import { WRONG_CURRENT_PASSWORD } from './users';

/*
 * R49: a traveller deletes their own account. The account, its sessions and its saved travellers
 * go (ON DELETE CASCADE); its bookings stay, because the sale, the money taken or refunded and the
 * airline's order must stay on the books (accounting and tax law), but they are detached from the
 * account and stripped of the personal data those records do not need: passenger names become
 * "Deleted traveller", and birth dates, e-mail addresses, phone numbers, passports and loyalty
 * numbers are dropped from what we kept of the request. Kept: the booking reference, the airline's
 * reference, flights, passenger types, seats, tickets and amounts.
 */

export const ANONYMOUS_EMAIL = 'deleted-account@invalid';
const ANONYMOUS_NAME = { given_name: 'Deleted', family_name: 'Traveller' };

type Json = Record<string, unknown>;

function anonymisedData(data: Json): Json {
  const passengers = Array.isArray(data.passengers) ? (data.passengers as Json[]) : [];
  return {
    ...data,
    passengers: passengers.map((p) => ({ ...p, ...ANONYMOUS_NAME, loyalty_programme_accounts: undefined })),
  };
}

function anonymisedRequest(request: Json | null): Json | null {
  if (!request) return null;
  const strip = (p: Json) => ({ id: p.id, type: p.type });
  const passengers = Array.isArray(request.passengers) ? (request.passengers as Json[]) : [];
  const order = Array.isArray(request.orderPassengers) ? (request.orderPassengers as Json[]) : [];
  return {
    ...request,
    passengers: passengers.map(strip),
    orderPassengers: order.map((p) => ({ offerPassengerId: p.offerPassengerId, type: p.type })),
  };
}

export async function deleteAccount(
  db: Db,
  hasher: PasswordHasher,
  input: { session: ActiveSession; password: string; ip?: string | undefined; now: Date },
): Promise<void> {
  const { user } = input.session;
  hasher.refuseIfBusy();
  const keys = { username: user.username, ip: input.ip };
  const attempt = await openAllowedLoginAttempt(db, keys, input.now);
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await hasher.verify(input.password, row.passwordHash))) {
    await settleLoginAttempt(db, attempt, { ...keys, outcome: 'failure' });
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD);
  }
  await settleLoginAttempt(db, attempt, { ...keys, outcome: 'success' });
  await db.transaction(async (tx) => {
    // The account's row is locked first: a booking being written for it holds a key-share lock
    // on that row (its foreign key) until it commits, so it is either seen below or waits for
    // the account to be gone and fails; none starts between this check and the delete.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const owned = await tx.select().from(bookings).where(eq(bookings.userId, user.id)).for('update');
    // A booking still being made replays its order from the request: it must finish first.
    if (owned.some((booking) => booking.status === 'pending')) {
      throw new AppError(
        409,
        'BOOKING_IN_PROGRESS',
        'A booking of this account is still being made. Please try again in a few minutes.',
      );
    }
    for (const booking of owned) {
      await tx
        .update(bookings)
        .set({
          userId: null,
          contactEmail: ANONYMOUS_EMAIL,
          bookingData: anonymisedData(booking.bookingData),
          request: anonymisedRequest(booking.request),
          updatedAt: input.now,
        })
        .where(eq(bookings.id, booking.id));
    }
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: 'user.deleted',
      entity: 'user',
      entityId: user.id,
      after: { bookingsAnonymised: owned.length },
      ip: input.ip ?? null,
      createdAt: input.now,
    });
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { conflict, ThrottledError } from '../../errors';
import { uniqueViolation } from '../../db/errors';
import { createUser, findUserByEmail, findUserByUsername, type UserRow } from './users';
import { generatePassword, PasswordHasher } from './password';
import { bookingSignUpThrottleMessage, openRegistration } from './sign-in-limits';

export interface BookingBuyer {
  email: string;
  firstName: string;
  lastName: string;
}

export type BookingAccount = { user: UserRow; created: true; password: string } | { user: UserRow; created: false };

/** 'Jane.Doe+trips@example.com' -> 'jane.doe': the e-mail's local part, in username-safe characters. */
export function usernameBaseFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  let base = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+.*$/, '')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '');
  if (base.length < USERNAME_MIN) base = base ? `${base}-traveller` : 'traveller';
  // Room for a '-12345' suffix within the maximum length.
  return base.slice(0, USERNAME_MAX - 6);
}

async function freeUsername(db: Db, base: string): Promise<string> {
  if (!(await findUserByUsername(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}-${randomInt(10, 100_000)}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  throw conflict('Could not find a free username for this e-mail address');
}

/**
 * R35: a booking by someone signed out whose address has no account will make one (R6), so it
 * counts as a sign-up from the buyer's address, and over the limit it is refused before any money
 * is touched, with the way out: signed in, a booking makes no account. R44: so is one that finds
 * the password-hashing queue full; the account itself, made after the payment, always waits its
 * turn (booking/account.ts).
 */
export async function checkBookingSignUp(
  db: Db,
  hasher: Pick<PasswordHasher, 'refuseIfBusy'>,
  email: string,
  ip: string | undefined,
  now: Date,
): Promise<void> {
  if (await findUserByEmail(db, email.trim())) return;
  hasher.refuseIfBusy();
  const attempt = await openRegistration(db, ip, now);
  if (!attempt.allowed) {
    throw new ThrottledError(
      attempt.retryAfterSeconds,
      bookingSignUpThrottleMessage(attempt.retryAfterSeconds),
      'TOO_MANY_SIGN_UPS',
    );
  }
}

/**
 * R6: the account a booking belongs to when the buyer is not signed in. An existing
 * account with this e-mail (any case) is returned as it is, and nobody may be signed in by
 * it; otherwise one is created with a username derived from the e-mail and a strong random
 * password, returned once so the confirmation can show it.
 */
export async function findOrCreateAccountForBooking(
  db: Db,
  buyer: BookingBuyer,
  hasher: PasswordHasher = new PasswordHasher(),
): Promise<BookingAccount> {
  const email = buyer.email.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await findUserByEmail(db, email);
    if (existing) return { user: existing, created: false };

    const password = generatePassword();
    const username = await freeUsername(db, usernameBaseFromEmail(email));
    try {
      const user = await createUser(db, hasher, {
        username,
        email,
        firstName: buyer.firstName.trim(),
        lastName: buyer.lastName.trim(),
        password,
      });
      return { user, created: true, password };
    } catch (error) {
      // Someone took the username, or booked with the same e-mail, a moment ago: look again.
      const isConflict = uniqueViolation(error) !== undefined || (error as { statusCode?: number }).statusCode === 409;
      if (!isConflict) throw error;
    }
  }
  throw conflict('Could not create an account for this e-mail address. Please try again.');
}

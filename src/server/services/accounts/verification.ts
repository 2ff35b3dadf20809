import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import { hashLinkToken, issueLinkToken, LINK_TOKEN } from './link-tokens';
import { findUserById, type UserRow } from './users';

/*
 * R30: an address is the account's only once its owner has opened a link sent to it. Until then
 * nobody can be handed a stranger's trips by registering with the stranger's address (R6 attaches
 * bookings to the account with the buyer's e-mail only when that address is confirmed).
 */

/** A link is good for a week: a booking's e-mail may be read days later. */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** More links than this in an hour send nothing more: nobody's inbox becomes a target. */
export const VERIFY_EMAILS_PER_HOUR = 3;

/** A new single-use token for the account's current address, or null when an hour's links are spent. */
export async function issueEmailVerification(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  now: Date,
): Promise<string | null> {
  return issueLinkToken(db, emailVerificationTokens, {
    user,
    now,
    perHour: VERIFY_EMAILS_PER_HOUR,
    ttlMs: VERIFY_TOKEN_TTL_MS,
  });
}

const invalidLink = () => new AppError(400, 'VERIFY_LINK_INVALID', MESSAGES.verifyLinkInvalid);

const otherAccount = () => new AppError(403, 'VERIFY_LINK_OTHER_ACCOUNT', MESSAGES.verifyLinkOtherAccount);

/**
 * Confirms the address a link was sent to, for the signed-in owner of the account it was sent
 * for: a click alone is not enough, or whoever registered with a stranger's address would get
 * the account confirmed by the stranger's click. The token is spent in the statement that checks
 * it; a link for an address the account has since changed is refused. Returns the account.
 */
export async function verifyEmail(db: Db, token: string, signedIn: { id: string }, now: Date): Promise<UserRow> {
  if (!LINK_TOKEN.test(token)) throw invalidLink();
  const live = and(
    eq(emailVerificationTokens.tokenHash, hashLinkToken(token)),
    isNull(emailVerificationTokens.usedAt),
    gt(emailVerificationTokens.expiresAt, now),
  );
  const [found] = await db.select({ userId: emailVerificationTokens.userId }).from(emailVerificationTokens).where(live);
  if (!found) throw invalidLink();
  if (found.userId !== signedIn.id) throw otherAccount();
  const [spent] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(live)
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!spent) throw invalidLink();
  const user = await findUserById(db, spent.userId);
  if (!user || user.email.toLowerCase() !== spent.email.toLowerCase()) throw invalidLink();
  return markEmailVerified(db, user, now);
}

/** Records that the owner has shown they read the account's address (a confirmation or reset link). */
export async function markEmailVerified(db: Db, user: UserRow, now: Date): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const [verified] = await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return verified ?? user;
}

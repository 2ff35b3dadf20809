import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
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

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for the account's current address, or null when an hour's links are spent. */
export async function issueEmailVerification(
  db: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  now: Date,
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  // The user's row is locked while counting, so parallel requests cannot all slip under the cap.
  const issued = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, user.id),
          gt(emailVerificationTokens.createdAt, new Date(now.getTime() - 60 * 60_000)),
        ),
      );
    if ((recent?.n ?? 0) >= VERIFY_EMAILS_PER_HOUR) return false;
    await tx.insert(emailVerificationTokens).values({
      tokenHash: hashOf(token),
      userId: user.id,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
    });
    return true;
  });
  return issued ? token : null;
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
  if (!TOKEN.test(token)) throw invalidLink();
  const live = and(
    eq(emailVerificationTokens.tokenHash, hashOf(token)),
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

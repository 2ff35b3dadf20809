import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingSignIns } from '../../db/schema';
import { AppError } from '../../errors';
import { TWO_FACTOR_MESSAGES } from '../../../shared/schemas/two-factor';
import { createSession, deleteSessionByHash, hashToken, newSessionToken, pruneExpiredSessions } from './sessions';
import { checkFactorThrottled, type SecondFactor } from './two-factor';
import { findUserById, type UserRow } from './users';

/*
 * R48: between a right password and a right code, the browser holds a pending sign-in's token.
 * It is no session (nothing but the code step accepts it), lives five minutes, allows five wrong
 * codes, and is spent by the code that signs in. Only its SHA-256 is stored, as with sessions.
 */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
export const PENDING_SIGN_IN_TRIES = 5;

const expired = () => new AppError(401, 'SIGN_IN_EXPIRED', TWO_FACTOR_MESSAGES.pendingMissing);

export async function createPendingSignIn(
  db: Db,
  input: { userId: string; remember: boolean; device?: string | undefined; now: Date },
): Promise<string> {
  const token = newSessionToken();
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, input.now));
  await db.insert(pendingSignIns).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    remember: input.remember,
    device: input.device ?? null,
    expiresAt: new Date(input.now.getTime() + PENDING_SIGN_IN_MS),
    createdAt: input.now,
  });
  return token;
}

export interface CompleteInput {
  pendingToken: string;
  factor: SecondFactor;
  ip?: string | undefined;
  userAgent?: string | undefined;
  previousSessionHash?: string | undefined;
  now: Date;
}

/** Checks the code for a pending sign-in and, when right, starts the session it was waiting for. */
export async function completeTwoFactorSignIn(db: Db, input: CompleteInput) {
  const tokenHash = hashToken(input.pendingToken);
  const [pending] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, input.now)))
    .limit(1);
  if (!pending) throw expired();
  const user: UserRow | undefined = await findUserById(db, pending.userId);
  if (!user?.twoFactorEnabledAt) {
    // Turned off meanwhile (or the account is gone): the password step decides again.
    await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
    throw expired();
  }
  const keys = { username: user.username, ip: input.ip, device: pending.device ?? undefined };
  try {
    await checkFactorThrottled(db, user, input.factor, keys, input.now);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) {
      const [after] = await db
        .update(pendingSignIns)
        .set({ failures: sql`${pendingSignIns.failures} + 1` })
        .where(eq(pendingSignIns.tokenHash, tokenHash))
        .returning({ failures: pendingSignIns.failures });
      if ((after?.failures ?? PENDING_SIGN_IN_TRIES) >= PENDING_SIGN_IN_TRIES) {
        await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
      }
    }
    throw error;
  }
  // Spent: whichever of two racing requests deletes the row starts the session.
  const spent = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, tokenHash))
    .returning({ tokenHash: pendingSignIns.tokenHash });
  if (!spent.length) throw expired();
  if (input.previousSessionHash) await deleteSessionByHash(db, input.previousSessionHash);
  await pruneExpiredSessions(db, input.now, user.id);
  const session = await createSession(db, {
    userId: user.id,
    remember: pending.remember,
    ip: input.ip,
    userAgent: input.userAgent,
    now: input.now,
  });
  return {
    user,
    token: session.token,
    expiresAt: session.expiresAt,
    remember: pending.remember,
    device: pending.device,
  };
}

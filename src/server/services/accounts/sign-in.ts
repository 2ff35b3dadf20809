import type { RegisterInput } from '../../../shared/schemas/auth';
import { authenticate, changePassword, createUser, type UserRow } from './users';
import type { Db } from '../../db/client';
import type { PasswordHasher } from './password';
import { openAllowedLoginAttempt, openLoginAttempt, openRegistration, settleLoginAttempt } from './sign-in-limits';
import {
  createSession,
  deleteSessionByHash,
  deleteUserSessions,
  pruneExpiredSessions,
  rotateSession,
  type ActiveSession,
} from './sessions';
import { AppError, ThrottledError } from '../../errors';
import { createPendingSignIn } from './two-factor-sign-in';

export type SignInResult =
  | { status: 'signed-in'; user: UserRow; token: string; expiresAt: Date; remember: boolean }
  | { status: 'two-factor'; pendingToken: string }
  | { status: 'throttled'; retryAfterSeconds: number; message: string }
  | { status: 'invalid' };

export interface SignInInput {
  username: string;
  password: string;
  remember?: boolean | undefined;
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The nonce of this browser's device cookie for this account, if it has a valid one (R35). */
  device?: string | undefined;
  /** The session the browser already had, ended so that a sign-in always gets a new id (ASVS 3.2.1). */
  previousSessionHash?: string | undefined;
  now: Date;
}

/** Throttle, check the password, then start a fresh session. */
export async function signIn(db: Db, hasher: PasswordHasher, input: SignInInput): Promise<SignInResult> {
  // R44: a full hashing queue refuses before anything is counted or written.
  hasher.refuseIfBusy();
  const keys = { username: input.username, ip: input.ip, device: input.device };
  const attempt = await openLoginAttempt(db, keys, input.now);
  if (!attempt.allowed) {
    return { status: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds, message: attempt.message };
  }
  let user: UserRow | undefined;
  try {
    user = await authenticate(db, hasher, input.username, input.password);
  } catch (error) {
    await settleLoginAttempt(db, attempt, { ...keys, outcome: 'void' });
    throw error;
  }
  if (user?.twoFactorEnabledAt) {
    // R48: not yet a success: the failures on record stay until the code is right, so a known
    // password cannot be used to wipe the count of wrong codes.
    await settleLoginAttempt(db, attempt, { ...keys, outcome: 'void' });
    const pendingToken = await createPendingSignIn(db, {
      userId: user.id,
      remember: input.remember ?? false,
      device: input.device,
      now: input.now,
    });
    return { status: 'two-factor', pendingToken };
  }
  await settleLoginAttempt(db, attempt, { ...keys, outcome: user ? 'success' : 'failure' });
  if (!user) return { status: 'invalid' };
  if (input.previousSessionHash) await deleteSessionByHash(db, input.previousSessionHash);
  await pruneExpiredSessions(db, input.now, user.id);
  const remember = input.remember ?? false;
  const session = await createSession(db, {
    userId: user.id,
    remember,
    ip: input.ip,
    userAgent: input.userAgent,
    now: input.now,
  });
  return { status: 'signed-in', user, token: session.token, expiresAt: session.expiresAt, remember };
}

export { ThrottledError };

/**
 * Sign-up through the site: limited per address (taken names count too, so the form is no
 * free oracle of which accounts exist), then created.
 */
export async function registerAccount(
  db: Db,
  hasher: PasswordHasher,
  input: RegisterInput,
  context: { ip?: string | undefined; now: Date },
): Promise<UserRow> {
  // R44: refused while busy before the sign-up counts against the address (R35).
  hasher.refuseIfBusy();
  const attempt = await openRegistration(db, context.ip, context.now);
  if (!attempt.allowed) throw new ThrottledError(attempt.retryAfterSeconds, attempt.message);
  return createUser(db, hasher, input);
}

/**
 * Changes the signed-in person's password. Wrong current passwords count as failed sign-ins
 * (a stolen session must not become a password oracle). Every other session ends and this
 * one gets a new id; returns its token for the cookie.
 */
export async function changePasswordForSession(
  db: Db,
  hasher: PasswordHasher,
  input: {
    session: ActiveSession;
    currentPassword: string;
    newPassword: string;
    ip?: string | undefined;
    now: Date;
  },
): Promise<string> {
  const { user } = input.session;
  hasher.refuseIfBusy();
  const keys = { username: user.username, ip: input.ip };
  const attempt = await openAllowedLoginAttempt(db, keys, input.now);
  try {
    await changePassword(db, hasher, {
      userId: user.id,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      ip: input.ip,
      now: input.now,
    });
  } catch (error) {
    const wrongPassword = error instanceof AppError && error.code === 'WRONG_PASSWORD';
    // Only a wrong password counts; any other failure leaves no trace in the counters.
    await settleLoginAttempt(db, attempt, { ...keys, outcome: wrongPassword ? 'failure' : 'void' });
    throw error;
  }
  await settleLoginAttempt(db, attempt, { ...keys, outcome: 'success' });
  await deleteUserSessions(db, user.id, input.session.idHash);
  const token = await rotateSession(db, input.session.idHash, input.now);
  if (!token) throw new AppError(401, 'UNAUTHORIZED', 'Not authenticated');
  return token;
}

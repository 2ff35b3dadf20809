import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, twoFactorRecoveryCodes, users } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { openSecret, sealSecret } from '../platform';
import { openAllowedLoginAttempt, settleLoginAttempt, type AttemptKeys } from './sign-in-limits';
import { enrolmentOf, matchingStep, newRecoveryCodes, newTotpSecret, recoveryCodeMatches } from './totp';
import { findUserById, type UserRow } from './users';

/*
 * R48: turning two-factor sign-in on and off, and checking a code or a recovery code. A code is
 * taken once: the account keeps the time-step of the last code it accepted, and the update that
 * records a step only succeeds over an older one, so two requests racing with one code cannot both win.
 */
export const INVALID_CODE = 'That code is not right or has expired. Enter the code your authenticator app shows now.';
export const CODE_USED = 'That code was already used. Wait for the next code in your authenticator app.';
export const INVALID_RECOVERY = 'That recovery code is not right or was already used.';

export type SecondFactor = { code: string; recoveryCode?: undefined } | { recoveryCode: string; code?: undefined };

export type FactorCheck = 'ok' | 'wrong' | 'replayed';

/** Checks a code against the account's secret and, when right and new, spends its time-step. */
export async function spendTotpCode(db: Db, user: UserRow, code: string, now: Date): Promise<FactorCheck> {
  if (!user.totpSecret) return 'wrong';
  const step = matchingStep(openSecret(user.totpSecret), code, now);
  if (step === undefined) return 'wrong';
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length ? 'ok' : 'replayed';
}

/** Marks a matching unused recovery code used; a code used before matches nothing. */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<FactorCheck> {
  const unused = await db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  const match = unused.find((row) => recoveryCodeMatches(code, row.codeHash));
  if (!match) return 'wrong';
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.id, match.id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length ? 'ok' : 'wrong';
}

export function factorError(check: Exclude<FactorCheck, 'ok'>, factor: SecondFactor): AppError {
  if (factor.recoveryCode !== undefined) return new AppError(401, 'INVALID_RECOVERY_CODE', INVALID_RECOVERY);
  return check === 'replayed'
    ? new AppError(401, 'CODE_ALREADY_USED', CODE_USED)
    : new AppError(401, 'INVALID_CODE', INVALID_CODE);
}

/**
 * Checks a second factor under the sign-in limits (R35): a wrong code counts as a failed
 * sign-in of the account, so codes cannot be guessed faster than passwords.
 */
export async function checkFactorThrottled(
  db: Db,
  user: UserRow,
  factor: SecondFactor,
  keys: AttemptKeys,
  now: Date,
): Promise<void> {
  const attempt = await openAllowedLoginAttempt(db, keys, now);
  let check: FactorCheck;
  try {
    check =
      factor.recoveryCode !== undefined
        ? await spendRecoveryCode(db, user.id, factor.recoveryCode, now)
        : await spendTotpCode(db, user, factor.code, now);
  } catch (error) {
    await settleLoginAttempt(db, attempt, { ...keys, outcome: 'void' });
    throw error;
  }
  await settleLoginAttempt(db, attempt, { ...keys, outcome: check === 'ok' ? 'success' : 'failure' });
  if (check !== 'ok') throw factorError(check, factor);
}

async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not authenticated');
  return user;
}

const audit = (db: Db, userId: string, action: string, ip: string | undefined, now: Date) =>
  db
    .insert(auditLog)
    .values({ actorUserId: userId, action, entity: 'user', entityId: userId, ip: ip ?? null, createdAt: now });

export async function twoFactorStatus(db: Db, userId: string) {
  const user = await loadUser(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: user.twoFactorEnabledAt !== null, recoveryCodesLeft: user.twoFactorEnabledAt ? (left?.n ?? 0) : 0 };
}

const alreadyOn = () => conflict('Two-factor sign-in is already on.', 'TWO_FACTOR_ALREADY_ON');
const notOn = () => new AppError(409, 'TWO_FACTOR_OFF', 'Two-factor sign-in is not on.');

/** A new secret, kept sealed but not in force until confirmed by a code (`enableTwoFactor`). */
export async function beginTwoFactorSetup(db: Db, userId: string, issuer: string) {
  const user = await loadUser(db, userId);
  if (user.twoFactorEnabledAt) throw alreadyOn();
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: sealSecret(secret), totpLastStep: null })
    .where(eq(users.id, userId));
  return enrolmentOf(secret, user.username, issuer);
}

async function replaceRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const { shown, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  });
  return shown;
}

export interface FactorContext {
  ip?: string | undefined;
  now: Date;
}

/** Turns two-factor sign-in on once a code from the new secret is right; returns the recovery codes. */
export async function enableTwoFactor(db: Db, userId: string, code: string, context: FactorContext) {
  const user = await loadUser(db, userId);
  if (user.twoFactorEnabledAt) throw alreadyOn();
  if (!user.totpSecret) {
    throw new AppError(409, 'TWO_FACTOR_NOT_SET_UP', 'Start the set-up first: scan the QR code, then enter a code.');
  }
  await checkFactorThrottled(db, user, { code }, { username: user.username, ip: context.ip }, context.now);
  await db.update(users).set({ twoFactorEnabledAt: context.now }).where(eq(users.id, userId));
  const codes = await replaceRecoveryCodes(db, userId, context.now);
  await audit(db, userId, 'user.two_factor_enabled', context.ip, context.now);
  return codes;
}

/** Off again, with a current code or a recovery code: the secret and the codes are deleted. */
export async function disableTwoFactor(db: Db, userId: string, factor: SecondFactor, context: FactorContext) {
  const user = await loadUser(db, userId);
  if (!user.twoFactorEnabledAt) throw notOn();
  await checkFactorThrottled(db, user, factor, { username: user.username, ip: context.ip }, context.now);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, twoFactorEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  });
  await audit(db, userId, 'user.two_factor_disabled', context.ip, context.now);
}

/** Ten new recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(db: Db, userId: string, code: string, context: FactorContext) {
  const user = await loadUser(db, userId);
  if (!user.twoFactorEnabledAt) throw notOn();
  await checkFactorThrottled(db, user, { code }, { username: user.username, ip: context.ip }, context.now);
  const codes = await replaceRecoveryCodes(db, userId, context.now);
  await audit(db, userId, 'user.recovery_codes_regenerated', context.ip, context.now);
  return codes;
}

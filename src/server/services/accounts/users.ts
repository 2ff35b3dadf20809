import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CurrentUser, RegisterInput } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { auditLog, passwordResetTokens, users } from '../../db/schema';
import { AppError, BusyError, conflict } from '../../errors';
import type { PasswordHasher } from './password';
import { uniqueViolation } from '../../db/errors';

export type UserRow = typeof users.$inferSelect;

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** What the client may see of a person: never the id or the password hash. */
export function toCurrentUser(
  user: Pick<
    UserRow,
    | Exclude<keyof CurrentUser, 'emailVerified' | 'twoFactorEnabled'>
    | 'createdAt'
    | 'emailVerifiedAt'
    | 'twoFactorEnabledAt'
  >,
): CurrentUser {
  return {
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Case-insensitive, as the unique indexes are: 'Alice' and 'alice' are one account. */
async function findUserByLower(
  db: Db,
  column: typeof users.username | typeof users.email,
  value: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${column})`, value.trim().toLowerCase()))
    .limit(1);
  return user;
}

export const findUserByUsername = (db: Db, username: string) => findUserByLower(db, users.username, username);

export const findUserByEmail = (db: Db, email: string) => findUserByLower(db, users.email, email);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export function conflictFor(constraint: string): AppError {
  return constraint.includes('email')
    ? conflict(EMAIL_TAKEN, 'EMAIL_TAKEN')
    : conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
}

export interface NewUser extends RegisterInput {
  isAdmin?: boolean;
}

/**
 * Creates an account. Duplicates are looked for first so the message is precise; the unique
 * indexes still decide when two sign-ups race.
 */
export async function createUser(db: Db, hasher: PasswordHasher, input: NewUser): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  const passwordHash = await hasher.hash(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        isAdmin: input.isAdmin ?? false,
      })
      .returning();
    if (!user) throw new Error('The new user was not returned');
    return user;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) throw conflictFor(constraint);
    throw error;
  }
}

/**
 * The account for a username and password, or undefined. An unknown username costs the same
 * scrypt work as a wrong password, so timing does not reveal which accounts exist. A hash made
 * with older parameters is upgraded on the way.
 */
export async function authenticate(
  db: Db,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findUserByUsername(db, username);
  if (!user) {
    await hasher.verifyDummy(password);
    return undefined;
  }
  if (!(await hasher.verify(password, user.passwordHash))) return undefined;
  if (hasher.needsRehash(user.passwordHash)) {
    let passwordHash: string;
    try {
      passwordHash = await hasher.hash(password);
    } catch (error) {
      // The upgrade can wait for the next sign-in; the person signing in should not (R44).
      if (error instanceof BusyError) return user;
      throw error;
    }
    // Only over the hash just checked: a password change that landed meanwhile must stand.
    const upgraded = await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (upgraded.length) return { ...user, passwordHash };
    // Changed meanwhile (or upgraded by a parallel sign-in): the stored password decides.
    const current = await findUserById(db, user.id);
    return current && (await hasher.verify(password, current.passwordHash)) ? current : undefined;
  }
  return user;
}

interface PasswordAudit {
  action: string;
  actorUserId: string | null;
  ip?: string | undefined;
  now: Date;
}

/** Stores a new password and spends every unused reset link of the account, in one transaction. */
export async function setPassword(
  db: Db,
  hasher: PasswordHasher,
  userId: string,
  password: string,
  audit: PasswordAudit,
): Promise<void> {
  await storePasswordHash(db, userId, await hasher.hash(password), audit);
}

/** setPassword's second half, for a caller that must hash before it changes anything (reset.ts). */
export async function storePasswordHash(db: Db, userId: string, passwordHash: string, audit: PasswordAudit) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: audit.now }).where(eq(users.id, userId));
    // A reset link asked for before the change must not undo it.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: audit.now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(auditLog).values({
      actorUserId: audit.actorUserId,
      action: audit.action,
      entity: 'user',
      entityId: userId,
      ip: audit.ip ?? null,
      createdAt: audit.now,
    });
  });
}

/** Checks the current password, then stores the new one. Sessions are the caller's business. */
export async function changePassword(
  db: Db,
  hasher: PasswordHasher,
  input: { userId: string; currentPassword: string; newPassword: string; ip?: string | undefined; now: Date },
): Promise<void> {
  const user = await findUserById(db, input.userId);
  if (!user || !(await hasher.verify(input.currentPassword, user.passwordHash))) {
    throw new AppError(400, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD);
  }
  await setPassword(db, hasher, user.id, input.newPassword, {
    action: 'user.password_changed',
    actorUserId: user.id,
    ip: input.ip,
    now: input.now,
  });
}

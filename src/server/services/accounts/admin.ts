import { eq } from 'drizzle-orm';
import { EmailSchema, NewPasswordSchema, UsernameSchema } from '../../../shared/schemas/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { createUser, findUserByEmail, findUserByUsername, setPassword } from './users';
import { PasswordHasher } from './password';
import { deleteUserSessions } from './sessions';

export type AdminOutcome = 'created' | 'password-reset' | 'promoted' | 'unchanged';

export interface AdminCredentials {
  username: string;
  password: string;
  /** Defaults to '{username}@admin.invalid': the account needs one, and .invalid can never receive mail. */
  email?: string | undefined;
}

export class AdminSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminSetupError';
  }
}

/**
 * Makes sure an admin account with this username and password exists: created if missing,
 * made admin if it was not, its password reset if it differs (ending its sessions). The
 * password must meet the change-password rules: an admin's account is the site's keys.
 */
export async function createOrResetAdmin(
  db: Db,
  credentials: AdminCredentials,
  hasher: PasswordHasher = new PasswordHasher(),
): Promise<AdminOutcome> {
  try {
    return await ensureAdmin(db, credentials, hasher);
  } catch (error) {
    // Two processes starting together on a fresh database both try to create the account, and
    // the second one's insert fails: once the first has committed, this one finds the account.
    if (!(error instanceof AppError && error.statusCode === 409)) throw error;
  }
  try {
    return await ensureAdmin(db, credentials, hasher);
  } catch (error) {
    if (error instanceof AppError) throw new AdminSetupError(`Admin account: ${error.message}`);
    throw error;
  }
}

async function ensureAdmin(db: Db, credentials: AdminCredentials, hasher: PasswordHasher): Promise<AdminOutcome> {
  const username = UsernameSchema.safeParse(credentials.username);
  if (!username.success) throw new AdminSetupError(`Admin username: ${username.error.issues[0]?.message}`);
  const password = NewPasswordSchema.safeParse(credentials.password);
  if (!password.success) throw new AdminSetupError(`Admin password: ${password.error.issues[0]?.message}`);
  const email = EmailSchema.safeParse(credentials.email ?? `${username.data.toLowerCase()}@admin.invalid`);
  if (!email.success) throw new AdminSetupError(`Admin email: ${email.error.issues[0]?.message}`);
  const now = new Date();

  const existing = await findUserByUsername(db, username.data);
  if (!existing) {
    const byEmail = await findUserByEmail(db, email.data);
    if (byEmail) {
      // Another process starting at this moment may have just created this very admin between our
      // two reads: that is the race createOrResetAdmin retries, not someone else's address.
      if (byEmail.username.toLowerCase() === username.data.toLowerCase()) {
        throw conflict('The admin account was created by another process meanwhile');
      }
      throw new AdminSetupError(`Another account already uses the e-mail address ${email.data}`);
    }
    // No first or last name: the header then shows the username, as the spec says.
    const user = await createUser(db, hasher, {
      username: username.data,
      email: email.data,
      firstName: '',
      lastName: '',
      password: password.data,
      isAdmin: true,
    });
    await db.insert(auditLog).values({ action: 'admin.created', entity: 'user', entityId: user.id, createdAt: now });
    return 'created';
  }

  let outcome: AdminOutcome = 'unchanged';
  if (!existing.isAdmin) {
    await db.update(users).set({ isAdmin: true, updatedAt: now }).where(eq(users.id, existing.id));
    await db.insert(auditLog).values({
      action: 'admin.promoted',
      entity: 'user',
      entityId: existing.id,
      before: { isAdmin: false },
      after: { isAdmin: true },
      createdAt: now,
    });
    outcome = 'promoted';
  }
  if (!(await hasher.verify(password.data, existing.passwordHash))) {
    await setPassword(db, hasher, existing.id, password.data, {
      action: 'admin.password_reset',
      actorUserId: null,
      now,
    });
    await deleteUserSessions(db, existing.id);
    outcome = 'password-reset';
  }
  return outcome;
}

/**
 * At start: ADMIN_USERNAME and ADMIN_PASSWORD, when both are set, name the first admin.
 * Returns undefined when they are not configured.
 */
export async function ensureAdminFromConfig(
  db: Db,
  config: Pick<AppConfig, 'admin'>,
  hasher: PasswordHasher = new PasswordHasher(),
): Promise<AdminOutcome | undefined> {
  const { username, password } = config.admin;
  if (!username && !password) return undefined;
  if (!username || !password) {
    throw new AdminSetupError('Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither');
  }
  return createOrResetAdmin(db, { username, password }, hasher);
}

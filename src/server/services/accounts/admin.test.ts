import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens, users } from '../../db/schema';
import { useTestDatabase } from '../../testing/database';
import { authenticate, createUser, findUserByUsername } from './users';
import { AdminSetupError, ensureAdminFromConfig } from './admin';
import { resetPassword } from './reset';
import { fastHasher, newUser } from '../../testing/accounts';
import { createSession, findSession } from './sessions';

const database = useTestDatabase();

const hasher = fastHasher();
const admin = (username: string | undefined, password: string | undefined) => ({ admin: { username, password } });

describe('ensureAdminFromConfig (ADMIN_USERNAME / ADMIN_PASSWORD at start)', () => {
  it('does nothing when neither is set', async () => {
    expect(await ensureAdminFromConfig(database.db, admin(undefined, undefined), hasher)).toBeUndefined();
  });

  it('refuses to start with only one of the two', async () => {
    await expect(ensureAdminFromConfig(database.db, admin('root', undefined), hasher)).rejects.toThrow(
      'Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither',
    );
  });

  it('refuses a weak admin password with the change-password rule', async () => {
    await expect(ensureAdminFromConfig(database.db, admin('root', 'short'), hasher)).rejects.toThrow(AdminSetupError);
    await expect(ensureAdminFromConfig(database.db, admin('root', 'alllowercase-long1'), hasher)).rejects.toThrow(
      'Admin password: Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
  });

  it('creates the admin on first start, without names so the header shows the username', async () => {
    expect(await ensureAdminFromConfig(database.db, admin('SiteAdmin', 'Adm1n-Passw0rd!'), hasher)).toBe('created');
    const user = await findUserByUsername(database.db, 'siteadmin');
    expect(user).toMatchObject({
      username: 'SiteAdmin',
      isAdmin: true,
      firstName: '',
      email: 'siteadmin@admin.invalid',
    });
    expect(await authenticate(database.db, hasher, 'SiteAdmin', 'Adm1n-Passw0rd!')).toBeDefined();
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, user?.id ?? ''));
    expect(audit?.action).toBe('admin.created');
  });

  it('changes nothing at the next start with the same password, and keeps sessions', async () => {
    const user = await findUserByUsername(database.db, 'SiteAdmin');
    const before = user?.passwordHash;
    const now = new Date();
    const { token } = await createSession(database.db, { userId: user?.id ?? '', remember: false, now });
    expect(await ensureAdminFromConfig(database.db, admin('SiteAdmin', 'Adm1n-Passw0rd!'), hasher)).toBe('unchanged');
    expect((await findUserByUsername(database.db, 'SiteAdmin'))?.passwordHash).toBe(before);
    expect((await findSession(database.db, token, now)).status).toBe('active');
  });

  it('resets the password when ADMIN_PASSWORD changed, and ends the old sessions', async () => {
    const user = await findUserByUsername(database.db, 'SiteAdmin');
    const now = new Date();
    const { token } = await createSession(database.db, { userId: user?.id ?? '', remember: false, now });
    expect(await ensureAdminFromConfig(database.db, admin('SiteAdmin', 'N3w-Adm1n-Passw0rd!'), hasher)).toBe(
      'password-reset',
    );
    expect(await authenticate(database.db, hasher, 'SiteAdmin', 'Adm1n-Passw0rd!')).toBeUndefined();
    expect(await authenticate(database.db, hasher, 'SiteAdmin', 'N3w-Adm1n-Passw0rd!')).toBeDefined();
    expect((await findSession(database.db, token, now)).status).toBe('none');
  });

  it('lets two processes starting together on a fresh database both come up: one creates, one finds', async () => {
    const config = admin('RaceAdmin', 'R4ce-Adm1n-Passw0rd!');
    const outcomes = await Promise.all([
      ensureAdminFromConfig(database.db, config, hasher),
      ensureAdminFromConfig(database.db, config, hasher),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    expect(await authenticate(database.db, hasher, 'RaceAdmin', 'R4ce-Adm1n-Passw0rd!')).toBeDefined();
  });

  it('spends unused password-reset links when it resets the admin password', async () => {
    const user = await findUserByUsername(database.db, 'SiteAdmin');
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await database.db.insert(passwordResetTokens).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: user?.id ?? '',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    expect(await ensureAdminFromConfig(database.db, admin('SiteAdmin', 'Th1rd-Adm1n-Passw0rd!'), hasher)).toBe(
      'password-reset',
    );
    await expect(
      resetPassword(database.db, hasher, { token, newPassword: 'Att4cker-Passw0rd!', now: new Date() }),
    ).rejects.toThrow('This password reset link is invalid or has expired. Please request a new one.');
    expect(await authenticate(database.db, hasher, 'SiteAdmin', 'Th1rd-Adm1n-Passw0rd!')).toBeDefined();
  });

  it('makes an existing ordinary account with that username an admin', async () => {
    await createUser(database.db, hasher, newUser({ username: 'promote-me', password: 'Pr0mote-Me-Please!' }));
    expect(await ensureAdminFromConfig(database.db, admin('promote-me', 'Pr0mote-Me-Please!'), hasher)).toBe(
      'promoted',
    );
    const [row] = await database.db.select().from(users).where(eq(users.username, 'promote-me'));
    expect(row?.isAdmin).toBe(true);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

/*
 * Sessions live in the database (so every process of the site agrees) behind a random
 * 32-byte cookie token; only its SHA-256 is stored. Lifetimes follow ASVS 3.3.2: 30 minutes
 * idle and 12 hours absolute, or 30 days when the person ticked 'remember me'.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60_000;
/** last_seen_at is written at most this often: one write a minute, not one per request. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  emailVerifiedAt: Date | null;
  /** R48: null while two-factor sign-in is off. */
  twoFactorEnabledAt: Date | null;
  createdAt: Date;
}

export interface ActiveSession {
  idHash: string;
  remember: boolean;
  expiresAt: Date;
  user: SessionUser;
}

export interface NewSession {
  userId: string;
  remember: boolean;
  ip?: string | undefined;
  userAgent?: string | undefined;
  now: Date;
}

/** Starts a session and returns the token for the cookie (never stored itself). */
export async function createSession(db: Db, input: NewSession): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(input.now.getTime() + (input.remember ? REMEMBER_ME_MS : SESSION_ABSOLUTE_MS));
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: input.userId,
    remember: input.remember,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  return { token, expiresAt };
}

export type SessionLookup = { status: 'active'; session: ActiveSession } | { status: 'none' | 'expired' };

/**
 * The session behind a cookie token, with its user. An expired one (idle or absolute) is
 * deleted on sight. Activity is recorded at most once a minute.
 */
export async function findSession(db: Db, token: string | undefined, now: Date): Promise<SessionLookup> {
  if (!token || !TOKEN.test(token)) return { status: 'none' };
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isAdmin: users.isAdmin,
        emailVerifiedAt: users.emailVerifiedAt,
        twoFactorEnabledAt: users.twoFactorEnabledAt,
        createdAt: users.createdAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return { status: 'none' };

  const idle = !row.remember && now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS;
  if (idle || now.getTime() >= row.expiresAt.getTime()) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return { status: 'expired' };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { status: 'active', session: { idHash, remember: row.remember, expiresAt: row.expiresAt, user: row.user } };
}

export async function deleteSessionByHash(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, or every one but `exceptIdHash` (after a password change). */
export async function deleteUserSessions(db: Db, userId: string, exceptIdHash?: string): Promise<number> {
  const where = exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(where).returning({ idHash: sessions.idHash });
  return deleted.length;
}

/**
 * Gives a session a new id, keeping its lifetime: after a password change or an admin's
 * re-verification, a token seen before is worth nothing.
 */
export async function rotateSession(db: Db, idHash: string, now: Date): Promise<string | undefined> {
  const token = newSessionToken();
  const updated = await db
    .update(sessions)
    .set({ idHash: hashToken(token), lastSeenAt: now })
    .where(eq(sessions.idHash, idHash))
    .returning({ idHash: sessions.idHash });
  return updated.length ? token : undefined;
}

/**
 * Removes sessions past their absolute end or idle too long (of one user, or of everyone);
 * safe to call from any process.
 */
export async function pruneExpiredSessions(db: Db, now: Date, userId?: string): Promise<number> {
  const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS);
  const expired = or(
    lt(sessions.expiresAt, now),
    and(eq(sessions.remember, false), lt(sessions.lastSeenAt, idleBefore)),
  );
  const deleted = await db
    .delete(sessions)
    .where(userId ? and(eq(sessions.userId, userId), expired) : expired)
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

import { and, desc, eq } from 'drizzle-orm';
import { closedOnFailure, forFile } from './for-file';
import { emailOutbox } from '../db/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config';
import { createTestApp, type TestApp } from './app';
import { nextTestAddress } from './addresses';
export { nextTestAddress };
import { PasswordHasher, type ScryptParams } from '../services/accounts/password';
import type { HashPool } from '../services/accounts/hash-pool';
import { createOrResetAdmin } from '../services/accounts/admin';
import { enrolTwoFactor, forgetTwoFactor, signInWithCode } from './two-factor';

/*
 * Test helpers for the accounts issue. Not imported by the site itself.
 */

/** A cheap work factor (~1 ms) for tests that are not about hashing; password.test.ts covers the real one. */
export const FAST_SCRYPT: ScryptParams = { logN: 10, r: 8, p: 1 };
/** On an app's pool (app.auth.pool) it hashes as the site does (R44); without one, in the test's process. */
export const fastHasher = (pool?: HashPool) => new PasswordHasher(FAST_SCRYPT, pool);

export class TestClock {
  constructor(public current = new Date('2026-03-01T09:00:00Z')) {}
  now = () => this.current;
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface AccountsTestApp extends TestApp {
  clock: TestClock;
}

/**
 * The accounts test app for one test file: built before its tests (then `ready` runs), closed
 * after them. The object is filled in beforeAll: read it inside tests and hooks.
 */
export function useAccountsTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  ready?: (t: AccountsTestApp) => Promise<void>,
): AccountsTestApp {
  return forFile(
    async () => {
      // A function when the config depends on what an earlier beforeAll started (a local SMTP server).
      const t = await createAccountsTestApp(typeof overrides === 'function' ? overrides() : overrides);
      return closedOnFailure(t, async () => {
        await ready?.(t);
        return t;
      });
    },
    (t) => t.close(),
  );
}

/** The whole app with a cheap hasher and a clock the test moves. */
export async function createAccountsTestApp(
  overrides: Partial<AppConfig> = {},
  extend?: (app: FastifyInstance) => Promise<void>,
): Promise<AccountsTestApp> {
  const clock = new TestClock();
  const t = await createTestApp(overrides, async (app) => {
    app.auth.hasher = fastHasher(app.auth.pool);
    app.auth.clock = clock.now;
    if (extend) await extend(app);
  });
  return { ...t, clock };
}

let sequence = 0;
/** A registration body with unique username and e-mail; override any field. */
export function newUser(
  overrides: Partial<Record<'username' | 'email' | 'firstName' | 'lastName' | 'password', string>> = {},
) {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  return {
    username: `user_${id}`,
    email: `user_${id}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'secret-pass',
    ...overrides,
  };
}

/** 'sid=abc' from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function register(app: FastifyInstance, body = newUser()) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: nextTestAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return body;
}

export async function signIn(
  app: FastifyInstance,
  credentials: { username: string; password: string; remember?: boolean },
  headers: Record<string, string> = {},
) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials, headers });
  return { res, cookie: sessionCookie(res) };
}

/** The confirmation link's token in the latest confirmation e-mail to `email` (R30). */
export async function verificationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  await app.mailer.drain();
  const mails = await app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'email_verification')))
    .orderBy(desc(emailOutbox.createdAt));
  const token = /verify-email#token=([A-Za-z0-9_-]{43})/.exec(mails[0]?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was e-mailed to ${email}`);
  return token;
}

/** Opens the confirmation link e-mailed to `email`, as the account's signed-in owner would (R30). */
export async function confirmEmail(app: FastifyInstance, email: string, cookie: string) {
  const token = await verificationTokenFor(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`confirming ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ tripsAdded: number }>();
}

/** Registers a new person and signs them in; returns their details and the session cookie. */
export async function registerAndSignIn(app: FastifyInstance, overrides: Parameters<typeof newUser>[0] = {}) {
  const user = await register(app, newUser(overrides));
  const { res, cookie } = await signIn(app, user);
  if (!cookie) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { user, cookie };
}

export async function whoAmI(app: FastifyInstance, cookie: string | undefined) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
}

/** The administrator every admin test signs in as. */
export const TEST_ADMIN = { username: 'boss', password: 'B0ss-Passw0rd!' } as const;

/** Creates (or resets) the test administrator in this app's database. */
export async function createTestAdmin(t: TestApp): Promise<void> {
  await createOrResetAdmin(t.database.db, TEST_ADMIN, fastHasher());
}

/**
 * Creates the test administrator, turns two-factor sign-in on through the API (R48: an admin
 * changes nothing without it) and signs in with the password and a code: returns that session's cookie.
 */
export async function signInAsAdmin(t: TestApp): Promise<string> {
  const { cookie } = await signInAsAdminWithTwoFactor(t);
  return cookie;
}

/** signInAsAdmin, also returning the authenticator's secret and the recovery codes. */
export async function signInAsAdminWithTwoFactor(t: TestApp) {
  await createTestAdmin(t);
  await forgetTwoFactor(t.app, TEST_ADMIN.username);
  const first = await signIn(t.app, TEST_ADMIN);
  if (!first.cookie) throw new Error(`admin sign-in failed: ${first.res.statusCode} ${first.res.body}`);
  const enrolled = await enrolTwoFactor(t.app, first.cookie);
  const cookie = await signInWithCode(t.app, TEST_ADMIN, enrolled.secret);
  return { cookie, ...enrolled };
}

/** Creates the test administrator and signs in with the password only: R48's admin without two-factor. */
export async function signInAsAdminWithoutTwoFactor(t: TestApp): Promise<string> {
  await createTestAdmin(t);
  await forgetTwoFactor(t.app, TEST_ADMIN.username);
  const { res, cookie } = await signIn(t.app, TEST_ADMIN);
  if (!cookie) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

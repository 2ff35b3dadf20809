import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { twoFactorRecoveryCodes, users } from '../db/schema';
import { totpCodeAt, TOTP_PERIOD_SECONDS } from '../services/accounts/totp';
import { sessionCookie } from './accounts';

/*
 * R48 test helpers: two-factor sign-in through the real API, with codes made from the secret the
 * set-up answered, at the app's clock (a TestClock or the real one).
 */

export const codeFor = (app: FastifyInstance, secret: string, stepsAhead = 0) =>
  totpCodeAt(secret, new Date(app.auth.clock().getTime() + stepsAhead * TOTP_PERIOD_SECONDS * 1000));

/** Turns two-factor sign-in on for the signed-in account: returns its secret and recovery codes. */
export async function enrolTwoFactor(app: FastifyInstance, cookie: string) {
  const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: { cookie } });
  if (setup.statusCode !== 200) throw new Error(`two-factor set-up failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie },
    payload: { code: codeFor(app, secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/**
 * Signs in with the password and then a code. The code is the next step's (allowed by the drift
 * window), so it is never the step just spent by the set-up or the last sign-in of this test.
 */
export async function signInWithCode(
  app: FastifyInstance,
  credentials: { username: string; password: string },
  secret: string,
  stepsAhead = 1,
): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  const pendingToken = login.json<{ pendingToken?: string }>().pendingToken;
  if (!pendingToken) throw new Error(`no code was asked for: ${login.statusCode} ${login.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login/two-factor',
    payload: { pendingToken, code: codeFor(app, secret, stepsAhead) },
  });
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error(`code sign-in failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** Back to no two-factor sign-in, as a fresh account: only for setting up a test's admin. */
export async function forgetTwoFactor(app: FastifyInstance, username: string): Promise<void> {
  const [user] = await app.db
    .update(users)
    .set({ totpSecret: null, twoFactorEnabledAt: null, totpLastStep: null })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  if (user) await app.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
}

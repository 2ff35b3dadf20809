import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorRecoveryCodes, users } from '../db/schema';
import {
  nextTestAddress,
  registerAndSignIn,
  sessionCookie,
  useAccountsTestApp,
  whoAmI,
  type AccountsTestApp,
} from '../testing/accounts';
import { codeFor, enrolTwoFactor, signInWithCode } from '../testing/two-factor';
import { PENDING_SIGN_IN_MS, PENDING_SIGN_IN_TRIES } from '../services/accounts/two-factor-sign-in';

const t = useAccountsTestApp();
const STEP_MS = 30_000;

type Credentials = { username: string; password: string };

const login = (app: AccountsTestApp['app'], credentials: Credentials, ip = '198.51.100.7') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress: ip });

const codeStep = (app: AccountsTestApp['app'], payload: Record<string, unknown>, ip = '198.51.100.7') =>
  app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload, remoteAddress: ip });

async function pendingFor(credentials: Credentials, ip?: string): Promise<string> {
  const res = await login(t.app, credentials, ip);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ twoFactorRequired: boolean; pendingToken: string }>();
  expect(body.twoFactorRequired).toBe(true);
  return body.pendingToken;
}

/** A traveller with two-factor sign-in on, signed out of the set-up session's step. */
async function enrolled() {
  const { user, cookie } = await registerAndSignIn(t.app);
  const { secret, recoveryCodes } = await enrolTwoFactor(t.app, cookie);
  // The set-up spent this step's code: move on so each test starts from a fresh one.
  t.clock.advance(STEP_MS);
  return { user, cookie, secret, recoveryCodes };
}

describe('R48: setting up two-factor sign-in', () => {
  it('answers a new secret, its otpauth URL under the brand as issuer and a QR code; it is not on until a code confirms it', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const setup = res.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    // The default brand's name: the issuer the app lists the account under.
    expect(url.searchParams.get('issuer')).toBe('SkyBound Travel');
    expect(decodeURIComponent(url.pathname)).toContain(user.username);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie } });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    // Not on yet: the password alone still signs in.
    const res2 = await login(t.app, user);
    expect(sessionCookie(res2)).toBeDefined();
  });

  it('keeps it off after a wrong code, turns it on with a right one and shows ten recovery codes once', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: { cookie } });
    const { secret } = setup.json<{ secret: string }>();
    const right = codeFor(t.app, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const enable = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/two-factor/enable', headers: { cookie }, payload: { code } });
    const bad = await enable(wrong);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ error: 'INVALID_CODE' });
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ twoFactorEnabled: false });

    const good = await enable(right);
    expect(good.statusCode).toBe(200);
    const codes = good.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie } });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers: { cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'TWO_FACTOR_ALREADY_ON' });
  });

  it('keeps the secret sealed and the recovery codes hashed at rest', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const [row] = await t.app.db.select().from(users).where(eq(users.username, user.username));
    expect(row?.totpSecret).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row?.totpSecret).not.toContain(secret);
    const stored = await t.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, row?.id ?? ''));
    expect(stored).toHaveLength(10);
    const all = JSON.stringify(stored);
    for (const code of recoveryCodes) {
      expect(all).not.toContain(code);
      expect(all).not.toContain(code.replace('-', ''));
    }
  });
});

describe('R48: signing in with a second factor', () => {
  it('asks for a code after a right password, with no session until the code is right', async () => {
    const { user, secret } = await enrolled();
    const res = await login(t.app, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, twoFactorRequired: true });
    expect(res.json()).not.toHaveProperty('user');
    expect(sessionCookie(res)).toBeUndefined();
    const { pendingToken } = res.json<{ pendingToken: string }>();
    // The pending token is no session.
    const asCookie = await whoAmI(t.app, `sid=${pendingToken}`);
    expect(asCookie.statusCode).toBe(401);

    const done = await codeStep(t.app, { pendingToken, code: codeFor(t.app, secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, user: { username: user.username, twoFactorEnabled: true } });
    const cookie = sessionCookie(done);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
    // Spent: the same pending token does not sign in twice.
    const twice = await codeStep(t.app, { pendingToken, code: codeFor(t.app, secret, 1) });
    expect(twice.json()).toMatchObject({ error: 'SIGN_IN_EXPIRED' });
  });

  it('answers a wrong password the same 401 as without two-factor sign-in', async () => {
    const { user } = await enrolled();
    const res = await login(t.app, { username: user.username, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
  });

  it('refuses a code used before (the same time-step), even in a new sign-in', async () => {
    const { user, secret } = await enrolled();
    const code = codeFor(t.app, secret);
    const first = await codeStep(t.app, { pendingToken: await pendingFor(user), code });
    expect(first.statusCode).toBe(200);
    const replay = await codeStep(t.app, { pendingToken: await pendingFor(user), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'CODE_ALREADY_USED',
      message: 'That code was already used. Wait for the next code in your authenticator app.',
    });
    expect(sessionCookie(replay)).toBeUndefined();
    // An older step is refused too, even inside the drift window.
    const older = await codeStep(t.app, { pendingToken: await pendingFor(user), code: codeFor(t.app, secret, -1) });
    expect(older.json()).toMatchObject({ error: 'CODE_ALREADY_USED' });
  });

  it('allows one step of clock drift either way and refuses a code two steps old', async () => {
    const { user, secret } = await enrolled();
    // One step on, so the step behind is not the one the set-up spent.
    t.clock.advance(STEP_MS);
    const behind = await codeStep(t.app, { pendingToken: await pendingFor(user), code: codeFor(t.app, secret, -1) });
    expect(behind.statusCode).toBe(200);
    t.clock.advance(STEP_MS);
    const ahead = await codeStep(t.app, { pendingToken: await pendingFor(user), code: codeFor(t.app, secret, 1) });
    expect(ahead.statusCode).toBe(200);
    t.clock.advance(4 * STEP_MS);
    const expired = await codeStep(t.app, { pendingToken: await pendingFor(user), code: codeFor(t.app, secret, -2) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: 'INVALID_CODE' });
  });

  it('signs in once with each recovery code: a second use is refused', async () => {
    const { user, recoveryCodes, cookie } = await enrolled();
    const code = recoveryCodes[0] ?? '';
    // Typed in lower case without the dash: still the code.
    const first = await codeStep(t.app, {
      pendingToken: await pendingFor(user),
      recoveryCode: code.toLowerCase().replace('-', ''),
    });
    expect(first.statusCode).toBe(200);
    const second = await codeStep(t.app, { pendingToken: await pendingFor(user), recoveryCode: code });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({
      error: 'INVALID_RECOVERY_CODE',
      message: 'That recovery code is not right or was already used.',
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: { cookie } });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('answers a missing, unknown or expired pending token 401 SIGN_IN_EXPIRED, and a malformed body 400', async () => {
    const { user, secret } = await enrolled();
    const missing = await codeStep(t.app, { code: codeFor(t.app, secret) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    const unknown = await codeStep(t.app, { pendingToken: 'A'.repeat(43), code: codeFor(t.app, secret) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: 'SIGN_IN_EXPIRED',
      message: 'Your sign-in has expired. Please enter your username and password again.',
    });
    const noCode = await codeStep(t.app, { pendingToken: 'A'.repeat(43) });
    expect(noCode.statusCode).toBe(400);
    const both = await codeStep(t.app, { pendingToken: 'A'.repeat(43), code: '123456', recoveryCode: 'ABCDE-FGH23' });
    expect(both.statusCode).toBe(400);

    const pendingToken = await pendingFor(user);
    t.clock.advance(PENDING_SIGN_IN_MS + 1000);
    const late = await codeStep(t.app, { pendingToken, code: codeFor(t.app, secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: 'SIGN_IN_EXPIRED' });
  });

  it(`ends a pending sign-in after ${PENDING_SIGN_IN_TRIES} wrong codes, and counts wrong codes as failed sign-ins (R35)`, async () => {
    const { user, secret } = await enrolled();
    const ip = nextTestAddress();
    const right = codeFor(t.app, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const pendingToken = await pendingFor(user, ip);
    for (let i = 0; i < PENDING_SIGN_IN_TRIES; i++) {
      const res = await codeStep(t.app, { pendingToken, code: wrong }, ip);
      expect(res.json()).toMatchObject({ error: 'INVALID_CODE' });
    }
    const after = await codeStep(t.app, { pendingToken, code: right }, ip);
    expect(after.json()).toMatchObject({ error: 'SIGN_IN_EXPIRED' });

    // Five more from a new pending sign-in fill the address's ten: then even the right code waits,
    // and so does the password step (a right password does not wipe the wrong codes).
    const next = await pendingFor(user, ip);
    const kept = await pendingFor(user, ip);
    for (let i = 0; i < 5; i++) await codeStep(t.app, { pendingToken: next, code: wrong }, ip);
    const locked = await codeStep(t.app, { pendingToken: kept, code: right }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
    expect(sessionCookie(locked)).toBeUndefined();
    expect((await login(t.app, user, ip)).statusCode).toBe(429);
  });
});

describe('R48: turning it off and new recovery codes', () => {
  it('turns off only with a current code; then the password alone signs in again', async () => {
    const { user, cookie, secret } = await enrolled();
    const disable = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/two-factor/disable', headers: { cookie }, payload });
    const right = codeFor(t.app, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await disable({})).statusCode).toBe(400);
    const bad = await disable({ code: wrong });
    expect(bad.statusCode).toBe(401);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    const good = await disable({ code: right });
    expect(good.statusCode).toBe(200);
    expect((await whoAmI(t.app, cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    const res = await login(t.app, user);
    expect(sessionCookie(res)).toBeDefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.username, user.username));
    expect(row?.totpSecret).toBeNull();
  });

  it('makes ten new recovery codes for a current code; the old ones stop working', async () => {
    const { user, cookie, secret, recoveryCodes } = await enrolled();
    const regenerate = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/recovery-codes',
        headers: { cookie },
        payload: { code },
      });
    const right = codeFor(t.app, secret);
    expect((await regenerate(right === '000000' ? '111111' : '000000')).statusCode).toBe(401);
    const res = await regenerate(right);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await codeStep(t.app, { pendingToken: await pendingFor(user), recoveryCode: recoveryCodes[1] });
    expect(old.json()).toMatchObject({ error: 'INVALID_RECOVERY_CODE' });
    const good = await codeStep(t.app, { pendingToken: await pendingFor(user), recoveryCode: fresh[0] });
    expect(good.statusCode).toBe(200);
  });

  it('answers 401 to the set-up routes when signed out', async () => {
    for (const url of ['/api/auth/two-factor/setup', '/api/auth/two-factor/enable', '/api/auth/two-factor/disable']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { code: '123456' } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('signs in with a code through the test helper too', async () => {
    const { user, secret } = await enrolled();
    expect(await signInWithCode(t.app, user, secret)).toMatch(/sid=/);
  });
});

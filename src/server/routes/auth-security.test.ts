import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loginAttempts, sessions } from '../db/schema';
import {
  createAccountsTestApp,
  useAccountsTestApp,
  fastHasher,
  newUser,
  register,
  registerAndSignIn,
  signIn,
  whoAmI,
} from '../testing/accounts';
import { hashToken } from '../services/accounts/sessions';
import { parseEnv } from '../config';
import { testConfig } from '../testing/app';

const t = useAccountsTestApp();

const MINUTE = 60_000;
const login = (payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: ip });
const failFrom = (username: string, ip: string) => login({ username, password: 'wrong-password' }, ip);

/** A locked-out sign-in: 429, and Retry-After and the message both name the wait. */
function expectLockedOut(res: Awaited<ReturnType<typeof login>>, minutes: number) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(minutes * 60));
  expect(res.json()).toEqual({
    error: 'TOO_MANY_ATTEMPTS',
    message: `Too many failed sign-in attempts. Please try again in ${minutes} minutes, or reset your password.`,
  });
}

describe('brute-force limits on sign-in', () => {
  it('refuses the 11th try on one account from one address within 15 minutes with 429, Retry-After and a clear message', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 10; i++) expect((await failFrom(user.username, '10.0.1.1')).statusCode).toBe(401);
    t.clock.advance(5 * MINUTE);
    // Even the right password is refused from that address while it is locked out of the account.
    expectLockedOut(await login(user, '10.0.1.1'), 10);
  });

  it('lets the owner sign in from another address while one address is locked out of the account', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 15; i++) await failFrom(user.username, '10.0.5.1');
    expect((await login(user, '10.0.5.1')).statusCode).toBe(429);
    expect((await login(user, '10.0.5.2')).statusCode).toBe(200);
  });

  it('caps one account at 100 failures an hour from all addresses together', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 100; i++) {
      expect((await failFrom(user.username, `10.1.${Math.floor(i / 50)}.${i % 50}`)).statusCode).toBe(401);
    }
    t.clock.advance(10 * MINUTE);
    expectLockedOut(await login(user, '10.1.9.9'), 50);
    t.clock.advance(50 * MINUTE);
    expect((await login(user, '10.1.9.9')).statusCode).toBe(200);
  });

  it('never locks the owner out of a browser they signed in from, whoever guesses elsewhere (R35)', async () => {
    const user = await register(t.app);
    const first = await login(user, '10.3.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'did');
    expect(device?.httpOnly).toBe(true);
    const withDevice = (payload: object, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: ip,
        headers: { cookie: `did=${device?.value}` },
      });
    for (let i = 0; i < 100; i++) await failFrom(user.username, `10.3.${1 + Math.floor(i / 50)}.${i % 50}`);
    // A new browser, even at the owner's own address, meets the account's lock...
    expect((await login(user, '10.3.0.1')).statusCode).toBe(429);
    // ...the owner's browser does not, from anywhere.
    expect((await withDevice(user, '10.3.0.1')).statusCode).toBe(200);
    expect((await withDevice(user, '10.3.9.9')).statusCode).toBe(200);
    // The cookie is worth nothing for another account, nor tampered with.
    const other = await register(t.app);
    for (let i = 0; i < 100; i++) await failFrom(other.username, `10.4.${1 + Math.floor(i / 50)}.${i % 50}`);
    expect((await withDevice(other, '10.3.0.1')).statusCode).toBe(429);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: user,
      remoteAddress: '10.3.0.1',
      headers: { cookie: `did=forged.${user.username.toLowerCase()}` },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('limits guesses from a known browser on its own: 10 in 15 minutes', async () => {
    const user = await register(t.app);
    const first = await login(user, '10.5.0.1');
    const cookie = `did=${first.cookies.find((c) => c.name === 'did')?.value}`;
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: 'wrong-password' },
        remoteAddress: `10.5.${1 + Math.floor(Math.random() * 200)}.1`,
        headers: { cookie },
      });
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(429);
  });

  it("lets an address try again once 15 minutes have passed, and a success clears that address's count", async () => {
    const user = await register(t.app);
    for (let i = 0; i < 10; i++) await failFrom(user.username, '10.0.2.1');
    expect((await login(user, '10.0.2.1')).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await login(user, '10.0.2.1')).statusCode).toBe(200);
    const rows = async (key: string) =>
      (await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key))).length;
    expect(await rows(`10.0.2.1 ${user.username.toLowerCase()}`)).toBe(0);
    // The account-wide count stays: guesses spread over many addresses remain capped.
    expect(await rows(user.username.toLowerCase())).toBe(10);
    // Nine fresh failures after the success do not lock the address out: its count started again.
    for (let i = 0; i < 9; i++) await failFrom(user.username, '10.0.2.1');
    expect((await login(user, '10.0.2.1')).statusCode).toBe(200);
  });

  it('does not count refused attempts, so hammering a locked-out address does not extend the lock', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 10; i++) await failFrom(user.username, '10.0.3.1');
    for (let i = 0; i < 5; i++) expect((await failFrom(user.username, '10.0.3.1')).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await login(user, '10.0.3.1')).statusCode).toBe(200);
  });

  it('lets at most 10 of a burst of 30 parallel guesses from one address be checked', async () => {
    const user = await register(t.app);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => failFrom(user.username, '10.0.4.1').then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(results.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('never refuses a correct password for the other attempts in flight with it (R35)', async () => {
    // The adversarial run: 20 parallel correct sign-ins of one person from one address got 12 429s.
    const user = await register(t.app);
    const same = await Promise.all(Array.from({ length: 20 }, () => login(user, '10.0.4.9')));
    expect(same.map((r) => r.statusCode)).toEqual(Array<number>(20).fill(200));
    // And 60 people behind one office address, over the address's limit of 50.
    const people = await Promise.all(Array.from({ length: 60 }, () => register(t.app)));
    const office = await Promise.all(people.map((person) => login(person, '10.0.4.10')));
    expect(office.map((r) => r.statusCode)).toEqual(Array<number>(60).fill(200));
  });

  it('refuses an address after 50 failures in 15 minutes, across many accounts', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 50; i++) expect((await failFrom(`probe-${i}`, ip)).statusCode).toBe(401);
    const user = await register(t.app);
    const blocked = await login(user, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(user, '192.0.2.78')).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64, so one network cannot mint fresh counters', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await failFrom(`probe6-${i}`, `2001:db8:1:2:${(i + 1).toString(16)}::${i}`)).statusCode).toBe(401);
    }
    const user = await register(t.app);
    expect((await login(user, '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await login(user, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('sign-up limit per address', () => {
  const signUp = (ip: string, overrides: Parameters<typeof newUser>[0] = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUser(overrides), remoteAddress: ip });

  it('refuses the 21st sign-up from one address within an hour with 429, Retry-After and a clear message', async () => {
    for (let i = 0; i < 20; i++) expect((await signUp('198.51.100.20')).statusCode).toBe(201);
    const res = await signUp('198.51.100.20');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(60 * 60));
    expect(res.json()).toEqual({
      error: 'TOO_MANY_ATTEMPTS',
      message: 'Too many sign-up attempts. Please try again in 60 minutes.',
    });
    expect((await signUp('198.51.100.21')).statusCode).toBe(201);
    t.clock.advance(60 * MINUTE);
    expect((await signUp('198.51.100.20')).statusCode).toBe(201);
  });

  it('counts refused sign-ups too, so the form cannot test which usernames exist without limit', async () => {
    const taken = await register(t.app);
    for (let i = 0; i < 20; i++) {
      expect((await signUp('198.51.100.30', { username: taken.username })).statusCode).toBe(409);
    }
    expect((await signUp('198.51.100.30')).statusCode).toBe(429);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const proxied = useAccountsTestApp({ trustProxy: parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY });
  const viaProxy = (payload: object, forwardedFor: string, headers: Record<string, string> = {}) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor, ...headers },
    });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const user = await register(proxied.app);
    for (let i = 0; i < 10; i++) {
      await viaProxy({ username: user.username, password: 'wrong' }, `198.51.100.${i}, 203.0.113.7`);
    }
    expect((await viaProxy(user, '198.51.100.200, 203.0.113.7')).statusCode).toBe(429);
    expect((await viaProxy(user, '203.0.113.8')).statusCode).toBe(200);
  });

  it('marks the cookies Secure when the proxy says the visitor came over https, even without PUBLIC_URL', async () => {
    const user = await register(proxied.app);
    const res = await viaProxy(user, '203.0.113.9', { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true });
    expect(res.cookies.find((c) => c.name === 'signed_in')).toMatchObject({ secure: true });
    const plain = await viaProxy(user, '203.0.113.9');
    expect(plain.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const user = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: user,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });
});

describe('CSRF: state-changing requests from another origin', () => {
  const login = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' }, headers });

  it('refuses a POST whose Origin is another site with 403 {error: "CSRF", message}', async () => {
    const res = await login({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'CSRF', message: 'This request came from another site and was refused.' });
  });

  it('refuses sign-out from another origin, so the session survives', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
  });

  it('judges by the Referer when there is no Origin, and refuses Origin "null"', async () => {
    expect((await login({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses what the browser marks Sec-Fetch-Site: cross-site', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('refuses PUT, PATCH and DELETE from another origin too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/auth/user', headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
    }
  });

  it("accepts the site's own origin (the Host header) and requests without Origin or Referer", async () => {
    expect((await login({ host: 'flights.test:8080', origin: 'http://flights.test:8080' })).statusCode).toBe(401);
    expect((await login({ host: 'flights.test', referer: 'http://flights.test/login' })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(401);
  });

  it('lets GET through from anywhere: reading changes nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF on an https site', () => {
  const https = useAccountsTestApp({ publicUrl: 'https://flights.example.com' });
  const login = (origin: string) =>
    https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x', password: 'y' },
      headers: { host: 'flights.example.com', origin },
    });

  it('refuses a page on http:// of its own host: anyone on the network path can forge one', async () => {
    expect((await login('http://flights.example.com')).statusCode).toBe(403);
    expect((await login('https://flights.example.com')).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends a session after 30 idle minutes', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    t.clock.advance(29 * MINUTE);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    const res = await whoAmI(t.app, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('ends an active session 12 hours after sign-in', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
  });

  it("keeps a 'remember me' session through idle days, up to 30 days", async () => {
    const user = await register(t.app);
    const { cookie } = await signIn(t.app, { ...user, remember: true });
    t.clock.advance(3 * 24 * 60 * MINUTE);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
    t.clock.advance(27 * 24 * 60 * MINUTE);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const idHash = hashToken(cookie.split('=')[1] ?? '');
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.idHash, idHash));
      return row?.at.getTime();
    };
    const signedInAt = t.clock.current;
    t.clock.advance(30_000);
    await whoAmI(t.app, cookie);
    expect(await lastSeen()).toBe(signedInAt.getTime());
    t.clock.advance(31_000);
    await whoAmI(t.app, cookie);
    expect(await lastSeen()).toBe(t.clock.current.getTime());
  });
});

describe('cookies over https', () => {
  it("names the cookie '__Host-sid' and marks it Secure when PUBLIC_URL is https", async () => {
    const secure = await createAccountsTestApp({ publicUrl: 'https://flights.example.com' });
    try {
      const user = await register(secure.app);
      const res = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      // The PUBLIC_URL origin is the site's own even when the Host header differs (a proxy).
      const own = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        payload: {},
        headers: { origin: 'https://flights.example.com', host: '10.0.0.5:3000' },
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('several server processes on one database', () => {
  it('share sessions and the failure counts', async () => {
    const a = t.app;
    const b = await buildApp(testConfig(), t.database);
    b.auth.hasher = fastHasher();
    b.auth.clock = t.clock.now;
    try {
      const { user, cookie } = await registerAndSignIn(a);
      expect((await whoAmI(b, cookie)).statusCode).toBe(200);
      await b.inject({ method: 'POST', url: '/api/auth/logout', payload: {}, headers: { cookie } });
      expect((await whoAmI(a, cookie)).statusCode).toBe(401);

      for (let i = 0; i < 5; i++) await failFrom(user.username, '10.9.0.1');
      for (let i = 0; i < 5; i++) {
        await b.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: user.username, password: 'nope' },
          remoteAddress: '10.9.0.1',
        });
      }
      expect((await login(user, '10.9.0.1')).statusCode).toBe(429);
    } finally {
      // Closing an app leaves the database open: it belongs to the first one.
      await b.close();
    }
  });
});

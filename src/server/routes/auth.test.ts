import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { useAccountsTestApp, newUser, register, registerAndSignIn, signIn, whoAmI } from '../testing/accounts';

const t = useAccountsTestApp();

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with the person, never the password hash', async () => {
    const body = newUser({ firstName: 'Grace', lastName: 'Hopper' });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      user: { username: body.username, email: body.email, firstName: 'Grace', lastName: 'Hopper', isAdmin: false },
    });
    expect(JSON.stringify(json)).not.toMatch(/scrypt|passwordHash|"id"/);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  /** A sign-up with `override` is refused as a bad request, in the words the form shows. */
  async function refusedWith400(override: Partial<ReturnType<typeof newUser>>, message: string) {
    const res = await post('/api/auth/register', newUser(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', message });
  }

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    // A NUL character is refused like any bad value, not left to fail in the database.
    [{ username: 'nul\u0000user' }, 'Username contains a character that is not allowed'],
    [{ firstName: 'Ada\u0000' }, 'First name contains a character that is not allowed'],
    [{ lastName: '\u0000Lovelace' }, 'Last name contains a character that is not allowed'],
    [{ email: 'ada\u0000@example.com' }, 'Please enter a valid email address'],
  ])('refuses %o with 400 and the message "%s"', refusedWith400);

  it('refuses a missing field with its own message, not a type error', async () => {
    const { firstName: _omitted, ...body } = newUser();
    const res = await post('/api/auth/register', body);
    expect(res.json()).toMatchObject({ message: 'First name is required' });
  });

  it.each([
    { field: 'username', error: 'USERNAME_TAKEN', message: 'Username already exists', what: 'a username' },
    { field: 'email', error: 'EMAIL_TAKEN', message: 'An account with this email already exists', what: 'an e-mail' },
  ] as const)('answers 409 "$message" for $what taken in any letter case', async ({ field, error, message }) => {
    const first = await register(t.app);
    const res = await post('/api/auth/register', newUser({ [field]: first[field].toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error, message });
  });

  it('lets only one of two simultaneous sign-ups with the same username through', async () => {
    const username = newUser().username;
    const results = await Promise.all([
      post('/api/auth/register', newUser({ username })),
      post('/api/auth/register', newUser({ username })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password: 200 "Login successful" and an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await register(t.app);
    const { res } = await signIn(t.app, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Login successful', user: { username: user.username } });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Not 'remember me': a browser-session cookie.
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
  });

  it("sets a readable 'signed_in=1' hint beside the session, with no secret in it", async () => {
    const user = await register(t.app);
    const { res } = await signIn(t.app, user);
    const hint = res.cookies.find((c) => c.name === 'signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('stores only the SHA-256 of the token', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select({ idHash: sessions.idHash }).from(sessions);
    expect(rows.some((r) => r.idHash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    expect(rows.some((r) => r.idHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('accepts the username in any letter case', async () => {
    const user = await register(t.app);
    const { res } = await signIn(t.app, { username: user.username.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 401 "Invalid username or password" for a wrong password and an unknown user', async () => {
    const user = await register(t.app);
    const wrong = await signIn(t.app, { username: user.username, password: 'not-the-password' });
    const unknown = await signIn(t.app, { username: 'nobody-by-this-name', password: 'whatever' });
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(unknown.res.body).toBe(wrong.res.body);
    expect(wrong.cookie).toBeUndefined();
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
    [{ password: 'x' }, 'Username is required'],
  ])('refuses %o with "%s"', async (body, message) => {
    const res = await post('/api/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('refuses a NUL character in the username with 400, not a database error', async () => {
    const res = await post('/api/auth/login', { username: 'ada\u0000', password: 'secret-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Username contains a character that is not allowed',
    });
  });

  it('gives a new session id at every sign-in and ends the session the browser had', async () => {
    const { user, cookie: first } = await registerAndSignIn(t.app);
    const { cookie: second } = await signIn(t.app, user, { cookie: first });
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await whoAmI(t.app, first)).statusCode).toBe(401);
    expect((await whoAmI(t.app, second)).statusCode).toBe(200);
  });

  it("with 'remember me' sets a cookie that lasts 30 days", async () => {
    const user = await register(t.app);
    const { res } = await signIn(t.app, { ...user, remember: true });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    const expires = cookie?.expires ? new Date(cookie.expires).getTime() : 0;
    expect(expires - t.clock.current.getTime()).toBe(30 * 24 * 60 * 60_000);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 {error, message: "Not authenticated"} when signed out', async () => {
    const res = await whoAmI(t.app, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Not authenticated' });
  });

  it('answers the signed-in person with username, names, email, isAdmin and createdAt, uncached', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const res = await whoAmI(t.app, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'firstName',
      'isAdmin',
      'lastName',
      'twoFactorEnabled',
      'username',
    ]);
    expect(body).toMatchObject({
      username: user.username,
      email: user.email,
      firstName: 'Ada',
      isAdmin: false,
      emailVerified: false,
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
  });

  it("drops a 'signed_in' hint that came without a session cookie", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'signed_in=1' } });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
  });

  it('treats a made-up or malformed cookie as signed out and clears it', async () => {
    const res = await whoAmI(t.app, `sid=${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await whoAmI(t.app, 'sid=short')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session in the database and clears the cookie', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await post('/api/auth/logout', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(res.cookies.find((c) => c.name === 'signed_in')?.value).toBe('');
    // The old token is worthless even if a copy was kept.
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
  });

  it('answers 200 when nobody was signed in', async () => {
    const res = await post('/api/auth/logout', {});
    expect(res.statusCode).toBe(200);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../db/schema';
import { useAccountsTestApp, register, registerAndSignIn, signIn, whoAmI } from '../testing/accounts';
import { decodeQuotedPrintable, startLocalSmtp, type LocalSmtp } from '../testing/email';

const t = useAccountsTestApp();

const STRONG = 'N3w-Passw0rd!long';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/auth/change-password', () => {
  it('changes the password: {success, message}, a new session id, every other session ended', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const { cookie: otherDevice } = await signIn(t.app, user);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: STRONG },
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been updated' });
    const rotated = res.cookies.find((c) => c.name === 'sid');
    expect(rotated?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`sid=${rotated?.value}`).not.toBe(cookie);
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
    expect((await whoAmI(t.app, otherDevice)).statusCode).toBe(401);
    expect((await whoAmI(t.app, `sid=${rotated?.value}`)).statusCode).toBe(200);
    expect((await signIn(t.app, user)).res.statusCode).toBe(401);
    expect((await signIn(t.app, { username: user.username, password: STRONG })).res.statusCode).toBe(200);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.action).toBe('user.password_changed');
  });

  it.each([
    [{ currentPassword: '', newPassword: STRONG }, 'Current password is required'],
    [{ currentPassword: 'x', newPassword: 'Sh0rt!pass' }, 'New password must be at least 12 characters'],
    [
      { currentPassword: 'x', newPassword: 'alllowercase-but-long1' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { currentPassword: 'x', newPassword: 'NoSpecialCharacters12' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
  ])('refuses %o with "%s"', async (body, message) => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await post('/api/auth/change-password', body, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('refuses a wrong current password with 400 "Current password is incorrect" and keeps the session', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'wrong-one', newPassword: STRONG },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'WRONG_PASSWORD', message: 'Current password is incorrect' });
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: the 11th try gets 429 with Retry-After', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    for (let i = 0; i < 10; i++) {
      await post('/api/auth/change-password', { currentPassword: `guess-${i}`, newPassword: STRONG }, { cookie });
    }
    const res = await post('/api/auth/change-password', { currentPassword: 'guess', newPassword: STRONG }, { cookie });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
  });

  it('answers 401 "Not authenticated" when signed out', async () => {
    const res = await post('/api/auth/change-password', { currentPassword: 'x', newPassword: STRONG });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Not authenticated' });
  });
});

const RESET_ANSWER = {
  success: true,
  message: 'If an account exists for that email address, we have sent a link to reset your password.',
};

async function resetEmailsTo(address: string) {
  await t.app.mailer.drain();
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, 'password_reset')))
    .orderBy(desc(emailOutbox.createdAt));
}

function tokenIn(text: string): string {
  const token = /reset-password#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

describe('forgot and reset password (R10)', () => {
  it('answers the same whether or not the address has an account, and e-mails only the account holder', async () => {
    const user = await register(t.app);
    const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'no-account@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(RESET_ANSWER);
    expect(unknown.body).toBe(known.body);
    expect(await resetEmailsTo('no-account@example.com')).toEqual([]);
    const [mail] = await resetEmailsTo(user.email);
    expect(mail).toMatchObject({
      kind: 'password_reset',
      status: 'kept',
      subject: 'Reset your SkyBound Travel password',
    });
    // In the fragment, which browsers never send: no server or proxy log ever sees the token.
    expect(mail?.textBody).toMatch(/http:\/\/localhost\/reset-password#token=[A-Za-z0-9_-]{43}\n/);
    expect(mail?.textBody).not.toContain('?token=');
  });

  it('refuses an invalid e-mail with "Please enter a valid email address"', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(res.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('sets the new password with the link once; the link then stops working and every session ends', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const [mail] = await resetEmailsTo(user.email);
    const token = tokenIn(mail?.textBody ?? '');

    const res = await post('/api/auth/reset-password', { token, newPassword: STRONG });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your password has been updated' });
    expect((await whoAmI(t.app, cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, { username: user.username, password: STRONG })).res.statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'An0ther-Passw0rd!' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'RESET_LINK_INVALID',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('tells the reset page whether its link is still good, without spending it', async () => {
    const { user } = await registerAndSignIn(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenIn((await resetEmailsTo(user.email))[0]?.textBody ?? '');
    const check = () => post('/api/auth/reset-password/check', { token });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, newPassword: STRONG })).statusCode).toBe(200);
    const used = await check();
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      error: 'RESET_LINK_INVALID',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await post('/api/auth/reset-password/check', { token: 'made-up' })).statusCode).toBe(400);
  });

  it('makes an unused link worthless once the password is changed in Account settings', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const [mail] = await resetEmailsTo(user.email);
    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: STRONG },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    const res = await post('/api/auth/reset-password', {
      token: tokenIn(mail?.textBody ?? ''),
      newPassword: 'An0ther-Passw0rd!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'RESET_LINK_INVALID' });
    expect((await signIn(t.app, { username: user.username, password: STRONG })).res.statusCode).toBe(200);
  });

  it('refuses a link older than 1 hour', async () => {
    const user = await register(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const [mail] = await resetEmailsTo(user.email);
    t.clock.advance(60 * 60_000);
    const res = await post('/api/auth/reset-password', { token: tokenIn(mail?.textBody ?? ''), newPassword: STRONG });
    expect(res.statusCode).toBe(400);
    expect((await signIn(t.app, user)).res.statusCode).toBe(200);
  });

  it('holds the new password to the change-password rules', async () => {
    const user = await register(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const [mail] = await resetEmailsTo(user.email);
    const res = await post('/api/auth/reset-password', { token: tokenIn(mail?.textBody ?? ''), newPassword: 'short' });
    expect(res.json()).toMatchObject({ message: 'New password must be at least 12 characters' });
  });

  it('refuses a made-up token', async () => {
    const res = await post('/api/auth/reset-password', { token: 'A'.repeat(43), newPassword: STRONG });
    expect(res.statusCode).toBe(400);
  });

  it('sends at most 3 reset e-mails an hour to one account', async () => {
    const user = await register(t.app);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect(await resetEmailsTo(user.email)).toHaveLength(3);
  });

  it('never puts a forged Host into the link', async () => {
    const user = await register(t.app);
    await post('/api/auth/forgot-password', { email: user.email }, { host: 'evil.example' });
    expect(await resetEmailsTo(user.email)).toEqual([]);
  });
});

describe('reset e-mail through SMTP', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());
  const s = useAccountsTestApp(() => ({
    publicUrl: 'https://flights.example.com',
    providers: {
      smtpUrl: smtp.url,
      mailFrom: 'SkyBound <no-reply@flights.example.com>',
      duffelAccessToken: undefined,
      stripeSecretKey: undefined,
    },
  }));

  it('delivers the link (on PUBLIC_URL, whatever the Host) to a real SMTP server and marks the row sent', async () => {
    const user = await register(s.app);
    await s.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      headers: { host: 'evil.example' },
    });
    await s.app.mailer.drain();
    // The first is the sign-up's confirmation link (R30).
    const mail = (await smtp.waitFor(2)).find((m) => decodeQuotedPrintable(m.raw).includes('reset-password#token='));
    expect(mail?.to).toEqual([user.email]);
    const text = decodeQuotedPrintable(mail?.raw ?? '');
    expect(text).toContain('https://flights.example.com/reset-password#token=');
    const [row] = await s.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'password_reset')));
    expect(row?.status).toBe('sent');
    const reset = await s.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenIn(text), newPassword: STRONG },
    });
    expect(reset.statusCode).toBe(200);
  });
});

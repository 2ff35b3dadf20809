import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MASK } from '../../shared/schemas/admin';
import { contactMessages, emailOutbox } from '../db/schema';
import { accountCreatedEmail, passwordResetEmail } from '../services/accounts/emails';
import { maskPasswords } from '../services/admin/inbox';
import { createAccountsTestApp, registerAndSignIn, signInAsAdmin, type AccountsTestApp } from '../testing/accounts';

let t: AccountsTestApp;
let cookie: string;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));

beforeAll(async () => {
  t = await createAccountsTestApp();
  cookie = await signInAsAdmin(t);
  const created = accountCreatedEmail({
    to: 'ada@example.com',
    firstName: 'Ada',
    username: 'ada',
    password: 'Sup3r-Secret-Pw!',
    brandName: 'SkyWays',
    signInUrl: 'https://example.com/login',
  });
  await t.database.db.insert(emailOutbox).values([
    ...Array.from({ length: 4 }, (_, i) => ({
      kind: 'booking_confirmation',
      toAddress: `p${i}@example.com`,
      subject: `Booking ${i}`,
      textBody: `Your booking ${i}`,
      status: 'kept' as const,
      createdAt: at(i),
    })),
    { kind: created.kind, toAddress: created.to, subject: created.subject, textBody: created.text, createdAt: at(10) },
    {
      kind: 'password_reset',
      toAddress: 'x@example.com',
      subject: 'Reset',
      textBody: 'link',
      status: 'failed' as const,
      lastError: 'refused',
      createdAt: at(5),
    },
  ]);
  await t.database.db.insert(contactMessages).values(
    Array.from({ length: 3 }, (_, i) => ({
      reference: `CM-TEST0${i}`,
      firstName: 'Grace',
      lastName: `Hopper${i}`,
      email: 'grace@example.com',
      subject: 'booking',
      priority: 'normal',
      message: `Message number ${i}, long enough to pass.`,
      preferredContact: 'email',
      consentAt: at(i),
      createdAt: at(i),
    })),
  );
});
afterAll(async () => t.close());

const get = (url: string, as: string | undefined = cookie) =>
  t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });

describe('GET /api/admin/emails (R12: the outbox an admin can read)', () => {
  it('lists newest first with the body, a page at a time, and the kinds for the filter', async () => {
    const res = await get('/api/admin/emails?pageSize=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2, total: 6 });
    expect(body.kinds).toEqual(['account_created', 'booking_confirmation', 'password_reset']);
    expect(body.emails.map((e: { subject: string }) => e.subject)).toEqual(['Your SkyWays account', 'Reset']);
    const third = (await get('/api/admin/emails?pageSize=2&page=3')).json();
    expect(third.emails.map((e: { subject: string }) => e.subject)).toEqual(['Booking 1', 'Booking 0']);
  });

  it('masks the password of an account-created e-mail and says so', async () => {
    const [email] = (await get('/api/admin/emails?kind=account_created')).json().emails;
    expect(email.text).toContain('Username: ada');
    expect(email.text).toContain(`Password: ${PASSWORD_MASK}`);
    expect(email.text).not.toContain('Sup3r-Secret-Pw!');
    expect(email.masked).toBe(true);
    expect(maskPasswords('Your booking is confirmed').masked).toBe(false);
  });

  it('masks the token of a reset or confirmation link: with it an admin could take the account over', async () => {
    const token = 'Rk3xQ9p2LmN8vT4wY7zA1bC5dE6fG0hJ2kL3mN4oP5q';
    const reset = passwordResetEmail({
      to: 'bo@example.com',
      firstName: 'Bo',
      username: 'bo',
      brandName: 'SkyWays',
      link: `https://example.com/reset-password#token=${token}`,
    });
    await t.database.db
      .insert(emailOutbox)
      .values({ kind: reset.kind, toAddress: reset.to, subject: reset.subject, textBody: reset.text });
    const [email] = (await get('/api/admin/emails?kind=password_reset')).json().emails;
    expect(email.text).toContain(`https://example.com/reset-password#token=${PASSWORD_MASK}`);
    expect(email.text).not.toContain(token);
    expect(email.masked).toBe(true);
  });

  it('filters by kind and by status', async () => {
    expect((await get('/api/admin/emails?kind=booking_confirmation')).json().total).toBe(4);
    const failed = (await get('/api/admin/emails?status=failed')).json();
    expect(failed.total).toBe(1);
    expect(failed.emails[0]).toMatchObject({ kind: 'password_reset', lastError: 'refused', status: 'failed' });
    expect((await get('/api/admin/emails?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/emails?pageSize=500')).statusCode).toBe(400);
  });

  it('is for admins only: 401 signed out, 403 for a traveller', async () => {
    expect((await get('/api/admin/emails', '')).statusCode).toBe(401);
    const traveller = await registerAndSignIn(t.app);
    expect((await get('/api/admin/emails', traveller.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/contact-messages', traveller.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/contact-messages', '')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/contact-messages (R11)', () => {
  it('lists newest first, a page at a time', async () => {
    const first = (await get('/api/admin/contact-messages?pageSize=2')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.messages.map((m: { reference: string }) => m.reference)).toEqual(['CM-TEST02', 'CM-TEST01']);
    expect(first.messages[0]).toMatchObject({ lastName: 'Hopper2', subject: 'booking', preferredContact: 'email' });
    const second = (await get('/api/admin/contact-messages?pageSize=2&page=2')).json();
    expect(second.messages.map((m: { reference: string }) => m.reference)).toEqual(['CM-TEST00']);
  });
});

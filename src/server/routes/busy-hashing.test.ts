import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bookings, emailOutbox, loginAttempts, payments, users } from '../db/schema';
import { HASHING_BUSY_MESSAGE } from '../services/accounts/hash-pool';
import { PasswordHasher, PRODUCTION_SCRYPT } from '../services/accounts/password';
import { newUser, register, registerAndSignIn, signIn } from '../testing/accounts';
import { nextTestAddress } from '../testing/addresses';
import { bookingBody, firstOffer, holdOnCard, postBooking, primary, useBookingTestApp } from '../testing/booking';

/*
 * R44 through HTTP: while the password-hashing queue is full, every route that hashes answers
 * 503 BUSY with Retry-After at once, changes nothing (no sign-in counted, no reset link spent, no
 * money held), and works once the queue drains. A booking past its payment never gets the 503.
 */

// One thread and one place in the queue: two hashes fill it.
const t = useBookingTestApp({ passwordHashing: { threads: 1, queueLimit: 1 } });

/**
 * Fills the app's pool for a while: three hashes at the production work factor, let in whatever
 * the queue holds, keep it full until two have finished (hundreds of milliseconds at least).
 */
function fillThePool(): Promise<unknown> {
  const heavy = new PasswordHasher(PRODUCTION_SCRYPT, t.app.auth.pool).evenWhenBusy();
  const work = Promise.all([heavy.hash('filler-1'), heavy.hash('filler-2'), heavy.hash('filler-3')]);
  expect(t.app.auth.pool.full).toBe(true);
  return work;
}

function expectBusy(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ error: 'BUSY', message: HASHING_BUSY_MESSAGE });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextTestAddress() });

describe('a full password-hashing queue (R44)', () => {
  it('refuses sign-in, sign-up and a password change with 503 + Retry-After, counting nothing', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const fresh = newUser();
    const attemptsBefore = (await t.app.db.select().from(loginAttempts)).length;

    const drained = fillThePool();
    expectBusy((await signIn(t.app, user)).res);
    expectBusy(await post('/api/auth/register', fresh));
    expectBusy(
      await post(
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword: 'N3w-Passw0rd!long' },
        {
          cookie: cookie ?? '',
        },
      ),
    );
    await drained;

    // Nothing counted against the address or the account (R35), no account made.
    expect(await t.app.db.select().from(loginAttempts)).toHaveLength(attemptsBefore);
    expect(await t.app.db.select().from(users).where(eq(users.username, fresh.username))).toHaveLength(0);
    // The same requests work once the queue has drained.
    expect((await signIn(t.app, user)).res.statusCode).toBe(200);
    await register(t.app, fresh);
  });

  it('refuses a password reset without spending its link', async () => {
    const user = await register(t.app);
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    await t.app.mailer.drain();
    const [mail] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'password_reset')))
      .orderBy(desc(emailOutbox.createdAt));
    const token = /reset-password#token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const reset = { token, newPassword: 'Res3t-Passw0rd!long' };

    const drained = fillThePool();
    expectBusy(await post('/api/auth/reset-password', reset));
    await drained;

    expect((await post('/api/auth/reset-password', reset)).statusCode).toBe(200);
    expect((await signIn(t.app, { username: user.username, password: reset.newPassword })).res.statusCode).toBe(200);
  });

  it('refuses a new traveller’s booking before the money: the hold is released, and the same key books later', async () => {
    const offer = await firstOffer(t.app);
    const email = `busy-${Date.now()}@example.com`;
    const paymentId = await holdOnCard(t.app, offer);
    const byHold = bookingBody(offer, {
      passengers: [primary({ email })],
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentId },
    });

    const drained = fillThePool();
    expectBusy(await postBooking(t.app, byHold));
    await drained;
    expect(await t.app.db.select().from(bookings).where(eq(bookings.contactEmail, email))).toHaveLength(0);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('voided');

    // A card in the booking, under an Idempotency-Key: the 503 is not the key's answer, so the retry books.
    const byCard = bookingBody(offer, { passengers: [primary({ email })] });
    const key = { 'idempotency-key': `busy-${Date.now()}` };
    const paymentsBefore = (await t.app.db.select().from(payments)).length;
    const filling = fillThePool();
    expectBusy(await postBooking(t.app, byCard, key));
    await filling;
    expect(await t.app.db.select().from(payments)).toHaveLength(paymentsBefore);
    const booked = await postBooking(t.app, byCard, key);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ accountCreated: true, status: 'confirmed' });
  });

  it('never refuses a booking whose money is taken: its account waits its turn', async () => {
    const offer = await firstOffer(t.app);
    const email = `after-capture-${Date.now()}@example.com`;
    let drained: Promise<unknown> | undefined;
    t.app.bookings.context.afterStep = async (step) => {
      // Captured and confirmed; the account is next. The queue fills right now.
      if (step === 'confirmed') drained = fillThePool();
    };
    try {
      const res = await postBooking(t.app, bookingBody(offer, { passengers: [primary({ email })] }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'confirmed', accountCreated: true });
      expect(drained).toBeDefined();
    } finally {
      t.app.bookings.context.afterStep = undefined;
      await drained;
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

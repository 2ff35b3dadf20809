import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ProcessCardResponseSchema } from '../../shared/schemas/booking';
import { payments, testProcessorPayments } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug' });
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/payments/process-card';
const body = (number = '4242 4242 4242 4242', more: Record<string, unknown> = {}) => ({
  amount: '456.00',
  currency: 'USD',
  cardDetails: { number, expiryMonth: '12', expiryYear: '34', cvv: '919', holderName: 'Ada Lovelace' },
  ...more,
});
let addresses = 0;
/** Each test its own client address, so the refused-card limit of one never touches another. */
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++addresses}`) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers, remoteAddress });

describe('POST /api/payments/process-card', () => {
  it('authorises the amount and answers the payment id, brand and last four', async () => {
    const response = await post(body());
    expect(response.statusCode).toBe(200);
    const answer = ProcessCardResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      success: true,
      status: 'authorized',
      amount: '456.00',
      currency: 'USD',
      card: { brand: 'visa', last4: '4242' },
    });
    const payment = await t.app.payments.get(answer.paymentId);
    expect(payment).toMatchObject({ status: 'authorized', amountMinor: 45_600, bookingId: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts a JSON number amount and other currencies', async () => {
    const response = await post(body('5555555555554444', { amount: 1500, currency: 'JPY' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: '1500', currency: 'JPY', card: { brand: 'mastercard' } });
  });

  it.each(['XXX', 'BTC'])('400 for %s: no hold in a currency the site does not sell in', async (currency) => {
    const response = await post(body('4242424242424242', { currency }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: [{ path: 'body.currency', message: 'The site does not sell in this currency' }],
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined. Please use another card.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ['4000 0000 0000 0119', 'An error occurred while processing your card. Please try again.'],
  ])('%s: 402 PAYMENT_FAILED with "%s"', async (number, message) => {
    const response = await post(body(number));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: 'PAYMENT_FAILED', message });
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, BOOKING_MESSAGES.cardLuhn, 'body.cardDetails.number'],
    [{ number: '4242' }, BOOKING_MESSAGES.cardNumber, 'body.cardDetails.number'],
    [{ expiryMonth: '13' }, BOOKING_MESSAGES.expiry, 'body.cardDetails.expiryMonth'],
    [{ expiryMonth: '01', expiryYear: '20' }, BOOKING_MESSAGES.expiry, 'body.cardDetails.expiryMonth'],
    [{ cvv: '12' }, BOOKING_MESSAGES.cvv, 'body.cardDetails.cvv'],
    [{ holderName: ' A ' }, BOOKING_MESSAGES.holderName, 'body.cardDetails.holderName'],
  ])('400 with the card form message for %o', async (change, message, path) => {
    const payload = body();
    const response = await post({ ...payload, cardDetails: { ...payload.cardDetails, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message, fields: [{ path, message }] });
  });

  it('400 for a missing card, an amount of 0 and an amount finer than the currency', async () => {
    expect((await post({ amount: '10.00', currency: 'USD' })).statusCode).toBe(400);
    const zero = await post(body(undefined, { amount: '0' }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ error: 'INVALID_AMOUNT' });
    const fine = await post(body(undefined, { amount: '10.005' }));
    expect(fine.statusCode).toBe(400);
    expect(fine.json()).toMatchObject({ error: 'INVALID_AMOUNT', message: 'The amount is not valid for USD.' });
  });

  it('two concurrent requests with one Idempotency-Key make one authorisation and one row', async () => {
    const key = 'checkout-attempt-concurrent';
    const [a, b] = await Promise.all([
      post(body(), { 'idempotency-key': key }),
      post(body(), { 'idempotency-key': key }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const first = ProcessCardResponseSchema.parse(a.json());
    expect(b.json()).toEqual(first);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    const payment = await t.app.payments.get(first.paymentId);
    const rows = await t.app.db
      .select()
      .from(payments)
      .where(sql`${payments.processorRef} = ${payment?.processorRef ?? ''}`);
    expect(rows).toHaveLength(1);
    const later = await post(body(), { 'idempotency-key': key });
    expect(later.json()).toEqual(first);
  });

  it('replays a refusal for the same key, and refuses the same key with another body (422)', async () => {
    const key = 'checkout-attempt-declined';
    const declined = await post(body('4000000000000002'), { 'idempotency-key': key });
    const again = await post(body('4000000000000002'), { 'idempotency-key': key });
    expect(declined.statusCode).toBe(402);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual(declined.json());
    const other = await post(body('4242424242424242'), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with a different request.',
    });
  });

  it('400 for an Idempotency-Key that is too long', async () => {
    const response = await post(body(), { 'idempotency-key': 'k'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'INVALID_IDEMPOTENCY_KEY' });
  });

  it('without a key, each request is its own payment', async () => {
    const [a, b] = await Promise.all([post(body()), post(body())]);
    expect(a.json().paymentId).not.toBe(b.json().paymentId);
  });

  it('keeps no card number or CVV in any table or log line', async () => {
    await post(body('4000 0566 5566 5556'), { 'idempotency-key': 'no-card-data' });
    await post(body('4000 0000 0000 9995'));
    type Rows<T> = { rows: T[] };
    const tables = (await t.app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as Rows<{ table_name: string }>;
    const dump: unknown[] = [];
    for (const { table_name: name } of tables.rows) {
      const rows = (await t.app.db.execute(
        sql`select row_to_json(t) as row from ${sql.identifier(name)} t`,
      )) as unknown as Rows<unknown>;
      dump.push(name, rows.rows);
    }
    const stored = JSON.stringify(dump);
    expect(stored).toContain('5556'); // the last four are kept...
    for (const secret of ['4000056655665556', '4000000000009995', '4242424242424242', '"919"']) {
      expect(stored).not.toContain(secret); // ...never the number or the CVV
    }
    const logs = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThan(0);
    for (const secret of ['4000056655665556', '4000 0566 5566 5556', '4242424242424242', '"919"']) {
      expect(logs).not.toContain(secret);
    }
    const ledger = await t.app.db.select().from(testProcessorPayments);
    expect(ledger.length).toBeGreaterThan(0);
  });
});

describe('process-card through Stripe (STRIPE_SECRET_KEY set)', () => {
  it("holds from the Payment Element's token and answers the same shape; refuses card numbers with a 422", async () => {
    const { cardNumbersIn, startStripeStandIn } = await import('../testing/stripe/server');
    const stand = await startStripeStandIn('sk_test_route');
    const stripeApp = await createTestApp({
      providers: { ...t.app.config.providers, stripeSecretKey: 'sk_test_route', stripeApiBase: stand.url },
    });
    const pay = (payload: object) => stripeApp.app.inject({ method: 'POST', url: URL, payload });
    try {
      const ok = await pay({ amount: '456.00', currency: 'USD', paymentToken: stand.mintToken('4242424242424242') });
      expect(ok.statusCode).toBe(200);
      const answer = ProcessCardResponseSchema.parse(ok.json());
      expect(answer).toMatchObject({ status: 'authorized', card: { brand: 'visa', last4: '4242' } });
      const payment = await stripeApp.app.payments.get(answer.paymentId);
      expect(payment).toMatchObject({ processor: 'stripe', status: 'authorized' });
      const intent = stand.intents.get(payment?.processorRef ?? '');
      expect(intent).toMatchObject({ status: 'requires_capture', amount: 45_600, metadata: { brand: 'default' } });
      await stripeApp.app.payments.capture(answer.paymentId);
      expect(stand.intents.get(payment?.processorRef ?? '')?.status).toBe('succeeded');

      const declined = await pay({ amount: '456.00', paymentToken: stand.mintToken('4000000000009995') });
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({ error: 'PAYMENT_FAILED', message: 'Your card has insufficient funds.' });

      const raw = await pay(body());
      expect(raw.statusCode).toBe(422);
      expect(raw.json()).toMatchObject({ error: 'CARD_DETAILS_NOT_ACCEPTED' });
      const config = await stripeApp.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(config.json()).toMatchObject({ processor: 'stripe' });
      // The built-in processor's endpoints are closed while Stripe takes the payments.
      const tokens = await stripeApp.app.inject({
        method: 'POST',
        url: '/api/payments/test-processor/tokens',
        payload: { cardDetails: body().cardDetails },
      });
      expect(tokens.statusCode).toBe(404);
      expect(cardNumbersIn(stand.requests)).toEqual([]);
      // The page may load Stripe.js, its frames and its API, and nothing wider (R23); not without Stripe.
      const csp = String(
        (await stripeApp.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com/);
      expect(csp).toMatch(
        /frame-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com;/,
      );
      expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/api\.stripe\.com/);
      const plain = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(plain).not.toContain('stripe.com');
    } finally {
      await stripeApp.close();
      await stand.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ProcessCardResponseSchema } from '../../shared/schemas/booking';
import { TestTokenSchema } from '../../shared/schemas/test-processor';
import { eq } from 'drizzle-orm';
import { payments, testProcessorPayments, testProcessorTokens } from '../db/schema';
import {
  bookingBody,
  card,
  firstOffer,
  holdOnCard,
  postBooking,
  testBrowser,
  useBookingTestApp,
} from '../testing/booking';

/*
 * R23 through HTTP on the built-in processor: the payment page tokenises the card, process-card
 * pays with the token, a 3-D Secure card waits for the traveller's check, and the booking goes on
 * only once the money is held.
 */

const t = useBookingTestApp();

async function tokenise(browser: ReturnType<typeof testBrowser>, number: string) {
  const response = await browser.post('/api/payments/test-processor/tokens', { cardDetails: card(number) });
  expect(response.statusCode).toBe(201);
  return TestTokenSchema.parse(response.json());
}

async function payWithToken(browser: ReturnType<typeof testBrowser>, amount: string, currency: string, token: string) {
  const response = await browser.post(
    '/api/payments/process-card',
    { amount, currency, paymentToken: token },
    { 'idempotency-key': `tok-${token}` },
  );
  return response;
}

async function book(browser: ReturnType<typeof testBrowser>, number: string, authentication?: 'complete' | 'fail') {
  const offer = await firstOffer(t.app);
  const token = await tokenise(browser, number);
  const paid = await payWithToken(browser, offer.total_amount, offer.total_currency, token.id);
  expect(paid.statusCode).toBe(200);
  const payment = ProcessCardResponseSchema.parse(paid.json());
  if (authentication) {
    expect(payment).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/) });
    const answered = await browser.post('/api/payments/test-processor/authenticate', {
      clientSecret: payment.clientSecret,
      result: authentication,
    });
    expect(answered.statusCode).toBe(200);
  }
  const body = bookingBody(offer, {
    paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentId: payment.paymentId },
  });
  return { payment, booking: await browser.post('/api/bookings', body, { 'idempotency-key': `b-${token.id}` }) };
}

describe('paying with a token (R23)', () => {
  it.each([
    {
      name: 'a plain card: token, hold, booking confirmed and captured; the token kept no number',
      number: '4242424242424242',
      check: undefined,
      held: 'authorized',
    },
    {
      name: 'a 3-D Secure card: the booking waits for the check, then is confirmed and captured',
      number: '4000002760003184',
      check: 'complete',
      held: 'requires_action',
    },
  ] as const)('$name', async ({ number, check, held }) => {
    const browser = testBrowser(t.app);
    const { payment, booking } = await book(browser, number, check);
    expect(payment.status).toBe(held);
    expect(booking.statusCode).toBe(201);
    expect(booking.json()).toMatchObject({ status: 'confirmed' });
    expect(await t.app.payments.get(payment.paymentId)).toMatchObject({ status: 'captured' });
    expect(JSON.stringify(await t.app.db.select().from(testProcessorTokens))).not.toContain(number);
  });

  it('a failed check: 402 with a message to act on, the booking not made, nothing held', async () => {
    const browser = testBrowser(t.app);
    const { payment, booking } = await book(browser, '4000000000003220', 'fail');
    expect(booking.statusCode).toBe(402);
    expect(booking.json()).toEqual({
      error: 'PAYMENT_FAILED',
      message: 'Your card could not be authenticated, so nothing was charged. Please try again, or use another card.',
    });
    expect(await t.app.payments.get(payment.paymentId)).toMatchObject({ status: 'failed', bookingId: null });
  });

  it('a check never done: 402 AUTHENTICATION_REQUIRED, and the payment still waits', async () => {
    const browser = testBrowser(t.app);
    const { payment, booking } = await book(browser, '4000002500003155');
    expect(payment.status).toBe('requires_action');
    expect(booking.statusCode).toBe(402);
    expect(booking.json()).toMatchObject({ error: 'AUTHENTICATION_REQUIRED' });
    expect(await t.app.payments.get(payment.paymentId)).toMatchObject({ status: 'requires_action' });
  });

  it('a payment left waiting for the check is released by the sweep, as unclaimed holds are', async () => {
    const browser = testBrowser(t.app);
    const token = await tokenise(browser, '4000002760003184');
    const paid = ProcessCardResponseSchema.parse((await payWithToken(browser, '20.00', 'USD', token.id)).json());
    expect(paid.status).toBe('requires_action');
    const before = await t.app.payments.get(paid.paymentId);
    await t.app.payments.voidAbandoned(0);
    expect(await t.app.payments.get(paid.paymentId)).toMatchObject({ status: 'voided' });
    const [ledger] = await t.app.db
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.id, before?.processorRef ?? ''));
    expect(ledger?.status).toBe('voided');
    // Its check can no longer be passed.
    const late = await browser.post('/api/payments/test-processor/authenticate', {
      clientSecret: paid.clientSecret,
      result: 'complete',
    });
    expect(late.statusCode).toBe(404);
  });

  it('a payment for another amount than the booking is 409 PAYMENT_AMOUNT_MISMATCH and let go at once', async () => {
    const offer = await firstOffer(t.app);
    const paymentId = await holdOnCard(t.app, offer, '1.00');
    const body = bookingBody(offer, {
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentId },
    });
    const booking = await postBooking(t.app, body, { 'idempotency-key': `cheap-${paymentId}` });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json()).toMatchObject({ error: 'PAYMENT_AMOUNT_MISMATCH' });
    // Not left for the abandoned-payments sweep half an hour later.
    expect(await t.app.payments.get(paymentId)).toMatchObject({ status: 'voided', bookingId: null });
  });

  it('a token pays once, and only for the browser that made it', async () => {
    const mine = testBrowser(t.app, '203.0.113.41');
    const theirs = testBrowser(t.app, '203.0.113.42');
    await theirs.post('/api/payments/test-processor/tokens', { cardDetails: card() }); // a visitor cookie
    const token = await tokenise(mine, '4242424242424242');
    const stolen = await payWithToken(theirs, '100.00', 'USD', token.id);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ error: 'PAYMENT_TOKEN_INVALID' });
    expect((await payWithToken(mine, '100.00', 'USD', token.id)).statusCode).toBe(200);
    const again = await mine.post('/api/payments/process-card', { amount: '100.00', paymentToken: token.id });
    expect(again.statusCode).toBe(400);
    const held = await t.app.db.select().from(payments);
    expect(held.filter((row) => row.sourceToken === token.id)).toHaveLength(1);
  });

  it('refuses a malformed token, both a card and a token, and an unknown authentication', async () => {
    const browser = testBrowser(t.app);
    expect((await payWithToken(browser, '10.00', 'USD', 'tok_visa')).statusCode).toBe(400);
    const both = await browser.post('/api/payments/process-card', {
      amount: '10.00',
      cardDetails: card(),
      paymentToken: 'tptok_abcdefghijkl',
    });
    expect(both.statusCode).toBe(400);
    const unknown = await browser.post('/api/payments/test-processor/authenticate', {
      clientSecret: 'tp_x_secret_y',
      result: 'complete',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'PAYMENT_NOT_FOUND' });
  });
});

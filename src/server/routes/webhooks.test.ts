import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessCardResponseSchema } from '../../shared/schemas/booking';
import { auditLog, payments, processorEvents } from '../db/schema';
import { signStripePayload } from '../providers/payments/stripe/webhooks';
import { createTestApp, type TestApp } from '../testing/app';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe/server';

/*
 * POST /api/webhooks/stripe (R23): the Stripe stand-in sends signed events as Stripe does; the site
 * checks each signature, acts on each event once and reconciles the payment it is about. And what
 * Stripe did not answer at all: an authorisation whose answer was lost is settled by asking again.
 */

const SECRET = 'whsec_testwebhooksecret';
const URL = '/api/webhooks/stripe';
let t: TestApp;
let stand: StripeStandIn;
const delivered: { status: number; body: string }[] = [];

const post = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

beforeAll(async () => {
  stand = await startStripeStandIn('sk_test_webhooks', 'pk_test_webhooks', {
    secret: SECRET,
    deliver: async (payload, signature) => {
      const response = await post(payload, signature);
      delivered.push({ status: response.statusCode, body: response.body });
    },
  });
  t = await createTestApp({
    providers: {
      stripeSecretKey: 'sk_test_webhooks',
      stripePublishableKey: 'pk_test_webhooks',
      stripeWebhookSecret: SECRET,
      stripeApiBase: stand.url,
      duffelAccessToken: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stand?.close();
});

let n = 0;
async function hold(number = '4242424242424242') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/process-card',
    payload: { amount: '120.00', currency: 'USD', paymentToken: stand.mintToken(number) },
    headers: { 'idempotency-key': `wh-${++n}` },
  });
  const answer = ProcessCardResponseSchema.parse(response.json());
  const payment = await t.app.payments.get(answer.paymentId);
  return { id: answer.paymentId, ref: payment?.processorRef ?? '' };
}

/**
 * The payment's audit lines, but those of Stripe's news of our own capture: that event may come
 * before our own write of it (as it may from Stripe), and then it is what records the capture.
 */
const auditOf = async (paymentId: string) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, paymentId)))
  ).filter((line) => line.action !== 'stripe.payment_intent.succeeded');

describe('Stripe webhooks', () => {
  it('a capture is confirmed by payment_intent.succeeded, whichever of it and our own write lands first', async () => {
    const payment = await hold();
    await t.app.payments.capture(payment.id);
    await stand.events.flush();
    expect(delivered.at(-1)).toEqual({ status: 200, body: '{"received":true}' });
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'captured' });
    const lines = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, payment.id));
    // At most the event's own line, when it came before our write; never a second change.
    expect(lines.length).toBeLessThanOrEqual(1);
    for (const line of lines)
      expect(line).toMatchObject({ before: { status: 'authorized' }, after: { status: 'captured' } });
  });

  it('a hold that lapsed at Stripe after 7 days is voided here, with an audit line', async () => {
    const payment = await hold();
    stand.advance(7 * 24 * 60 * 60_000);
    try {
      await t.app.payments.get(payment.id); // nothing of ours asks Stripe: the event brings the news
      await fetch(`${stand.url}/v1/payment_intents/${payment.ref}`, {
        headers: { authorization: 'Bearer sk_test_webhooks' },
      });
      await stand.events.flush();
    } finally {
      stand.advance(-7 * 24 * 60 * 60_000);
    }
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'voided' });
    const [line] = await auditOf(payment.id);
    expect(line).toMatchObject({
      action: 'stripe.payment_intent.canceled',
      before: { status: 'authorized' },
      after: { status: 'voided' },
    });
  });

  it("a refund made in Stripe's dashboard is recorded here (charge.refunded)", async () => {
    const payment = await hold();
    await t.app.payments.capture(payment.id);
    const refund = await fetch(`${stand.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_webhooks', 'content-type': 'application/x-www-form-urlencoded' },
      body: `payment_intent=${payment.ref}&amount=4000`,
    });
    expect(refund.status).toBe(200);
    await stand.events.flush();
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'captured', refundedMinor: 4_000 });
    expect((await auditOf(payment.id)).map((line) => line.action)).toEqual(['stripe.charge.refunded']);
  });

  it('a failed 3-D Secure check marks the waiting payment failed, in words a traveller can act on', async () => {
    const payment = await hold('4000002760003184');
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'requires_action' });
    stand.authenticate(payment.ref, false);
    await stand.events.flush();
    const row = await t.app.payments.get(payment.id);
    expect(row?.status).toBe('failed');
  });

  it('a dispute is audited (money at risk on a booking), the payment left as it is', async () => {
    const payment = await hold();
    await t.app.payments.capture(payment.id);
    stand.dispute(payment.ref);
    await stand.events.flush();
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'captured' });
    expect(await auditOf(payment.id)).toMatchObject([
      { action: 'stripe.charge.dispute.created', after: { dispute: { reason: 'fraudulent' } } },
    ]);
  });

  it('acts on an event once: the same event again (re-signed) is a 200 that changes nothing', async () => {
    const payment = await hold();
    await t.app.payments.capture(payment.id);
    await fetch(`${stand.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_webhooks', 'content-type': 'application/x-www-form-urlencoded' },
      body: `payment_intent=${payment.ref}&amount=1000`,
    });
    await stand.events.flush();
    const sent = stand.events.sent.at(-1);
    expect(sent?.type).toBe('charge.refunded');
    const again = await post(sent?.payload ?? '', stand.events.resign(sent?.payload ?? ''));
    expect(again.statusCode).toBe(200);
    expect(await t.app.payments.get(payment.id)).toMatchObject({ refundedMinor: 1_000 });
    expect(await auditOf(payment.id)).toHaveLength(1);
    const kept = await t.app.db
      .select()
      .from(processorEvents)
      .where(eq(processorEvents.id, JSON.parse(sent?.payload ?? '{}').id));
    expect(kept).toHaveLength(1);
  });

  it('refuses an unsigned, a badly signed and a stale event with 400, changing nothing', async () => {
    const payment = await hold();
    const payload = JSON.stringify({
      id: 'evt_forged000001',
      object: 'event',
      type: 'payment_intent.canceled',
      data: { object: { id: payment.ref, object: 'payment_intent', status: 'canceled' } },
    });
    const unsigned = await post(payload);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({
      error: 'INVALID_SIGNATURE',
      message: 'The Stripe-Signature header does not match this event.',
    });
    expect((await post(payload, signStripePayload(payload, 'whsec_someoneelse'))).statusCode).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    expect((await post(payload, signStripePayload(payload, SECRET, stale))).statusCode).toBe(400);
    expect((await post(`${payload} `, signStripePayload(payload, SECRET))).statusCode).toBe(400);
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'authorized' });
    // A correctly signed one is believed.
    expect((await post(payload, signStripePayload(payload, SECRET))).statusCode).toBe(200);
    expect(await t.app.payments.get(payment.id)).toMatchObject({ status: 'voided' });
  });

  it('answers 200 to events about payments it does not know and to types it does not use', async () => {
    for (const [type, object] of [
      ['payment_intent.succeeded', { id: 'pi_notours0000', object: 'payment_intent' }],
      ['customer.created', { id: 'cus_123', object: 'customer' }],
    ] as const) {
      const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
      expect((await post(payload, signStripePayload(payload, SECRET))).statusCode).toBe(200);
    }
  });

  it('is closed (404) on a site without STRIPE_WEBHOOK_SECRET', async () => {
    const payload = '{"id":"evt_x","type":"ping"}';
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: URL,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, SECRET) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });
});

describe('an authorisation Stripe never answered (R23)', () => {
  it('is recorded as unknown, then asked about again with its key and its hold released', async () => {
    stand.dropAnswers(3); // the first call and the package's two retries all lose their answers
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process-card',
      payload: { amount: '77.00', currency: 'USD', paymentToken: stand.mintToken('4242424242424242') },
      headers: { 'idempotency-key': 'unanswered-1' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'PAYMENT_PROVIDER_ERROR' });
    // Stripe did hold the money: the traveller, told it failed, will never book with it.
    const held = [...stand.intents.values()].filter((intent) => intent.amount === 7_700);
    expect(held).toHaveLength(1);
    expect(held[0]?.status).toBe('requires_capture');
    const [unknown] = await t.app.db.select().from(payments).where(eq(payments.status, 'unknown'));
    expect(unknown).toMatchObject({ amountMinor: 7_700, processorRef: null });

    await t.app.payments.voidAbandoned(0);
    expect(held[0]?.status).toBe('canceled');
    expect(await t.app.payments.get(unknown?.id ?? '')).toMatchObject({
      status: 'voided',
      processorRef: held[0]?.id,
      card: { last4: '4242' },
    });
  });
});

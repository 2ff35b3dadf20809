import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, ProcessCardResponseSchema } from '../../shared/schemas/booking';
import { toMinorUnits } from '../../shared/pricing';
import { bookings, payments } from '../db/schema';
import { card, firstOffer, useBookingTestApp } from '../testing/booking';
import { airlineTimePasses as moveAirlineClock, placeHold, readHoldPrice } from '../testing/holds';
import { cardNumbersIn, startStripeStandIn, type StripeStandIn } from '../testing/stripe/server';
import { SimulatedCrash } from '../services/booking/types';

/*
 * R55 while Stripe takes the payments (R23), through the Stripe stand-in: a hold is made as under
 * the built-in processor, and paid with a PaymentIntent the browser confirmed from Stripe's card
 * form (manual capture). The server takes it only for the hold's current total; a Pay refused
 * (409, 410, the airline) cancels the PaymentIntent, so no money stays held; one charge per
 * Idempotency-Key; an interrupted Pay is settled by recovery. No card number reaches Stripe from us.
 */

const SECRET = 'sk_test_holdsstripe';
let stand: StripeStandIn;
beforeAll(async () => {
  stand = await startStripeStandIn(SECRET, 'pk_test_holdsstripe');
});
afterAll(async () => {
  await stand?.close();
});

const t = useBookingTestApp(() => ({
  providers: {
    duffelAccessToken: undefined,
    duffelBaseUrl: undefined,
    flightProviderTimeoutMs: 25_000,
    stripeSecretKey: SECRET,
    stripePublishableKey: 'pk_test_holdsstripe',
    stripeApiBase: stand.url,
    smtpUrl: undefined,
    mailFrom: undefined,
  },
}));

async function held() {
  const offer = await firstOffer(t.app, { origin: 'LHR', destination: 'DXB' });
  return { offer, ...(await placeHold(t.app, offer)) };
}

/** What the hold payment page does with Stripe's card form: the token becomes a PaymentIntent. */
async function authorise(cookie: string, amount: string, key: string, number = '4242424242424242') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/process-card',
    headers: { cookie, 'idempotency-key': key },
    payload: { amount, currency: 'USD', paymentToken: stand.mintToken(number) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = ProcessCardResponseSchema.parse(res.json());
  const payment = await t.app.payments.get(answer.paymentId);
  return { ...answer, intentId: payment?.processorRef ?? '' };
}

const pay = (id: string, cookie: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/pay`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { currency: 'USD', ...payload },
  });

const holdPrice = (id: string, cookie: string) => readHoldPrice(t.app, id, cookie);
const airlineTimePasses = (id: string, deadline = false) => moveAirlineClock(t.app, id, deadline);

const intent = (intentId: string) => stand.intents.get(intentId);
const paymentsOf = async (bookingId: string) =>
  t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const fromUs = () => stand.requests.filter((r) => r.headers.authorization === `Bearer ${SECRET}`);

describe('a hold paid through Stripe (R55, R23)', () => {
  it('is offered under Stripe, and paid once per Idempotency-Key with a captured manual-capture PaymentIntent', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toMatchObject({ processor: 'stripe' });
    const { id, cookie, offer } = await held();
    const price = await holdPrice(id, cookie);
    const key = `stripe-pay-${id}`;
    const card = await authorise(cookie, price.amount, key);
    expect(intent(card.intentId)).toMatchObject({ status: 'requires_capture', capture_method: 'manual' });

    const paid = await pay(id, cookie, { amount: price.amount, paymentId: card.paymentId }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(BookingSchema.parse(paid.json()).status).toBe('confirmed');
    const replay = await pay(id, cookie, { amount: price.amount, paymentId: card.paymentId }, key);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);

    expect(intent(card.intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: toMinorUnits(price.amount, 'USD'),
    });
    expect((await paymentsOf(id)).map((p) => [p.processor, p.status])).toEqual([['stripe', 'captured']]);
    const created = fromUs().filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(offer.total_amount).toBe(price.amount);
    expect(cardNumbersIn(fromUs())).toEqual([]);
  });

  it('takes no card number under Stripe: 422, nothing held, the hold still payable', async () => {
    const { id, cookie, offer } = await held();
    const before = fromUs().length;
    const raw = await pay(id, cookie, { amount: offer.total_amount, cardDetails: card() }, `raw-${id}`);
    expect([raw.statusCode, raw.json().error]).toEqual([422, 'CARD_DETAILS_NOT_ACCEPTED']);
    expect(cardNumbersIn(fromUs().slice(before))).toEqual([]);
    expect(await paymentsOf(id)).toEqual([]);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('on_hold');
  });

  it('409 PRICE_CHANGED when the price moved: the PaymentIntent is cancelled; the new total is then taken', async () => {
    const { id, cookie, offer } = await held();
    await airlineTimePasses(id);
    const card = await authorise(cookie, offer.total_amount, `stale-${id}`);
    const stale = await pay(id, cookie, { amount: offer.total_amount, paymentId: card.paymentId }, `stale-${id}`);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    expect(intent(card.intentId)?.status).toBe('canceled');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'voided', bookingId: null });

    const price = await holdPrice(id, cookie);
    expect(price.repriced).toBe(true);
    const fresh = await authorise(cookie, price.amount, `fresh-${id}`);
    const paid = await pay(id, cookie, { amount: price.amount, paymentId: fresh.paymentId }, `fresh-${id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(intent(fresh.intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: toMinorUnits(price.amount, 'USD'),
    });
  });

  it('a PaymentIntent for another amount than the hold asks is refused (409), never captured and cancelled at once', async () => {
    const { id, cookie, offer } = await held();
    const card = await authorise(cookie, '1.00', `cheap-${id}`);
    const cheap = await pay(id, cookie, { amount: offer.total_amount, paymentId: card.paymentId }, `cheap-${id}`);
    expect(cheap.statusCode, cheap.body).toBe(409);
    expect(cheap.json()).toMatchObject({ error: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(intent(card.intentId)?.status).toBe('canceled');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'voided', bookingId: null });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('on_hold');
  });

  it('410 HOLD_EXPIRED after the deadline: the PaymentIntent that passed 3-D Secure in the browser is cancelled', async () => {
    const { id, cookie, offer } = await held();
    const card = await authorise(cookie, offer.total_amount, `late-${id}`, '4000002760003184');
    expect(card.status).toBe('requires_action');
    // The traveller passes the bank's check in Stripe's window: money is held, our record not told yet.
    stand.authenticate(card.intentId, true);
    expect(intent(card.intentId)?.status).toBe('requires_capture');
    await airlineTimePasses(id, true);
    const late = await pay(id, cookie, { amount: offer.total_amount, paymentId: card.paymentId }, `late-${id}`);
    expect(late.statusCode, late.body).toBe(410);
    expect(late.json()).toMatchObject({ error: 'HOLD_EXPIRED' });
    expect(intent(card.intentId)?.status).toBe('canceled');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'voided' });
  });

  it('an airline refusal of the payment cancels the PaymentIntent; the hold stays payable', async () => {
    const { id, cookie, offer } = await held();
    // The airline's price guarantee passes between our reading of the price and its payment.
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'hold_payment_authorized') await airlineTimePasses(id);
    };
    const card = await authorise(cookie, offer.total_amount, `refused-${id}`);
    try {
      const refused = await pay(id, cookie, { amount: offer.total_amount, paymentId: card.paymentId }, `refused-${id}`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    } finally {
      t.app.bookings.context.afterStep = undefined;
    }
    expect(intent(card.intentId)?.status).toBe('canceled');
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'on_hold', step: 'hold_payment_failed' });
  });
});

describe('a Pay through Stripe interrupted after the card was authorised (R55 with R34)', () => {
  async function crashedPay() {
    const { id, cookie, offer } = await held();
    const card = await authorise(cookie, offer.total_amount, `crash-${id}`);
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'hold_payment_authorized') throw new SimulatedCrash(step);
    };
    try {
      await pay(id, cookie, { amount: offer.total_amount, paymentId: card.paymentId }, `crash-${id}`);
    } finally {
      t.app.bookings.context.afterStep = undefined;
    }
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'on_hold', step: 'hold_payment_authorized' });
    return { id, card, orderId: row?.providerOrderId ?? '' };
  }

  it('the airline was not paid: recovery cancels the PaymentIntent and the hold stays payable', async () => {
    const { id, card } = await crashedPay();
    await t.app.bookings.recover(0);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'on_hold', step: 'hold_payment_failed' });
    expect(intent(card.intentId)?.status).toBe('canceled');
  });

  it('the airline was paid: recovery captures the PaymentIntent and confirms the trip', async () => {
    const { id, card, orderId } = await crashedPay();
    const order = await t.app.flightProvider.getOrder(orderId);
    await t.app.flightProvider.payOrder?.({ orderId, amount: order.totalAmount, currency: order.totalCurrency });
    await t.app.bookings.recover(0);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('confirmed');
    expect(intent(card.intentId)?.status).toBe('succeeded');
  });

  /** A Pay that died between claiming the PaymentIntent and recording it: the hold is back at `hold_created`. */
  async function lostClaim() {
    const { id, cookie, offer } = await held();
    const stepBefore = 'hold_created';
    expect((await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.step).toBe(stepBefore);
    const card = await authorise(cookie, offer.total_amount, `lost-${id}`);
    const ctx = t.app.bookings.context;
    const real = ctx.payments;
    ctx.payments = {
      ...real,
      claimForBooking: async (...args) => {
        await real.claimForBooking(...args);
        throw new SimulatedCrash(stepBefore);
      },
    };
    try {
      await pay(id, cookie, { amount: offer.total_amount, paymentId: card.paymentId }, `lost-${id}`);
    } finally {
      ctx.payments = real;
    }
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'authorized', bookingId: id });
    expect(intent(card.intentId)?.status).toBe('requires_capture');
    return { id, cookie, offer, card, stepBefore };
  }
  /** The scheduled sweep with its cutoff a second ahead: every payment is past it, whatever the clocks say. */
  const sweep = () => t.app.payments.voidAbandoned(-1_000);

  it('died between claiming the PaymentIntent and recording it: the sweep cancels it (R2), and the hold is paid again', async () => {
    const { id, cookie, offer, card, stepBefore } = await lostClaim();
    await sweep();
    expect(intent(card.intentId)?.status).toBe('canceled');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'voided' });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'on_hold', step: stepBefore });
    const fresh = await authorise(cookie, offer.total_amount, `again-${id}`);
    const paid = await pay(id, cookie, { amount: offer.total_amount, paymentId: fresh.paymentId }, `again-${id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(intent(fresh.intentId)?.status).toBe('succeeded');
  });

  it('a cancel Stripe failed (500, which it replays for that key) is tried again under a new key by the next sweep', async () => {
    const { card } = await lostClaim();
    stand.failNextCancel(card.intentId);
    await sweep();
    expect(intent(card.intentId)?.status).toBe('requires_capture');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'authorized' });

    await sweep();
    expect(intent(card.intentId)?.status).toBe('canceled');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'voided' });
  });

  it('so is a PaymentIntent no booking claimed (R2): a failed cancel is tried again under a new key', async () => {
    const { cookie, offer } = await held();
    const card = await authorise(cookie, offer.total_amount, `unclaimed-${Date.now()}`);
    stand.failNextCancel(card.intentId);
    await sweep();
    expect(intent(card.intentId)?.status).toBe('requires_capture');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'authorized', bookingId: null });

    await sweep();
    expect(intent(card.intentId)?.status).toBe('canceled');
    expect(await t.app.payments.get(card.paymentId)).toMatchObject({ status: 'voided' });
  });
});

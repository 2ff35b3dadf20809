import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BookingSchema } from '../../shared/schemas/booking';
import { formatPrice } from '../../shared/display';
import { fromMinorUnits, sellingMinorUnits, toMinorUnits } from '../../shared/pricing';
import { bookings, emailOutbox, jobs, payments, sandboxOrders } from '../db/schema';
import { HOLD_PRICE_STEP_CENTS } from '../providers/flights/sandbox';
import { FlightProviderError } from '../providers/flights/types';
import { registerAndSignIn } from '../testing/accounts';
import { SimulatedCrash } from '../services/booking/types';
import { card, firstOffer, postBooking, useBookingTestApp } from '../testing/booking';
import { airlineTimePasses as moveAirlineClock, holdBody, placeHold, readHoldPrice } from '../testing/holds';

/*
 * R55 through the API on the sandbox airline: a hold takes no card; paying it re-reads the
 * airline's price (409 with the new total when the guarantee passed and it moved), refuses after
 * the deadline (410), charges once per Idempotency-Key; a released or expired hold charged nothing.
 * The airline's clock is moved by editing its books (sandbox_orders), as time passing would.
 */

const t = useBookingTestApp();

const bookingRow = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = async (bookingId: string) =>
  t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const paymentStatuses = async (bookingId: string) => (await paymentsOf(bookingId)).map((p) => p.status);

/** Once the airline is known to be paid, recovery confirms the trip on the card held for it. */
async function expectRecoveryConfirms(id: string) {
  await t.app.bookings.recover(0);
  expect((await bookingRow(id))?.status).toBe('confirmed');
  expect(await paymentStatuses(id)).toEqual(['captured']);
}

async function held(headers: Record<string, string> = {}) {
  const offer = await firstOffer(t.app, { origin: 'LHR', destination: 'DXB' });
  return { offer, ...(await placeHold(t.app, offer, headers)) };
}

const pay = (id: string, cookie: string, amount: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/pay`,
    headers: { cookie, ...headers },
    payload: { amount, currency: 'USD', cardDetails: card() },
  });

const holdPrice = (id: string, cookie: string) => readHoldPrice(t.app, id, cookie);
const airlineTimePasses = (id: string, deadline = false) => moveAirlineClock(t.app, id, deadline);

describe('holding a price (R55)', () => {
  it('holds the order at the airline with its deadlines, takes no card, and schedules expiry and reminders', async () => {
    const { id, booking: body, offer } = await held();
    expect(body.status).toBe('on_hold');
    expect(body.booking.bookingData.total_amount).toBe(offer.total_amount);
    // 72 h from the hold, as the offer said (give or take the seconds between the search and the order).
    const by = Date.parse(body.booking.bookingData.hold?.payment_required_by ?? '');
    expect(Math.abs(by - Date.parse(offer.payment_requirements.payment_required_by ?? ''))).toBeLessThan(60_000);
    expect(body.emailContent.subject).toMatch(/^Your price is on hold until /);
    expect(await paymentsOf(id)).toEqual([]);
    const [order] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, id));
    expect(order?.paidAt).toBeNull();
    const queued = (await t.app.db.select().from(jobs)).filter(
      (j) => (j.payload as { bookingId?: string }).bookingId === id,
    );
    expect(queued.map((j) => j.dedupeKey).sort()).toEqual([
      `hold-expiry:${id}`,
      `hold-reminder:${id}:2`,
      `hold-reminder:${id}:24`,
    ]);
  });

  it('refuses a hold the airline does not allow, a guest hold and a hold with a card, charging nothing', async () => {
    const buyer = await registerAndSignIn(t.app);
    const instant = await firstOffer(t.app, { origin: 'JFK', destination: 'LHR' });
    const refused = await postBooking(t.app, holdBody(instant), { cookie: buyer.cookie });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'HOLD_NOT_ALLOWED' });
    const offer = await firstOffer(t.app, { origin: 'LHR', destination: 'DXB' });
    expect((await postBooking(t.app, holdBody(offer))).statusCode).toBe(401);
    const withCard = holdBody(offer, {
      paymentDetails: { amount: offer.total_amount, currency: 'USD', cardDetails: card() },
    });
    const carded = await postBooking(t.app, withCard, { cookie: buyer.cookie });
    expect(carded.statusCode).toBe(400);
    expect(carded.json()).toHaveProperty('error');
  });

  it('makes one hold per Idempotency-Key', async () => {
    const buyer = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app, { origin: 'LHR', destination: 'DXB' });
    const body = holdBody(offer);
    const headers = { cookie: buyer.cookie, 'idempotency-key': `hold-${Date.now()}` };
    const first = await postBooking(t.app, body, headers);
    const again = await postBooking(t.app, body, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const orders = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, first.json().id));
    expect(orders).toHaveLength(1);
  });
});

describe('paying a hold (R55)', () => {
  it('charges the held total once per Idempotency-Key and confirms the booking', async () => {
    const { id, cookie, offer } = await held();
    const price = await holdPrice(id, cookie);
    expect(price).toMatchObject({ amount: offer.total_amount, repriced: false });
    const key = { 'idempotency-key': `pay-${id}` };
    const paid = await pay(id, cookie, price.amount, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(BookingSchema.parse(paid.json()).status).toBe('confirmed');
    // The bookings plugin's hook: a paid booking is one traveller's, never kept by a cache.
    expect(paid.headers['cache-control']).toBe('no-store');
    const replay = await pay(id, cookie, price.amount, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const taken = await paymentsOf(id);
    expect(taken.map((p) => [p.status, fromMinorUnits(p.amountMinor, 'USD')])).toEqual([
      ['captured', offer.total_amount],
    ]);
    const [order] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, id));
    expect(order?.paidAt).not.toBeNull();
    const again = await pay(id, cookie, price.amount);
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 with the new total when the guarantee passed and the price moved, then takes the new total', async () => {
    const { id, cookie, offer } = await held();
    await airlineTimePasses(id);
    const price = await holdPrice(id, cookie);
    const row = await bookingRow(id);
    const markup = (row?.request as { hold: { markupBasisPoints: number } }).hold.markupBasisPoints;
    const net = toMinorUnits((row?.request as { netAmount: string }).netAmount, 'USD');
    const moved = sellingMinorUnits(net + HOLD_PRICE_STEP_CENTS, 'USD', markup) - sellingMinorUnits(net, 'USD', markup);
    expect(price.repriced).toBe(true);
    expect(price.amount).toBe(fromMinorUnits(toMinorUnits(offer.total_amount, 'USD') + moved, 'USD'));
    const stale = await pay(id, cookie, offer.total_amount);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    expect(stale.json().message).toContain(formatPrice(price.amount, 'USD'));
    expect(await paymentsOf(id)).toEqual([]);
    const paid = await pay(id, cookie, price.amount);
    expect(paid.statusCode, paid.body).toBe(200);
    const [payment] = await paymentsOf(id);
    expect(fromMinorUnits(payment?.amountMinor ?? 0, 'USD')).toBe(price.amount);
    expect(BookingSchema.parse(paid.json()).bookingData.total_amount).toBe(price.amount);
  });

  it('answers 410 after the deadline, charges nothing, and shows the hold expired', async () => {
    const { id, cookie, offer } = await held();
    await airlineTimePasses(id, true);
    const late = await pay(id, cookie, offer.total_amount);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'HOLD_EXPIRED', message: expect.any(String) });
    expect(await paymentsOf(id)).toEqual([]);
    const view = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: { cookie } });
    expect(BookingSchema.parse(view.json())).toMatchObject({ status: 'hold_expired', payment: null });
  });

  it('releases a hold at the airline for nothing, and it cannot be paid afterwards', async () => {
    const { id, cookie, offer } = await held();
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/release`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(BookingSchema.parse(res.json()).status).toBe('released');
    const [order] = await t.app.db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, id));
    expect(order?.cancelledAt).not.toBeNull();
    expect((await pay(id, cookie, offer.total_amount)).statusCode).toBe(409);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('expires at its deadline by the job, and reminds before it only while on hold', async () => {
    const { id } = await held();
    expect(await t.app.bookings.holdReminderJob(id, 24)).toBe(true);
    const mail = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking_hold_reminder'));
    expect(mail.some((m) => m.subject.startsWith('24 hours left to pay'))).toBe(true);
    await airlineTimePasses(id, true);
    await t.app.bookings.expireHoldJob(id);
    const row = await bookingRow(id);
    expect(row?.status).toBe('hold_expired');
    expect(await t.app.bookings.holdReminderJob(id, 2)).toBe(false);
  });
});

describe('two hands on one hold (R55)', () => {
  it('two Pays at once with different keys: one charge, the other card let go, the trip booked once', async () => {
    const { id, cookie, offer } = await held();
    const [a, b] = await Promise.all([
      pay(id, cookie, offer.total_amount, { 'idempotency-key': `race-a-${id}` }),
      pay(id, cookie, offer.total_amount, { 'idempotency-key': `race-b-${id}` }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([200, 409]);
    const statuses = (await paymentStatuses(id)).sort();
    // The loser either never authorised (it saw the winner's step) or let its card go.
    expect(statuses.filter((s) => s === 'captured')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'authorized')).toHaveLength(0);
    const row = await bookingRow(id);
    expect(row?.status).toBe('confirmed');
  });

  it('a Release waits for nothing a Pay started: whichever claims the hold first, nothing is charged twice or left held', async () => {
    const { id, cookie, offer } = await held();
    const [paid, released] = await Promise.all([
      pay(id, cookie, offer.total_amount, { 'idempotency-key': `race-pay-${id}` }),
      t.app.inject({ method: 'POST', url: `/api/bookings/${id}/release`, headers: { cookie } }),
    ]);
    const row = await bookingRow(id);
    const statuses = await paymentStatuses(id);
    expect(statuses.filter((s) => s === 'authorized')).toHaveLength(0);
    if (row?.status === 'confirmed') {
      expect([paid.statusCode, released.statusCode]).toEqual([200, 409]);
      expect(statuses.filter((s) => s === 'captured')).toHaveLength(1);
    } else {
      expect(row?.status).toBe('released');
      expect(statuses.filter((s) => s === 'captured')).toHaveLength(0);
    }
  });

  it('a Pay refused before the card is used lets go of the card the page authorised (410 after the deadline)', async () => {
    const { id, cookie, offer } = await held();
    await airlineTimePasses(id, true);
    const processed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process-card',
      headers: { cookie },
      payload: { amount: offer.total_amount, currency: 'USD', cardDetails: card() },
    });
    expect(processed.statusCode, processed.body).toBeLessThan(300);
    const paymentId = (processed.json() as { paymentId: string }).paymentId;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/pay`,
      headers: { cookie },
      payload: { amount: offer.total_amount, currency: 'USD', paymentId },
    });
    expect(res.statusCode, res.body).toBe(410);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment?.status).toBe('voided');
  });
});

describe('a Pay interrupted after the card was authorised (R55 with R34)', () => {
  async function crashedPay() {
    const { id, cookie, offer } = await held();
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'hold_payment_authorized') throw new SimulatedCrash(step);
    };
    try {
      await pay(id, cookie, offer.total_amount, { 'idempotency-key': `crash-${id}` });
    } finally {
      t.app.bookings.context.afterStep = undefined;
    }
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'on_hold', step: 'hold_payment_authorized' });
    return { id, cookie, offer, orderId: row?.providerOrderId ?? '' };
  }

  it('the airline was not paid: recovery lets the card go and the hold can be paid again', async () => {
    const { id, cookie, offer } = await crashedPay();
    await t.app.bookings.recover(0);
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'on_hold', step: 'hold_payment_failed' });
    expect(await paymentStatuses(id)).toEqual(['voided']);
    const again = await pay(id, cookie, offer.total_amount, { 'idempotency-key': `after-crash-${id}` });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('the airline was paid before the process died: recovery captures that card and confirms the trip', async () => {
    const { id, orderId } = await crashedPay();
    const order = await t.app.flightProvider.getOrder(orderId);
    await t.app.flightProvider.payOrder?.({ orderId, amount: order.totalAmount, currency: order.totalCurrency });
    await expectRecoveryConfirms(id);
  });
});

describe('the airline does not say whether a hold was paid (R55 with R34)', () => {
  it('keeps the card held with a 504, and recovery books the trip on it once the airline says it was paid', async () => {
    const { id, cookie, offer } = await held();
    const ctx = t.app.bookings.context;
    const original = ctx.providerNamed;
    const provider = original?.('sandbox') ?? ctx.provider;
    // The payment reaches the airline but its answer is lost, and the order cannot be read after it.
    let paid = false;
    ctx.providerNamed = () => ({
      ...provider,
      payOrder: async (input, signal) => {
        await provider.payOrder?.(input, signal);
        paid = true;
        throw new FlightProviderError('TIMEOUT', 'the airline did not answer in time');
      },
      getOrder: (orderId, signal) =>
        paid
          ? Promise.reject(new FlightProviderError('UNAVAILABLE', 'the airline returned 503'))
          : provider.getOrder(orderId, signal),
    });
    try {
      const res = await pay(id, cookie, offer.total_amount, { 'idempotency-key': `lost-${id}` });
      expect(res.statusCode, res.body).toBe(504);
      expect(res.json()).toMatchObject({ error: 'BOOKING_PENDING' });
    } finally {
      ctx.providerNamed = original;
    }
    // Not voided: the airline may have been paid (it was), and the card is what pays for it.
    const row = await bookingRow(id);
    expect(row).toMatchObject({ status: 'on_hold', step: 'hold_payment_authorized' });
    expect(await paymentStatuses(id)).toEqual(['authorized']);
    await expectRecoveryConfirms(id);
  });
});

describe('a hold the airline lets go (R55 with R42)', () => {
  it('is shown expired, nothing charged, once the airline says so and its order reads cancelled', async () => {
    const { id } = await held();
    const row = await bookingRow(id);
    const orderId = row?.providerOrderId ?? '';
    const event = { id: `evt_hold_${id}`, type: 'order.cancelled' };
    const meaning = { kind: 'order_cancelled' as const, orderId, bookingId: null };
    // Not from the event alone: the airline still holds it.
    expect(await t.app.bookings.onAirlineEvent(event, meaning)).toBe('unchanged');
    await t.app.db.update(sandboxOrders).set({ cancelledAt: new Date() }).where(eq(sandboxOrders.id, orderId));
    expect(await t.app.bookings.onAirlineEvent({ ...event, id: `${event.id}_2` }, meaning)).toBe('acted');
    const after = await bookingRow(id);
    expect(after?.status).toBe('hold_expired');
    expect(await paymentsOf(id)).toEqual([]);
  });
});

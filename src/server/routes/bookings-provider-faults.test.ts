import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateBookingRequest } from '../../shared/schemas/booking';
import { bookings, payments, testProcessorPayments } from '../db/schema';
import { createSandboxProvider } from '../providers/flights/sandbox';
import { FlightProviderError, type FlightProvider } from '../providers/flights/types';
import { fastHasher } from '../testing/accounts';
import { ORDER_FAILED_MESSAGE, ORDER_UNCONFIRMED_MESSAGE } from '../services/booking/flow';
import { bookingBody, firstOffer, holdOnCard, postBooking } from '../testing/booking';
import { createTestApp, testConfig, type TestApp } from '../testing/app';

/*
 * The airline failing or never answering in the middle of POST /api/bookings: the price check,
 * the seat maps, the order. The sandbox airline does the real work; a wrapper makes one of its
 * calls fail (UNAVAILABLE) or hang (never settles, ignoring the abort signal, the worst case).
 * Whatever happens, the traveller gets a clear 502/504, and the test processor's own ledger
 * shows no money captured: the hold is voided and the booking record says why.
 */

type Method = 'getOffer' | 'getSeatMaps' | 'createOrder' | 'findOrderByReference';
type Fault = 'fail' | 'hang' | 'order-then-hang';

const TIMEOUT_MS = 300;
let faults: Partial<Record<Method, Fault>> = {};
let inner: FlightProvider;

const never = () => new Promise<never>(() => undefined);

function faulty(): FlightProvider {
  const call = async <T>(method: Method, work: () => Promise<T>): Promise<T> => {
    const fault = faults[method];
    if (fault === 'fail') throw new FlightProviderError('UNAVAILABLE', `${method}: airline returned 503`);
    if (fault === 'hang') return never();
    if (fault === 'order-then-hang') {
      await work();
      return never();
    }
    return work();
  };
  return {
    name: 'sandbox',
    search: (query, signal) => inner.search(query, signal),
    getOffer: (id, signal) => call('getOffer', () => inner.getOffer(id, signal)),
    getSeatMaps: (id, signal) => call('getSeatMaps', () => inner.getSeatMaps(id, signal)),
    createOrder: (input, signal) => call('createOrder', () => inner.createOrder(input, signal)),
    getOrder: (id, signal) => inner.getOrder(id, signal),
    quoteCancellation: (id, signal) => inner.quoteCancellation(id, signal),
    confirmCancellation: (id, signal) => inner.confirmCancellation(id, signal),
    findOrderByReference: (reference, offerId, signal) =>
      call(
        'findOrderByReference',
        async () => (await inner.findOrderByReference?.(reference, offerId, signal)) ?? null,
      ),
  };
}

let t: TestApp;
beforeAll(async () => {
  const config = testConfig();
  t = await createTestApp(
    { providers: { ...config.providers, flightProviderTimeoutMs: TIMEOUT_MS } },
    async (app) => {
      app.auth.hasher = fastHasher();
    },
    { flightProvider: faulty() },
  );
  inner = createSandboxProvider({ db: t.app.db });
  t.app.bookings.context.providerTimeoutMs = TIMEOUT_MS;
});
beforeEach(() => {
  faults = {};
});
afterAll(async () => t.close());

/** The processor's ledger: what a real card statement would show. */
async function ledger() {
  const rows = await t.app.db.select().from(testProcessorPayments);
  return { rows: rows.length, captured: rows.reduce((sum, r) => sum + r.capturedMinor, 0) };
}

async function bookingsFor(offerId: string) {
  const rows = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offerId));
  const held = rows.length
    ? await t.app.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.bookingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return { rows, payments: held };
}

async function processorRowOf(paymentId: string) {
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = await t.app.db
    .select()
    .from(testProcessorPayments)
    .where(eq(testProcessorPayments.id, payment?.processorRef ?? ''));
  return { payment, row };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

/** The first offer booked while the airline misbehaves as `fault` says, timed; the ledger as it was before. */
async function bookWhile(fault: typeof faults, overrides: Partial<CreateBookingRequest> = {}) {
  const offer = await firstOffer(t.app);
  const before = await ledger();
  faults = fault;
  const { value: res, ms } = await timed(postBooking(t.app, bookingBody(offer, overrides)));
  return { offer, before, res, ms };
}

describe('the price check at booking time', () => {
  it('a failing airline: 502 in the traveller’s words, no booking, nothing authorised', async () => {
    const { offer, before, res } = await bookWhile({ getOffer: 'fail' });
    expect([res.statusCode, res.json()]).toEqual([
      502,
      {
        error: 'PROVIDER_UNAVAILABLE',
        message: 'We could not reach the airline just now. Please try again in a moment.',
      },
    ]);
    expect((await bookingsFor(offer.id)).rows).toHaveLength(0);
    expect(await ledger()).toEqual(before);
  });

  it('an airline that never answers: 504 within the timeout, and process-card’s hold is voided', async () => {
    const offer = await firstOffer(t.app);
    const paymentId = await holdOnCard(t.app, offer);
    const before = await ledger();

    faults = { getOffer: 'hang' };
    const body = bookingBody(offer, {
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentId },
    });
    const { value: res, ms } = await timed(postBooking(t.app, body));
    expect([res.statusCode, res.json()]).toEqual([
      504,
      { error: 'PROVIDER_TIMEOUT', message: 'The airline took too long to answer. Please try again.' },
    ]);
    expect(ms).toBeLessThan(TIMEOUT_MS + 5_000);
    const { payment, row } = await processorRowOf(paymentId);
    expect(payment).toMatchObject({ status: 'voided', bookingId: null });
    expect(row).toMatchObject({ status: 'voided', capturedMinor: 0 });
    expect((await ledger()).captured).toBe(before.captured);
  });

  it('seat maps that never come: 504, no booking, nothing authorised', async () => {
    const seat = { passengerId: 'pas_0', segmentId: 'seg_0', seatId: 'svc_0', designator: '12A' };
    const { offer, before, res } = await bookWhile({ getSeatMaps: 'hang' }, { seats: [seat] });
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json().error).toBe('PROVIDER_TIMEOUT');
    expect((await bookingsFor(offer.id)).rows).toHaveLength(0);
    expect(await ledger()).toEqual(before);
  });
});

describe('the airline order', () => {
  it('a failing order: 502, the booking failed with its reason, the hold voided, nothing captured', async () => {
    const { offer, before, res } = await bookWhile({ createOrder: 'fail' });
    expect([res.statusCode, res.json()]).toEqual([502, { error: 'BOOKING_FAILED', message: ORDER_FAILED_MESSAGE }]);
    const { rows, payments: held } = await bookingsFor(offer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', step: 'failed', failureReason: 'Airline order failed' });
    expect(held.map((p) => p.status)).toEqual(['voided']);
    const after = await ledger();
    expect(after.rows).toBe(before.rows + 1);
    expect(after.captured).toBe(before.captured);
    expect((await processorRowOf(held[0]?.id ?? '')).row).toMatchObject({ status: 'voided', capturedMinor: 0 });
  });

  it('an order that never answers, nor the look-up: 504 within the bound, left pending with its hold for recovery', async () => {
    const { offer, before, res, ms } = await bookWhile({ createOrder: 'hang', findOrderByReference: 'hang' });
    expect([res.statusCode, res.json()]).toEqual([
      504,
      { error: 'BOOKING_PENDING', message: ORDER_UNCONFIRMED_MESSAGE },
    ]);
    // One bound for the order, one for the look-up: never the request's whole life.
    expect(ms).toBeLessThan(2 * TIMEOUT_MS + 5_000);
    // The airline may have issued the ticket: releasing the hold now could leave it unpaid.
    const pending = await bookingsFor(offer.id);
    expect(pending.rows[0]).toMatchObject({ status: 'pending', step: 'payment_authorized' });
    expect(pending.payments.map((p) => p.status)).toEqual(['authorized']);

    // Once the airline answers again, recovery learns there is no order and releases the hold.
    faults = {};
    await t.app.bookings.recover(0);
    const { rows, payments: held } = await bookingsFor(offer.id);
    expect(rows[0]).toMatchObject({ status: 'failed', failureReason: 'Interrupted before the airline order' });
    expect(held.map((p) => p.status)).toEqual(['voided']);
    expect((await ledger()).captured).toBe(before.captured);
  });

  it('an order made while neither it nor the look-up answered: left pending, then confirmed by recovery, charged once', async () => {
    const { offer, before, res } = await bookWhile({ createOrder: 'order-then-hang', findOrderByReference: 'hang' });
    expect(res.statusCode, res.body).toBe(504);
    expect((await bookingsFor(offer.id)).rows[0]).toMatchObject({ status: 'pending' });

    faults = {};
    await t.app.bookings.recover(0);
    const { rows, payments: held } = await bookingsFor(offer.id);
    expect(rows[0]).toMatchObject({ status: 'confirmed' });
    expect(held.map((p) => p.status)).toEqual(['captured']);
    expect((await ledger()).captured - before.captured).toBe(rows[0]?.totalAmountMinor);
  });

  it('an order that timed out but was made: found by our reference, confirmed and charged once', async () => {
    const { offer, before, res } = await bookWhile({ createOrder: 'order-then-hang' });
    expect(res.statusCode, res.body).toBe(201);
    const { rows, payments: held } = await bookingsFor(offer.id);
    expect(rows[0]).toMatchObject({ status: 'confirmed' });
    expect(rows[0]?.providerOrderId).toBeTruthy();
    expect(held.map((p) => p.status)).toEqual(['captured']);
    expect((await ledger()).captured - before.captured).toBe(rows[0]?.totalAmountMinor);
  });
});

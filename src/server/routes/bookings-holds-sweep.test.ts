import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingSchema } from '../../shared/schemas/booking';
import { bookings, bookingStatusHistory, payments, testProcessorPayments } from '../db/schema';
import type { BookingPayments } from '../services/booking/types';
import { expireHold } from '../services/booking/hold';
import { SimulatedCrash } from '../services/booking/types';
import { bookingBody, card, firstOffer, postBooking, useBookingTestApp } from '../testing/booking';
import { airlineTimePasses, placeHold } from '../testing/holds';

/*
 * R55 with R2 through the API on the sandbox airline and the built-in processor: a card authorisation left
 * attached to a booking that no longer uses it (a Pay that died between the card and its step, a
 * void that failed after the airline refused, a failed booking whose void failed) is released at
 * the processor by the abandoned-payment sweep; a Pay under way and a pending booking keep theirs.
 */

const t = useBookingTestApp();

let realPayments: BookingPayments | undefined;
/** Swaps parts of the booking service's payments for one test, as its context allows. */
function paymentsFor(change: (real: BookingPayments) => Partial<BookingPayments>) {
  const ctx = t.app.bookings.context;
  realPayments ??= ctx.payments;
  ctx.payments = { ...realPayments, ...change(realPayments) };
}
afterEach(() => {
  if (realPayments) t.app.bookings.context.payments = realPayments;
  realPayments = undefined;
  t.app.bookings.context.afterStep = undefined;
});

const bookingRow = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (bookingId: string) => t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
/** What the processor itself says of a payment (its ledger), not our record of it. */
async function atProcessor(paymentId: string) {
  const [ours] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [ledger] = await t.app.db
    .select()
    .from(testProcessorPayments)
    .where(eq(testProcessorPayments.id, ours?.processorRef ?? ''));
  return [ours?.status, ledger?.status];
}

/** The scheduled sweep with its cutoff a second ahead: every payment is past it, whatever the DB's and our clocks say. */
const sweep = () => t.app.payments.voidAbandoned(-1_000);

async function held() {
  const offer = await firstOffer(t.app, { origin: 'LHR', destination: 'DXB' });
  return { offer, ...(await placeHold(t.app, offer)) };
}

const pay = (id: string, cookie: string, amount: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/pay`,
    headers: { cookie, 'idempotency-key': key },
    payload: { amount, currency: 'USD', cardDetails: card() },
  });

/** The hold is paid afterwards on a new card, charged once. */
/** The Pay's card is authorised, then the request is slow to write its step: the sweep runs meanwhile. */
function stallUntilSwept() {
  paymentsFor((real) => ({
    authorize: async (input) => {
      const made = await real.authorize(input);
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      return made;
    },
  }));
}

async function expectPayableAgain(id: string, cookie: string, amount: string) {
  const again = await pay(id, cookie, amount, `again-${id}`);
  expect(again.statusCode, again.body).toBe(200);
  expect(BookingSchema.parse(again.json()).status).toBe('confirmed');
  expect((await paymentsOf(id)).filter((p) => p.status === 'captured')).toHaveLength(1);
}

describe('card authorisations a booking no longer uses (R55 with R2)', () => {
  it('a Pay that died between the card and its step: the sweep voids that card, not a Pay under way or a pending booking', async () => {
    // A: the process dies once the processor has authorised the card for the hold.
    const a = await held();
    // Its last durable step: the hold itself.
    const stepBefore = 'hold_created';
    expect((await bookingRow(a.id))?.step).toBe(stepBefore);
    paymentsFor((real) => ({
      authorize: async (input) => {
        await real.authorize(input);
        throw new SimulatedCrash(stepBefore);
      },
    }));
    await pay(a.id, a.cookie, a.offer.total_amount, `crash-${a.id}`);
    t.app.bookings.context.payments = realPayments!;
    const [lost] = await paymentsOf(a.id);
    expect(lost?.status).toBe('authorized');
    expect(await bookingRow(a.id)).toMatchObject({ status: 'on_hold', step: stepBefore });

    // B: a Pay that recorded its card (hold_payment_authorized) and has not finished.
    const b = await held();
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'hold_payment_authorized') throw new SimulatedCrash(step);
    };
    await pay(b.id, b.cookie, b.offer.total_amount, `inflight-${b.id}`);
    // C: a pending booking that holds its card.
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'payment_authorized') throw new SimulatedCrash(step);
    };
    const key = `pending-${b.id}`;
    const pending = await postBooking(t.app, bookingBody(await firstOffer(t.app)), { 'idempotency-key': key });
    t.app.bookings.context.afterStep = undefined;
    expect(pending.statusCode).toBe(500);
    const [c] = await t.app.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(c).toMatchObject({ status: 'pending', step: 'payment_authorized' });
    const [inFlight] = await paymentsOf(b.id);
    const [pendingCard] = await paymentsOf(c?.id ?? '');

    expect(await sweep()).toBeGreaterThanOrEqual(1);

    expect(await atProcessor(lost?.id ?? '')).toEqual(['voided', 'voided']);
    expect(await bookingRow(a.id)).toMatchObject({ status: 'on_hold', step: stepBefore });
    const notes = await t.app.db
      .select()
      .from(bookingStatusHistory)
      .where(and(eq(bookingStatusHistory.bookingId, a.id), eq(bookingStatusHistory.step, stepBefore)));
    expect(notes.map((n) => n.detail)).toContainEqual(expect.objectContaining({ cardReleased: lost?.id }));
    expect(await atProcessor(inFlight?.id ?? '')).toEqual(['authorized', 'authorized']);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'on_hold', step: 'hold_payment_authorized' });
    expect(await atProcessor(pendingCard?.id ?? '')).toEqual(['authorized', 'authorized']);

    await expectPayableAgain(a.id, a.cookie, a.offer.total_amount);
    // B and C are recovery's to finish, as before.
    await t.app.bookings.recover(0);
    expect(await atProcessor(inFlight?.id ?? '')).toEqual(['voided', 'voided']);
  });

  it('a Pay that died between the card and its step, then paid again at once: the first card is voided, the trip stays paid', async () => {
    const { id, cookie, offer } = await held();
    paymentsFor((real) => ({
      authorize: async (input) => {
        await real.authorize(input);
        throw new SimulatedCrash('hold_created');
      },
    }));
    await pay(id, cookie, offer.total_amount, `crash-${id}`);
    t.app.bookings.context.payments = realPayments!;
    const [lost] = await paymentsOf(id);
    // The traveller saw an error and pays again before any sweep ran.
    await expectPayableAgain(id, cookie, offer.total_amount);
    expect(await atProcessor(lost?.id ?? '')).toEqual(['authorized', 'authorized']);

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await atProcessor(lost?.id ?? '')).toEqual(['voided', 'voided']);
    expect((await bookingRow(id))?.status).toBe('confirmed');
  });

  it('a paid hold that died after its airline order: the sweep leaves its card, recovery captures it and confirms the trip', async () => {
    const { id, cookie, offer } = await held();
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'order_created') throw new SimulatedCrash(step);
    };
    await pay(id, cookie, offer.total_amount, `order-crash-${id}`);
    t.app.bookings.context.afterStep = undefined;
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', step: 'order_created' });
    const [card] = await paymentsOf(id);

    await sweep();
    // The airline was paid with this card: releasing it now would leave the order paid for by nobody.
    expect(await atProcessor(card?.id ?? '')).toEqual(['authorized', 'authorized']);
    expect(await bookingRow(id)).toMatchObject({ status: 'pending', step: 'order_created' });

    await t.app.bookings.recover(0);
    expect(await atProcessor(card?.id ?? '')).toEqual(['captured', 'captured']);
    expect((await bookingRow(id))?.status).toBe('confirmed');
  });

  it('a void that failed after the airline refused the payment: the sweep voids the card and the hold stays payable', async () => {
    const { id, cookie, offer } = await held();
    // The airline's price guarantee passes between our reading of the price and its payment, and
    // the processor does not answer the void that follows the airline's refusal.
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'hold_payment_authorized') await airlineTimePasses(t.app, id);
    };
    paymentsFor(() => ({
      void: () => Promise.reject(new Error('the processor did not answer the void')),
    }));
    const refused = await pay(id, cookie, offer.total_amount, `refused-${id}`);
    expect(refused.statusCode, refused.body).toBe(409);
    const [card] = await paymentsOf(id);
    expect(await atProcessor(card?.id ?? '')).toEqual(['authorized', 'authorized']);
    expect(await bookingRow(id)).toMatchObject({ status: 'on_hold', step: 'hold_payment_failed' });

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await atProcessor(card?.id ?? '')).toEqual(['voided', 'voided']);
    expect(await bookingRow(id)).toMatchObject({ status: 'on_hold', step: 'hold_payment_failed' });
    const price = (
      await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/hold-price`, headers: { cookie } })
    ).json() as { amount: string };
    await expectPayableAgain(id, cookie, price.amount);
  });

  it('a failed booking whose void failed: the sweep voids its card', async () => {
    const key = `failed-${Date.now()}`;
    t.app.bookings.context.afterStep = async (step) => {
      if (step === 'payment_authorized') throw new SimulatedCrash(step);
    };
    await postBooking(t.app, bookingBody(await firstOffer(t.app)), { 'idempotency-key': key });
    t.app.bookings.context.afterStep = undefined;
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    // Recovery finds no order at the airline and fails the booking; the processor does not answer its void.
    paymentsFor(() => ({ void: () => Promise.reject(new Error('the processor did not answer the void')) }));
    await t.app.bookings.recover(0);
    expect((await bookingRow(row?.id ?? ''))?.status).toBe('failed');
    const [card] = await paymentsOf(row?.id ?? '');
    expect(await atProcessor(card?.id ?? '')).toEqual(['authorized', 'authorized']);

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await atProcessor(card?.id ?? '')).toEqual(['voided', 'voided']);
  });

  it('a Pay that stalls after the card until the sweep has let it go pays nothing, and the hold stays payable', async () => {
    const { id, cookie, offer } = await held();
    stallUntilSwept();
    const stalled = await pay(id, cookie, offer.total_amount, `stalled-${id}`);
    expect(stalled.statusCode, stalled.body).toBe(502);
    expect(stalled.json()).toEqual({
      error: 'BOOKING_FAILED',
      message:
        'Your payment took too long to go through, so we cancelled it and your card has not been charged. ' +
        'Your trip is still on hold: please pay again.',
    });
    const [card] = await paymentsOf(id);
    expect(await atProcessor(card?.id ?? '')).toEqual(['voided', 'voided']);
    expect(await bookingRow(id)).toMatchObject({ status: 'on_hold', step: 'hold_payment_failed' });
    t.app.bookings.context.payments = realPayments!;
    await expectPayableAgain(id, cookie, offer.total_amount);
  });

  it('a Pay that stalls until the sweep lets its card go, and the hold expires meanwhile: 410, nothing charged', async () => {
    const { id, cookie, offer } = await held();
    stallUntilSwept();
    // The deadline passes once the Pay has recorded its card, before it reads the card again.
    t.app.bookings.context.afterStep = async (step) => {
      if (step !== 'hold_payment_authorized') return;
      await airlineTimePasses(t.app, id, true);
      await expireHold(t.app.bookings.context, (await bookingRow(id))!, true);
    };
    const stalled = await pay(id, cookie, offer.total_amount, `stalled-expired-${id}`);
    expect(stalled.statusCode, stalled.body).toBe(410);
    expect(stalled.json()).toMatchObject({ error: 'HOLD_EXPIRED' });
    const [card] = await paymentsOf(id);
    expect(await atProcessor(card?.id ?? '')).toEqual(['voided', 'voided']);
    expect((await bookingRow(id))?.status).toBe('hold_expired');
  });
});

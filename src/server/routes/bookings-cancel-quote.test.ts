import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CancelBookingResponseSchema,
  CancellationQuoteResponseSchema,
  CreateBookingResponseSchema,
} from '../../shared/schemas/booking';
import { payments } from '../db/schema';
import { duffelError } from '../testing/duffel/server-search';
import { registerAndSignIn } from '../testing/accounts';
import { useDuffelTestApp } from '../testing/duffel/app';
import { bookingBody, postBooking, searchOffers } from '../testing/booking';

/*
 * R28 through the API, against the Duffel stand-in: the traveller sees the airline's quote first
 * (how much, and where it goes), and /cancel confirms that quote. Money comes back to the card
 * only when it comes back to us; credits and vouchers are the airline's; "not known yet" is said.
 */

const t = useDuffelTestApp({ offersPerSearch: 4 });

async function bookedTrip(refundable: boolean) {
  const buyer = await registerAndSignIn(t.app);
  const offers = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
  const offer = offers.find((o) => Boolean(o.conditions.refund_before_departure?.allowed) === refundable);
  if (!offer) throw new Error('no such offer');
  const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
  expect(res.statusCode, res.body).toBe(201);
  return { id: CreateBookingResponseSchema.parse(res.json()).id, cookie: buyer.cookie };
}

const quote = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancellation-quote`, headers: { cookie } });
const cancel = (id: string, cookie: string, quoteId?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    headers: { cookie },
    ...(quoteId ? { payload: { quoteId } } : {}),
  });
const refunded = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.bookingId, id))).map((p) => p.refundedMinor);

/** The next quote the stand-in gives, with the airline's own answer about the refund. */
function nextQuote(refund: string | null, refundTo: string, expiresInMs = 15 * 60_000) {
  const quoteBody = (confirmedAt: string | null) => ({
    data: {
      id: 'ore_0000AscriptedQuote1',
      order_id: 'ord_any',
      live_mode: false,
      refund_amount: refund,
      refund_currency: 'GBP',
      refund_to: refundTo,
      expires_at: new Date(Date.now() + expiresInMs).toISOString(),
      created_at: new Date().toISOString(),
      confirmed_at: confirmedAt,
    },
  });
  t.duffel.script({
    method: 'POST',
    path: '/air/order_cancellations/ore_0000AscriptedQuote1/actions/confirm',
    status: 200,
    body: quoteBody(new Date().toISOString()),
  });
  t.duffel.script({
    method: 'POST',
    path: '/air/order_cancellations',
    status: 201,
    body: quoteBody(null),
  });
}

describe('the quote before the cancellation', () => {
  it('says what comes back to the card, and the cancellation keeps to that quote', async () => {
    const trip = await bookedTrip(true);
    const shown = await quote(trip.id, trip.cookie);
    expect(shown.statusCode, shown.body).toBe(200);
    const answer = CancellationQuoteResponseSchema.parse(shown.json());
    expect(answer.refundTo).toBe('card');
    expect(answer.message).toMatch(/^If you cancel, .+ is refunded to your card\.$/);
    expect(Date.parse(answer.expiresAt ?? '')).toBeGreaterThan(Date.now());
    // Nothing is cancelled by asking.
    expect(
      (await t.app.inject({ url: `/api/bookings/${trip.id}`, headers: { cookie: trip.cookie } })).json().status,
    ).toBe('confirmed');

    const done = await cancel(trip.id, trip.cookie, answer.quoteId ?? '');
    expect(done.statusCode, done.body).toBe(200);
    const cancelled = CancelBookingResponseSchema.parse(done.json());
    expect(cancelled.booking.refund).toEqual(answer.refund);
    expect(await refunded(trip.id)).toEqual([Math.round(Number(answer.refund?.amount) * 100)]);
  });

  it('airline credits: said so, and nothing refunded to the card', async () => {
    const trip = await bookedTrip(true);
    nextQuote('150.00', 'airline_credits');
    const answer = CancellationQuoteResponseSchema.parse((await quote(trip.id, trip.cookie)).json());
    expect(answer).toMatchObject({ refundTo: 'airline_credits', refund: { amount: '150.00' } });
    expect(answer.message).toContain('airline credits worth');
    const done = CancelBookingResponseSchema.parse((await cancel(trip.id, trip.cookie, answer.quoteId ?? '')).json());
    expect(done.message).toContain('The airline gives you airline credits worth');
    expect(await refunded(trip.id)).toEqual([0]);
  });

  it('an airline that has not said how much: "not known yet", never shown as 0', async () => {
    const trip = await bookedTrip(true);
    nextQuote(null, 'original_form_of_payment');
    const answer = CancellationQuoteResponseSchema.parse((await quote(trip.id, trip.cookie)).json());
    expect(answer).toMatchObject({ refundTo: 'unknown', refund: null });
    expect(answer.message).toContain('has not said yet');
  });

  it('a non-refundable fare: nothing is due, and the quote says so', async () => {
    const trip = await bookedTrip(false);
    const answer = CancellationQuoteResponseSchema.parse((await quote(trip.id, trip.cookie)).json());
    expect(answer).toMatchObject({ refundTo: 'none', refund: null });
    expect(answer.message).toBe('This fare is non-refundable: cancelling refunds nothing.');
  });

  it('an expired or superseded quote is refused with 409, and nothing is cancelled', async () => {
    const trip = await bookedTrip(true);
    nextQuote('100.00', 'balance', -1_000);
    const stale = CancellationQuoteResponseSchema.parse((await quote(trip.id, trip.cookie)).json());
    const expired = await cancel(trip.id, trip.cookie, stale.quoteId ?? '');
    expect([expired.statusCode, expired.json().error]).toEqual([409, 'QUOTE_EXPIRED']);
    const other = await cancel(trip.id, trip.cookie, 'ore_0000AnotTheLatest');
    expect([other.statusCode, other.json().error]).toEqual([409, 'QUOTE_UNKNOWN']);
    expect(await refunded(trip.id)).toEqual([0]);
    // A fresh quote works.
    const fresh = CancellationQuoteResponseSchema.parse((await quote(trip.id, trip.cookie)).json());
    expect((await cancel(trip.id, trip.cookie, fresh.quoteId ?? '')).statusCode).toBe(200);
  });

  it('an airline refusing to quote is its error, not a 500', async () => {
    const trip = await bookedTrip(true);
    t.duffel.script({
      method: 'POST',
      path: '/air/order_cancellations',
      status: 422,
      body: duffelError(422, 'invalid_state_error', 'order_not_cancellable', 'The order cannot be cancelled'),
    });
    const refused = await quote(trip.id, trip.cookie);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json()).toHaveProperty('message');
  });
});

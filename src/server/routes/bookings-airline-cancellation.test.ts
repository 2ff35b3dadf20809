import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BookingSchema } from '../../shared/schemas/booking';
import { bookings, emailOutbox, jobs, payments } from '../db/schema';
import { AIRLINE_CANCELS_AFTER_MS } from '../providers/flights/sandbox/scenarios';
import { registerAndSignIn } from '../testing/accounts';
import { bookingBody, firstOffer, postBooking, useBookingTestApp } from '../testing/booking';

/*
 * R57: an order the airline cancels of its own accord. The sandbox airline's SEA-ANC route cancels
 * every order 3 seconds after it is made and says so as Duffel's order.cancelled webhook would; a
 * minute later (0 here) the trip is cancelled, the card refunded in full and the traveller told.
 */

const t = useBookingTestApp();
const SEA_ANC = { origin: 'SEA', destination: 'ANC' };

beforeEach(() => {
  t.app.bookings.context.airlineCancellationSettleMs = 0;
});
afterEach(() => {
  t.app.bookings.context.airlineCancellationSettleMs = undefined;
});

const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (id: string) => t.app.db.select().from(payments).where(eq(payments.bookingId, id));
const mailsTo = (kind: string, to: string) =>
  t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, to)));

/** Drains the queue until the booking leaves `confirmed` (the airline's news comes 3 s after the order). */
async function drainUntilCancelled(id: string) {
  await new Promise((resolve) => setTimeout(resolve, AIRLINE_CANCELS_AFTER_MS));
  for (let waited = 0; (await rowOf(id))?.status === 'confirmed'; waited += 100) {
    if (waited > 15_000) throw new Error('the airline cancellation never settled');
    await t.app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an order the airline cancels (R57)', () => {
  it('cancels the trip, refunds everything paid to the card and e-mails the traveller once', async () => {
    const buyer = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app, SEA_ANC);
    const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const paid = (await rowOf(id))?.totalAmountMinor ?? 0;
    expect(paid).toBeGreaterThan(0);

    await drainUntilCancelled(id);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'cancelled', step: 'cancelled', refundAmountMinor: paid });
    expect((await paymentsOf(id)).map((p) => [p.status, p.refundedMinor])).toEqual([['refunded', paid]]);
    const mails = await mailsTo('booking_airline_cancellation', row?.contactEmail ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^The airline has cancelled your flights - reference [A-Z0-9]{8}$/);

    // What the traveller's My Trips reads.
    const shown = await t.app.inject({ url: `/api/bookings/${id}`, headers: { cookie: buyer.cookie } });
    const booking = BookingSchema.parse(shown.json());
    expect(booking.status).toBe('cancelled');
    expect(booking.refund?.amount).toBe((paid / 100).toFixed(2));
    expect(booking.bookingData.airline_cancellation?.notified_at).toEqual(expect.any(String));

    // The same news again (Duffel redelivers): nothing more is refunded or sent.
    await t.app.bookings.settleAirlineCancellation(id);
    expect((await paymentsOf(id)).map((p) => p.refundedMinor)).toEqual([paid]);
    expect(await mailsTo('booking_airline_cancellation', row?.contactEmail ?? '')).toHaveLength(1);
  });

  it('never acts on the event alone: an order the airline still shows booked stays confirmed', async () => {
    const offer = await firstOffer(t.app, { origin: 'BOS', destination: 'LAX' });
    const res = await postBooking(t.app, bookingBody(offer));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const orderId = (await rowOf(id))?.providerOrderId ?? '';
    const outcome = await t.app.bookings.onAirlineEvent(
      { id: `evt_forged_${id}`, type: 'order.cancelled' },
      { kind: 'order_cancelled', orderId, bookingId: null },
    );
    expect(outcome).toBe('acted');
    await t.app.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'confirmed' });
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['captured']);
  });

  it("the traveller's own cancellation stands: its quoted refund, no airline e-mail", async () => {
    const buyer = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app, { origin: 'BOS', destination: 'LAX' });
    const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
    const { id } = res.json() as { id: string };
    const row = await rowOf(id);
    // The event comes while the traveller's cancellation is on its way; the job runs after it.
    t.app.bookings.context.airlineCancellationSettleMs = 60_000;
    await t.app.bookings.onAirlineEvent(
      { id: `evt_own_${id}`, type: 'order.cancelled' },
      { kind: 'order_cancelled', orderId: row?.providerOrderId ?? '', bookingId: null },
    );
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: { cookie: buyer.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refundBefore = (await rowOf(id))?.refundAmountMinor;
    await t.app.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `airline-cancel:${row?.providerOrderId}`));
    await t.app.jobs.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', refundAmountMinor: refundBefore });
    expect(await mailsTo('booking_airline_cancellation', row?.contactEmail ?? '')).toHaveLength(0);
  });
});

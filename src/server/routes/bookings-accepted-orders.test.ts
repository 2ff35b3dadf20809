import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, bookingStatusHistory, emailOutbox, payments } from '../db/schema';
import { ORDER_UNCONFIRMED_MESSAGE } from '../services/booking/flow';
import {
  ORDER_CONFIRM_DELAY_MS,
  SCHEDULE_CHANGE_AFTER_MS,
  SCHEDULE_CHANGE_MINUTES,
} from '../providers/flights/sandbox/scenarios';
import { BookingSchema } from '../../shared/schemas/booking';
import { registerAndSignIn } from '../testing/accounts';
import { bookingBody, firstOffer, postBooking, useBookingTestApp } from '../testing/booking';

/*
 * An airline order accepted but not yet confirmed (Duffel's 202; the sandbox's EDI-AMS confirms
 * it 4 seconds later): the card stays held and is captured only once the airline confirms.
 */

const t = useBookingTestApp();
const EDI_AMS = { origin: 'EDI', destination: 'AMS' };

async function bookingOf(id: string) {
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, id));
  const held = await t.app.db.select().from(payments).where(eq(payments.bookingId, id));
  const steps = await t.app.db
    .select({ step: bookingStatusHistory.step })
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, id));
  return { row, payments: held.map((p) => p.status), steps: steps.map((s) => s.step) };
}

describe('an order the airline accepts before it confirms it', () => {
  it('the request waits for the confirmation, then captures once: 201 with the airline reference', async () => {
    t.app.bookings.context.orderConfirmWaitMs = undefined;
    const offer = await firstOffer(t.app, EDI_AMS);
    const started = Date.now();
    const res = await postBooking(t.app, bookingBody(offer));
    expect(res.statusCode, res.body).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ORDER_CONFIRM_DELAY_MS - 1_000);
    const body = res.json() as { id: string; booking: { bookingData: { airline_reference: string } } };
    expect(body.booking.bookingData.airline_reference).toMatch(/^[A-Z0-9]{6}$/);
    const { row, payments: held, steps } = await bookingOf(body.id);
    expect(row).toMatchObject({ status: 'confirmed' });
    expect(held).toEqual(['captured']);
    expect(steps).toContain('order_requested');
    expect(steps.indexOf('order_requested')).toBeLessThan(steps.indexOf('order_created'));
  });

  it('past the wait: 504 pending with the hold kept, never captured; recovery confirms it once the airline has', async () => {
    t.app.bookings.context.orderConfirmWaitMs = 200;
    try {
      const offer = await firstOffer(t.app, EDI_AMS);
      const res = await postBooking(t.app, bookingBody(offer));
      expect([res.statusCode, res.json()]).toEqual([
        504,
        { error: 'BOOKING_PENDING', message: ORDER_UNCONFIRMED_MESSAGE },
      ]);
      const [row] = await t.app.db.select().from(bookings).where(eq(bookings.offerId, offer.id));
      const id = row?.id ?? '';
      expect(await bookingOf(id)).toMatchObject({
        row: { status: 'pending', step: 'order_requested' },
        payments: ['authorized'],
      });
      // Still unconfirmed at the airline: recovery leaves it as it is.
      await t.app.bookings.recover(0);
      expect(await bookingOf(id)).toMatchObject({ row: { step: 'order_requested' }, payments: ['authorized'] });

      await new Promise((resolve) => setTimeout(resolve, ORDER_CONFIRM_DELAY_MS));
      await t.app.bookings.recover(0);
      await t.app.bookings.recover(0);
      expect(await bookingOf(id)).toMatchObject({ row: { status: 'confirmed' }, payments: ['captured'] });
    } finally {
      t.app.bookings.context.orderConfirmWaitMs = undefined;
    }
  });
});

describe("the sandbox airline's schedule change (R42), as Duffel's webhook would bring it", () => {
  it('reaches the trip and the traveller once, 3 seconds after the booking on BOS-MIA', async () => {
    const offer = await firstOffer(t.app, { origin: 'BOS', destination: 'MIA' });
    const res = await postBooking(t.app, bookingBody(offer));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    type Changes = { airline_changes?: { slices: { segments: { departing_at: string }[] }[] }[] };
    const read = async () => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
    // Not before the airline's delay; then as soon as the news has been handled (a loaded machine is slower).
    await new Promise((resolve) => setTimeout(resolve, SCHEDULE_CHANGE_AFTER_MS));
    for (let waited = 0; !(((await read())?.bookingData as Changes).airline_changes ?? []).length; waited += 100) {
      if (waited > 15_000) throw new Error('the schedule change never arrived');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const row = await read();
    const data = row?.bookingData as Changes;
    expect(data.airline_changes).toHaveLength(1);
    const before = Date.parse(`${offer.slices[0]?.segments[0]?.departing_at}Z`);
    const after = Date.parse(`${data.airline_changes?.[0]?.slices[0]?.segments[0]?.departing_at}Z`);
    expect(after - before).toBe(SCHEDULE_CHANGE_MINUTES * 60_000);
    const mails = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'booking_schedule_change'), eq(emailOutbox.toAddress, row?.contactEmail ?? '')));
    expect(mails).toHaveLength(1);
  });
});

describe("accepting the airline's new flights (R42)", () => {
  it('makes them the booking’s flights, once; a change the booking does not have is 404', async () => {
    const buyer = await registerAndSignIn(t.app);
    const offer = await firstOffer(t.app, { origin: 'BOS', destination: 'MIA' });
    const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const read = () => t.app.inject({ url: `/api/bookings/${id}`, headers: { cookie: buyer.cookie } });
    let trip = BookingSchema.parse((await read()).json());
    for (let waited = 0; !trip.bookingData.airline_changes?.length; waited += 200) {
      if (waited > 20_000) throw new Error('the schedule change never arrived');
      await new Promise((resolve) => setTimeout(resolve, 200));
      trip = BookingSchema.parse((await read()).json());
    }
    const change = trip.bookingData.airline_changes?.[0];
    const accept = (changeId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/airline-changes/${changeId}/accept`,
        headers: { cookie: buyer.cookie },
      });
    const accepted = await accept(change?.id ?? '');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = BookingSchema.parse(accepted.json());
    expect(after.bookingData.slices).toEqual(change?.slices);
    expect(after.bookingData.airline_changes?.[0]?.accepted_at).toBeTruthy();
    expect([(await accept(change?.id ?? '')).statusCode, (await accept(change?.id ?? '')).json().error]).toEqual([
      409,
      'ALREADY_ACCEPTED',
    ]);
    expect((await accept('aic_unknown')).statusCode).toBe(404);
    // Someone else's booking is not theirs to change.
    const stranger = await registerAndSignIn(t.app);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/airline-changes/${change?.id ?? ''}/accept`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

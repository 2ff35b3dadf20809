import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelBookingResponseSchema, CreateBookingResponseSchema } from '../../../shared/schemas/booking';
import { bookings, settings } from '../../db/schema';
import { startDuffelServer, type DuffelTestServer } from '../../testing/duffel/server';
import { registerAndSignIn, type AccountsTestApp } from '../../testing/accounts';
import { createDuffelTestApp } from '../../testing/duffel/app';
import { bookingBody, postBooking, searchOffers } from '../../testing/booking';
import { LIVE_MODE_KEY } from '../mode/mode';

/*
 * A site with a live Duffel token flies the sandbox in test mode and Duffel in live mode. A trip
 * booked in test mode lives with the sandbox: after the admin goes live, cancelling it must still
 * reach the sandbox, never Duffel with an order id Duffel has never seen.
 */

let duffel: DuffelTestServer;
let t: AccountsTestApp;
beforeAll(async () => {
  duffel = await startDuffelServer({ offersPerSearch: 2 });
  t = await createDuffelTestApp(duffel, { duffelAccessToken: 'duffel_live_mode_switch_test' });
});
afterAll(async () => {
  await t.close();
  await duffel.close();
});

async function setLiveMode(on: boolean) {
  await t.app.db
    .insert(settings)
    .values({ key: LIVE_MODE_KEY, value: on, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value: on, updatedAt: new Date() } });
  t.app.mode.invalidate();
}

describe('a booking made in test mode, after the site goes live', () => {
  it('is cancelled with the sandbox that made its order, and Duffel is never asked', async () => {
    const buyer = await registerAndSignIn(t.app);
    const offers = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' }, {}, 'business');
    const offer = offers.find((o) => o.conditions.refund_before_departure?.allowed);
    if (!offer) throw new Error('no refundable offer');
    const res = await postBooking(t.app, bookingBody(offer), { cookie: buyer.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const booking = CreateBookingResponseSchema.parse(res.json());
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.provider).toBe('sandbox');

    await setLiveMode(true);
    expect(await t.app.mode.current()).toBe('live');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { cookie: buyer.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(CancelBookingResponseSchema.parse(cancelled.json()).booking.status).toBe('cancelled');
    expect(duffel.calls).toEqual([]);
    await setLiveMode(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BookingSchema } from '../../shared/schemas/booking';
import { payments } from '../db/schema';
import type { AccountsTestApp } from '../testing/accounts';
import { createDuffelTestApp } from '../testing/duffel/app';
import { card, searchOffers } from '../testing/booking';
import { placeHold } from '../testing/holds';
import { startDuffelServer, type DuffelTestServer } from '../testing/duffel/server';
import { HOLD_GUARANTEE_MS, HOLD_PAYABLE_MS } from '../testing/duffel/server-search';

/*
 * R55 against the Duffel stand-in, which enforces Duffel's documented rules: the hold order is
 * `type: "hold"` without payments, paid by POST /air/payments at the order's current total; after
 * the price guarantee the airline re-prices it (our 409, nothing charged), after payment_required_by
 * it refuses (our 410, nothing charged).
 */

let duffel: DuffelTestServer;
let t: AccountsTestApp;
let airlineOffsetMs = 0;
beforeAll(async () => {
  duffel = await startDuffelServer({ offersPerSearch: 3, now: () => new Date(Date.now() + airlineOffsetMs) });
  t = await createDuffelTestApp(duffel);
});
afterAll(async () => {
  await t?.close();
  await duffel?.close();
});

async function hold() {
  airlineOffsetMs = 0;
  const [offer] = await searchOffers(t.app, { origin: 'LHR', destination: 'DXB' });
  if (!offer) throw new Error('no offer');
  const { booking, cookie } = await placeHold(t.app, offer);
  return { offer, booking, cookie };
}

const pay = (id: string, cookie: string, amount: string, currency: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/pay`,
    headers: { cookie },
    payload: { amount, currency, cardDetails: card() },
  });
const charged = async (id: string) => t.app.db.select().from(payments).where(eq(payments.bookingId, id));

describe('holds through Duffel (R55)', () => {
  it('orders a hold without payments, then pays it with POST /air/payments', async () => {
    const { offer, booking, cookie } = await hold();
    const order = duffel.calls.filter((c) => c.method === 'POST' && c.path === '/air/orders').at(-1);
    expect(order?.body?.data).toMatchObject({ type: 'hold' });
    expect(order?.body?.data).not.toHaveProperty('payments');
    expect(booking.status).toBe('on_hold');
    const paid = await pay(booking.id, cookie, offer.total_amount, offer.total_currency);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(BookingSchema.parse(paid.json()).status).toBe('confirmed');
    const call = duffel.calls.filter((c) => c.path === '/air/payments').at(-1);
    expect(call?.body?.data).toMatchObject({
      order_id: `ord_${booking.duffelBookingId}`,
      payment: { type: 'balance', currency: 'GBP' },
    });
    expect((await charged(booking.id)).map((p) => p.status)).toEqual(['captured']);
  });

  it('answers 409 with nothing charged once the guarantee passed and the airline re-priced', async () => {
    const { offer, booking, cookie } = await hold();
    airlineOffsetMs = HOLD_GUARANTEE_MS + 60_000;
    const stale = await pay(booking.id, cookie, offer.total_amount, offer.total_currency);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'PRICE_CHANGED' });
    expect(await charged(booking.id)).toEqual([]);
  });

  it('answers 410 with nothing charged after payment_required_by', async () => {
    const { offer, booking, cookie } = await hold();
    airlineOffsetMs = HOLD_PAYABLE_MS + 60_000;
    const price = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/hold-price`,
      headers: { cookie },
    });
    const late = await pay(booking.id, cookie, price.json().amount ?? offer.total_amount, offer.total_currency);
    expect(late.statusCode, late.body).toBe(410);
    expect(late.json()).toMatchObject({ error: 'HOLD_EXPIRED' });
    expect((await charged(booking.id)).every((p) => p.status === 'voided')).toBe(true);
    const calls = duffel.calls.filter((c) => c.path === '/air/payments');
    expect(calls.length).toBeGreaterThan(0);
  });
});

import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastFlightDate } from '../../shared/passengers';
import type { Offer } from '../../shared/schemas/flights';
import { payments } from '../db/schema';
import { bookingBody, passenger, postBooking, primary, searchOffers } from '../testing/booking';
import { useDuffelTestApp } from '../testing/duffel/app';

/*
 * R58 against the Duffel stand-in, which refuses an under-18 on a `type: adult` slot as Duffel
 * does: searched with their age, a 15-year-old is booked; searched without it, the booking is
 * refused by us before the built-in processor authorises anything and before Duffel is asked.
 */

const t = useDuffelTestApp({ offersPerSearch: 2 });

const bornYearsBefore = (offer: Offer, years: number) => {
  const travel = lastFlightDate(offer);
  return `${Number(travel.slice(0, 4)) - years}${travel.slice(4, 7)}-01`;
};
const orderCalls = () => t.duffel.calls.filter((call) => call.method === 'POST' && call.path === '/air/orders');
const authorisations = async () => (await t.app.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

describe('a 15-year-old with Duffel (R58)', () => {
  it('searched with their age: sent as {age: 15} and booked', async () => {
    const [offer] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' }, { adults: 2, youthAges: [15] });
    if (!offer) throw new Error('no offer');
    const request = t.duffel.calls.filter((call) => call.path === '/air/offer_requests').at(-1)?.body?.data;
    expect(request?.passengers).toEqual([{ type: 'adult' }, { age: 15 }]);
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        passengers: [primary(), passenger('adult', { dateOfBirth: bornYearsBefore(offer, 15) })],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = orderCalls().at(-1)?.body?.data as { passengers: { id: string; born_on: string }[] };
    const youthSlot = offer.passengers.find((p) => p.age === 15)?.id;
    expect(sent.passengers.find((p) => p.id === youthSlot)?.born_on).toBe(bornYearsBefore(offer, 15));
  });

  it('searched as an adult: 422 before any card authorisation, and Duffel is never asked to order', async () => {
    const [offer] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
    if (!offer) throw new Error('no offer');
    const [held, ordered] = [await authorisations(), orderCalls().length];
    const res = await postBooking(
      t.app,
      bookingBody(offer, { passengers: [primary({ dateOfBirth: bornYearsBefore(offer, 15) })] }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe('PASSENGER_NEEDS_AGE');
    expect(res.json().message).toContain('of whom aged 12-17');
    expect([await authorisations(), orderCalls().length]).toEqual([held, ordered]);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingBody, postBooking, primary, searchOffers } from '../testing/booking';
import { useDuffelTestApp } from '../testing/duffel/app';

/*
 * R50 against the Duffel stand-in: the airline is told loyalty numbers (PATCH offer passenger,
 * then the offer read again) only when a passenger gives some or the offer shows numbers told
 * earlier, which the booking then clears. A booking with neither makes no such calls.
 */

const t = useDuffelTestApp({ offersPerSearch: 3 });

const patches = (offerId: string) =>
  t.duffel.calls.filter(
    (call) => call.method === 'PATCH' && call.path.startsWith(`/air/offers/${offerId}/passengers/`),
  );
const orders = () => t.duffel.calls.filter((call) => call.method === 'POST' && call.path === '/air/orders');

describe('R50 with Duffel: loyalty numbers told only when there are some', () => {
  it('R50: a booking without numbers, on an offer told none, sends Duffel no PATCH and pays the listed price', async () => {
    const [offer] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
    if (!offer) throw new Error('the stand-in found no offer');
    const res = await postBooking(t.app, bookingBody(offer));
    expect(res.statusCode, res.body).toBe(201);
    expect(patches(offer.id)).toEqual([]);
    expect(orders().at(-1)?.body?.data).toMatchObject({ selected_offers: [offer.id] });
  });

  it('R50: numbers another visitor told the offer are cleared before a booking without numbers is priced', async () => {
    const [offer] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
    if (!offer) throw new Error('the stand-in found no offer');
    const passengerId = offer.passengers[0]?.id ?? '';
    const p = primary();
    // Someone tries a member number on this offer and leaves.
    const tried = await t.app.inject({
      method: 'POST',
      url: `/api/flights/offer/${offer.id}/loyalty-price`,
      payload: {
        passengers: [
          {
            id: passengerId,
            firstName: p.firstName,
            lastName: p.lastName,
            loyaltyProgrammeAccounts: [{ airlineIataCode: offer.owner.iata_code, accountNumber: '12901014' }],
          },
        ],
      },
    });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(Number((tried.json() as { total_amount: string }).total_amount)).toBeLessThan(Number(offer.total_amount));
    const before = patches(offer.id).length;

    // The next booking gives no number: the airline is told so, and the listed price is charged.
    const res = await postBooking(t.app, bookingBody(offer));
    expect(res.statusCode, res.body).toBe(201);
    const cleared = patches(offer.id).slice(before);
    expect(cleared).toHaveLength(1);
    expect(cleared[0]?.body).toMatchObject({ data: { loyalty_programme_accounts: [] } });
  });
});

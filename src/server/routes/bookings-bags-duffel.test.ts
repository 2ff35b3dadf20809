import { describe, expect, it } from 'vitest';
import { addAmounts } from '../../shared/pricing';
import { OfferSchema, type Offer } from '../../shared/schemas/flights';
import { createDuffelProvider } from '../providers/flights/duffel';
import { FlightProviderError } from '../providers/flights/types';
import { bookingBody, card, postBooking, searchOffers } from '../testing/booking';
import { useDuffelTestApp } from '../testing/duffel/app';
import { rejectionOf } from '../testing/errors';

/*
 * R53 against the Duffel stand-in: the bag the booking page offers is the one Duffel sells with the
 * offer (GET /air/offers/:id?return_available_services=true), sent as the order's services with
 * its quantity; what Duffel would refuse, we refuse first, and the stand-in refuses it too.
 */

const t = useDuffelTestApp({ offersPerSearch: 3 });

/** The offer as the booking page reads it: with its bags for sale, at selling price. */
async function detailedOffer(): Promise<Offer> {
  const [listed] = await searchOffers(t.app, { origin: 'JFK', destination: 'LHR' });
  const res = await t.app.inject({ method: 'GET', url: `/api/flights/offer/${listed?.id ?? ''}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { offer?: unknown };
  return OfferSchema.parse(body.offer ?? body);
}

const orderCalls = () => t.duffel.calls.filter((call) => call.method === 'POST' && call.path === '/air/orders');

describe('R53 with Duffel', () => {
  it('R53: a bag bought with the booking goes to Duffel as services [{id, quantity}] and is charged with the markup', async () => {
    const offer = await detailedOffer();
    const bag = offer.available_services[0];
    if (!bag) throw new Error('the stand-in sold no bag');
    // The NET price is the stand-in's 45.00; the traveller pays it with the brand's markup.
    expect(Number(bag.total_amount)).toBeGreaterThan(45);
    const total = addAmounts([offer.total_amount, bag.total_amount], offer.total_currency);
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        bags: [{ serviceId: bag.id, passengerId: bag.passenger_ids[0] ?? '', quantity: 1 }],
        paymentDetails: { amount: total, currency: offer.total_currency, cardDetails: card() },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = orderCalls().at(-1)?.body?.data as { services: unknown; payments: { amount: string }[] };
    expect(sent.services).toEqual([{ id: bag.id, quantity: 1 }]);
    // Duffel is paid the NET amount: offer plus the bag at its own price.
    expect(Number(sent.payments[0]?.amount)).toBeLessThan(Number(total));
  });

  it('R53: more bags than the service allows are refused by us (422 BAG_QUANTITY) before Duffel is asked', async () => {
    const offer = await detailedOffer();
    const bag = offer.available_services[0];
    const before = orderCalls().length;
    const res = await postBooking(
      t.app,
      bookingBody(offer, {
        bags: [{ serviceId: bag?.id ?? '', passengerId: bag?.passenger_ids[0] ?? '', quantity: 2 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe('BAG_QUANTITY');
    expect(orderCalls().length).toBe(before);
  });

  it.each<[string, (id: string) => { id: string; quantity: number }[], string]>([
    ['a quantity above maximum_quantity', (id) => [{ id, quantity: 2 }], 'VALIDATION'],
    [
      'the same service twice',
      (id) => [
        { id, quantity: 1 },
        { id, quantity: 1 },
      ],
      'VALIDATION',
    ],
    // ancillary_service_not_available: the airline refused the order (nothing booked).
    ['a service the offer does not sell', () => [{ id: 'ase_0000AnotherOffersBag', quantity: 1 }], 'ORDER_FAILED'],
  ])('R53: the stand-in refuses %s as Duffel does (422, no order)', async (_name, services, code) => {
    const provider = createDuffelProvider({ accessToken: t.duffel.token, baseUrl: t.duffel.url, timeoutMs: 5_000 });
    const [listed] = await provider.search({
      slices: [{ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' }],
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
    });
    const offer = await provider.getOffer(listed?.id ?? '');
    const bag = offer.available_services[0];
    const wanted = services(bag?.id ?? '');
    const amount = (Number(offer.total_amount) + wanted.length * Number(bag?.total_amount)).toFixed(2);
    const error = await rejectionOf(
      provider.createOrder({
        offerId: offer.id,
        passengers: [
          {
            offerPassengerId: offer.passengers[0]?.id ?? '',
            type: 'adult',
            title: 'mrs',
            givenName: 'Amelia',
            familyName: 'Earhart',
            gender: 'f',
            bornOn: '1987-07-24',
            email: 'amelia@example.com',
            phoneNumber: '+442080160509',
            identityDocument: null,
          },
        ],
        services: wanted,
        amount,
        currency: offer.total_currency,
        reference: `bk_${Math.random()}`,
      }),
      FlightProviderError,
    );
    expect(error.code).toBe(code);
  });
});

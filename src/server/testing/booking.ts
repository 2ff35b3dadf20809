import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreateBookingRequest, PassengerInput } from '../../shared/schemas/booking';
import type { Offer } from '../../shared/schemas/flights';
import { SearchResponseSchema } from '../../shared/schemas/flights';
import { daysFromNow } from './flights';

/*
 * Test help for the booking issue: real searches on the sandbox airline, real offers, a request
 * body a traveller's browser would send. Not imported by the site itself.
 */

export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const card = (number: string = CARDS.ok) => ({
  number,
  expiryMonth: '12',
  expiryYear: String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0'),
  cvv: '123',
  holderName: 'Ada Lovelace',
});

let searchDay = 14;

/** Offers of a fresh search (each call a different day, so tests never share an offer). */
export async function searchOffers(
  app: FastifyInstance,
  route: { origin: string; destination: string },
  passengers: { adults?: number; children?: number; infants?: number } = {},
  cabinClass = 'economy',
): Promise<Offer[]> {
  searchDay += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/flights/search',
    payload: {
      ...route,
      departureDate: daysFromNow(searchDay),
      adultsCount: passengers.adults ?? 1,
      childrenCount: passengers.children ?? 0,
      infantsCount: passengers.infants ?? 0,
      cabinClass,
      limit: 100,
    },
  });
  if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
  return SearchResponseSchema.parse(res.json()).offers;
}

export async function firstOffer(
  app: FastifyInstance,
  route = { origin: 'JFK', destination: 'LHR' },
  passengers: Parameters<typeof searchOffers>[2] = {},
): Promise<Offer> {
  const [offer] = await searchOffers(app, route, passengers);
  if (!offer) throw new Error('no offers');
  return offer;
}

let people = 0;
/** A passenger who fits `type` on the travel dates, with a passport. */
export function passenger(type: PassengerInput['type'], overrides: Partial<PassengerInput> = {}): PassengerInput {
  people += 1;
  const year = new Date().getUTCFullYear();
  const born = type === 'adult' ? `${year - 35}-04-12` : type === 'child' ? `${year - 7}-04-12` : `${year - 1}-01-15`;
  return {
    type,
    firstName: `Ada${people}`,
    lastName: 'Lovelace',
    dateOfBirth: born,
    passportNumber: `P${1000000 + people}`,
    passportExpiryDate: `${year + 6}-01-01`,
    passportIssuingCountry: 'GB',
    ...overrides,
  };
}

export function primary(overrides: Partial<PassengerInput> = {}): PassengerInput {
  people += 1;
  return passenger('adult', {
    email: `traveller${Date.now()}x${people}@example.com`,
    phone: '+44 20 7946 0000',
    ...overrides,
  });
}

/** A booking body for `offer`: one adult by default, paying its selling total by card. */
export function bookingBody(
  offer: Pick<Offer, 'id' | 'total_amount' | 'total_currency'>,
  overrides: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  return {
    offerId: offer.id,
    passengers: [primary()],
    paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, cardDetails: card() },
    ...overrides,
  };
}

export function postBooking(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/bookings', payload: body as object, headers });
}

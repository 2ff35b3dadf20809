import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreateBookingRequest, PassengerInput } from '../../shared/schemas/booking';
import type { Offer } from '../../shared/schemas/flights';
import { SearchResponseSchema } from '../../shared/schemas/flights';
import { expect } from 'vitest';
import type { AppConfig } from '../config';
import { useAccountsTestApp, type AccountsTestApp } from './accounts';
import { nextTestAddress } from './addresses';
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

/**
 * A different card on every call that the test processor refuses (402): a Visa number with a valid
 * check digit and a four-digit security code, as a list of stolen numbers would be tried.
 */
export function refusedCard(i: number) {
  const body = `4000${String(i).padStart(11, '0')}`;
  let sum = 0;
  for (let k = 0; k < body.length; k++) {
    let d = Number(body[body.length - 1 - k]);
    if (k % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return { ...card(`${body}${(10 - (sum % 10)) % 10}`), cvv: '1234' };
}

/**
 * A browser for inject(): it sends Origin, as every browser does on a POST, and keeps the cookies
 * the server sets (the visitor cookie of plugins/visitor.ts among them).
 */
export function testBrowser(app: FastifyInstance, remoteAddress = '203.0.113.9') {
  const jar = new Map<string, string>();
  return {
    async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        remoteAddress,
        headers: { host: 'localhost', origin: 'http://localhost', ...(cookie ? { cookie } : {}), ...headers },
      });
      for (const set of response.cookies) jar.set(set.name, set.value);
      return response;
    },
    cookies: jar,
  };
}

let searchDay = 14;

/** Offers of a fresh search (each call a different day, so tests never share an offer). */
export async function searchOffers(
  app: FastifyInstance,
  route: { origin: string; destination: string },
  passengers: {
    adults?: number;
    children?: number;
    infants?: number;
    childAges?: number[];
    infantAges?: number[];
    youthAges?: number[];
  } = {},
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
      ...(passengers.childAges ? { childAges: passengers.childAges } : {}),
      ...(passengers.infantAges ? { infantAges: passengers.infantAges } : {}),
      ...(passengers.youthAges ? { youthAges: passengers.youthAges } : {}),
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
/** 1 -> 'A', 26 -> 'Z', 27 -> 'AA'. */
function lettersOf(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    out = String.fromCharCode(65 + ((rest - 1) % 26)) + out;
  return out;
}

/** A passenger who fits `type` on the travel dates, with a passport, named as airlines require. */
export function passenger(type: PassengerInput['type'], overrides: Partial<PassengerInput> = {}): PassengerInput {
  people += 1;
  const year = new Date().getUTCFullYear();
  const born = type === 'adult' ? `${year - 35}-04-12` : type === 'child' ? `${year - 7}-04-12` : `${year - 1}-01-15`;
  return {
    type,
    title: 'ms',
    gender: 'female',
    // A different name each time, in letters only: airlines take no digits in a name (R26).
    firstName: `Ada ${lettersOf(people)}`,
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

/** The browser's first payment step (process-card): `amount` held on the test card; answers its paymentId. */
export async function holdOnCard(
  app: FastifyInstance,
  offer: Pick<Offer, 'total_amount' | 'total_currency'>,
  amount = offer.total_amount,
): Promise<string> {
  const held = await app.inject({
    method: 'POST',
    url: '/api/payments/process-card',
    payload: { amount, currency: offer.total_currency, cardDetails: card() },
  });
  expect(held.statusCode, held.body).toBe(200);
  return held.json<{ paymentId: string }>().paymentId;
}

export function postBooking(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  // Each booking from a fresh address: a booking that makes an account counts as a sign-up (R35).
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: body as object,
    headers,
    remoteAddress: nextTestAddress(),
  });
}

/**
 * The test app for a file that books: as useAccountsTestApp, on today's clock (the accounts
 * helper's clock is fixed in the past, and offers are for dates ahead of today).
 */
export function useBookingTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  ready?: (t: AccountsTestApp) => Promise<void>,
): AccountsTestApp {
  return useAccountsTestApp(overrides, async (t) => {
    t.app.auth.clock = () => new Date();
    await ready?.(t);
  });
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfferSchema, SearchResponseSchema } from '../../shared/schemas/flights';
import { buildApp } from '../app';
import { createSandboxProvider } from '../providers/flights/sandbox';
import { fareGroupKey } from '../services/flights/fare-groups';
import { FARE_GROUP_GONE_MESSAGE, FARE_NOT_IN_GROUP_MESSAGE } from '../services/flights/service';
import { daysFromNow } from '../testing/flights';
import { testConfig } from '../testing/app';
import { useTestDatabase } from '../testing/database';

/* R52 on the sandbox airline: the list groups fares by flights, the offer page switches between them. */

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  const sandbox = createSandboxProvider({ db: database.db });
  app = await buildApp(testConfig(), database, { flightProvider: sandbox });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const trip = { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(21), returnDate: daysFromNow(28) };
const otherTrip = { origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(15) };

async function list(body: Record<string, unknown>, url = '/api/flights/search') {
  const response = await app.inject({ method: 'POST', url, payload: { ...body, limit: 100 } });
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
}

const getOffer = (id: string, from?: string) =>
  app.inject({ method: 'GET', url: `/api/flights/offer/${id}${from ? `?from=${from}` : ''}` });

describe('R52: fare groups in the search list', () => {
  it('shows each set of flights once, as its cheapest fare, with every fare of the group; pages count groups', async () => {
    const page = await list(trip);
    expect(page.offers).toHaveLength(Math.min(100, page.total_count));
    const keys = page.offers.map((offer) => offer.fare_group);
    expect(new Set(keys).size).toBe(keys.length);
    const fareCount = page.offers.reduce((sum, offer) => sum + (offer.fare_brands?.length ?? 0), 0);
    expect(fareCount).toBeGreaterThan(2 * page.offers.length);
    for (const offer of page.offers) {
      const fares = offer.fare_brands ?? [];
      expect(fares.length).toBeGreaterThanOrEqual(2);
      expect(fares.length).toBeLessThanOrEqual(4);
      expect(fares[0]?.offer_id).toBe(offer.id);
      expect(fares[0]?.total_amount).toBe(offer.total_amount);
      expect(offer.fare_group).toBe(fareGroupKey(offer));
      const prices = fares.map((fare) => Number(fare.total_amount));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    // Each fare of a group is the same flights, at selling price (R1), as the offer page gets it.
    for (const fare of page.offers[0]?.fare_brands ?? []) {
      const offer = OfferSchema.parse((await getOffer(fare.offer_id)).json());
      expect(fareGroupKey(offer)).toBe(page.offers[0]?.fare_group);
      expect(offer.total_amount).toBe(fare.total_amount);
    }
    const first = page.offers[0];
    expect(first?.fare_brands).toHaveLength(3);
    expect(first?.fare_brands?.[0]).toMatchObject({
      checked_bags: 0,
      seat_selection: 'paid',
      priority_boarding: false,
      change: { allowed: false },
      refund: { allowed: false },
    });
    expect(first?.fare_brands?.[2]).toMatchObject({
      checked_bags: 2,
      seat_selection: 'free',
      priority_boarding: true,
      refund: { allowed: true },
    });
  });

  it('Load More pages continue the groups without repeating one', async () => {
    const one = await app.inject({
      method: 'GET',
      url: `/api/flights/search?origin=JFK&destination=LHR&departureDate=${trip.departureDate}&returnDate=${trip.returnDate}&page=1&limit=10`,
    });
    const two = await app.inject({
      method: 'GET',
      url: `/api/flights/search?origin=JFK&destination=LHR&departureDate=${trip.departureDate}&returnDate=${trip.returnDate}&page=2&limit=10`,
    });
    const a = SearchResponseSchema.parse(one.json());
    const b = SearchResponseSchema.parse(two.json());
    expect(a.total_count).toBe(b.total_count);
    const groups = [...a.offers, ...b.offers].map((offer) => offer.fare_group);
    expect(new Set(groups).size).toBe(20);
  });
});

describe('R52: switching fare on the offer page', () => {
  it('gives the offer its group, and the other fare priced by the server when it is of the same flights', async () => {
    const offer = (await list(trip)).offers[0];
    const basic = offer?.fare_brands?.[0];
    const flex = offer?.fare_brands?.[2];
    if (!offer || !basic || !flex) throw new Error('no group');
    const shown = OfferSchema.parse((await getOffer(basic.offer_id)).json());
    expect(shown.fare_brands?.map((fare) => fare.offer_id)).toEqual(offer.fare_brands?.map((fare) => fare.offer_id));
    const switched = await getOffer(flex.offer_id, basic.offer_id);
    expect(switched.statusCode).toBe(200);
    const next = OfferSchema.parse(switched.json());
    expect(next.id).toBe(flex.offer_id);
    expect(next.slices[0]?.fare_brand_name).toBe(flex.name);
    expect(next.conditions.refundable).toBe(true);
    expect(next.total_amount).toBe(flex.total_amount);
    expect(next.fare_group).toBe(offer.fare_group);
    expect(next.fare_brands?.find((fare) => fare.offer_id === next.id)?.name).toBe(flex.name);
  });

  it('answers 409 for a fare of other flights or another search, 404 when the group is unknown', async () => {
    const [a, b] = (await list(trip)).offers;
    const elsewhere = (await list(otherTrip)).offers[0];
    if (!a || !b || !elsewhere) throw new Error('no offers');
    const otherFlights = await getOffer(b.id, a.id);
    expect(otherFlights.statusCode).toBe(409);
    expect(otherFlights.json()).toEqual({ error: 'FARE_NOT_IN_GROUP', message: FARE_NOT_IN_GROUP_MESSAGE });
    const otherSearch = await getOffer(elsewhere.id, a.id);
    expect(otherSearch.statusCode).toBe(409);
    const unknown = await getOffer(a.id, 'off_unknown_offer_0001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'FARE_GROUP_NOT_FOUND', message: FARE_GROUP_GONE_MESSAGE });
    expect((await getOffer(a.id, 'not an id!')).statusCode).toBe(400);
  });
});

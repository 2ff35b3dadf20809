import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '../../../shared/schemas/flights';
import { SEARCH_MESSAGES } from '../../../shared/schemas/search';
import { buildApp } from '../../app';
import { startDuffelServer, type DuffelTestServer } from '../../testing/duffel/server';
import { testConfig } from '../../testing/app';
import { useTestDatabase } from '../../testing/database';
import { daysFromNow } from '../../testing/flights';
import { clock, NOW, oneWay, roundTrip } from '../../testing/sandbox';
import { createDuffelProvider } from './duffel';
import { createSandboxProvider } from './sandbox';
import type { Offer } from '../../../shared/schemas/flights';

/* R45: "Direct only" chosen before searching narrows the airline's answer (max_connections 0). */

const database = useTestDatabase();
const connections = (offer: Offer) => Math.max(...offer.slices.map((slice) => slice.segments.length - 1));

let duffel: DuffelTestServer;
beforeAll(async () => {
  duffel = await startDuffelServer();
});
afterAll(() => duffel.close());

describe('the sandbox airline', () => {
  const sandbox = () => createSandboxProvider({ db: database.db, now: clock(NOW).now });

  it('answers only direct offers for maxConnections 0, each one of the whole search and bookable by its id', async () => {
    const all = await sandbox().search(roundTrip('JFK', 'LHR'));
    const direct = await sandbox().search(roundTrip('JFK', 'LHR', '2026-12-01', '2026-12-08', { maxConnections: 0 }));
    expect(all.some((offer) => connections(offer) > 0)).toBe(true);
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((offer) => connections(offer) === 0)).toBe(true);
    const ids = new Set(all.map((offer) => offer.id));
    expect(direct.every((offer) => ids.has(offer.id))).toBe(true);
    const first = direct[0];
    if (!first) throw new Error('no direct offer');
    expect((await sandbox().getOffer(first.id)).id).toBe(first.id);
  });

  it('keeps at most one connection for maxConnections 1, and refuses other values', async () => {
    const some = await sandbox().search(oneWay('SYD', 'LHR', '2026-12-01', { maxConnections: 1 }));
    expect(some.every((offer) => connections(offer) <= 1)).toBe(true);
    await expect(sandbox().search(oneWay('JFK', 'LHR', '2026-12-01', { maxConnections: 3 }))).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });
});

describe('Duffel and its stand-in', () => {
  const provider = () => createDuffelProvider({ accessToken: duffel.token, baseUrl: duffel.url, timeoutMs: 2_000 });

  it('sends max_connections 0 for Direct only, and the stand-in answers only offers with one segment a slice', async () => {
    duffel.setOffersPerSearch(9);
    duffel.calls.length = 0;
    const offers = await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { maxConnections: 0 }));
    expect(duffel.calls[0]?.body?.data).toMatchObject({ max_connections: 0 });
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => connections(offer) === 0)).toBe(true);

    duffel.calls.length = 0;
    const everything = await provider().search(oneWay('JFK', 'LHR'));
    expect(duffel.calls[0]?.body?.data).toMatchObject({ max_connections: 2 });
    expect(everything.some((offer) => connections(offer) > 0)).toBe(true);
    expect(everything.length).toBeGreaterThan(offers.length);
  });

  it('maps total_emissions_kg, a string of kilograms for all passengers', async () => {
    const offers = await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { adults: 2 }));
    for (const offer of offers) expect(offer.total_emissions_kg).toMatch(/^\d+$/);
    expect(new Set(offers.map((offer) => offer.total_emissions_kg)).size).toBeGreaterThan(1);
  });

  it('the stand-in refuses a max_connections Duffel does not document, as a validation error', async () => {
    const response = await fetch(`${duffel.url}/air/offer_requests?return_offers=false`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${duffel.token}`,
        'duffel-version': 'v2',
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        data: {
          slices: [{ origin: 'JFK', destination: 'LHR', departure_date: '2026-12-01' }],
          passengers: [{ type: 'adult' }],
          max_connections: 3,
        },
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { type: string; source?: { field: string } }[] };
    expect(body.errors[0]).toMatchObject({ type: 'validation_error', source: { field: 'max_connections' } });
  });
});

describe('the search API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(), database, { flightProvider: createSandboxProvider({ db: database.db }) });
    await app.ready();
  });
  afterAll(() => app.close());
  const trip = { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(21), limit: 100 };

  it('takes maxConnections 0 in the body and the query, and answers direct flights only', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: { ...trip, maxConnections: 0 },
    });
    expect(body.statusCode).toBe(200);
    const direct = SearchResponseSchema.parse(body.json());
    expect(direct.offers.every((offer) => connections(offer) === 0)).toBe(true);
    const all = SearchResponseSchema.parse(
      (await app.inject({ method: 'POST', url: '/api/flights/search', payload: trip })).json(),
    );
    expect(direct.total_count).toBeLessThan(all.total_count);
    const query = new URLSearchParams({ ...trip, limit: '100', maxConnections: '0' });
    const viaQuery = SearchResponseSchema.parse((await app.inject(`/api/flights/search?${query}`)).json());
    expect(viaQuery.offers.map((o) => o.id)).toEqual(direct.offers.map((o) => o.id));
  });

  it('refuses other values with 400 and the message', async () => {
    for (const maxConnections of [3, -1, 'x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/flights/search',
        payload: { ...trip, maxConnections },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: expect.any(String),
        message: expect.stringContaining(SEARCH_MESSAGES.maxConnections),
      });
    }
  });
});

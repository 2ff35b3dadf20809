import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_GRID_MESSAGES, DateGridResponseSchema } from '../../shared/schemas/date-grid';
import { SearchResponseSchema } from '../../shared/schemas/flights';
import { SEARCH_MESSAGES } from '../../shared/schemas/search-rules';
import { createTestApp, type TestApp } from '../testing/app';
import { daysFromNow } from '../testing/flights';

/* R46 over HTTP on the sandbox airline: GET /api/flights/date-grid and nearby-airport searches. */

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const grid = (query: Record<string, string>) =>
  test.app.inject({ method: 'GET', url: `/api/flights/date-grid?${new URLSearchParams(query)}` });

describe('GET /api/flights/date-grid', () => {
  it('answers a one-way strip of 7 dates, each priced by the sandbox', async () => {
    const response = await grid({ origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(40) });
    expect(response.statusCode).toBe(200);
    const body = DateGridResponseSchema.parse(response.json());
    expect(body.departureDates).toHaveLength(7);
    expect(body.returnDates).toEqual([]);
    expect(body.cells.map((c) => c.status)).toEqual(Array(7).fill('priced'));
  });

  it('answers fewer days either side when asked', async () => {
    const response = await grid({ origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(40), days: '1' });
    expect(DateGridResponseSchema.parse(response.json()).cells).toHaveLength(3);
  });

  it.each([
    [{ origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(40), days: '4' }, DATE_GRID_MESSAGES.days],
    [{ origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(40), days: '0' }, DATE_GRID_MESSAGES.days],
    [{ origin: 'LHR', destination: 'LHR', departureDate: daysFromNow(40) }, SEARCH_MESSAGES.sameAirports],
    [{ origin: 'LHR', destination: 'CDG', departureDate: '2020-01-01' }, SEARCH_MESSAGES.pastDeparture],
    [{ origin: 'LHR', destination: 'CDG', departureDate: 'tomorrow' }, SEARCH_MESSAGES.departureDateFormat],
    [
      { origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(40), returnDate: daysFromNow(39) },
      SEARCH_MESSAGES.returnBeforeDeparture,
    ],
    [{ destination: 'CDG', departureDate: daysFromNow(40) }, SEARCH_MESSAGES.origin],
    [
      { origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(40), nearbyOrigin: 'maybe' },
      DATE_GRID_MESSAGES.nearbyFlag,
    ],
    [
      {
        origin: 'LHR',
        destination: 'CDG',
        departureDate: daysFromNow(40),
        origin2: 'CDG',
        destination2: 'FCO',
        departureDate2: daysFromNow(43),
        origin3: 'FCO',
        destination3: 'LHR',
        departureDate3: daysFromNow(47),
      },
      DATE_GRID_MESSAGES.multiCity,
    ],
  ])('refuses %o with a 400 and its message, never a 500', async (query, message) => {
    const response = await grid(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toEqual(expect.any(String));
    expect(body.message).toContain(message);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses an unknown airport with a 400', async () => {
    const response = await grid({ origin: 'QQQ', destination: 'CDG', departureDate: daysFromNow(40) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'UNKNOWN_AIRPORT' });
  });
});

describe('nearby airports on a search (R46)', () => {
  it('merges the offers of the airports within 100 km into one list, each naming its own airports', async () => {
    const departureDate = daysFromNow(41);
    const plain = SearchResponseSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/flights/search',
          payload: { origin: 'LHR', destination: 'CDG', departureDate, limit: 100 },
        })
      ).json(),
    );
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: {
        origin: 'LHR',
        destination: 'CDG',
        departureDate,
        nearbyOrigin: true,
        nearbyDestination: true,
        limit: 100,
      },
    });
    expect(response.statusCode).toBe(200);
    const merged = SearchResponseSchema.parse(response.json());
    expect(merged.total_count).toBeGreaterThan(plain.total_count);
    const origins = new Set(merged.offers.map((o) => o.slices[0]!.origin.iata_code));
    const destinations = new Set(merged.offers.map((o) => o.slices[0]!.destination.iata_code));
    expect([...origins].some((code) => code !== 'LHR')).toBe(true);
    expect([...destinations].some((code) => code !== 'CDG')).toBe(true);
    // Only the searched airports and their neighbours: London's, and Paris's within 100 km.
    for (const code of origins) expect(['LHR', 'LCY', 'LGW', 'LTN']).toContain(code);
    for (const code of destinations) expect(['CDG', 'LBG', 'ORY', 'BVA']).toContain(code);
    // Still cheapest first, as any search.
    const totals = merged.offers.map((o) => Number(o.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('is read from a query string too ("true")', async () => {
    const departureDate = daysFromNow(42);
    const query = new URLSearchParams({ origin: 'LHR', destination: 'CDG', departureDate, nearbyOrigin: 'true' });
    const response = await test.app.inject({ method: 'GET', url: `/api/flights/search?${query}` });
    expect(response.statusCode).toBe(200);
    const origins = new Set(
      SearchResponseSchema.parse(response.json()).offers.map((o) => o.slices[0]!.origin.iata_code),
    );
    expect(origins.size).toBeGreaterThan(1);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellingAmount, sellingPrice } from '../../shared/pricing';
import { SearchResponseSchema, SeatMapsResponseSchema } from '../../shared/schemas/flights';
import { createSandboxProvider } from '../providers/flights/sandbox';
import { appCountingFlights, daysFromNow, type ProviderCalls } from '../testing/flights';
import { createTestApp } from '../testing/app';
import { useTestDatabase } from '../testing/database';

/*
 * The flight API on the default provider, the built-in sandbox airline (R16), with its
 * scenario routes for the failures: real searches, counted by a wrapper, never mocked.
 */

const database = useTestDatabase();
let app: FastifyInstance;
let calls: ProviderCalls;
let sandbox: ReturnType<typeof createSandboxProvider>;

beforeAll(async () => {
  sandbox = createSandboxProvider({ db: database.db });
  ({ app, calls } = await appCountingFlights(database, sandbox, 500));
});
afterAll(async () => {
  await app.close();
});

const search = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/flights/search', payload: body });
const page = async (body: Record<string, unknown>) => {
  const response = await search(body);
  expect(response.statusCode).toBe(200);
  return SearchResponseSchema.parse(response.json());
};

describe('the default provider', () => {
  it('is the sandbox airline when no Duffel token is configured', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.flightProvider.name).toBe('sandbox');
    } finally {
      await plain.close();
    }
  });
});

describe('search on the sandbox airline', () => {
  it('gives 30 offers cheapest first at selling price, asking the airline once per distinct query', async () => {
    const trip = { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(21), returnDate: daysFromNow(28) };
    const before = calls.search;
    const first = await page(trip);
    expect(first.offers).toHaveLength(Math.min(30, first.total_count));
    expect(first.total_count).toBeGreaterThan(0);
    const totals = first.offers.map((offer) => Number(offer.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    await page({ ...trip, page: 2 });
    const query = new URLSearchParams({ ...trip, adults: '1', page: '1', limit: '100' });
    const all = SearchResponseSchema.parse((await app.inject(`/api/flights/search?${query}`)).json());
    expect(all.offers.slice(0, first.offers.length).map((o) => o.id)).toEqual(first.offers.map((o) => o.id));
    expect(calls.search - before).toBe(1);
    await page({ ...trip, adultsCount: 2 });
    expect(calls.search - before).toBe(2);
  });

  it("never shows the sandbox's net price: every amount is marked up", async () => {
    const { offers } = await page({ origin: 'CDG', destination: 'JFK', departureDate: daysFromNow(15), limit: 3 });
    for (const offer of offers) {
      const net = await sandbox.getOffer(offer.id);
      const selling = sellingPrice(
        { total: net.total_amount, tax: net.tax_amount, currency: net.total_currency },
        2300,
      );
      expect([offer.total_amount, offer.base_amount, offer.tax_amount]).toEqual([
        selling.total,
        selling.base,
        selling.tax,
      ]);
      const detail = (await app.inject(`/api/flights/offer/${offer.id}`)).json();
      expect(detail.total_amount).toBe(selling.total);
      for (const [index, service] of net.available_services.entries()) {
        expect(detail.available_services[index].total_amount).toBe(
          sellingAmount(service.total_amount, service.total_currency, 2300),
        );
      }
    }
  });

  it('prices seats at selling price too', async () => {
    const [offer] = (await page({ origin: 'LHR', destination: 'DXB', departureDate: daysFromNow(9), limit: 1 })).offers;
    const maps = SeatMapsResponseSchema.parse((await app.inject(`/api/flights/seatmaps/${offer?.id}`)).json());
    const net = await sandbox.getSeatMaps(offer?.id ?? '');
    const prices = (list: typeof maps) =>
      list
        .flatMap((m) => m.cabins.flatMap((c) => c.rows.flatMap((r) => r.sections.flatMap((s) => s.elements))))
        .flatMap((e) => e.available_services ?? []);
    const sold = prices(net);
    expect(prices(maps).map((s) => s.total_amount)).toEqual(
      sold.map((s) => sellingAmount(s.total_amount, s.total_currency, 2300)),
    );
  });
});

describe('the sandbox scenario routes through the API', () => {
  it('PVD-RAI: no flights, an empty page', async () => {
    expect(await page({ origin: 'PVD', destination: 'RAI', departureDate: daysFromNow(5) })).toMatchObject({
      offers: [],
      total_count: 0,
    });
  });

  it('STN-BGY: the airline never answers, 504 after our timeout', async () => {
    const started = Date.now();
    const response = await search({ origin: 'STN', destination: 'BGY', departureDate: daysFromNow(5) });
    expect([response.statusCode, response.json()]).toEqual([
      504,
      { error: 'PROVIDER_TIMEOUT', message: 'The airline took too long to answer. Please try again.' },
    ]);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('LGW-PMI: listed offers are gone when opened, 410 on offer and verify-offer', async () => {
    const [offer] = (await page({ origin: 'LGW', destination: 'PMI', departureDate: daysFromNow(5), limit: 1 })).offers;
    // The offer page asks the airline, so a fare gone since the search says so at once.
    const opened = await app.inject(`/api/flights/offer/${offer?.id}`);
    expect(opened.statusCode).toBe(410);
    // Withdrawn, not expired: the same 410 and code, in words that do not blame the clock.
    expect(opened.json()).toEqual({
      error: 'OFFER_EXPIRED',
      message: 'This flight is no longer available. Please select another flight.',
    });
    const verify = await app.inject(`/api/flights/verify-offer/${offer?.id}`);
    expect(verify.statusCode).toBe(410);
    expect(verify.json()).toMatchObject({
      valid: false,
      error: 'OFFER_EXPIRED',
      message: 'This flight is no longer available. Please select another flight.',
      minutes_remaining: 0,
    });
    expect((await app.inject(`/api/flights/seatmaps/${offer?.id}`)).statusCode).toBe(410);
  });

  it('an id the sandbox never made is 404', async () => {
    expect((await app.inject('/api/flights/offer/off_nothing_here')).statusCode).toBe(404);
    expect((await app.inject('/api/flights/verify-offer/off_nothing_here')).statusCode).toBe(404);
  });
});

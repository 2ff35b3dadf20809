import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_DATA_ID } from '../../shared/page-data';
import { buildApp } from '../app';
import type { FlightProvider } from '../providers/flights/types';
import { createSandboxProvider } from '../providers/flights/sandbox/index';
import { countingProvider, daysFromNow, type ProviderCalls } from '../testing/flights';
import { testConfig } from '../testing/app';
import { createClientDir } from '../../../tests/support/client-dir';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { RESULTS_RENDER_BUDGET_MS } from './results-page';

/*
 * R31: /search arrives with its first cards drawn and its page of offers written in for the
 * browser to hydrate from, rendered by the real prerender module on the sandbox airline; the
 * browser side (hydration in place, no second search) is tests/e2e/results.spec.ts's.
 */

const INDEX =
  '<!doctype html><html><head><title>Test</title><link rel="stylesheet" crossorigin href="/assets/index-Rr11.css"></head><body><div id="root"></div></body></html>';
const CSS = '.card{color:red}';
/** Searches to this airport answer only after the page's budget. */
const SLOW_DESTINATION = 'CDG';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ProviderCalls;
/** The slow airline's searches, awaited before the database goes. */
const slowSearches: Promise<unknown>[] = [];

beforeAll(async () => {
  const clientDir = await createClientDir(INDEX, { prerender: true });
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'index-Rr11.css'), CSS);
  database = await createTestDatabase();
  const counted = countingProvider(createSandboxProvider({ db: database.db }));
  calls = counted.calls;
  const provider: FlightProvider = {
    ...counted.provider,
    search: async (query, signal) => {
      if (query.slices[0]?.destination === SLOW_DESTINATION) {
        const late = new Promise((resolve) => setTimeout(resolve, RESULTS_RENDER_BUDGET_MS + 2_000));
        slowSearches.push(late);
        await late;
      }
      return counted.provider.search(query, signal);
    },
  };
  app = await buildApp(testConfig({ clientDir }), database, { flightProvider: provider });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await Promise.all(slowSearches);
  await app?.close();
  await database?.destroy();
});

// As the search form writes it (J2), so the page's key is the query itself.
const QUERY = new URLSearchParams({
  origin: 'JFK',
  destination: 'LHR',
  departureDate: daysFromNow(40),
  cabinClass: 'economy',
  adultsCount: '2',
  childrenCount: '0',
  infantsCount: '0',
  tripType: 'round-trip',
  returnDate: daysFromNow(47),
});
/** #root's markup without React's text separators. */
const root = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="search-data">/
    .exec(html)?.[1]
    ?.replaceAll('<!-- -->', '') ?? '';
const sentData = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${SEARCH_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { key: string; page: unknown; sentAt: number });
};
const searches = () => calls.search;

describe('the results page rendered by the server', () => {
  it('draws the first ten cards and writes in the page the API would answer, from one airline call', async () => {
    const before = searches();
    const res = await app.inject({ method: 'GET', url: `/search?${QUERY}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = root(res.body);
    expect(html).toMatch(/<h1 id="results-route"[^>]*>[\s\S]*New York[\s\S]*London/);
    expect(html.match(/<article/g)).toHaveLength(10);
    expect(html).toMatch(/Showing <strong[^>]*>30<\/strong> of <strong[^>]*>30<\/strong> flights/);

    const data = sentData(res.body);
    expect(data?.key).toBe(QUERY.toString());
    const api = await app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: {
        origin: 'JFK',
        destination: 'LHR',
        departureDate: QUERY.get('departureDate'),
        returnDate: QUERY.get('returnDate'),
        cabinClass: 'economy',
        adultsCount: 2,
        childrenCount: 0,
        infantsCount: 0,
      },
    });
    expect(api.headers['x-cache']).toBe('hit');
    expect(data?.page).toEqual(api.json());
    expect(searches() - before).toBe(1);

    // The screen's own title and description, before any script has run.
    expect(res.body).toContain('<title>Flights from New York to London | SkyBound Travel - Flight Booking</title>');
    expect(res.body).toContain(
      '<meta property="og:title" content="Flights from New York to London | SkyBound Travel - Flight Booking" />',
    );
    expect(res.body).toMatch(/<meta name="description" content="Compare flights from New York to London: [^"]+" \/>/);
    // The stylesheet inline, and still no inline script the CSP would refuse.
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toMatch(/<script(?![^>]*(type="application\/json"|type="module"))/);
  });

  it('draws the filters and order the URL names', async () => {
    // Which airline to filter by comes from the day's page: the sandbox's offers change with the date.
    type PageOffer = { owner: { iata_code: string | null; name: string } };
    const unfiltered = await app.inject({ method: 'GET', url: `/search?${QUERY}` });
    const offers = (sentData(unfiltered.body)?.page as { offers: PageOffer[] }).offers;
    const airline = offers[0]!.owner;
    const expected = offers.filter((offer) => offer.owner.iata_code === airline.iata_code).length;

    const url = `/search?${QUERY}&sort=duration-asc&airlines=${airline.iata_code}`;
    const res = await app.inject({ method: 'GET', url });
    const html = root(res.body);
    const shown = Number(/Showing <strong[^>]*>(\d+)<\/strong> of <strong[^>]*>30<\/strong> flights/.exec(html)?.[1]);
    expect(shown).toBe(expected);
    expect(html.match(/<article/g)).toHaveLength(Math.min(shown, 10));
    const list = html.slice(html.indexOf('aria-label="Flights"'));
    expect(list.split(airline.name).length - 1).toBeGreaterThanOrEqual(Math.min(shown, 10));
    // The URL's sort of before R45 (duration-asc) is drawn as what replaced it.
    expect(html).toContain('Fastest');
    // The page of offers is the search's, whatever the filters: the browser filters it again.
    expect((sentData(res.body)?.page as { offers: unknown[] }).offers).toHaveLength(30);
  });

  it('draws a cached search once per order: a reload gets the same page, dated when it was drawn', async () => {
    const url = `/search?${QUERY}&sort=price-desc`;
    const first = sentData((await app.inject({ method: 'GET', url })).body);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = sentData((await app.inject({ method: 'GET', url })).body);
    expect(again?.sentAt).toBe(first?.sentAt);
    expect(first?.sentAt).toBeLessThanOrEqual(Date.now());
    const other = sentData((await app.inject({ method: 'GET', url: `${url}&stops=1` })).body);
    expect(other?.sentAt).toBeGreaterThan(first?.sentAt ?? Number.POSITIVE_INFINITY);
  });

  it('sends the compressed page to browsers that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: `/search?${QUERY}`, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(root(html).match(/<article/g)).toHaveLength(10);
    expect(res.rawPayload.length).toBeLessThan(html.length / 8);
  });

  it.each([
    ['no search in the URL', 'origin=JFK'],
    ["offers kept in the browser (Load More's)", `${QUERY}&showMore=true&previousCount=30`],
    ['a departure date in the past', QUERY.toString().replace(/departureDate=[^&]+/, 'departureDate=2020-01-01')],
    ['an airport no one knows', QUERY.toString().replace('LHR', 'QQQ')],
    ['more passengers than a booking holds', QUERY.toString().replace('adultsCount=2', 'adultsCount=12')],
  ])('leaves the page to the browser for %s, without asking the airline', async (_, query) => {
    const before = searches();
    const res = await app.inject({ method: 'GET', url: `/search?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(`id="${SEARCH_DATA_ID}"`);
    expect(searches()).toBe(before);
  });

  it('does not hold the page past its budget for a slow airline', async () => {
    const started = Date.now();
    const res = await app.inject({
      method: 'GET',
      url: `/search?${QUERY.toString().replace('LHR', SLOW_DESTINATION)}`,
    });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(took).toBeGreaterThanOrEqual(RESULTS_RENDER_BUDGET_MS - 50);
    // Well before the airline's answer (budget + 2 s).
    expect(took).toBeLessThan(RESULTS_RENDER_BUDGET_MS + 1_000);
  });

  it.each([
    ['a HEAD request', { method: 'HEAD' as const, headers: {} }],
    ["a browser's prefetch", { method: 'GET' as const, headers: { 'sec-purpose': 'prefetch' } }],
    ['an older prefetch header', { method: 'GET' as const, headers: { purpose: 'prefetch' } }],
  ])('does not ask the airline for %s', async (_, { method, headers }) => {
    const before = searches();
    const res = await app.inject({ method, url: `/search?${QUERY.toString().replace('LHR', 'MAD')}`, headers });
    expect(res.statusCode).toBe(200);
    if (method === 'GET') expect(res.body).toContain('<div id="root"></div>');
    expect(searches()).toBe(before);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellingPrice } from '../../shared/pricing';
import {
  OfferSchema,
  SearchResponseSchema,
  SeatMapsResponseSchema,
  VerifyOfferSchema,
} from '../../shared/schemas/flights';
import { SEARCH_MESSAGES } from '../../shared/schemas/search';
import { createDuffelProvider } from '../providers/flights/duffel';
import { startDuffelServer, type DuffelTestServer } from '../testing/duffel/server';
import { appCountingFlights, daysFromNow, type ProviderCalls } from '../testing/flights';
import { useTestDatabase } from '../testing/database';

/*
 * The flight API end to end (app.inject), on the site's database, with the Duffel adapter talking
 * to the local Duffel server: real HTTP, real normalising, a counting wrapper to see the calls.
 */

let server: DuffelTestServer;
const database = useTestDatabase();
let app: FastifyInstance;
let calls: ProviderCalls;
const net = () => createDuffelProvider({ accessToken: server.token, baseUrl: server.url });

beforeAll(async () => {
  server = await startDuffelServer({ offersPerSearch: 75 });
  ({ app, calls } = await appCountingFlights(database, net(), 1_000));
});
afterAll(async () => {
  await app.close();
  await server.close();
});

let day = 20;
const trip = (extra: Record<string, unknown> = {}) => ({
  origin: 'JFK',
  destination: 'LHR',
  departureDate: daysFromNow(day++),
  ...extra,
});
const post = (body: unknown) => app.inject({ method: 'POST', url: '/api/flights/search', payload: body as object });
const get = (url: string) => app.inject({ method: 'GET', url });
const qs = (params: Record<string, unknown>) => new URLSearchParams(params as Record<string, string>).toString();

async function expectBadRequest(answer: Promise<{ statusCode: number; json: () => unknown }>, message: string) {
  const response = await answer;
  expect(response.statusCode).toBe(400);
  expect((response.json() as { message: string }).message).toBe(message);
}

describe('search validation: 400 with the form’s own words, never 500', () => {
  it.each([
    ['no origin', { origin: undefined }, SEARCH_MESSAGES.origin],
    ['a short origin', { origin: 'JF' }, 'Please select an origin airport'],
    ['no destination', { destination: '' }, 'Please select a destination airport'],
    ['no departure date', { departureDate: undefined }, 'Please select a departure date'],
    ['the same airports', { destination: 'JFK' }, 'Origin and destination cannot be the same'],
    ['a past departure', { departureDate: daysFromNow(-2) }, 'Departure date cannot be in the past'],
    ['a return before departure', { returnDate: daysFromNow(1) }, 'Return date must be after departure date'],
    ['0 adults', { adultsCount: 0 }, 'At least 1 adult is required'],
    ['10 adults', { adultsCount: 10 }, SEARCH_MESSAGES.adultsMax],
    ['more infants than adults', { adultsCount: 1, infantsCount: 2 }, SEARCH_MESSAGES.infantsOverAdults],
    ['more than 9 passengers', { adultsCount: 5, childrenCount: 4, infantsCount: 1 }, SEARCH_MESSAGES.totalPassengers],
    ['9 children', { childrenCount: 9 }, SEARCH_MESSAGES.children],
    ['an unknown cabin', { cabinClass: 'luxury' }, SEARCH_MESSAGES.cabinClass],
    ['a limit over 100', { limit: 101 }, SEARCH_MESSAGES.limit],
    ['page 0', { page: 0 }, SEARCH_MESSAGES.page],
  ])('POST refuses %s', async (_name, change, message) => {
    await expectBadRequest(post(trip({ departureDate: daysFromNow(30), ...change })), message);
  });

  it('GET refuses the same, reading the results page’s spellings too', async () => {
    await expectBadRequest(get(`/api/flights/search?${qs(trip({ adults: '0' }))}`), SEARCH_MESSAGES.adultsMin);
    await expectBadRequest(
      get(`/api/flights/search?${qs(trip({ adults: '1', infants: '2' }))}`),
      SEARCH_MESSAGES.infantsOverAdults,
    );
    await expectBadRequest(get(`/api/flights/search?${qs(trip({ limit: '500' }))}`), SEARCH_MESSAGES.limit);
    await expectBadRequest(get('/api/flights/search?origin=JFK'), SEARCH_MESSAGES.destination);
  });

  it("refuses a multi-city search that breaks R24 with 400 and the form's words, by POST and GET", async () => {
    const hop = (origin: string, destination: string, days: number) => ({
      origin,
      destination,
      departureDate: daysFromNow(days),
    });
    const three = [hop('JFK', 'LHR', 40), hop('LHR', 'CDG', 43), hop('CDG', 'JFK', 46)];
    const six = [...three, hop('JFK', 'BOS', 47), hop('BOS', 'MIA', 48), hop('MIA', 'JFK', 49)];
    await expectBadRequest(post({ slices: six }), 'A multi-city trip has at most 5 flights');
    await expectBadRequest(
      post({ slices: [three[0], hop('LHR', 'CDG', 39)] }),
      'Each flight must depart on or after the flight before it',
    );
    await expectBadRequest(
      post({ slices: [three[0], hop('LHR', 'LHR', 43)] }),
      'A flight cannot land at the airport it leaves from',
    );
    const query = qs({
      ...three[0],
      origin2: 'LHR',
      destination2: 'CDG',
      departureDate2: daysFromNow(38),
    });
    await expectBadRequest(get(`/api/flights/search?${query}`), SEARCH_MESSAGES.sliceOrder);
  });

  it('names the field in `fields` for the form', async () => {
    const response = await post(trip({ destination: 'JFK' }));
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Origin and destination cannot be the same',
      fields: [{ path: 'body.destination', message: 'Origin and destination cannot be the same' }],
    });
  });

  it('refuses unknown airports with a clear 400', async () => {
    const response = await post(trip({ origin: 'QQQ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'UNKNOWN_AIRPORT',
      message: 'Unknown origin airport "QQQ". Please select an origin airport from the list.',
    });
  });

  it('refuses bodies that are not a search', async () => {
    for (const payload of ['[]', '"JFK"', '{"origin":']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/flights/search',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it.each(['bad.id', 'a%20b', '%E2%9C%88', "x'--"])('refuses the malformed offer id %s with 400', async (id) => {
    for (const path of ['offer', 'seatmaps', 'verify-offer']) {
      const response = await get(`/api/flights/${path}/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', message: 'The offer id is not valid' });
    }
  });

  it('refuses an offer id longer than 100 characters before routing (414), never a 500', async () => {
    // Fastify's router refuses path parameters over maxParamLength (100) itself.
    const response = await get(`/api/flights/offer/${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(414);
  });
});

describe('search results', () => {
  it('POST gives page 1 of 30, cheapest first, at selling price, asking the provider once', async () => {
    const before = calls.search;
    const search = trip();
    const response = await post(search);
    expect(response.statusCode).toBe(200);
    const page = SearchResponseSchema.parse(response.json());
    expect([page.total_count, page.page, page.limit, page.offers.length]).toEqual([75, 1, 30, 30]);
    const totals = page.offers.map((offer) => Number(offer.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    // Load More as the client does it: GET, limit 100, the results page's spellings.
    const more = await get(
      `/api/flights/search?${qs({ ...search, adults: '1', children: '0', page: '1', limit: '100' })}`,
    );
    const all = SearchResponseSchema.parse(more.json());
    expect([all.total_count, all.offers.length]).toEqual([75, 75]);
    expect(all.offers.slice(0, 30).map((o) => o.id)).toEqual(page.offers.map((o) => o.id));
    const two = SearchResponseSchema.parse((await get(`/api/flights/search?${qs({ ...search, page: '2' })}`)).json());
    expect(two.offers.map((o) => o.id)).toEqual(all.offers.slice(30, 60).map((o) => o.id));
    expect(calls.search - before).toBe(1);

    await post({ ...search, cabinClass: 'first' });
    expect(calls.search - before).toBe(2);
  });

  it('sends the page compressed when the browser accepts it: the same JSON, a fraction of the bytes', async () => {
    const search = trip();
    const plain = await post(search);
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await app.inject({
        method: 'POST',
        url: '/api/flights/search',
        payload: search,
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(unpack(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("never lets the provider's net price out", async () => {
    const page = SearchResponseSchema.parse((await post(trip({ limit: 3 }))).json());
    for (const offer of page.offers) {
      const netOffer = await net().getOffer(offer.id);
      const split = { total: netOffer.total_amount, tax: netOffer.tax_amount, currency: netOffer.total_currency };
      const selling = sellingPrice(split, 2300);
      expect([offer.total_amount, offer.base_amount, offer.tax_amount]).toEqual([
        selling.total,
        selling.base,
        selling.tax,
      ]);
      expect(JSON.stringify(offer)).not.toContain(`"${netOffer.total_amount}"`);
    }
  });

  it('answers an empty list when no flight goes', async () => {
    const page = SearchResponseSchema.parse((await post(trip({ origin: 'PVD', destination: 'RAI' }))).json());
    expect([page.total_count, page.offers]).toEqual([0, []]);
  });

  it('accepts multi-city slices (R13)', async () => {
    const slices = [
      { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(40) },
      { origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(43) },
      { origin: 'CDG', destination: 'JFK', departureDate: daysFromNow(47) },
    ];
    const page = SearchResponseSchema.parse((await post({ slices, limit: 1 })).json());
    expect(page.offers[0]?.slices.map((s) => `${s.origin.iata_code}-${s.destination.iata_code}`)).toEqual([
      'JFK-LHR',
      'LHR-CDG',
      'CDG-JFK',
    ]);
  });
});

describe('offer, seat maps and verification', () => {
  async function firstOffer(route: Record<string, unknown> = {}) {
    const page = SearchResponseSchema.parse((await post(trip({ limit: 1, ...route }))).json());
    return page.offers[0]!;
  }

  it('GET offer gives the offer at selling price with its services', async () => {
    const listed = await firstOffer({ adultsCount: 2 });
    const response = await get(`/api/flights/offer/${listed.id}`);
    expect(response.statusCode).toBe(200);
    const offer = OfferSchema.parse(response.json());
    expect(offer.total_amount).toBe(listed.total_amount);
    expect(offer.available_services.map((s) => [s.name, s.total_amount])).toEqual([
      ['Checked bag', '55.00'],
      ['Checked bag', '55.00'],
    ]);
  });

  it('GET seat maps gives one map per segment at selling price, [] when there are none', async () => {
    const listed = await firstOffer();
    const maps = SeatMapsResponseSchema.parse((await get(`/api/flights/seatmaps/${listed.id}`)).json());
    expect(maps).toHaveLength(listed.slices[0]?.segments.length ?? 0);
    server.script({ path: '/air/seat_maps', status: 200, body: { data: [] } });
    expect((await get(`/api/flights/seatmaps/${listed.id}`)).json()).toEqual([]);
  });

  it('verify-offer: 200 with minutes left, 410 when gone, 404 when unknown', async () => {
    const listed = await firstOffer();
    const valid = await get(`/api/flights/verify-offer/${listed.id}`);
    expect(valid.statusCode).toBe(200);
    expect(VerifyOfferSchema.parse(valid.json())).toMatchObject({ valid: true, error: null, offer_id: listed.id });
    expect(valid.json().minutes_remaining).toBeGreaterThanOrEqual(29);

    const gone = await firstOffer({ origin: 'LGW', destination: 'LHR' });
    const expired = await get(`/api/flights/verify-offer/${gone.id}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      valid: false,
      error: 'OFFER_EXPIRED',
      message: 'This flight is no longer available. Please select another flight.',
      offer_id: gone.id,
      expires_at: gone.expires_at,
      minutes_remaining: 0,
    });

    const unknown = await get('/api/flights/verify-offer/off_0000unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ valid: false, error: 'OFFER_NOT_FOUND', offer_id: 'off_0000unknown' });
  });

  it('maps provider failures: 410 gone offer, 404 unknown offer, 504 too slow, 502 failing', async () => {
    const gone = await firstOffer({ origin: 'LGW', destination: 'LHR' });
    // Duffel's offer_no_longer_available: the same 410 and code, without blaming the clock.
    const withdrawn = await get(`/api/flights/offer/${gone.id}`);
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([
      410,
      { error: 'OFFER_EXPIRED', message: 'This flight is no longer available. Please select another flight.' },
    ]);
    expect((await get('/api/flights/offer/off_0000unknown')).statusCode).toBe(404);

    server.script({ path: '/air/offer_requests', delayMs: 3_000 });
    const slow = await post(trip());
    expect([slow.statusCode, slow.json()]).toEqual([
      504,
      { error: 'PROVIDER_TIMEOUT', message: 'The airline took too long to answer. Please try again.' },
    ]);

    server.script({ path: '/air/offer_requests', status: 503, body: {} });
    const failing = await post(trip());
    expect(failing.statusCode).toBe(502);
    expect(failing.json().error).toBe('PROVIDER_UNAVAILABLE');

    const seatsFailing = await firstOffer();
    server.script({ path: '/air/seat_maps', status: 500, body: {} });
    expect((await get(`/api/flights/seatmaps/${seatsFailing.id}`)).statusCode).toBe(502);
  });
});

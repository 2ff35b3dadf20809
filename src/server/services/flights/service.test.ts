import { describe, expect, it, vi } from 'vitest';
import { OFFER_LIST_CAP } from '../../../shared/schemas/search-rules';
import { DEFAULT_BRAND } from '../../../shared/brand';
import { sellingAmount, sellingPrice } from '../../../shared/pricing';
import type { SearchRequest } from '../../../shared/schemas/search';
import { isKnownLocationCode } from '../../data/airports';
import { AppError } from '../../errors';
import { createDuffelProvider } from '../../providers/flights/duffel';
import { useDuffelServer } from '../../testing/duffel/app';
import { createFlightsService, type FlightsServiceOptions } from './service';
import { countingProvider, daysFromNow } from '../../testing/flights';
import { createMemoryOfferCache } from './offer-cache';
import { rejectionOf } from '../../testing/errors';
import { oneWay } from '../../testing/sandbox';

const OFFERS_PER_SEARCH = 45;
const server = useDuffelServer({ offersPerSearch: OFFERS_PER_SEARCH });

const duffel = () => createDuffelProvider({ accessToken: server.token, baseUrl: server.url, pageSize: 20 });

function setup(options: Partial<FlightsServiceOptions> = {}) {
  const inner = duffel();
  const { provider, calls } = countingProvider(inner);
  const service = createFlightsService({ provider, isKnownLocation: isKnownLocationCode, ...options });
  return { inner, calls, service };
}

let day = 10;
/** A search no other test has asked, so the provider is really asked. */
const request = (extra: Partial<SearchRequest> = {}, origin = 'JFK', destination = 'LHR'): SearchRequest => ({
  ...oneWay(origin, destination, daysFromNow(day++)),
  page: 1,
  limit: 30,
  ...extra,
});

const appError = (promise: Promise<unknown>) => rejectionOf(promise, AppError);

describe('search', () => {
  it('asks the provider once per distinct query; pages and repeats come from the cache', async () => {
    const { calls, service } = setup();
    const first = request();
    await service.search(first);
    await service.search({ ...first, page: 2 });
    await service.search({ ...first, page: 1, limit: 100 });
    expect(calls.search).toBe(1);
    await service.search({ ...first, cabinClass: 'business' });
    await service.search({ ...first, adults: 2 });
    expect(calls.search).toBe(3);
  });

  it("says when the list is the provider's cheapest 500 only, and not otherwise (R43)", async () => {
    const { service } = setup();
    server.setOffersPerSearch(OFFER_LIST_CAP + 20);
    try {
      const capped = await service.search(request());
      expect([capped.total_count, capped.cheapest_only]).toEqual([OFFER_LIST_CAP, true]);
      server.setOffersPerSearch(OFFER_LIST_CAP - 1);
      const whole = await service.search(request());
      expect([whole.total_count, whole.cheapest_only]).toEqual([OFFER_LIST_CAP - 1, undefined]);
    } finally {
      server.setOffersPerSearch(OFFERS_PER_SEARCH);
    }
  });

  it('shares one provider call among identical searches arriving together', async () => {
    const { calls, service } = setup();
    const same = request();
    const answers = await Promise.all(Array.from({ length: 5 }, () => service.search(same)));
    expect(calls.search).toBe(1);
    expect(new Set(answers.map((a) => a.offers[0]?.id)).size).toBe(1);
  });

  it('asks again once the 5 minutes are over', async () => {
    let now = Date.now();
    const clock = () => now;
    const { calls, service } = setup({ now: clock, cache: createMemoryOfferCache({ now: clock }) });
    const same = request();
    await service.search(same);
    now += 4 * 60_000 + 59_000;
    await service.search(same);
    expect(calls.search).toBe(1);
    now += 2_000;
    await service.search(same);
    expect(calls.search).toBe(2);
  });

  it('pages the offers cheapest first, with the total count', async () => {
    const { service } = setup();
    const query = request();
    const one = await service.search(query);
    const two = await service.search({ ...query, page: 2 });
    const three = await service.search({ ...query, page: 3 });
    expect([one.total_count, one.page, one.limit, one.offers.length]).toEqual([45, 1, 30, 30]);
    expect([two.page, two.offers.length, three.offers.length]).toEqual([2, 15, 0]);
    const all = [...one.offers, ...two.offers];
    expect(new Set(all.map((offer) => offer.id)).size).toBe(45);
    const totals = all.map((offer) => Number(offer.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const hundred = await service.search({ ...query, limit: 100 });
    expect(hundred.offers.map((o) => o.id)).toEqual(all.map((o) => o.id));
  });

  it("answers at the brand's selling price: the provider's net never leaves", async () => {
    const { inner, service } = setup();
    const { offers } = await service.search(request({ limit: 5 }));
    for (const offer of offers) {
      const net = await inner.getOffer(offer.id);
      const price = sellingPrice({ total: net.total_amount, tax: net.tax_amount, currency: net.total_currency }, 2300);
      expect([offer.total_amount, offer.base_amount, offer.tax_amount]).toEqual([price.total, price.base, price.tax]);
      expect(offer.total_amount).not.toBe(net.total_amount);
      expect(offer.base_amount).not.toBe(net.base_amount);
    }
  });

  it('prices with the markup of the brand it is given, from one cached list', async () => {
    const { inner, calls, service } = setup();
    const query = request({ limit: 1 });
    const standard = (await service.search(query)).offers[0];
    const cheaper = (await service.search(query, { id: 'other', markupBasisPoints: 1000 })).offers[0];
    expect(calls.search).toBe(1);
    const net = await inner.getOffer(cheaper?.id ?? '');
    expect(cheaper?.total_amount).toBe(sellingAmount(net.total_amount, net.total_currency, 1000));
    const defaultNet = await inner.getOffer(standard?.id ?? '');
    expect(standard?.total_amount).toBe(
      sellingAmount(defaultNet.total_amount, defaultNet.total_currency, DEFAULT_BRAND.markupBasisPoints),
    );
  });

  it('refuses unknown airports with a 400 before asking the provider', async () => {
    const { calls, service } = setup();
    const error = await appError(service.search(request({}, 'QQQ', 'LHR')));
    expect([error.statusCode, error.code]).toEqual([400, 'UNKNOWN_AIRPORT']);
    expect(error.message).toBe('Unknown origin airport "QQQ". Please select an origin airport from the list.');
    const other = await appError(service.search(request({}, 'JFK', 'QQQ')));
    expect(other.message).toBe('Unknown destination airport "QQQ". Please select a destination airport from the list.');
    expect(calls.search).toBe(0);
  });

  it('answers 504 when the provider is slower than the timeout, and does not keep the failure', async () => {
    const { calls, service } = setup({ timeoutMs: 200 });
    server.script({ path: '/air/offer_requests', delayMs: 1_000 });
    const query = request();
    // Our 200 ms timer is set before the request leaves and the stand-in's 1 s wait only once it
    // arrives, so the timer fires first however slow the machine is.
    const error = await appError(service.search(query));
    expect([error.statusCode, error.code, error.message]).toEqual([
      504,
      'PROVIDER_TIMEOUT',
      'The airline took too long to answer. Please try again.',
    ]);
    // The search asked again is bounded by the same 200 ms, and a loaded machine can take longer
    // for its four calls: on a clock that does not move, it is only about the failure not being kept.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect((await service.search(query)).total_count).toBe(45);
    } finally {
      vi.useRealTimers();
    }
    expect(calls.search).toBe(2);
  });

  it('answers 502 when the provider fails', async () => {
    const { service } = setup();
    server.script({ path: '/air/offer_requests', status: 500, body: {} });
    const error = await appError(service.search(request()));
    expect([error.statusCode, error.code]).toEqual([502, 'PROVIDER_UNAVAILABLE']);
  });
});

describe('the cache across a switch of mode', () => {
  it('answers a search during which the mode changed, but does not file it under either mode', async () => {
    let mode = 'test';
    const inner = duffel();
    const { provider, calls } = countingProvider({
      ...inner,
      name: inner.name,
      // The admin goes live while the airline is answering.
      search: async (query, signal) => {
        const offers = await inner.search(query, signal);
        mode = 'live';
        return offers;
      },
    });
    const service = createFlightsService({ provider, cacheScope: () => mode });
    const asked = request();
    expect((await service.search(asked)).offers.length).toBeGreaterThan(0);
    mode = 'test';
    await service.search(asked);
    expect(calls.search).toBe(2);
    // Without a switch, the second search is the cache's.
    await service.search(asked);
    expect(calls.search).toBe(3);
    await service.search(asked);
    expect(calls.search).toBe(3);
  });
});

describe('offers, seat maps and verification', () => {
  it('serves an offer with its services at selling price, asking the provider each time it is opened', async () => {
    const { calls, service } = setup();
    const [listed] = (await service.search(request({ limit: 1 }))).offers;
    const offer = await service.getOffer(listed?.id ?? '');
    expect(offer.total_amount).toBe(listed?.total_amount);
    expect(offer.available_services[0]?.total_amount).toBe(sellingAmount('45.00', 'GBP', 2300)); // 55.35 -> 55.00
    await service.getOffer(listed?.id ?? '');
    expect(calls.getOffer).toBe(2);
  });

  it('says 410 for an offer the cache knows has expired, without asking', async () => {
    let now = Date.now();
    const clock = () => now;
    const { calls, service } = setup({ now: clock, cache: createMemoryOfferCache({ now: clock, ttlMs: 3_600_000 }) });
    const [listed] = (await service.search(request({ limit: 1 }))).offers;
    now += 31 * 60_000;
    const error = await appError(service.getOffer(listed?.id ?? ''));
    expect([error.statusCode, error.code, error.message]).toEqual([
      410,
      'OFFER_EXPIRED',
      'This flight offer has expired. Please select another flight.',
    ]);
    expect(calls.getOffer).toBe(0);
  });

  it('maps an unknown offer to 404', async () => {
    const error = await appError(setup().service.getOffer('off_0000nothere'));
    expect([error.statusCode, error.code]).toEqual([404, 'OFFER_NOT_FOUND']);
  });

  it('prices seats like every other service', async () => {
    const { service } = setup();
    const [listed] = (await service.search(request({ limit: 1 }))).offers;
    const maps = await service.getSeatMaps(listed?.id ?? '');
    const prices = maps
      .flatMap((map) => map.cabins.flatMap((c) => c.rows.flatMap((r) => r.sections.flatMap((s) => s.elements))))
      .flatMap((element) => element.available_services ?? [])
      .map((service) => service.total_amount);
    expect(new Set(prices)).toEqual(new Set(['25.00', '37.00'])); // 20.00 and 30.00 net
  });

  it('verifies with the provider every time: minutes left, floored', async () => {
    const { calls, service } = setup();
    const [listed] = (await service.search(request({ limit: 1 }))).offers;
    const outcome = await service.verifyOffer(listed?.id ?? '');
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({
      valid: true,
      error: null,
      offer_id: listed?.id,
      expires_at: listed?.expires_at,
    });
    const exact = (Date.parse(listed?.expires_at ?? '') - Date.now()) / 60_000;
    expect(outcome.body.minutes_remaining).toBe(Math.floor(exact));
    await service.verifyOffer(listed?.id ?? '');
    expect(calls.getOffer).toBe(2);
  });

  it('verifies a gone offer as 410 and an unknown one as 404, in the same shape', async () => {
    const { service } = setup();
    const [gone] = (await service.search(request({ limit: 1 }, 'LGW', 'LHR'))).offers;
    expect(await service.verifyOffer(gone?.id ?? '')).toEqual({
      status: 410,
      body: {
        valid: false,
        error: 'OFFER_EXPIRED',
        message: 'This flight is no longer available. Please select another flight.',
        offer_id: gone?.id,
        expires_at: gone?.expires_at,
        minutes_remaining: 0,
      },
    });
    const unknown = await service.verifyOffer('off_0000nothere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ valid: false, error: 'OFFER_NOT_FOUND', expires_at: null });
  });

  it('quotes a booking at net and at selling price from the provider’s current offer', async () => {
    const { calls, service } = setup();
    const [listed] = (await service.search(request({ limit: 1 }, 'LHR', 'STN'))).offers; // price rises on reads
    const quote = await service.quoteForBooking(listed?.id ?? '');
    expect(calls.getOffer).toBe(1);
    expect(quote.markupBasisPoints).toBe(2300);
    expect(quote.selling.total_amount).toBe(sellingAmount(quote.net.total_amount, 'GBP', 2300));
  });
});

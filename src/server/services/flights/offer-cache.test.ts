import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../shared/schemas/flights';
import { createMemoryOfferCache, OFFER_CACHE_TTL_MS } from './offer-cache';

const offer = (id: string) => ({ id }) as Offer;
const offers = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => offer(`${prefix}${i}`));

describe('in-process offer cache', () => {
  it('keeps searches and offers for 5 minutes', async () => {
    expect(OFFER_CACHE_TTL_MS).toBe(300_000);
    let now = 0;
    const cache = createMemoryOfferCache({ now: () => now });
    const list = offers('a', 3);
    await cache.setSearch('q', list);
    await cache.setOffers([{ offer: offer('x'), detailed: true }]);
    now = 299_999;
    expect(await cache.getSearch('q')).toBe(list);
    expect(await cache.getOffer('x')).toEqual({ offer: offer('x'), detailed: true });
    now = 300_000;
    expect(await cache.getSearch('q')).toBeUndefined();
    expect(await cache.getOffer('x')).toBeUndefined();
    expect(cache.stats()).toEqual({ searches: 0, offers: 0 });
  });

  it('drops the least recently used search past the count cap', async () => {
    const cache = createMemoryOfferCache({ maxSearches: 2 });
    await cache.setSearch('one', offers('a', 1));
    await cache.setSearch('two', offers('b', 1));
    await cache.getSearch('one'); // now 'two' is the oldest
    await cache.setSearch('three', offers('c', 1));
    expect(await cache.getSearch('two')).toBeUndefined();
    expect(await cache.getSearch('one')).toBeDefined();
    expect(await cache.getSearch('three')).toBeDefined();
  });

  it('counts offers, not searches, against the memory budget', async () => {
    const cache = createMemoryOfferCache({ maxOffers: 10 });
    await cache.setSearch('big', offers('a', 6));
    await cache.setSearch('bigger', offers('b', 6));
    expect(await cache.getSearch('big')).toBeUndefined();
    expect(cache.stats().searches).toBe(1);
    // One search larger than the whole budget is still kept: the traveller is paging it now.
    await cache.setSearch('huge', offers('c', 25));
    expect((await cache.getSearch('huge'))?.length).toBe(25);
    expect(cache.stats().searches).toBe(1);
  });

  it('caps single offers too', async () => {
    const cache = createMemoryOfferCache({ maxOffers: 3 });
    await cache.setOffers(offers('o', 5).map((o) => ({ offer: o, detailed: false })));
    expect(cache.stats().offers).toBe(3);
    expect(await cache.getOffer('o0')).toBeUndefined();
    expect(await cache.getOffer('o4')).toBeDefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOffer, offerRange } from '../testing';
import {
  loadMorePage,
  mergeOffers,
  pagesToLoad,
  readLastSearchParams,
  readPreviousResults,
  saveLastSearchParams,
  savePreviousResults,
} from './load-more';
import { LAST_SEARCH_KEY, PREVIOUS_RESULTS_KEY } from '../../../lib/storage-keys';

afterEach(() => localStorage.clear());

describe('Load More page', () => {
  it('asks for page floor(count / 100) + 1', () => {
    const cases: [number, number][] = [
      [0, 1],
      [30, 1],
      [99, 1],
      [100, 2],
      [101, 2],
      [199, 2],
      [200, 3],
      [290, 3],
      [300, 4],
    ];
    for (const [count, page] of cases) expect(loadMorePage(count)).toBe(page);
  });

  it('stands for pages 1 up to that page, and none without showMore', () => {
    expect(pagesToLoad(false, 100)).toEqual([]);
    expect(pagesToLoad(true, 30)).toEqual([1]);
    expect(pagesToLoad(true, 100)).toEqual([1, 2]);
    expect(pagesToLoad(true, 250)).toEqual([1, 2, 3]);
  });
});

describe('merging offers', () => {
  it('keeps each id once', () => {
    const first = offerRange(30);
    const next = offerRange(100);
    const merged = mergeOffers(first, next);
    expect(merged).toHaveLength(100);
    expect(new Set(merged.map((o) => o.id)).size).toBe(100);
  });

  it('orders the merged list by price ascending, whatever order the pages came in', () => {
    const merged = mergeOffers(
      [makeOffer({ id: 'x', price: '900.00' }), makeOffer({ id: 'y', price: '120.50' })],
      [makeOffer({ id: 'z', price: '450' }), makeOffer({ id: 'x', price: '900.00' })],
    );
    expect(merged.map((o) => o.id)).toEqual(['y', 'z', 'x']);
  });

  it('compares prices as numbers, not strings', () => {
    const merged = mergeOffers([makeOffer({ id: 'ten', price: '1000' }), makeOffer({ id: 'nine', price: '999' })]);
    expect(merged.map((o) => o.id)).toEqual(['nine', 'ten']);
  });

  it('keeps the first copy of an id', () => {
    const merged = mergeOffers([makeOffer({ id: 'same', price: '100' })], [makeOffer({ id: 'same', price: '90' })]);
    expect(merged.map((o) => o.total_amount)).toEqual(['100']);
  });
});

describe('previousResults in localStorage', () => {
  const search = 'origin=JFK&destination=LHR';

  it('saves the offers shown under previousResults and reads them back for the same search', () => {
    const offers = offerRange(3);
    savePreviousResults(search, offers, 1_000);
    expect(localStorage.getItem(PREVIOUS_RESULTS_KEY)).toContain('off_1');
    expect(readPreviousResults(search, 1_000 + 60_000)).toEqual(offers);
  });

  it('gives nothing for another search, after 10 minutes, or for unreadable data', () => {
    savePreviousResults(search, offerRange(2), 0);
    expect(readPreviousResults('origin=BOS&destination=LHR', 0)).toEqual([]);
    expect(readPreviousResults(search, 10 * 60_000 + 1)).toEqual([]);
    localStorage.setItem(PREVIOUS_RESULTS_KEY, '{"search":"x","offers":[{"id":1}]}');
    expect(readPreviousResults('x')).toEqual([]);
    localStorage.setItem(PREVIOUS_RESULTS_KEY, 'not json');
    expect(readPreviousResults(search)).toEqual([]);
  });

  it('only warns when storage is full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => savePreviousResults(search, offerRange(1))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});

describe('lastSearchParams in localStorage', () => {
  it('keeps the last search as query parameters', () => {
    saveLastSearchParams({ origin: 'JFK', destination: 'LHR' });
    expect(JSON.parse(localStorage.getItem(LAST_SEARCH_KEY) ?? '')).toEqual({
      origin: 'JFK',
      destination: 'LHR',
    });
    expect(readLastSearchParams()).toEqual({ origin: 'JFK', destination: 'LHR' });
  });

  it('reads nothing from missing or foreign data', () => {
    expect(readLastSearchParams()).toBeNull();
    localStorage.setItem(LAST_SEARCH_KEY, '[1,2]');
    expect(readLastSearchParams()).toBeNull();
  });
});

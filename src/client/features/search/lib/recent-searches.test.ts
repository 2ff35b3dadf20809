import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_KEY } from '../../../lib/storage-keys';
import {
  describeRecentSearch,
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  restoreRecentSearch,
  saveRecentSearch,
} from './recent-searches';
import { initialSearchFormState, type SearchFormState } from './search-form-model';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const TODAY = '2030-03-10';

function search(origin: string, destination: string, overrides: Partial<SearchFormState> = {}): SearchFormState {
  return {
    ...initialSearchFormState(TODAY, 'round-trip'),
    origin: { code: origin, text: `City ${origin} (${origin})` },
    destination: { code: destination, text: `City ${destination} (${destination})` },
    ...overrides,
  };
}

describe('recent searches (R25)', () => {
  it('keeps the last 5 distinct searches, newest first, in localStorage', () => {
    for (const [from, to] of [
      ['JFK', 'LHR'],
      ['LHR', 'CDG'],
      ['CDG', 'AMS'],
      ['AMS', 'FRA'],
      ['FRA', 'MAD'],
      ['MAD', 'FCO'],
    ] as const) {
      saveRecentSearch(search(from, to));
    }
    const saved = readRecentSearches();
    expect(MAX_RECENT_SEARCHES).toBe(5);
    expect(saved.map((s) => `${s.origin.code}-${s.destination.code}`)).toEqual([
      'MAD-FCO',
      'FRA-MAD',
      'AMS-FRA',
      'CDG-AMS',
      'LHR-CDG',
    ]);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toHaveLength(5);
  });

  it('moves a repeated search to the top rather than listing it twice; other dates make another search', () => {
    saveRecentSearch(search('JFK', 'LHR'));
    saveRecentSearch(search('LHR', 'CDG'));
    saveRecentSearch(search('JFK', 'LHR'));
    expect(readRecentSearches().map((s) => s.origin.code)).toEqual(['JFK', 'LHR']);
    saveRecentSearch(search('JFK', 'LHR', { departureDate: '2030-04-01', returnDate: '2030-04-08' }));
    expect(readRecentSearches()).toHaveLength(3);
  });

  it('keeps everything the form needs: trip type, cabin, passengers and their ages', () => {
    saveRecentSearch(
      search('JFK', 'LHR', {
        tripType: 'one-way',
        returnDate: '',
        cabinClass: 'business',
        adultsCount: 2,
        childrenCount: 1,
        childAges: [7],
      }),
    );
    const [saved] = readRecentSearches();
    expect(saved).toMatchObject({
      tripType: 'one-way',
      cabinClass: 'business',
      adultsCount: 2,
      childrenCount: 1,
      childAges: [7],
      infantAges: [],
      returnDate: '',
      origin: { code: 'JFK', text: 'City JFK (JFK)' },
    });
  });

  it('reads unreadable or tampered storage as no searches, dropping only the bad entries', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    saveRecentSearch(search('JFK', 'LHR'));
    const good = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as unknown[];
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ origin: 'x' }, ...good, 42]));
    expect(readRecentSearches().map((s) => s.origin.code)).toEqual(['JFK']);
  });

  it('only warns when storage refuses the write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => saveRecentSearch(search('JFK', 'LHR'))).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('fills the whole form from a search whose dates are still ahead', () => {
    const saved = search('JFK', 'LHR', { departureDate: '2030-03-12', returnDate: '2030-03-20', adultsCount: 2 });
    saveRecentSearch(saved);
    const [recent] = readRecentSearches();
    const restored = restoreRecentSearch(recent!, TODAY);
    // The Multi-City tab is seeded from the route, as switching tabs would do.
    expect(restored).toEqual({ ...saved, flights: restored.flights });
    expect(restored.flights.map((f) => [f.origin.code, f.destination.code, f.departureDate])).toEqual([
      ['JFK', 'LHR', '2030-03-12'],
      ['LHR', '', '2030-03-20'],
    ]);
    expect(describeRecentSearch(recent!, TODAY)).toEqual({
      title: 'City JFK (JFK) to City LHR (LHR)',
      detail: 'Tue, Mar 12 - Wed, Mar 20 · 2 passengers · Economy',
    });
  });

  it('keeps a multi-city search’s flights (R24), and drops their dates once the first has passed', () => {
    const flights = [
      ['JFK', 'LHR', '2030-03-12'],
      ['LHR', 'CDG', '2030-03-15'],
      ['CDG', 'JFK', '2030-03-20'],
    ].map(([from, to, date]) => ({
      origin: { code: from!, text: `City ${from}` },
      destination: { code: to!, text: `City ${to}` },
      departureDate: date!,
    }));
    saveRecentSearch(search('JFK', 'LHR', { tripType: 'multi-city', departureDate: '2030-03-12', flights }));
    saveRecentSearch(
      search('JFK', 'LHR', { tripType: 'multi-city', departureDate: '2030-03-12', flights: flights.slice(0, 2) }),
    );
    const saved = readRecentSearches();
    expect(saved).toHaveLength(2);
    expect(restoreRecentSearch(saved[1]!, TODAY).flights).toEqual(flights);
    expect(restoreRecentSearch(saved[1]!, '2030-03-13').flights.map((f) => f.departureDate)).toEqual(['', '', '']);
  });

  it('never offers past dates as they were: the form comes back without them', () => {
    saveRecentSearch(search('JFK', 'LHR', { departureDate: '2030-03-01', returnDate: '2030-03-08' }));
    const [recent] = readRecentSearches();
    const later = '2030-03-05';
    expect(restoreRecentSearch(recent!, later)).toMatchObject({
      departureDate: '',
      returnDate: '',
      tripType: 'round-trip',
    });
    expect(describeRecentSearch(recent!, later).detail).toBe('Dates passed: pick new dates · 1 passenger · Economy');
    // Today itself is still bookable (R22).
    expect(restoreRecentSearch(recent!, '2030-03-01').departureDate).toBe('2030-03-01');
  });
});

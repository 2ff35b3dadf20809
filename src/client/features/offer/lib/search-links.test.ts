import { describe, expect, it } from 'vitest';
import { LAST_SEARCH_KEY } from '../../../lib/storage-keys';
import { backToSearchHref, bookingHref, passengerCounts } from './search-links';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === LAST_SEARCH_KEY ? value : null) });
const emptyStorage = storageWith(null);

const query = (href: string) => Object.fromEntries(new URL(href, 'http://site').searchParams);

describe('Back to Search Results', () => {
  it('rebuilds /search from the from_* parameters in the search form spelling (adultsCount...)', () => {
    const params = new URLSearchParams(
      'from_origin=JFK&from_destination=LHR&from_departureDate=2026-12-11&from_returnDate=2026-12-18' +
        '&from_cabinClass=business&from_adults=2&from_children=1&from_infants=1&from_tripType=round-trip',
    );
    const href = backToSearchHref(params, storageWith(JSON.stringify({ origin: 'AAA', destination: 'BBB' })));
    expect(href.startsWith('/search?')).toBe(true);
    expect(query(href)).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-11',
      returnDate: '2026-12-18',
      cabinClass: 'business',
      adultsCount: '2',
      childrenCount: '1',
      infantsCount: '1',
      tripType: 'round-trip',
    });
  });

  it('drops the return date of a one-way trip and fills the defaults (economy, 1 adult, 0, 0)', () => {
    const params = new URLSearchParams(
      'from_origin=JFK&from_destination=LHR&from_departureDate=2026-12-11&from_returnDate=2026-12-18&from_tripType=one-way',
    );
    expect(query(backToSearchHref(params, emptyStorage))).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-11',
      cabinClass: 'economy',
      adultsCount: '1',
      childrenCount: '0',
      infantsCount: '0',
      tripType: 'one-way',
    });
  });

  it('falls back to the last saved search (lastSearchParams) when the from_* parameters are missing', () => {
    const saved = JSON.stringify({
      origin: 'CDG',
      destination: 'JFK',
      departureDate: '2026-12-20',
      returnDate: '2026-12-27',
      cabinClass: 'first',
      adults: 3,
      children: 0,
      infants: 1,
    });
    expect(query(backToSearchHref(new URLSearchParams('from_origin=JFK'), storageWith(saved)))).toEqual({
      origin: 'CDG',
      destination: 'JFK',
      departureDate: '2026-12-20',
      returnDate: '2026-12-27',
      cabinClass: 'first',
      adultsCount: '3',
      childrenCount: '0',
      infantsCount: '1',
      tripType: 'round-trip',
    });
  });

  it('goes home when there is neither a from_* search nor a usable saved one', () => {
    expect(backToSearchHref(new URLSearchParams(), emptyStorage)).toBe('/');
    expect(backToSearchHref(new URLSearchParams(), storageWith('{not json'))).toBe('/');
    expect(backToSearchHref(new URLSearchParams(), storageWith('{"origin":"JFK"}'))).toBe('/');
    expect(backToSearchHref(new URLSearchParams(), null)).toBe('/');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(backToSearchHref(new URLSearchParams(), throwing)).toBe('/');
  });
});

describe('Book This Flight', () => {
  it('links to /booking with the offer and the from_* passenger counts', () => {
    const params = new URLSearchParams('from_origin=JFK&from_adults=2&from_children=1&from_infants=1');
    expect(bookingHref('off_123', params)).toBe('/booking?offer=off_123&adults=2&children=1&infants=1');
  });

  it('uses 1 adult, 0 children and 0 infants when the counts are missing or unreadable', () => {
    expect(bookingHref('off_123', new URLSearchParams())).toBe('/booking?offer=off_123&adults=1&children=0&infants=0');
    expect(passengerCounts(new URLSearchParams('from_adults=0&from_children=-1&from_infants=two'))).toEqual({
      adults: 1,
      children: 0,
      infants: 0,
    });
  });

  it('accepts the form spelling of the counts too (from_adultsCount)', () => {
    expect(passengerCounts(new URLSearchParams('from_adultsCount=4&from_childrenCount=2'))).toEqual({
      adults: 4,
      children: 2,
      infants: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createSearchRequestSchemas } from '../../shared/schemas/search';
import {
  criteriaKey,
  detailHref,
  readSearchCriteria,
  searchHref,
  searchPageQuery,
  searchRequestBody,
  type SearchCriteria,
} from './search-url';

/* R24: the /search address of a multi-city search, and what it must leave as it was. */

const read = (href: string) => readSearchCriteria(new URLSearchParams(href.slice(href.indexOf('?') + 1)));

const STOPS = ['JFK', 'LHR', 'CDG', 'FCO', 'MAD', 'JFK'];
const flights = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    origin: STOPS[i] ?? 'JFK',
    destination: STOPS[i + 1] ?? 'LHR',
    departureDate: `2026-12-${String(1 + 3 * i).padStart(2, '0')}`,
  }));

function multiCity(count: number): SearchCriteria {
  const slices = flights(count);
  const [first] = slices;
  if (!first) throw new Error('no flight');
  return {
    ...first,
    cabinClass: 'business',
    adults: 2,
    children: 1,
    infants: 0,
    childAges: [7],
    tripType: 'multi-city',
    slices,
  };
}

describe('a multi-city search in the URL (R24)', () => {
  it.each([2, 3, 4, 5])('reads back the %i flights it wrote', (count) => {
    const criteria = multiCity(count);
    const href = searchHref(criteria);
    expect(read(href)).toEqual(criteria);
    expect(criteriaKey(read(href) ?? criteria)).toBe(criteriaKey(criteria));
  });

  it('writes flight 1 as any search and the next ones as origin2, destination2, departureDate2...', () => {
    expect(searchHref(multiCity(3))).toBe(
      '/search?origin=JFK&destination=LHR&departureDate=2026-12-01&cabinClass=business&adultsCount=2' +
        '&childrenCount=1&infantsCount=0&childAges=7&tripType=multi-city' +
        '&origin2=LHR&destination2=CDG&departureDate2=2026-12-04&origin3=CDG&destination3=FCO&departureDate3=2026-12-07',
    );
  });

  it('leaves one-way and round-trip addresses exactly as they were', () => {
    const base = { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-11', adults: 1, children: 0, infants: 0 };
    expect(searchHref({ ...base, tripType: 'one-way' })).toBe(
      '/search?origin=JFK&destination=LHR&departureDate=2026-12-11&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way',
    );
    expect(searchHref({ ...base, returnDate: '2026-12-18' })).toBe(
      '/search?origin=JFK&destination=LHR&departureDate=2026-12-11&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=2026-12-18',
    );
    const roundTrip = read('/search?origin=JFK&destination=LHR&departureDate=2026-12-11&returnDate=2026-12-18');
    expect(roundTrip).toMatchObject({ tripType: 'round-trip', returnDate: '2026-12-18' });
    expect(roundTrip).not.toHaveProperty('slices');
    // origin2... mean nothing to a search that is not multi-city.
    expect(read('/search?origin=JFK&destination=LHR&departureDate=2026-12-11&origin2=LHR')).not.toHaveProperty(
      'slices',
    );
  });

  it('falls back, never failing, on a malformed multi-city address', () => {
    const route = '/search?origin=JFK&destination=LHR&departureDate=2026-12-01&tripType=multi-city';
    // No complete second flight: flight 1 alone, one-way.
    expect(read(route)).toMatchObject({ tripType: 'one-way', origin: 'JFK', destination: 'LHR' });
    expect(read(route)).not.toHaveProperty('slices');
    expect(read(`${route}&origin2=LHR&destination2=CDG`)).toMatchObject({ tripType: 'one-way' });
    // Flights after an incomplete one are dropped; a sixth is never read.
    const third = `${route}&origin2=LHR&destination2=CDG&departureDate2=2026-12-04&origin3=CDG&departureDate3=2026-12-07`;
    expect(read(third)?.slices).toHaveLength(2);
    const six = new URLSearchParams(searchHref(multiCity(5)).split('?')[1]);
    six.set('origin6', 'JFK');
    six.set('destination6', 'BOS');
    six.set('departureDate6', '2026-12-30');
    expect(readSearchCriteria(six)?.slices).toHaveLength(5);
    // Without flight 1 there is no search at all (the page goes to the last search or home).
    expect(read('/search?tripType=multi-city&origin2=LHR&destination2=CDG&departureDate2=2026-12-04')).toBeNull();
  });

  it('asks the API for the slices, page 1 by POST and later pages by GET with origin2...', () => {
    const criteria = multiCity(3);
    expect(searchRequestBody(criteria)).toEqual({
      slices: criteria.slices,
      cabinClass: 'business',
      adultsCount: 2,
      childrenCount: 1,
      infantsCount: 0,
      childAges: [7],
    });
    const { query } = createSearchRequestSchemas(() => '2026-11-27');
    const page = Object.fromEntries(new URLSearchParams(searchPageQuery(criteria, 2, 30)));
    expect(query.parse(page)).toMatchObject({ slices: criteria.slices, page: 2, limit: 30, adults: 2 });
  });

  it('links View Details with every flight, and the detail page’s from_ copies read back', () => {
    const criteria = multiCity(3);
    const href = detailHref('off_1', criteria);
    expect(href).toContain('from_tripType=multi-city');
    expect(href).toContain('from_origin3=CDG&from_destination3=FCO&from_departureDate3=2026-12-07');
    expect(read(href)).toEqual(criteria);
  });
});

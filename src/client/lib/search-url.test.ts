import { describe, expect, it } from 'vitest';
import {
  criteriaKey,
  detailHref,
  readSearchCriteria,
  readShowMore,
  searchPageQuery,
  searchHref,
  searchRequestBody,
  type SearchCriteria,
} from './search-url';

const read = (query: string) => readSearchCriteria(new URLSearchParams(query));
const ROUTE = 'origin=JFK&destination=LHR&departureDate=2026-12-11';
/** ROUTE as criteria and as the fields of a request body. */
const JFK_LHR = { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-11' };

describe('reading the search from the URL', () => {
  it('reads the form spelling adultsCount, childrenCount, infantsCount', () => {
    expect(read(`${ROUTE}&adultsCount=2&childrenCount=1&infantsCount=1`)).toMatchObject({
      adults: 2,
      children: 1,
      infants: 1,
    });
  });

  it("reads each child's and infant's age (R26), and ignores ages that do not fit the counts", () => {
    const family = `${ROUTE}&adultsCount=2&childrenCount=2&infantsCount=1`;
    const criteria = read(`${family}&childAges=7,4&infantAges=0`);
    expect(criteria).toMatchObject({ childAges: [7, 4], infantAges: [0] });
    expect(read(`${family}&childAges=7&infantAges=3`)).not.toHaveProperty('childAges');
    expect(read(`${family}&childAges=7&infantAges=3`)).not.toHaveProperty('infantAges');
    if (!criteria) throw new Error('no criteria');
    // Written back the same way: the API body, the next page's query and the detail link.
    expect(searchRequestBody(criteria)).toMatchObject({ childAges: [7, 4], infantAges: [0] });
    expect(searchPageQuery(criteria, 2, 100)).toContain('childAges=7%2C4');
    expect(read(new URL(detailHref('off_1', criteria), 'http://x').search.slice(1))).toMatchObject({
      childAges: [7, 4],
      infantAges: [0],
    });
  });

  it('reads the ages of adults aged 12-17 (R58) and writes them back; a value that does not fit is none', () => {
    const group = `${ROUTE}&adultsCount=2`;
    const criteria = read(`${group}&youthAges=15`);
    expect(criteria).toMatchObject({ adults: 2, youthAges: [15] });
    for (const bad of ['18', '11', '15,16,17', 'x', '15,']) {
      expect(read(`${group}&youthAges=${bad}`), bad).not.toHaveProperty('youthAges');
    }
    if (!criteria) throw new Error('no criteria');
    expect(searchRequestBody(criteria)).toMatchObject({ adultsCount: 2, youthAges: [15] });
    expect(searchPageQuery(criteria, 2, 100)).toContain('youthAges=15');
    expect(read(new URL(searchHref(criteria), 'http://x').search.slice(1))).toMatchObject({ youthAges: [15] });
    expect(read(new URL(detailHref('off_1', criteria), 'http://x').search.slice(1))).toMatchObject({
      youthAges: [15],
    });
    expect(criteriaKey(criteria)).not.toBe(criteriaKey({ ...criteria, youthAges: [16] }));
  });

  it('reads the short spelling adults, children, infants too (R20)', () => {
    expect(read(`${ROUTE}&adults=3&children=2&infants=1`)).toMatchObject({ adults: 3, children: 2, infants: 1 });
  });

  it('defaults to 1 adult, 0 children, 0 infants and economy', () => {
    expect(read(ROUTE)).toEqual({
      ...JFK_LHR,
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
      tripType: 'one-way',
    });
  });

  it('reads the from_ copies a detail page links back with', () => {
    const criteria = read(
      'from_origin=JFK&from_destination=LHR&from_departureDate=2026-12-11&from_returnDate=2026-12-18&from_cabinClass=business&from_adults=2&from_children=1&from_infants=0&from_tripType=round-trip',
    );
    expect(criteria).toEqual({
      ...JFK_LHR,
      returnDate: '2026-12-18',
      cabinClass: 'business',
      adults: 2,
      children: 1,
      infants: 0,
      tripType: 'round-trip',
    });
  });

  it('prefers the plain parameter over its from_ copy', () => {
    expect(read(`${ROUTE}&from_origin=BOS`)?.origin).toBe('JFK');
  });

  it('makes a missing tripType round-trip when there is a return date, else one-way', () => {
    expect(read(`${ROUTE}&returnDate=2026-12-18`)).toMatchObject({ tripType: 'round-trip', returnDate: '2026-12-18' });
    expect(read(ROUTE)?.tripType).toBe('one-way');
  });

  it('drops the return date of a one-way trip, and a round trip without one is one-way', () => {
    const oneWay = read(`${ROUTE}&returnDate=2026-12-18&tripType=one-way`);
    expect(oneWay?.tripType).toBe('one-way');
    expect(oneWay?.returnDate).toBeUndefined();
    expect(read(`${ROUTE}&tripType=round-trip`)?.tripType).toBe('one-way');
  });

  it('upper-cases codes and falls back to economy for an unknown cabin', () => {
    expect(read('origin=jfk&destination=lhr&departureDate=2026-12-11&cabinClass=luxury')).toMatchObject({
      origin: 'JFK',
      destination: 'LHR',
      cabinClass: 'economy',
    });
  });

  it('is null without origin, destination or departure date', () => {
    expect(read('destination=LHR&departureDate=2026-12-11')).toBeNull();
    expect(read('origin=JFK&departureDate=2026-12-11')).toBeNull();
    expect(read('origin=JFK&destination=LHR&departureDate=')).toBeNull();
  });

  it('reads showMore and previousCount', () => {
    expect(readShowMore(new URLSearchParams('showMore=true&previousCount=30'))).toEqual({
      showMore: true,
      previousCount: 30,
    });
    expect(readShowMore(new URLSearchParams('from_showMore=true&from_previousCount=100'))).toEqual({
      showMore: true,
      previousCount: 100,
    });
    expect(readShowMore(new URLSearchParams('previousCount=30'))).toEqual({ showMore: false, previousCount: 0 });
    expect(readShowMore(new URLSearchParams('showMore=true&previousCount=lots'))).toEqual({
      showMore: true,
      previousCount: 0,
    });
  });
});

const family: SearchCriteria = {
  ...JFK_LHR,
  returnDate: '2026-12-18',
  cabinClass: 'premium_economy',
  adults: 2,
  children: 1,
  infants: 1,
  tripType: 'round-trip',
};

describe('requests and links', () => {
  it('posts the search fields for page 1', () => {
    expect(searchRequestBody(family)).toEqual({
      ...JFK_LHR,
      returnDate: '2026-12-18',
      cabinClass: 'premium_economy',
      adultsCount: 2,
      childrenCount: 1,
      infantsCount: 1,
    });
  });

  it('asks for a later page with page, limit and the real passenger counts', () => {
    const query = new URLSearchParams(searchPageQuery(family, 2, 100));
    expect(Object.fromEntries(query)).toEqual({
      ...JFK_LHR,
      returnDate: '2026-12-18',
      cabinClass: 'premium_economy',
      adultsCount: '2',
      childrenCount: '1',
      infantsCount: '1',
      page: '2',
      limit: '100',
    });
  });

  it('sends no empty return date for a one-way search', () => {
    const oneWay = { ...family, returnDate: undefined, tripType: 'one-way' as const };
    expect(searchPageQuery(oneWay, 1, 100)).not.toContain('returnDate');
    expect(searchRequestBody(oneWay)).not.toHaveProperty('returnDate');
  });

  it('links View Details to /flight/{id} with the from_ parameters the detail screen reads', () => {
    const href = detailHref('off_1 2', family);
    const [path, query] = href.split('?');
    expect(path).toBe('/flight/off_1%202');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      from_origin: 'JFK',
      from_destination: 'LHR',
      from_departureDate: '2026-12-11',
      from_returnDate: '2026-12-18',
      from_cabinClass: 'premium_economy',
      from_adults: '2',
      from_children: '1',
      from_infants: '1',
      from_tripType: 'round-trip',
    });
  });

  it('gives the same key to the same search however the URL spelled it', () => {
    const a = read(`${ROUTE}&adults=2`);
    const b = read(`from_origin=JFK&from_destination=LHR&from_departureDate=2026-12-11&adultsCount=2`);
    expect(a && criteriaKey(a)).toBe(b && criteriaKey(b));
  });
});

describe('nearby airports in the address (R46)', () => {
  const base =
    'origin=LHR&destination=CDG&departureDate=2027-01-10&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way';

  it('reads nearbyOrigin/nearbyDestination=true, and anything else as not asked', () => {
    expect(readSearchCriteria(new URLSearchParams(`${base}&nearbyOrigin=true`))).toMatchObject({ nearbyOrigin: true });
    const odd = readSearchCriteria(new URLSearchParams(`${base}&nearbyOrigin=yes&nearbyDestination=1`));
    expect(odd).not.toHaveProperty('nearbyOrigin');
    expect(odd).not.toHaveProperty('nearbyDestination');
  });

  it('leaves every address without them exactly as it was, and writes them only when asked', () => {
    const plain = readSearchCriteria(new URLSearchParams(base))!;
    expect(searchHref(plain)).toBe(`/search?${base}`);
    expect(searchHref({ ...plain, nearbyOrigin: true, nearbyDestination: true })).toBe(
      `/search?${base}&nearbyOrigin=true&nearbyDestination=true`,
    );
    const asked = readSearchCriteria(new URLSearchParams(`${base}&nearbyDestination=true`))!;
    expect(searchRequestBody(asked)).toMatchObject({ nearbyDestination: true });
    expect(searchRequestBody(plain)).not.toHaveProperty('nearbyOrigin');
  });
});

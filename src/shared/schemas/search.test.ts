import { describe, expect, it } from 'vitest';
import {
  createSearchFormSchema,
  createSearchRequestSchemas,
  earliestDepartureDate,
  isIsoDate,
  PASSENGER_LIMITS,
  SEARCH_MESSAGES,
  searchFields,
  sliceIssues,
} from './search';

const TODAY = '2026-11-21';
const { body, query } = createSearchRequestSchemas(() => TODAY);
const form = createSearchFormSchema(() => TODAY);
const valid = { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' };

/** Every [path, message] the schema reports. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('search fields (shared by the form and the API)', () => {
  it("origin must be a 3-letter code: 'Please select an origin airport'", () => {
    for (const origin of [undefined, '', 'JF', 'JFKX', 'J1K', 42]) {
      expect(problems(form.safeParse({ ...valid, origin }))).toContainEqual(['origin', SEARCH_MESSAGES.origin]);
    }
    expect(SEARCH_MESSAGES.origin).toBe('Please select an origin airport');
  });

  it("destination must be a 3-letter code: 'Please select a destination airport'", () => {
    expect(problems(form.safeParse({ ...valid, destination: 'LH' }))).toEqual([
      ['destination', 'Please select a destination airport'],
    ]);
  });

  it('codes are trimmed and upper-cased', () => {
    expect(searchFields.origin.parse(' jfk ')).toBe('JFK');
  });

  it("departure date is required: 'Please select a departure date'", () => {
    expect(problems(form.safeParse({ ...valid, departureDate: '' }))).toEqual([
      ['departureDate', 'Please select a departure date'],
    ]);
    expect(problems(form.safeParse({ ...valid, departureDate: undefined }))).toEqual([
      ['departureDate', 'Please select a departure date'],
    ]);
  });

  it('dates must be real dates written yyyy-MM-dd', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('01/12/2026')).toBe(false);
    expect(problems(form.safeParse({ ...valid, departureDate: '2026-02-30' }))).toEqual([
      ['departureDate', SEARCH_MESSAGES.departureDateFormat],
    ]);
    expect(problems(form.safeParse({ ...valid, returnDate: 'soon' }))).toEqual([
      ['returnDate', SEARCH_MESSAGES.returnDateFormat],
    ]);
  });

  it('return date is optional, and empty means none', () => {
    expect(form.parse({ ...valid, returnDate: '' }).returnDate).toBeUndefined();
    expect(form.parse(valid).returnDate).toBeUndefined();
  });

  it('cabin class is one of the four, economy by default', () => {
    expect(form.parse(valid).cabinClass).toBe('economy');
    expect(form.parse({ ...valid, cabinClass: 'premium_economy' }).cabinClass).toBe('premium_economy');
    expect(problems(form.safeParse({ ...valid, cabinClass: 'luxury' }))).toEqual([
      ['cabinClass', SEARCH_MESSAGES.cabinClass],
    ]);
  });

  it("adults are 1 to 9: 'At least 1 adult is required', 1 by default", () => {
    expect(form.parse(valid).adultsCount).toBe(1);
    expect(problems(form.safeParse({ ...valid, adultsCount: 0 }))).toEqual([
      ['adultsCount', 'At least 1 adult is required'],
    ]);
    expect(problems(form.safeParse({ ...valid, adultsCount: 1.5 }))).toEqual([
      ['adultsCount', 'At least 1 adult is required'],
    ]);
    expect(problems(form.safeParse({ ...valid, adultsCount: 10 }))).toContainEqual([
      'adultsCount',
      SEARCH_MESSAGES.adultsMax,
    ]);
    expect(form.parse({ ...valid, adultsCount: 9 }).adultsCount).toBe(9);
  });

  it('children are 0 to 8 (R8)', () => {
    expect(PASSENGER_LIMITS.children).toEqual({ min: 0, max: 8 });
    expect(form.parse({ ...valid, adultsCount: 1, childrenCount: 8 }).childrenCount).toBe(8);
    expect(problems(form.safeParse({ ...valid, childrenCount: 9 }))).toContainEqual([
      'childrenCount',
      SEARCH_MESSAGES.children,
    ]);
    expect(problems(form.safeParse({ ...valid, childrenCount: -1 }))).toEqual([
      ['childrenCount', SEARCH_MESSAGES.children],
    ]);
  });

  it('infants may not outnumber adults (R8)', () => {
    expect(form.parse({ ...valid, adultsCount: 2, infantsCount: 2 }).infantsCount).toBe(2);
    expect(problems(form.safeParse({ ...valid, adultsCount: 1, infantsCount: 2 }))).toEqual([
      ['infantsCount', SEARCH_MESSAGES.infantsOverAdults],
    ]);
    expect(problems(form.safeParse({ ...valid, infantsCount: -1 }))).toEqual([
      ['infantsCount', SEARCH_MESSAGES.infants],
    ]);
  });

  it('at most 9 passengers in all (R8)', () => {
    expect(form.safeParse({ ...valid, adultsCount: 5, childrenCount: 4 }).success).toBe(true);
    expect(problems(form.safeParse({ ...valid, adultsCount: 5, childrenCount: 4, infantsCount: 1 }))).toEqual([
      ['passengers', 'At most 9 passengers can travel on one booking'],
    ]);
  });

  it("origin and destination must differ: 'Origin and destination cannot be the same'", () => {
    expect(problems(form.safeParse({ ...valid, destination: 'jfk' }))).toEqual([
      ['destination', 'Origin and destination cannot be the same'],
    ]);
  });

  it("departure today is allowed, yesterday is not: 'Departure date cannot be in the past'", () => {
    expect(form.safeParse({ ...valid, departureDate: TODAY }).success).toBe(true);
    expect(problems(form.safeParse({ ...valid, departureDate: '2026-11-20' }))).toEqual([
      ['departureDate', 'Departure date cannot be in the past'],
    ]);
  });

  it("return may be the departure day but not before: 'Return date must be after departure date'", () => {
    expect(form.safeParse({ ...valid, returnDate: valid.departureDate }).success).toBe(true);
    expect(problems(form.safeParse({ ...valid, returnDate: '2026-11-30' }))).toEqual([
      ['returnDate', 'Return date must be after departure date'],
    ]);
  });
});

describe("the server's today", () => {
  it('is the date at UTC-12, so a traveller still on yesterday’s date somewhere is not refused', () => {
    expect(earliestDepartureDate(new Date('2026-11-21T11:59:00Z'))).toBe('2026-11-20');
    expect(earliestDepartureDate(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
    expect(earliestDepartureDate(new Date('2026-11-21T23:59:00Z'))).toBe('2026-11-21');
  });
});

describe("children's and infants' ages (R26)", () => {
  it('come as a list in a body and as "7,4" in a query, and reach the request', () => {
    const family = { ...valid, adultsCount: 2, childrenCount: 2, infantsCount: 1 };
    expect(body.parse({ ...family, childAges: [7, 4], infantAges: [0] })).toMatchObject({
      childAges: [7, 4],
      infantAges: [0],
    });
    expect(query.parse({ ...family, childAges: '7,4', infantAges: '1' })).toMatchObject({
      childAges: [7, 4],
      infantAges: [1],
    });
    // Programs that send counts only are still served (the provider then assumes an age per band).
    expect(body.parse(family)).not.toHaveProperty('childAges');
  });

  it.each([
    ['one age missing', { childAges: [7] }, 'childAges', SEARCH_MESSAGES.childAges],
    ['a child of 12', { childAges: [7, 12] }, 'childAges', SEARCH_MESSAGES.childAges],
    ['a child of 1', { childAges: [1, 7] }, 'childAges', SEARCH_MESSAGES.childAges],
    ['an infant of 2', { infantAges: [2] }, 'infantAges', SEARCH_MESSAGES.infantAges],
    ['an age that is not a number', { childAges: ['seven', 4] }, 'childAges.0', SEARCH_MESSAGES.childAges],
  ])('%s: refused with the field', (_name, ages, path, message) => {
    const family = { ...valid, adultsCount: 2, childrenCount: 2, infantsCount: 1, childAges: [7, 4], infantAges: [0] };
    expect(problems(body.safeParse({ ...family, ...ages }))).toContainEqual([path, message]);
  });
});

describe('adults aged 12 to 17 (R58)', () => {
  it('come as a list in a body and as "15,12" in a query, still counted in adults', () => {
    const group = { ...valid, adultsCount: 3 };
    expect(body.parse({ ...group, youthAges: [15, 12] })).toMatchObject({ adults: 3, youthAges: [15, 12] });
    expect(query.parse({ ...group, youthAges: '15,12' })).toMatchObject({ adults: 3, youthAges: [15, 12] });
    expect(form.parse({ ...group, youthAges: [17] })).toMatchObject({ adultsCount: 3, youthAges: [17] });
    // None given (or an empty list) means every adult is 18 or over.
    expect(body.parse(group)).not.toHaveProperty('youthAges');
    expect(query.parse({ ...group, youthAges: '' })).not.toHaveProperty('youthAges');
  });

  it.each([
    ['an age of 18', { adultsCount: 2, youthAges: [18] }, SEARCH_MESSAGES.youthAges],
    ['an age of 11', { adultsCount: 2, youthAges: [11] }, SEARCH_MESSAGES.youthAges],
    ['more youths than adults', { adultsCount: 1, youthAges: [15, 16] }, SEARCH_MESSAGES.youthsOverAdults],
  ])('%s: refused on youthAges, in the body, the query and the form', (_name, group, message) => {
    expect(problems(body.safeParse({ ...valid, ...group }))).toContainEqual(['youthAges', message]);
    const asQuery = { ...valid, ...group, youthAges: group.youthAges.join(',') };
    expect(problems(query.safeParse(asQuery))).toContainEqual(['youthAges', message]);
    expect(problems(form.safeParse({ ...valid, ...group }))).toContainEqual(['youthAges', message]);
  });

  it('an infant with only a 12-17-year-old for a lap is refused on infantsCount (R58), one 18+ adult per infant', () => {
    const alone = { adultsCount: 1, infantsCount: 1, infantAges: [0], youthAges: [15] };
    for (const schema of [body, form]) {
      expect(problems(schema.safeParse({ ...valid, ...alone }))).toContainEqual([
        'infantsCount',
        SEARCH_MESSAGES.infantsOverGrownUps,
      ]);
    }
    const asQuery = { ...valid, ...alone, infantAges: '0', youthAges: '15' };
    expect(problems(query.safeParse(asQuery))).toContainEqual(['infantsCount', SEARCH_MESSAGES.infantsOverGrownUps]);
    // With a parent of 18 or over as well, the infant has a lap.
    expect(body.safeParse({ ...valid, ...alone, adultsCount: 2 }).success).toBe(true);
  });

  it('an age that is not a number is refused with the field', () => {
    expect(problems(query.safeParse({ ...valid, adultsCount: 2, youthAges: 'fifteen' }))).toContainEqual([
      'youthAges.0',
      SEARCH_MESSAGES.youthAges,
    ]);
  });
});

describe('search request (POST body)', () => {
  it('means one slice for one-way and two for a round trip, page 1 of 30 by default', () => {
    expect(body.parse(valid)).toEqual({
      slices: [{ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' }],
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
      page: 1,
      limit: 30,
    });
    expect(body.parse({ ...valid, returnDate: '2026-12-08' }).slices).toEqual([
      { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' },
      { origin: 'LHR', destination: 'JFK', departureDate: '2026-12-08' },
    ]);
  });

  it('requires origin, destination and departure date when no slices are given', () => {
    expect(problems(body.safeParse({}))).toEqual([
      ['origin', SEARCH_MESSAGES.origin],
      ['destination', SEARCH_MESSAGES.destination],
      ['departureDate', SEARCH_MESSAGES.departureDate],
    ]);
  });

  it('applies every form rule', () => {
    expect(problems(body.safeParse({ ...valid, destination: 'JFK' }))).toEqual([
      ['destination', SEARCH_MESSAGES.sameAirports],
    ]);
    expect(problems(body.safeParse({ ...valid, departureDate: '2026-01-01' }))).toEqual([
      ['departureDate', SEARCH_MESSAGES.pastDeparture],
    ]);
    expect(problems(body.safeParse({ ...valid, returnDate: '2026-11-25' }))).toEqual([
      ['returnDate', SEARCH_MESSAGES.returnBeforeDeparture],
    ]);
    expect(problems(body.safeParse({ ...valid, adultsCount: 2, infantsCount: 3 }))).toEqual([
      ['infantsCount', SEARCH_MESSAGES.infantsOverAdults],
    ]);
  });

  it('pages from 1, limit 1 to 100', () => {
    expect(body.parse({ ...valid, page: 3, limit: 100 })).toMatchObject({ page: 3, limit: 100 });
    expect(problems(body.safeParse({ ...valid, page: 0 }))).toEqual([['page', SEARCH_MESSAGES.page]]);
    expect(problems(body.safeParse({ ...valid, limit: 0 }))).toEqual([['limit', SEARCH_MESSAGES.limit]]);
    expect(problems(body.safeParse({ ...valid, limit: 101 }))).toEqual([['limit', SEARCH_MESSAGES.limit]]);
  });

  it('accepts 1 to 5 slices for multi-city (R24), each checked, in date order', () => {
    const slices = [
      { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' },
      { origin: 'lhr', destination: 'CDG', departureDate: '2026-12-03' },
      { origin: 'CDG', destination: 'JFK', departureDate: '2026-12-03' },
    ];
    expect(body.parse({ slices }).slices[1]).toEqual({
      origin: 'LHR',
      destination: 'CDG',
      departureDate: '2026-12-03',
    });
    const five = [...slices, { origin: 'JFK', destination: 'MIA', departureDate: '2026-12-09' }, slices[0]].map(
      (slice, index) => ({ ...slice, departureDate: `2026-12-1${index}` }),
    );
    expect(body.parse({ slices: five }).slices).toHaveLength(5);
    expect(problems(body.safeParse({ slices: [] }))).toEqual([['slices', SEARCH_MESSAGES.slicesCount]]);
    expect(problems(body.safeParse({ slices: [...five, slices[0]] }))).toEqual([
      ['slices', 'A multi-city trip has at most 5 flights'],
    ]);
    expect(problems(body.safeParse({ slices: [slices[0], { ...slices[1], departureDate: '2026-11-30' }] }))).toEqual([
      ['slices.1.departureDate', 'Each flight must depart on or after the flight before it'],
    ]);
    expect(problems(body.safeParse({ slices: [slices[0], { ...slices[1], destination: 'LHR' }] }))).toEqual([
      ['slices.1.destination', 'A flight cannot land at the airport it leaves from'],
    ]);
    expect(problems(body.safeParse({ slices: [{ ...slices[0], departureDate: '2026-11-01' }] }))).toEqual([
      ['slices.0.departureDate', SEARCH_MESSAGES.pastDeparture],
    ]);
    expect(problems(body.safeParse({ ...valid, slices }))).toEqual([['slices', SEARCH_MESSAGES.slicesAndRoute]]);
  });
});

describe('sliceIssues (R24, the multi-city form and the API)', () => {
  const flight = (origin: string, destination: string, departureDate: string) => ({
    origin,
    destination,
    departureDate,
  });

  it('names the flight and field of each broken rule', () => {
    const today = '2026-11-27';
    expect(
      sliceIssues(
        [
          flight('JFK', 'LHR', '2026-12-05'),
          flight('LHR', 'LHR', '2026-12-04'),
          flight('LHR', 'CDG', '2026-11-20'),
          ...Array.from({ length: 3 }, () => flight('CDG', 'JFK', '2026-12-30')),
        ],
        today,
        ['flights'],
      ),
    ).toEqual([
      { path: ['flights'], message: 'A multi-city trip has at most 5 flights' },
      { path: ['flights', 1, 'destination'], message: 'A flight cannot land at the airport it leaves from' },
      { path: ['flights', 1, 'departureDate'], message: 'Each flight must depart on or after the flight before it' },
      { path: ['flights', 2, 'departureDate'], message: 'Departure date cannot be in the past' },
      { path: ['flights', 2, 'departureDate'], message: 'Each flight must depart on or after the flight before it' },
    ]);
  });

  it('allows two flights on one day and says nothing of fields not filled yet', () => {
    expect(sliceIssues([flight('JFK', 'LHR', '2026-12-05'), flight('LHR', 'CDG', '2026-12-05')], '2026-11-27')).toEqual(
      [],
    );
    expect(sliceIssues([flight('', '', ''), flight('', '', '')], '2026-11-27')).toEqual([]);
  });
});

describe('search request (GET query)', () => {
  const strings = { ...valid, cabinClass: 'business', page: '2', limit: '100' };

  it('reads numbers written as strings', () => {
    expect(query.parse({ ...strings, adultsCount: '2', childrenCount: '1', infantsCount: '1' })).toMatchObject({
      cabinClass: 'business',
      adults: 2,
      children: 1,
      infants: 1,
      page: 2,
      limit: 100,
    });
  });

  it('accepts the results page’s spellings adults, children, infants (R20)', () => {
    expect(query.parse({ ...strings, adults: '3', children: '2', infants: '1' })).toMatchObject({
      adults: 3,
      children: 2,
      infants: 1,
    });
    expect(problems(query.safeParse({ ...strings, adults: '1', infants: '2' }))).toEqual([
      ['infantsCount', SEARCH_MESSAGES.infantsOverAdults],
    ]);
  });

  it('treats empty parameters as not given', () => {
    expect(query.parse({ ...strings, returnDate: '', childrenCount: '' })).toMatchObject({ children: 0 });
    expect(query.parse({ ...strings, returnDate: '' }).slices).toHaveLength(1);
  });

  it('reports words where numbers belong with the field’s message', () => {
    expect(problems(query.safeParse({ ...strings, adultsCount: 'two' }))).toEqual([
      ['adultsCount', SEARCH_MESSAGES.adultsMin],
    ]);
    expect(problems(query.safeParse({ ...strings, limit: '1000' }))).toEqual([['limit', SEARCH_MESSAGES.limit]]);
  });

  it('reads a multi-city search as origin, destination, departureDate then origin2... (R24)', () => {
    const multi = {
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-01',
      origin2: 'LHR',
      destination2: 'CDG',
      departureDate2: '2026-12-04',
      origin3: 'CDG',
      destination3: 'JFK',
      departureDate3: '2026-12-08',
      adults: '2',
    };
    expect(query.parse(multi)).toMatchObject({
      adults: 2,
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-01' },
        { origin: 'LHR', destination: 'CDG', departureDate: '2026-12-04' },
        { origin: 'CDG', destination: 'JFK', departureDate: '2026-12-08' },
      ],
    });
    expect(problems(query.safeParse({ ...multi, departureDate3: '2026-12-02' }))).toEqual([
      ['slices.2.departureDate', SEARCH_MESSAGES.sliceOrder],
    ]);
    expect(
      problems(query.safeParse({ ...multi, origin5: 'JFK', destination5: 'MIA', departureDate5: '2026-12-09' })),
    ).toEqual([
      ['slices.3.origin', SEARCH_MESSAGES.origin],
      ['slices.3.destination', SEARCH_MESSAGES.destination],
      ['slices.3.departureDate', SEARCH_MESSAGES.departureDate],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { CreateAlertSchema } from '../../../shared/schemas/alerts';
import { alertSearch, readAlertSearch, searchPath } from './search';

/* R51: an alert keeps the shared search request; rows stored in the older shape still read the same. */

// Stored under the same names as the request's own: they read through unchanged.
const travellers = { adults: 2, children: 1, infants: 1, childAges: [7], infantAges: [1], maxConnections: 0 };
const legacyRoundTrip = {
  origin: 'LHR',
  destination: 'JFK',
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
  cabinClass: 'premium_economy',
  ...travellers,
};

// The link the old code wrote for that search: e-mails already sent point here.
const LINK =
  '/search?origin=LHR&destination=JFK&departureDate=2027-03-10&returnDate=2027-03-17&tripType=round-trip' +
  '&cabinClass=premium_economy&adultsCount=2&childrenCount=1&infantsCount=1&childAges=7&infantAges=1&directOnly=true';

describe('an alert’s stored search (R51)', () => {
  it('R51: a row in the old shape reads as the same request, with the same link, as a new one', () => {
    // The same search as the shared schema names its travellers today.
    const { adults, children, infants, ...rest } = legacyRoundTrip;
    const fresh = alertSearch(
      CreateAlertSchema.parse({ ...rest, adultsCount: adults, childrenCount: children, infantsCount: infants }),
    );
    expect(fresh).not.toHaveProperty('page');
    const stored = JSON.parse(JSON.stringify(fresh)) as unknown; // as jsonb gives it back
    const legacy = readAlertSearch(legacyRoundTrip);
    expect(readAlertSearch(stored)).toEqual(legacy);
    expect(legacy).toMatchObject({
      slices: [
        { origin: 'LHR', destination: 'JFK', departureDate: '2027-03-10' },
        { origin: 'JFK', destination: 'LHR', departureDate: '2027-03-17' },
      ],
      ...travellers,
      page: 1,
      limit: 1,
    });
    expect(searchPath(legacy)).toBe(LINK);
    expect(searchPath(readAlertSearch(stored))).toBe(LINK);
  });

  it('R51: a one-way search in the old shape keeps its one-way link', () => {
    const oneWay = {
      origin: 'BHX',
      destination: 'DUB',
      departureDate: '2027-01-05',
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
    };
    expect(readAlertSearch(oneWay).slices).toHaveLength(1);
    expect(searchPath(readAlertSearch(oneWay))).toBe(
      '/search?origin=BHX&destination=DUB&departureDate=2027-01-05&tripType=one-way&cabinClass=economy' +
        '&adultsCount=1&childrenCount=0&infantsCount=0',
    );
  });
});

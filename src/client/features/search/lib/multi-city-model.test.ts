import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchRequestSchemas } from '../../../../shared/schemas/search';
import { addFlight, removeFlight, type FlightRow } from './multi-city-model';
import { initialSearchFormState, stateFromCriteria, validateSearchForm, withTripType } from './search-form-model';

const TODAY = '2030-03-10';
const today = () => TODAY;
const airport = (code: string) => ({ code, text: code });
const row = (origin: string, destination: string, departureDate: string): FlightRow => ({
  origin: airport(origin),
  destination: airport(destination),
  departureDate,
});

const multiCity = (flights: FlightRow[]) => ({ ...initialSearchFormState(TODAY, 'multi-city'), flights });

describe('the multi-city form (R24)', () => {
  it('starts with two flights and adds up to five, each new one leaving where the last lands', () => {
    let flights = initialSearchFormState(TODAY, 'multi-city').flights;
    expect(flights).toHaveLength(2);
    flights = [row('JFK', 'LHR', '2030-03-11'), row('LHR', 'CDG', '2030-03-14')];
    flights = addFlight(flights);
    expect(flights[2]).toEqual({
      origin: airport('CDG'),
      destination: { code: '', text: '' },
      departureDate: '2030-03-14',
    });
    flights = addFlight(addFlight(addFlight(flights)));
    expect(flights).toHaveLength(5);
    flights = removeFlight(removeFlight(removeFlight(removeFlight(flights, 4), 3), 2), 1);
    expect(flights).toHaveLength(2);
  });

  it('carries the route already typed into the Multi-City tab', () => {
    const roundTrip = {
      ...initialSearchFormState(TODAY, 'round-trip'),
      origin: airport('JFK'),
      destination: airport('LHR'),
    };
    expect(withTripType(roundTrip, 'multi-city').flights).toEqual([
      row('JFK', 'LHR', TODAY),
      { origin: airport('LHR'), destination: { code: '', text: '' }, departureDate: '2030-03-17' },
    ]);
  });

  it('says what is wrong on the flight and field to change', () => {
    const check = validateSearchForm(
      multiCity([row('JFK', 'LHR', '2030-03-12'), row('LHR', 'LHR', '2030-03-11'), row('', 'FCO', '2030-03-20')]),
      today,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        'flights.1.destination': 'A flight cannot land at the airport it leaves from',
        'flights.1.departureDate': 'Each flight must depart on or after the flight before it',
        'flights.2.origin': 'Please select an origin airport',
      },
    });
  });

  it('sends every flight when the form is valid', () => {
    const flights = [row('JFK', 'LHR', '2030-03-12'), row('LHR', 'CDG', '2030-03-12'), row('CDG', 'JFK', '2030-03-19')];
    const check = validateSearchForm(multiCity(flights), today);
    expect(check.ok && check.values.slices).toEqual([
      { origin: 'JFK', destination: 'LHR', departureDate: '2030-03-12' },
      { origin: 'LHR', destination: 'CDG', departureDate: '2030-03-12' },
      { origin: 'CDG', destination: 'JFK', departureDate: '2030-03-19' },
    ]);
  });

  it('gives the same messages as the API for any flights', () => {
    const { body } = createSearchRequestSchemas(today);
    const code = fc.constantFrom('', 'JFK', 'LHR', 'CDG');
    const date = fc.constantFrom('', '2030-03-09', '2030-03-10', '2030-03-11', '2030-03-17');
    const rows = fc.array(
      fc
        .record({ origin: code, destination: code, departureDate: date })
        .map((r) => row(r.origin, r.destination, r.departureDate)),
      { minLength: 2, maxLength: 5 },
    );
    fc.assert(
      fc.property(rows, (flights) => {
        const form = validateSearchForm(multiCity(flights), today);
        const slices = flights.map((f) => ({
          origin: f.origin.code,
          destination: f.destination.code,
          departureDate: f.departureDate,
        }));
        const api = body.safeParse({ slices });
        const apiErrors: Record<string, string> = {};
        for (const issue of api.error?.issues ?? []) {
          const key = issue.path.join('.').replace(/^slices/, 'flights');
          apiErrors[key] ??= issue.message;
        }
        expect(form.ok ? {} : form.errors).toEqual(apiErrors);
      }),
      { numRuns: 500 },
    );
  });

  it('fills from a search for Modify Search: flights, travellers, cabin and names', () => {
    const state = stateFromCriteria(
      {
        origin: 'JFK',
        destination: 'LHR',
        departureDate: '2030-03-12',
        cabinClass: 'business',
        adults: 2,
        children: 1,
        infants: 0,
        childAges: [6],
        tripType: 'multi-city',
        slices: [
          { origin: 'JFK', destination: 'LHR', departureDate: '2030-03-12' },
          { origin: 'LHR', destination: 'CDG', departureDate: '2030-03-15' },
        ],
      },
      { JFK: 'New York', LHR: 'London' },
    );
    expect(state).toMatchObject({ tripType: 'multi-city', cabinClass: 'business', adultsCount: 2, childAges: [6] });
    expect(state.flights[1]).toEqual({
      origin: { code: 'LHR', text: 'London (LHR)' },
      destination: { code: 'CDG', text: 'CDG' },
      departureDate: '2030-03-15',
    });
  });

  it('keeps Direct only and nearby airports for Modify Search (R45, R46), and leaves them off when not chosen', () => {
    const base = {
      origin: 'LHR',
      destination: 'JFK',
      departureDate: '2030-03-12',
      cabinClass: 'economy' as const,
      adults: 1,
      children: 0,
      infants: 0,
      tripType: 'one-way' as const,
    };
    const chosen = stateFromCriteria({ ...base, directOnly: true, nearbyOrigin: true, nearbyDestination: true });
    expect(chosen).toMatchObject({ directOnly: true, nearbyOrigin: true, nearbyDestination: true });
    const plain = stateFromCriteria(base);
    expect(plain.directOnly).toBeUndefined();
    expect(plain.nearbyOrigin).toBeUndefined();
    expect(plain.nearbyDestination).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MESSAGES } from '../../../../shared/schemas/search';
import {
  addDays,
  initialSearchFormState,
  localIsoDate,
  NO_AGE,
  passengerBounds,
  readLastTripType,
  saveLastTripType,
  searchUrl,
  stepPassengers,
  validateSearchForm,
  withAge,
  withTripType,
  type SearchFormState,
} from './search-form-model';
import { LAST_TRIP_TYPE_KEY } from '../../../lib/storage-keys';

const TODAY = '2030-03-10';
const today = () => TODAY;

function filled(overrides: Partial<SearchFormState> = {}): SearchFormState {
  return {
    ...initialSearchFormState(TODAY, 'round-trip'),
    origin: { code: 'JFK', text: 'New York (JFK)' },
    destination: { code: 'LHR', text: 'London (LHR)' },
    ...overrides,
  };
}

const counts = (adultsCount: number, childrenCount: number, infantsCount: number) => ({
  adultsCount,
  childrenCount,
  infantsCount,
  childAges: Array<number>(childrenCount).fill(NO_AGE),
  infantAges: Array<number>(infantsCount).fill(NO_AGE),
});

describe('search form defaults', () => {
  it('departs today and returns 7 days later, economy, 1 adult, no children or infants', () => {
    expect(initialSearchFormState(TODAY, 'round-trip')).toMatchObject({
      departureDate: '2030-03-10',
      returnDate: '2030-03-17',
      cabinClass: 'economy',
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
    });
  });

  it('has no return date for a one-way start', () => {
    expect(initialSearchFormState(TODAY, 'one-way').returnDate).toBe('');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2030-12-28', 7)).toBe('2031-01-04');
    expect(addDays('2028-02-25', 7)).toBe('2028-03-03');
  });

  it("writes today's date as the browser's calendar shows it (yyyy-MM-dd)", () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });

  it('clears the return date when the trip becomes one-way', () => {
    expect(withTripType(filled(), 'one-way')).toMatchObject({ tripType: 'one-way', returnDate: '' });
  });
});

describe('search form validation (J5 messages)', () => {
  it('accepts a complete round trip', () => {
    expect(validateSearchForm(filled(), today).ok).toBe(true);
  });

  it.each([
    ['origin', { origin: { code: '', text: 'New' } }, SEARCH_MESSAGES.origin],
    ['destination', { destination: { code: '', text: '' } }, SEARCH_MESSAGES.destination],
    ['departureDate', { departureDate: '' }, SEARCH_MESSAGES.departureDate],
    ['destination', { destination: { code: 'JFK', text: 'New York (JFK)' } }, SEARCH_MESSAGES.sameAirports],
    ['departureDate', { departureDate: '2030-03-09', returnDate: '2030-03-12' }, SEARCH_MESSAGES.pastDeparture],
    ['returnDate', { departureDate: '2030-03-20', returnDate: '2030-03-17' }, SEARCH_MESSAGES.returnBeforeDeparture],
    ['adultsCount', counts(0, 0, 0), SEARCH_MESSAGES.adultsMin],
    ['childrenCount', counts(1, 9, 0), SEARCH_MESSAGES.children],
    ['infantsCount', counts(1, 0, 2), SEARCH_MESSAGES.infantsOverAdults],
    ['passengers', counts(5, 3, 2), SEARCH_MESSAGES.totalPassengers],
  ] as const)('puts the %s message "%s" on its field', (field, overrides, message) => {
    const check = validateSearchForm(filled(overrides), today);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors[field]).toBe(message);
  });

  it('ignores a leftover return date on a one-way trip', () => {
    const check = validateSearchForm(
      filled({ tripType: 'one-way', departureDate: '2030-03-20', returnDate: '2030-03-11' }),
      today,
    );
    expect(check.ok && check.values.returnDate).toBeUndefined();
  });
});

describe('passenger steppers (R8)', () => {
  it('keeps adults between 1 and 9', () => {
    expect(passengerBounds(counts(1, 0, 0)).adults).toEqual({ min: 1, max: 9 });
    expect(stepPassengers(counts(1, 0, 0), 'adults', -1).adultsCount).toBe(1);
    expect(stepPassengers(counts(9, 0, 0), 'adults', 1).adultsCount).toBe(9);
  });

  it('keeps children between 0 and 8', () => {
    expect(passengerBounds(counts(1, 0, 0)).children).toEqual({ min: 0, max: 8 });
    expect(stepPassengers(counts(1, 0, 0), 'children', -1).childrenCount).toBe(0);
    expect(stepPassengers(counts(1, 8, 0), 'children', 1).childrenCount).toBe(8);
  });

  it('allows no more infants than adults', () => {
    expect(passengerBounds(counts(2, 0, 0)).infants).toEqual({ min: 0, max: 2 });
    expect(stepPassengers(counts(2, 0, 2), 'infants', 1).infantsCount).toBe(2);
  });

  it('allows at most 9 passengers in all', () => {
    const full = counts(4, 3, 2);
    const bounds = passengerBounds(full);
    expect([bounds.adults.max, bounds.children.max, bounds.infants.max]).toEqual([4, 3, 2]);
    expect(stepPassengers(full, 'children', 1)).toEqual(full);
  });

  it("asks each child's and infant's age: an unchosen one stops the search, chosen ones go into the URL (R26)", () => {
    const one = stepPassengers(stepPassengers(filled(), 'children', 1), 'infants', 1);
    expect([one.childAges, one.infantAges]).toEqual([[NO_AGE], [NO_AGE]]);
    const unchosen = validateSearchForm(one, today);
    expect(unchosen.ok ? {} : unchosen.errors).toMatchObject({
      childAges: SEARCH_MESSAGES.childAges,
      infantAges: SEARCH_MESSAGES.infantAges,
    });
    const chosen = withAge(withAge(one, 'child', 0, 7), 'infant', 0, 0);
    const check = validateSearchForm(chosen, today);
    if (!check.ok) throw new Error('expected a valid form');
    expect(searchUrl(check.values, 'round-trip')).toContain('childrenCount=1&infantsCount=1&childAges=7&infantAges=0');
    // A second child keeps the first one's age; removing a child drops only the last age.
    const two = withAge(stepPassengers(chosen, 'children', 1), 'child', 1, 4);
    expect(two.childAges).toEqual([7, 4]);
    expect(stepPassengers(two, 'children', -1).childAges).toEqual([7]);
  });

  it('takes infants off the laps of adults who are removed', () => {
    expect(stepPassengers(counts(2, 0, 2), 'adults', -1)).toEqual(counts(1, 0, 1));
  });
});

describe('the /search address', () => {
  it('carries the round trip with its return date last', () => {
    const check = validateSearchForm(filled(), today);
    if (!check.ok) throw new Error('expected a valid form');
    expect(searchUrl(check.values, 'round-trip')).toBe(
      '/search?origin=JFK&destination=LHR&departureDate=2030-03-10&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=2030-03-17',
    );
  });

  it('leaves returnDate out of a one-way search', () => {
    const check = validateSearchForm(filled({ tripType: 'one-way', returnDate: '' }), today);
    if (!check.ok) throw new Error('expected a valid form');
    expect(searchUrl(check.values, 'one-way')).not.toContain('returnDate');
  });

  it('leaves returnDate out of a round trip that has none', () => {
    const check = validateSearchForm(filled({ returnDate: '' }), today);
    if (!check.ok) throw new Error('expected a valid form');
    expect(searchUrl(check.values, 'round-trip')).toMatch(/tripType=round-trip$/);
  });
});

describe('the remembered trip type (lastTripType)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('starts as round-trip when nothing, or something unknown, is stored', () => {
    expect(readLastTripType()).toBe('round-trip');
    localStorage.setItem(LAST_TRIP_TYPE_KEY, 'open-jaw');
    expect(readLastTripType()).toBe('round-trip');
  });

  it('reads back what was saved', () => {
    saveLastTripType('one-way');
    expect(localStorage.getItem(LAST_TRIP_TYPE_KEY)).toBe('one-way');
    expect(readLastTripType()).toBe('one-way');
    // R24: Multi-City is a search like the others now, so it is remembered too.
    saveLastTripType('multi-city');
    expect(readLastTripType()).toBe('multi-city');
  });

  it('only logs a warning when storage refuses the write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => saveLastTripType('one-way')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not remember the trip type', expect.any(DOMException));
  });
});

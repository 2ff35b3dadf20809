import { cabinLabel, formatCardDate, passengerCountLabel } from '../../../../shared/display';
import { CABIN_CLASSES } from '../../../../shared/schemas/search-rules';
import { RECENT_SEARCHES_KEY } from '../../../lib/storage-keys';
import { seedFlights, type FlightRow } from './multi-city-model';
import {
  agesFor,
  passengerTotal,
  TRIP_TYPES,
  type AirportValue,
  type SearchFormField,
  type SearchFormState,
} from './search-form-model';

/*
 * R25's recent searches: the last 5 distinct searches made with the form, newest first, kept in
 * localStorage and offered under the From field while it is empty. Choosing one fills the whole
 * form rather than running it: a traveller who comes back mostly wants the same trip on other
 * dates, so the form lets them look and change before searching; a search whose dates are past
 * comes back without them, since running it could only fail.
 */

export const MAX_RECENT_SEARCHES = 5;

/** The form's own fields (not its error-only `passengers`) and its trip type. */
export type RecentSearch = Pick<SearchFormState, 'tripType' | Exclude<SearchFormField, 'passengers' | 'youthAges'>> & {
  /** R58: absent from searches saved before it. */
  youthAges?: number[];
  /** R24: a multi-city search's flights, the first one too. */
  flights?: FlightRow[];
};

const CODE = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isAirport = (value: unknown): value is AirportValue =>
  typeof value === 'object' &&
  value !== null &&
  CODE.test(String((value as AirportValue).code)) &&
  typeof (value as AirportValue).text === 'string';
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 9;
const isAges = (value: unknown) => Array.isArray(value) && value.every((age) => Number.isInteger(age));
const isFlights = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every(
      (row: FlightRow) => isAirport(row?.origin) && isAirport(row?.destination) && DATE.test(row?.departureDate),
    ));

/** What storage holds, kept only when it is a search the form could show: anything else is dropped. */
function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as RecentSearch;
  return (
    (TRIP_TYPES as readonly string[]).includes(s.tripType) &&
    isAirport(s.origin) &&
    isAirport(s.destination) &&
    DATE.test(s.departureDate) &&
    (s.returnDate === '' || DATE.test(s.returnDate)) &&
    (CABIN_CLASSES as readonly string[]).includes(s.cabinClass) &&
    isCount(s.adultsCount) &&
    isCount(s.childrenCount) &&
    isCount(s.infantsCount) &&
    isAges(s.childAges) &&
    isAges(s.infantAges) &&
    (s.youthAges === undefined || isAges(s.youthAges)) &&
    isFlights(s.flights)
  );
}

/** The saved searches, newest first; storage that cannot be read or parsed counts as empty. */
export function readRecentSearches(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Two searches are the same when every field a search sends is the same. */
const sameSearch = (a: RecentSearch, b: RecentSearch) =>
  a.tripType === b.tripType &&
  a.origin.code === b.origin.code &&
  a.destination.code === b.destination.code &&
  a.departureDate === b.departureDate &&
  a.returnDate === b.returnDate &&
  a.cabinClass === b.cabinClass &&
  a.adultsCount === b.adultsCount &&
  a.childrenCount === b.childrenCount &&
  a.infantsCount === b.infantsCount &&
  a.childAges.join() === b.childAges.join() &&
  a.infantAges.join() === b.infantAges.join() &&
  (a.youthAges ?? []).join() === (b.youthAges ?? []).join() &&
  flightsKey(a) === flightsKey(b);

const flightsKey = (search: RecentSearch) =>
  (search.flights ?? []).map((f) => `${f.origin.code}-${f.destination.code}@${f.departureDate}`).join();

/** Puts a search the form sent first, dropping its older copy and anything past the fifth. */
export function saveRecentSearch(state: SearchFormState): void {
  const search: RecentSearch = {
    tripType: state.tripType,
    origin: { code: state.origin.code, text: state.origin.text },
    destination: { code: state.destination.code, text: state.destination.text },
    departureDate: state.departureDate,
    returnDate: state.tripType === 'round-trip' ? state.returnDate : '',
    cabinClass: state.cabinClass,
    adultsCount: state.adultsCount,
    childrenCount: state.childrenCount,
    infantsCount: state.infantsCount,
    childAges: agesFor(state.childAges, state.childrenCount) ?? [],
    infantAges: agesFor(state.infantAges, state.infantsCount) ?? [],
    youthAges: [...state.youthAges],
    ...(state.tripType === 'multi-city'
      ? {
          flights: state.flights.map((f) => ({
            origin: { code: f.origin.code, text: f.origin.text },
            destination: { code: f.destination.code, text: f.destination.text },
            departureDate: f.departureDate,
          })),
        }
      : {}),
  };
  const kept = readRecentSearches().filter((other) => !sameSearch(other, search));
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([search, ...kept].slice(0, MAX_RECENT_SEARCHES)));
  } catch (error) {
    console.warn('Could not remember the search', error);
  }
}

/** Whether the search's dates are still bookable: a departure before today is not. */
export const datesStillValid = (search: RecentSearch, today: string) => search.departureDate >= today;

/** The form filled with a recent search; past dates are left for the traveller to pick again. */
export function restoreRecentSearch(search: RecentSearch, today: string): SearchFormState {
  const valid = datesStillValid(search, today);
  return {
    ...search,
    origin: { ...search.origin },
    destination: { ...search.destination },
    departureDate: valid ? search.departureDate : '',
    returnDate: valid && search.tripType === 'round-trip' ? search.returnDate : '',
    childAges: [...search.childAges],
    infantAges: [...search.infantAges],
    youthAges: [...(search.youthAges ?? [])],
    // A multi-city search's flights come back with their dates only while the first is still ahead.
    flights: search.flights
      ? search.flights.map((f) => ({ ...f, departureDate: valid ? f.departureDate : '' }))
      : // Any other search seeds the Multi-City tab from its route, as switching tabs would.
        seedFlights(
          {
            origin: { ...search.origin },
            destination: { ...search.destination },
            departureDate: valid ? search.departureDate : '',
          },
          valid ? search.returnDate : '',
        ),
  };
}

/** The option's two lines: the route, then the dates (or that they passed), travellers and cabin. */
export function describeRecentSearch(search: RecentSearch, today: string): { title: string; detail: string } {
  const dates = !datesStillValid(search, today)
    ? 'Dates passed: pick new dates'
    : search.tripType === 'round-trip' && search.returnDate
      ? `${formatCardDate(search.departureDate)} - ${formatCardDate(search.returnDate)}`
      : `${formatCardDate(search.departureDate)}, one way`;
  return {
    title: `${search.origin.text} to ${search.destination.text}`,
    detail: [dates, passengerCountLabel(passengerTotal(search)), cabinLabel(search.cabinClass, 'form')].join(' · '),
  };
}

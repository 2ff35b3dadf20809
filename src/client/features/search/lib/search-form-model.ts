import type { CabinClass } from '../../../../shared/schemas/flights';
import {
  CABIN_CLASSES,
  isIsoDate,
  PASSENGER_LIMITS,
  passengerIssues,
  routeIssues,
  SEARCH_MESSAGES,
  type PassengerCounts,
  type SliceValues,
} from '../../../../shared/schemas/search-rules';
import { searchHref, TRIP_TYPES, type SearchCriteria, type TripType } from '../../../lib/search-url';
import { LAST_TRIP_TYPE_KEY } from '../../../lib/storage-keys';
import { flightIssues, flightValues, seedFlights, type FlightErrorKey, type FlightRow } from './multi-city-model';

/*
 * The search form's state and rules, free of React: defaults (J3), the remembered trip
 * type (J4), R8's stepper bounds, validation with the shared schema and the
 * /search address the form writes (J2, R20).
 */

export { TRIP_TYPES, type TripType };

/** What an airport field holds: the picked code ('' until a pick) and the text the field shows. */
export interface AirportValue {
  code: string;
  text: string;
}

export const NO_AIRPORT: AirportValue = { code: '', text: '' };

export interface SearchFormState extends PassengerCounts {
  /** R26: one age per child and per infant, NO_AGE until the traveller picks it. */
  childAges: number[];
  infantAges: number[];
  /** R58: one age per adult aged 12-17 (as many as the traveller says, up to the adults). */
  youthAges: number[];
  tripType: TripType;
  origin: AirportValue;
  destination: AirportValue;
  /** yyyy-MM-dd, or '' when none is chosen. */
  departureDate: string;
  returnDate: string;
  cabinClass: CabinClass;
  /** R46: "include nearby airports" on From and To. */
  nearbyOrigin?: boolean;
  nearbyDestination?: boolean;
  /** R45: Direct only, asked of the airline with the search (absent: any number of stops). */
  directOnly?: boolean;
  /** R24: the Multi-City tab's 2 to 5 flights (kept while another tab is shown). */
  flights: FlightRow[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own calendar date, yyyy-MM-dd: "today" is the traveller's today (R22). */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-MM-dd plus whole days, across month and year ends. */
export function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/** The last trip type searched, or round-trip; storage that cannot be read counts as empty. */
export function readLastTripType(): TripType {
  try {
    const saved = window.localStorage.getItem(LAST_TRIP_TYPE_KEY);
    return saved === 'one-way' || saved === 'multi-city' ? saved : 'round-trip';
  } catch {
    return 'round-trip';
  }
}

/** Remembers the trip type; a failure (private mode, full quota) is only logged: the search goes on. */
export function saveLastTripType(tripType: TripType): void {
  try {
    window.localStorage.setItem(LAST_TRIP_TYPE_KEY, tripType);
  } catch (error) {
    console.warn('Could not remember the trip type', error);
  }
}

/** J3's defaults: departure today, return a week later (none for one-way), economy, 1 adult. */
export function initialSearchFormState(today: string, tripType: TripType): SearchFormState {
  return {
    tripType,
    flights: seedFlights(
      { origin: NO_AIRPORT, destination: NO_AIRPORT, departureDate: today },
      today && addDays(today, 7),
    ),
    origin: NO_AIRPORT,
    destination: NO_AIRPORT,
    departureDate: today,
    returnDate: tripType === 'round-trip' ? addDays(today, 7) : '',
    cabinClass: 'economy',
    adultsCount: 1,
    childrenCount: 0,
    infantsCount: 0,
    childAges: [],
    infantAges: [],
    youthAges: [],
  };
}

/** An age not chosen yet: outside every band, so the shared rule asks for it. */
export const NO_AGE = -1;

/** `ages` grown with NO_AGE or cut to `count`: the ages already chosen stay with their people. */
function resized(ages: readonly number[] | undefined, count: number): number[] {
  const size = Number.isInteger(count) && count > 0 ? count : 0;
  const kept = (ages ?? []).slice(0, size);
  return [...kept, ...Array<number>(size - kept.length).fill(NO_AGE)];
}

/** The ages a search sends for `count` people: one each, or none when there is nobody (or no valid count). */
export function agesFor(ages: readonly number[] | undefined, count: number): number[] | undefined {
  return Number.isInteger(count) && count > 0 ? resized(ages, count) : undefined;
}

/**
 * One-way clears the return date; round trip leaves it for the traveller to pick. Multi-City
 * starts from the route already typed when its flights are still blank (R24).
 */
export function withTripType(state: SearchFormState, tripType: TripType): SearchFormState {
  const untouched = state.flights.every((row) => !row.origin.code && !row.destination.code);
  const flights =
    tripType === 'multi-city' && untouched
      ? seedFlights(
          { origin: state.origin, destination: state.destination, departureDate: state.departureDate },
          state.returnDate || (state.flights[1]?.departureDate ?? ''),
        )
      : state.flights;
  return { ...state, tripType, flights, returnDate: tripType === 'one-way' ? '' : state.returnDate };
}

const airportValue = (code: string, names: Record<string, string>): AirportValue => ({
  code,
  text: names[code] ? `${names[code]} (${code})` : code,
});

/**
 * The form filled with a search (Modify Search on the results page): its airports, shown with the
 * names the page knows, dates, cabin, travellers, trip type and flights.
 */
export function stateFromCriteria(criteria: SearchCriteria, names: Record<string, string> = {}): SearchFormState {
  const origin = airportValue(criteria.origin, names);
  const destination = airportValue(criteria.destination, names);
  const flights =
    criteria.slices && criteria.slices.length > 1
      ? criteria.slices.map((slice) => ({
          origin: airportValue(slice.origin, names),
          destination: airportValue(slice.destination, names),
          departureDate: slice.departureDate,
        }))
      : seedFlights(
          { origin, destination, departureDate: criteria.departureDate },
          criteria.returnDate ?? addDays(criteria.departureDate, 7),
        );
  return {
    tripType: criteria.tripType,
    origin,
    destination,
    departureDate: criteria.departureDate,
    returnDate: criteria.returnDate ?? '',
    cabinClass: criteria.cabinClass,
    adultsCount: criteria.adults,
    childrenCount: criteria.children,
    infantsCount: criteria.infants,
    childAges: resized(criteria.childAges, criteria.children),
    infantAges: resized(criteria.infantAges, criteria.infants),
    youthAges: [...(criteria.youthAges ?? [])],
    flights,
    // Modify Search keeps the choices made before searching (R45, R46).
    ...(criteria.directOnly ? { directOnly: true } : {}),
    ...(criteria.nearbyOrigin ? { nearbyOrigin: true } : {}),
    ...(criteria.nearbyDestination ? { nearbyDestination: true } : {}),
  };
}

export type PassengerKind = 'adults' | 'children' | 'infants';

const COUNT_FIELD = { adults: 'adultsCount', children: 'childrenCount', infants: 'infantsCount' } as const;

export function passengerTotal(counts: PassengerCounts): number {
  return counts.adultsCount + counts.childrenCount + counts.infantsCount;
}

/**
 * R8's bounds for each stepper given the other two counts: adults 1-9, children 0-8,
 * infants 0 to the number of adults, and 9 passengers in all.
 */
export function passengerBounds(counts: PassengerCounts): Record<PassengerKind, { min: number; max: number }> {
  const room = (own: number) => PASSENGER_LIMITS.total - passengerTotal(counts) + own;
  return {
    adults: { min: PASSENGER_LIMITS.adults.min, max: Math.min(PASSENGER_LIMITS.adults.max, room(counts.adultsCount)) },
    children: {
      min: PASSENGER_LIMITS.children.min,
      max: Math.min(PASSENGER_LIMITS.children.max, room(counts.childrenCount)),
    },
    infants: {
      min: PASSENGER_LIMITS.infants.min,
      max: Math.min(PASSENGER_LIMITS.infants.max, counts.adultsCount, room(counts.infantsCount)),
    },
  };
}

/** A stepper press, clamped; fewer adults than infants takes the extra infants off the adults' laps. */
export function stepPassengers<T extends PassengerCounts>(counts: T, kind: PassengerKind, delta: number): T {
  const { min, max } = passengerBounds(counts)[kind];
  const field = COUNT_FIELD[kind];
  const value = Math.min(max, Math.max(min, counts[field] + delta));
  const next = { ...counts, [field]: value };
  const infantsCount = Math.min(next.infantsCount, next.adultsCount);
  return {
    ...next,
    infantsCount,
    childAges: resized(counts.childAges, next.childrenCount),
    infantAges: resized(counts.infantAges, infantsCount),
    // R58: the youths are some of the adults; fewer adults, fewer of them.
    ...(counts.youthAges ? { youthAges: counts.youthAges.slice(0, next.adultsCount) } : {}),
  };
}

/** R58: how many of the adults are aged 12-17; the ages already picked stay, new ones start unpicked. */
export function withYouthCount<T extends PassengerCounts>(counts: T, youths: number): T {
  return { ...counts, youthAges: resized(counts.youthAges, Math.min(youths, counts.adultsCount)) };
}

const AGE_KEYS = { child: 'childAges', infant: 'infantAges', youth: 'youthAges' } as const;

/** One child's, infant's or youth's age picked in the passengers popover. */
export function withAge<T extends PassengerCounts>(
  counts: T,
  kind: keyof typeof AGE_KEYS,
  index: number,
  age: number,
): T {
  const key = AGE_KEYS[kind];
  const size = kind === 'child' ? counts.childrenCount : kind === 'infant' ? counts.infantsCount : undefined;
  const ages = resized(counts[key], size ?? counts[key]?.length ?? 0);
  ages[index] = age;
  return { ...counts, [key]: ages };
}

export type SearchFormField =
  | 'origin'
  | 'destination'
  | 'departureDate'
  | 'returnDate'
  | 'cabinClass'
  | 'adultsCount'
  | 'childrenCount'
  | 'infantsCount'
  | 'childAges'
  | 'infantAges'
  | 'youthAges'
  | 'passengers';

export type SearchFormErrors = Partial<Record<SearchFormField | FlightErrorKey, string>>;

/** The one message the travellers popover shows: the first of its fields' messages. */
export function passengerError(errors: SearchFormErrors): string | undefined {
  return (
    errors.adultsCount ??
    errors.childrenCount ??
    errors.infantsCount ??
    errors.passengers ??
    errors.youthAges ??
    errors.childAges ??
    errors.infantAges
  );
}

export type SearchFormCheck =
  { ok: true; values: SearchFormValues; tripType: TripType } | { ok: false; errors: SearchFormErrors };

/** What a valid form sends: createSearchFormSchema's output in shared/schemas/search.ts. */
export interface SearchFormValues extends PassengerCounts {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
  cabinClass: CabinClass;
  nearbyOrigin?: boolean | undefined;
  nearbyDestination?: boolean | undefined;
  /** R24: a multi-city search's flights (origin... are the first one's). */
  slices?: SliceValues[] | undefined;
}

const AIRPORT_CODE = /^[A-Z]{3}$/;

const withDefined = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/**
 * The cabin and the travellers as both kinds of search send them. R26: the ages go with the
 * search (the shared rule wants one per person, each in its band).
 */
function cabinAndTravellers(state: SearchFormState) {
  const { adultsCount, childrenCount, infantsCount } = state;
  return {
    cabinClass: state.cabinClass,
    adultsCount,
    childrenCount,
    infantsCount,
    ...withDefined('childAges', agesFor(state.childAges, childrenCount)),
    ...withDefined('infantAges', agesFor(state.infantAges, infantsCount)),
    ...withDefined('youthAges', state.youthAges.length > 0 ? [...state.youthAges] : undefined),
  };
}

const isCount = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/**
 * The form's values through the shared rules, first message per field: the same checks, words
 * and order as createSearchFormSchema (search.test.ts holds the two to each other), written
 * without zod so the home page's first download does not carry the validator.
 */
export function validateSearchForm(state: SearchFormState, today: () => string): SearchFormCheck {
  if (state.tripType === 'multi-city') return validateMultiCity(state, today);
  const errors: SearchFormErrors = {};
  const fail = (field: SearchFormField, message: string) => {
    if (!(field in errors)) errors[field] = message;
  };
  const origin = state.origin.code.trim().toUpperCase();
  const destination = state.destination.code.trim().toUpperCase();
  const departureDate = state.departureDate.trim();
  const rawReturn = state.tripType === 'round-trip' ? state.returnDate : '';
  const returnDate = rawReturn === '' ? undefined : rawReturn.trim();
  const { adultsCount, childrenCount, infantsCount } = state;

  if (!AIRPORT_CODE.test(origin)) fail('origin', SEARCH_MESSAGES.origin);
  if (!AIRPORT_CODE.test(destination)) fail('destination', SEARCH_MESSAGES.destination);
  if (departureDate === '') fail('departureDate', SEARCH_MESSAGES.departureDate);
  else if (!isIsoDate(departureDate)) fail('departureDate', SEARCH_MESSAGES.departureDateFormat);
  if (returnDate !== undefined && !isIsoDate(returnDate)) fail('returnDate', SEARCH_MESSAGES.returnDateFormat);
  if (!(CABIN_CLASSES as readonly string[]).includes(state.cabinClass)) fail('cabinClass', SEARCH_MESSAGES.cabinClass);
  const { adults, children, infants } = PASSENGER_LIMITS;
  if (!isCount(adultsCount, adults.min, adults.max)) {
    fail('adultsCount', adultsCount > adults.max ? SEARCH_MESSAGES.adultsMax : SEARCH_MESSAGES.adultsMin);
  }
  if (!isCount(childrenCount, children.min, children.max)) fail('childrenCount', SEARCH_MESSAGES.children);
  if (!isCount(infantsCount, infants.min, infants.max)) fail('infantsCount', SEARCH_MESSAGES.infants);

  const values: SearchFormValues = {
    origin,
    destination,
    departureDate,
    returnDate,
    ...cabinAndTravellers(state),
    ...(state.nearbyOrigin ? { nearbyOrigin: true } : {}),
    ...(state.nearbyDestination ? { nearbyDestination: true } : {}),
  };
  // The schema checks across fields only once each field has the right type: a count that is not
  // a whole number, or an unknown cabin, stops it there (zod's aborting issues).
  const typed = [adultsCount, childrenCount, infantsCount].every(Number.isInteger) && !errors.cabinClass;
  const crossField = typed ? [...routeIssues(values, today()), ...passengerIssues(values)] : [];
  for (const issue of crossField) fail(String(issue.path[0]) as SearchFormField, issue.message);
  return Object.keys(errors).length === 0 ? { ok: true, values, tripType: state.tripType } : { ok: false, errors };
}

/** The passengers' own fields, as validateSearchForm checks them. */
function passengerFieldErrors(state: SearchFormState): SearchFormErrors {
  const errors: SearchFormErrors = {};
  const { adults, children, infants } = PASSENGER_LIMITS;
  const { adultsCount, childrenCount, infantsCount } = state;
  if (!isCount(adultsCount, adults.min, adults.max)) {
    errors.adultsCount = adultsCount > adults.max ? SEARCH_MESSAGES.adultsMax : SEARCH_MESSAGES.adultsMin;
  }
  if (!isCount(childrenCount, children.min, children.max)) errors.childrenCount = SEARCH_MESSAGES.children;
  if (!isCount(infantsCount, infants.min, infants.max)) errors.infantsCount = SEARCH_MESSAGES.infants;
  return errors;
}

/** R24: the Multi-City tab: each flight's fields and the shared rules across flights, then the travellers. */
function validateMultiCity(state: SearchFormState, today: () => string): SearchFormCheck {
  const errors: SearchFormErrors = passengerFieldErrors(state);
  const fail = (key: keyof SearchFormErrors, message: string) => {
    if (!(key in errors)) errors[key] = message;
  };
  if (!(CABIN_CLASSES as readonly string[]).includes(state.cabinClass)) fail('cabinClass', SEARCH_MESSAGES.cabinClass);
  const slices = flightValues(state.flights);
  const [first] = slices;
  const values: SearchFormValues = {
    origin: first?.origin ?? '',
    destination: first?.destination ?? '',
    departureDate: first?.departureDate ?? '',
    ...cabinAndTravellers(state),
    slices,
  };
  const issues = flightIssues(slices, today(), {
    origin: SEARCH_MESSAGES.origin,
    destination: SEARCH_MESSAGES.destination,
    departureDate: SEARCH_MESSAGES.departureDate,
    tooFew: SEARCH_MESSAGES.tooFewFlights,
  });
  for (const issue of issues) fail(issue.path.join('.') as FlightErrorKey, issue.message);
  const typed = [values.adultsCount, values.childrenCount, values.infantsCount].every(Number.isInteger);
  for (const issue of typed ? passengerIssues(values) : [])
    fail(String(issue.path[0]) as SearchFormField, issue.message);
  return Object.keys(errors).length === 0 ? { ok: true, values, tripType: 'multi-city' } : { ok: false, errors };
}

/**
 * The results address (J2): origin, destination, departureDate, cabinClass, the three
 * counts in the form's spelling (R20) and tripType; returnDate only for a round trip with one.
 */
export function searchUrl(values: SearchFormValues, tripType: TripType, directOnly = false): string {
  return searchHref({
    ...(directOnly ? { directOnly } : {}),
    ...values,
    adults: values.adultsCount,
    children: values.childrenCount,
    infants: values.infantsCount,
    childAges: values.childAges,
    infantAges: values.infantAges,
    youthAges: values.youthAges,
    tripType,
    slices: tripType === 'multi-city' ? values.slices : undefined,
  });
}

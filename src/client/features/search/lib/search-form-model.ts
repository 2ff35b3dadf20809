import type { CabinClass } from '../../../../shared/schemas/flights';
import {
  createSearchFormSchema,
  PASSENGER_LIMITS,
  type PassengerCounts,
  type SearchFormValues,
} from '../../../../shared/schemas/search';
import { ROUTES } from '../../../../shared/routes';

/*
 * The search form's state and rules, free of React: defaults (section 3), the remembered trip
 * type (section 4), decision 8's stepper bounds, validation with the shared schema and the
 * /search address the form writes (section 2, decision 20).
 */

export const TRIP_TYPES = ['round-trip', 'one-way'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const LAST_TRIP_TYPE_KEY = 'lastTripType';

/** What an airport field holds: the picked code ('' until a pick) and the text the field shows. */
export interface AirportValue {
  code: string;
  text: string;
}

export const NO_AIRPORT: AirportValue = { code: '', text: '' };

export interface SearchFormState extends PassengerCounts {
  tripType: TripType;
  origin: AirportValue;
  destination: AirportValue;
  /** yyyy-MM-dd, or '' when none is chosen. */
  departureDate: string;
  returnDate: string;
  cabinClass: CabinClass;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own calendar date, yyyy-MM-dd: "today" is the traveller's today (decision 22). */
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
    return saved === 'one-way' ? 'one-way' : 'round-trip';
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

/** Section 3's defaults: departure today, return a week later (none for one-way), economy, 1 adult. */
export function initialSearchFormState(today: string, tripType: TripType): SearchFormState {
  return {
    tripType,
    origin: NO_AIRPORT,
    destination: NO_AIRPORT,
    departureDate: today,
    returnDate: tripType === 'round-trip' ? addDays(today, 7) : '',
    cabinClass: 'economy',
    adultsCount: 1,
    childrenCount: 0,
    infantsCount: 0,
  };
}

/** One-way clears the return date; round trip leaves it for the traveller to pick. */
export function withTripType(state: SearchFormState, tripType: TripType): SearchFormState {
  return { ...state, tripType, returnDate: tripType === 'one-way' ? '' : state.returnDate };
}

export type PassengerKind = 'adults' | 'children' | 'infants';

const COUNT_FIELD = { adults: 'adultsCount', children: 'childrenCount', infants: 'infantsCount' } as const;

export function passengerTotal(counts: PassengerCounts): number {
  return counts.adultsCount + counts.childrenCount + counts.infantsCount;
}

/**
 * Decision 8's bounds for each stepper given the other two counts: adults 1-9, children 0-8,
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
  return { ...next, infantsCount: Math.min(next.infantsCount, next.adultsCount) };
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
  | 'passengers';

export type SearchFormErrors = Partial<Record<SearchFormField, string>>;

export type SearchFormCheck =
  { ok: true; values: SearchFormValues; tripType: TripType } | { ok: false; errors: SearchFormErrors };

/** The form's values through the shared schema (section 5's messages), first message per field. */
export function validateSearchForm(state: SearchFormState, today: () => string): SearchFormCheck {
  const result = createSearchFormSchema(today).safeParse({
    origin: state.origin.code,
    destination: state.destination.code,
    departureDate: state.departureDate,
    returnDate: state.tripType === 'round-trip' ? state.returnDate : '',
    cabinClass: state.cabinClass,
    adultsCount: state.adultsCount,
    childrenCount: state.childrenCount,
    infantsCount: state.infantsCount,
  });
  if (result.success) return { ok: true, values: result.data, tripType: state.tripType };
  const errors: SearchFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as SearchFormField;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * The results address (section 2): origin, destination, departureDate, cabinClass, the three
 * counts in the form's spelling (decision 20) and tripType; returnDate only for a round trip with one.
 */
export function searchUrl(values: SearchFormValues, tripType: TripType): string {
  const params = new URLSearchParams({
    origin: values.origin,
    destination: values.destination,
    departureDate: values.departureDate,
    cabinClass: values.cabinClass,
    adultsCount: String(values.adultsCount),
    childrenCount: String(values.childrenCount),
    infantsCount: String(values.infantsCount),
    tripType,
  });
  if (tripType === 'round-trip' && values.returnDate) params.set('returnDate', values.returnDate);
  return `${ROUTES.search}?${params.toString()}`;
}

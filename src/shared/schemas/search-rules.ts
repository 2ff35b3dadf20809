/*
 * The flight search's words and limits without zod (J5, R8, R13,
 * 20 and 22): the home page's search form reads them on first paint, so they must not pull the
 * validator into that download. search.ts builds the zod schemas from these and re-exports them.
 */

/** The cabins a search may ask for, cheapest first (also the order of the form's select). */
export const CABIN_CLASSES = ['economy', 'premium_economy', 'business', 'first'] as const;

export const SEARCH_MESSAGES = {
  origin: 'Please select an origin airport',
  destination: 'Please select a destination airport',
  departureDate: 'Please select a departure date',
  departureDateFormat: 'Departure date must be a date written yyyy-MM-dd',
  returnDateFormat: 'Return date must be a date written yyyy-MM-dd',
  cabinClass: 'Cabin class must be economy, premium_economy, business or first',
  adultsMin: 'At least 1 adult is required',
  adultsMax: 'At most 9 adults can travel on one booking',
  children: 'Children must be between 0 and 8',
  infants: 'Infants must be a whole number, 0 or more',
  infantsOverAdults: "Each infant travels on an adult's lap: there cannot be more infants than adults",
  childAges: "Please choose each child's age (2 to 11 on the day of the last flight)",
  infantAges: "Please choose each infant's age (under 1, or 1, on the day of the last flight)",
  /** R58: adults aged 12-17 are counted among the adults and searched by age. */
  youthAges: 'Please choose the age of each adult aged 12 to 17 (on the day of the last flight)',
  youthsOverAdults: 'Travellers aged 12 to 17 are counted among the adults: there cannot be more of them than adults',
  /** R58: an infant's lap is an adult's of 18 or over, as airlines require. */
  infantsOverGrownUps:
    'Each infant travels on the lap of an adult aged 18 or over: there cannot be more infants than adults aged 18 or over',
  totalPassengers: 'At most 9 passengers can travel on one booking',
  sameAirports: 'Origin and destination cannot be the same',
  pastDeparture: 'Departure date cannot be in the past',
  returnBeforeDeparture: 'Return date must be after departure date',
  page: 'Page must be a whole number, 1 or more',
  limit: 'Limit must be a whole number between 1 and 100',
  slicesCount: 'A search has 1 to 5 flights',
  slicesAndRoute: 'Send either slices or origin, destination and dates, not both',
  sliceOrder: 'Each flight must depart on or after the flight before it',
  maxConnections: 'Connections must be 0 (direct only), 1 or 2',
  /** R24: the multi-city form's own words for its rows. */
  flightSameAirports: 'A flight cannot land at the airport it leaves from',
  tooManyFlights: 'A multi-city trip has at most 5 flights',
  tooFewFlights: 'A multi-city trip has at least 2 flights',
} as const;

/** R45: the most connections per flight a search may ask the airline for (Direct only sends 0). */
export const MAX_CONNECTIONS_LIMIT = 2;

/** R8: one reading of passenger counts everywhere (steppers clamp at these). */
export const PASSENGER_LIMITS = {
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 8 },
  /** Infants also may not outnumber adults. */
  infants: { min: 0, max: 8 },
  total: 9,
} as const;

export const SEARCH_PAGE_SIZE = 30;
/** The most offers one search keeps, cheapest first (Duffel pages them; more would be slow and rarely seen). */
export const OFFER_LIST_CAP = 500;
export const SEARCH_MAX_LIMIT = 100;
/** R24: a multi-city search has 2 to MAX_SLICES flights (an API search 1 to MAX_SLICES). */
export const MAX_SLICES = 5;
export const MIN_MULTI_CITY_FLIGHTS = 2;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-MM-dd (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The earliest departure date the server accepts: the calendar date at UTC-12, the last time
 * zone on earth to leave a day. A traveller anywhere whose local date is "today" is therefore
 * never told their date is in the past, while yesterday everywhere is refused (R22).
 */
export function earliestDepartureDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The ages a search gives with its counts, on the day of the last flight. */
export interface PassengerAges {
  /** R26: each child's age, as airlines price and check it; absent from programs that send none. */
  childAges?: number[] | undefined;
  infantAges?: number[] | undefined;
  /** R58: the ages of the adults who are 12-17 (counted among the adults); absent or empty, none are. */
  youthAges?: number[] | undefined;
}

/**
 * The age lists a search was given and only those, for a request or a provider's query built from
 * it: a list left out means "none asked", and an empty youth list says the same.
 */
export function givenAges(value: PassengerAges): PassengerAges {
  return {
    ...(value.childAges ? { childAges: value.childAges } : {}),
    ...(value.infantAges ? { infantAges: value.infantAges } : {}),
    ...(value.youthAges?.length ? { youthAges: value.youthAges } : {}),
  };
}

export interface PassengerCounts extends PassengerAges {
  adultsCount: number;
  childrenCount: number;
  infantsCount: number;
}

/** R8's bands, as ages on the day of the last flight; R58's youths are the adults under 18. */
export const AGE_LIMITS = {
  youth: { min: 12, max: 17 },
  child: { min: 2, max: 11 },
  infant: { min: 0, max: 1 },
} as const;

const agesFit = (ages: number[] | undefined, count: number, band: { min: number; max: number }) =>
  ages === undefined || (ages.length === count && ages.every((age) => age >= band.min && age <= band.max));

export interface RouteValues {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
}

/** A rule broken: the field a person would change (the first path element) and the message. */
export interface SearchIssue {
  path: (string | number)[];
  message: string;
}

/** R8's cross-field rules, on the field a person would change. */
export function passengerIssues(value: PassengerCounts): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (value.infantsCount > value.adultsCount) {
    issues.push({ path: ['infantsCount'], message: SEARCH_MESSAGES.infantsOverAdults });
  }
  if (value.adultsCount + value.childrenCount + value.infantsCount > PASSENGER_LIMITS.total) {
    issues.push({ path: ['passengers'], message: SEARCH_MESSAGES.totalPassengers });
  }
  if (!agesFit(value.childAges, value.childrenCount, AGE_LIMITS.child)) {
    issues.push({ path: ['childAges'], message: SEARCH_MESSAGES.childAges });
  }
  if (!agesFit(value.infantAges, value.infantsCount, AGE_LIMITS.infant)) {
    issues.push({ path: ['infantAges'], message: SEARCH_MESSAGES.infantAges });
  }
  const youths = value.youthAges ?? [];
  if (youths.length > value.adultsCount) {
    issues.push({ path: ['youthAges'], message: SEARCH_MESSAGES.youthsOverAdults });
  } else if (!agesFit(youths, youths.length, AGE_LIMITS.youth)) {
    issues.push({ path: ['youthAges'], message: SEARCH_MESSAGES.youthAges });
  } else if (value.infantsCount <= value.adultsCount && value.infantsCount > value.adultsCount - youths.length) {
    issues.push({ path: ['infantsCount'], message: SEARCH_MESSAGES.infantsOverGrownUps });
  }
  return issues;
}

/**
 * The submit-time rules of J5. `today` is yyyy-MM-dd: the browser's own date on the form,
 * earliestDepartureDate() on the server. A return on the departure day is allowed ("not before").
 */
export function routeIssues(value: RouteValues, today: string, at: (string | number)[] = []): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (value.origin === value.destination) {
    issues.push({ path: [...at, 'destination'], message: SEARCH_MESSAGES.sameAirports });
  }
  // A malformed date already has its own message; comparing it would only add noise.
  if (!isIsoDate(value.departureDate)) return issues;
  if (value.departureDate < today) {
    issues.push({ path: [...at, 'departureDate'], message: SEARCH_MESSAGES.pastDeparture });
  }
  if (value.returnDate !== undefined && isIsoDate(value.returnDate) && value.returnDate < value.departureDate) {
    issues.push({ path: [...at, 'returnDate'], message: SEARCH_MESSAGES.returnBeforeDeparture });
  }
  return issues;
}

/** One flight of a multi-city search. */
export interface SliceValues {
  origin: string;
  destination: string;
  departureDate: string;
}

/**
 * R24's rules for a list of flights, on the flight a person would change: at most MAX_SLICES,
 * no flight landing where it leaves from, none in the past, each on or after the one before.
 * The multi-city form and the API (slices) read the same issues.
 */
export function sliceIssues(
  slices: readonly SliceValues[],
  today: string,
  at: (string | number)[] = [],
): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (slices.length > MAX_SLICES) issues.push({ path: at, message: SEARCH_MESSAGES.tooManyFlights });
  slices.forEach((slice, index) => {
    const here = [...at, index];
    if (slice.origin !== '' && slice.origin === slice.destination) {
      issues.push({ path: [...here, 'destination'], message: SEARCH_MESSAGES.flightSameAirports });
    }
    if (!isIsoDate(slice.departureDate)) return;
    if (slice.departureDate < today) {
      issues.push({ path: [...here, 'departureDate'], message: SEARCH_MESSAGES.pastDeparture });
    }
    const previous = slices[index - 1];
    if (previous && isIsoDate(previous.departureDate) && slice.departureDate < previous.departureDate) {
      issues.push({ path: [...here, 'departureDate'], message: SEARCH_MESSAGES.sliceOrder });
    }
  });
  return issues;
}

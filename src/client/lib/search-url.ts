import { ROUTES } from '../../shared/routes';
import type { CabinClass } from '../../shared/schemas/flights';
// search-rules, not schemas/flights, for the list: the early search (api/early-search.ts) brings
// this module into every page's first download, and the zod runtime must not come with it.
import { AGE_LIMITS, CABIN_CLASSES, givenAges, MAX_SLICES, type SliceValues } from '../../shared/schemas/search-rules';

/*
 * The /search address, read and written in this one place: the results page reads its search
 * from it (the URL is the state: reload, back and a shared link show the same results); the
 * search form, the offer page's way back and the booking's redirect write it. J2: origin, destination, departureDate, returnDate,
 * cabinClass, the passenger counts, tripType, showMore and previousCount, each also accepted with a
 * from_ prefix (a detail page's links back). R20: counts are read as adultsCount or adults,
 * and the links the site writes use the form's spelling. R26: childAges and infantAges ("7,4").
 * R58: youthAges ("15"), the ages of the adults aged 12-17, at most one per adult.
 * R45: directOnly=true, "Direct only" chosen before searching: the API is asked for
 * maxConnections 0, so the airline answers direct flights only.
 * R24: tripType=multi-city, flight 1 in origin, destination and departureDate as any search, and
 * the next flights in origin2, destination2, departureDate2... up to 5.
 */

export const TRIP_TYPES = ['round-trip', 'one-way', 'multi-city'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export interface SearchCriteria {
  origin: string;
  destination: string;
  departureDate: string;
  /** Only for a round trip. */
  returnDate?: string;
  cabinClass: CabinClass;
  adults: number;
  children: number;
  infants: number;
  /** R26: each child's and infant's age, when the search gave them (the form always does). */
  childAges?: number[];
  infantAges?: number[];
  /** R58: the ages of the adults aged 12-17 (counted in adults); absent when none are. */
  youthAges?: number[];
  tripType: TripType;
  /** R46: also search the airports within 100 km of that end; written only when true. */
  nearbyOrigin?: true;
  nearbyDestination?: true;
  /** R45: Direct only, set before searching; absent when not. */
  directOnly?: boolean;
  /** R24: every flight of a multi-city search, the first one too (origin... repeat it); absent otherwise. */
  slices?: SliceValues[];
}

type Params = Pick<URLSearchParams, 'get'>;

/** The plain parameter, else its from_ copy; blank counts as absent. */
export function readParam(params: Params, name: string): string | undefined {
  for (const key of [name, `from_${name}`]) {
    const value = params.get(key)?.trim();
    if (value) return value;
  }
  return undefined;
}

function readCount(params: Params, names: string[], fallback: number): number {
  for (const name of names) {
    const value = readParam(params, name);
    // Anything but digits is ignored rather than guessed at; out-of-range counts go to the server,
    // whose answer (e.g. 'At most 9 passengers...') the error state then shows.
    if (value !== undefined && /^\d{1,2}$/.test(value)) return Number(value);
  }
  return fallback;
}

/** "7,4": one age per person of the kind, each in its band; anything else is read as not given. */
function readAges(params: Params, name: string, count: number, band: { min: number; max: number }) {
  const value = readParam(params, name);
  if (value === undefined || count === 0) return undefined;
  const ages = value.split(',').map((part) => (/^\d{1,2}$/.test(part.trim()) ? Number(part) : -1));
  return ages.length === count && ages.every((age) => age >= band.min && age <= band.max) ? ages : undefined;
}

/** R58: "15,12", up to one age per adult; anything else is read as none given. */
function readYouthAges(params: Params, adults: number) {
  const value = readParam(params, 'youthAges');
  const count = value?.split(',').length ?? 0;
  return count <= adults ? readAges(params, 'youthAges', count, AGE_LIMITS.youth) : undefined;
}

/** The ages as the URL and the API's query write them. */
const agesText = (ages: readonly number[] | undefined) => (ages && ages.length > 0 ? ages.join(',') : undefined);

function readCabin(params: Params): CabinClass {
  const value = readParam(params, 'cabinClass')?.toLowerCase();
  return (CABIN_CLASSES as readonly string[]).includes(value ?? '') ? (value as CabinClass) : 'economy';
}

/**
 * A multi-city search's flights after the first, while each has its three fields; anything after
 * a flight with one missing, or past the fifth, is left out (R24: a malformed address still shows
 * the flights it does carry, never an error page).
 */
function readLaterFlights(params: Params): SliceValues[] {
  const flights: SliceValues[] = [];
  for (let n = 2; n <= MAX_SLICES; n++) {
    const origin = readParam(params, `origin${n}`)?.toUpperCase();
    const destination = readParam(params, `destination${n}`)?.toUpperCase();
    const departureDate = readParam(params, `departureDate${n}`);
    if (!origin || !destination || !departureDate) break;
    flights.push({ origin, destination, departureDate });
  }
  return flights;
}

/** origin2, destination2, departureDate2... for the flights after the first. */
export function laterFlightParams(slices: readonly SliceValues[] | undefined, prefix = ''): Record<string, string> {
  const query: Record<string, string> = {};
  (slices ?? []).slice(1).forEach((slice, index) => {
    const n = index + 2;
    query[`${prefix}origin${n}`] = slice.origin;
    query[`${prefix}destination${n}`] = slice.destination;
    query[`${prefix}departureDate${n}`] = slice.departureDate;
  });
  return query;
}

/** The search in the URL, or null when origin, destination or departure date is missing. */
export function readSearchCriteria(params: Params): SearchCriteria | null {
  const origin = readParam(params, 'origin')?.toUpperCase();
  const destination = readParam(params, 'destination')?.toUpperCase();
  const departureDate = readParam(params, 'departureDate');
  if (!origin || !destination || !departureDate) return null;
  const returnDate = readParam(params, 'returnDate');
  const written = readParam(params, 'tripType');
  const later = written === 'multi-city' ? readLaterFlights(params) : [];
  const asked: TripType =
    written === 'one-way' || written === 'round-trip' ? written : returnDate ? 'round-trip' : 'one-way';
  // A round trip needs its return date; without one the search can only be one-way. A multi-city
  // search without a complete second flight is flight 1 alone.
  const tripType: TripType =
    later.length > 0 ? 'multi-city' : asked === 'round-trip' && returnDate ? 'round-trip' : 'one-way';
  const children = readCount(params, ['childrenCount', 'children'], 0);
  const infants = readCount(params, ['infantsCount', 'infants'], 0);
  const childAges = readAges(params, 'childAges', children, AGE_LIMITS.child);
  const infantAges = readAges(params, 'infantAges', infants, AGE_LIMITS.infant);
  const adults = readCount(params, ['adultsCount', 'adults'], 1);
  const youthAges = readYouthAges(params, adults);
  return {
    origin,
    destination,
    departureDate,
    ...(tripType === 'round-trip' ? { returnDate } : {}),
    cabinClass: readCabin(params),
    adults,
    children,
    infants,
    ...(childAges ? { childAges } : {}),
    ...(infantAges ? { infantAges } : {}),
    ...(youthAges ? { youthAges } : {}),
    tripType,
    ...readNearby(params),
    ...(readParam(params, 'directOnly') === 'true' ? { directOnly: true } : {}),
    ...(later.length > 0 ? { slices: [{ origin, destination, departureDate }, ...later] } : {}),
  };
}

/** R46: nearbyOrigin=true / nearbyDestination=true; any other value is read as not asked. */
function readNearby(params: Params): { nearbyOrigin?: true; nearbyDestination?: true } {
  return {
    ...(readParam(params, 'nearbyOrigin') === 'true' ? { nearbyOrigin: true as const } : {}),
    ...(readParam(params, 'nearbyDestination') === 'true' ? { nearbyDestination: true as const } : {}),
  };
}

/** The nearby flags as a query writes them: only those asked, so every other address stays as it was. */
function withNearby(search: { nearbyOrigin?: boolean | undefined; nearbyDestination?: boolean | undefined }) {
  return {
    ...(search.nearbyOrigin ? { nearbyOrigin: 'true' } : {}),
    ...(search.nearbyDestination ? { nearbyDestination: 'true' } : {}),
  };
}

/** Load More's place in the URL: showMore=true and the count of offers shown when it was pressed. */
export function readShowMore(params: Params): { showMore: boolean; previousCount: number } {
  const showMore = readParam(params, 'showMore') === 'true';
  const count = Number(readParam(params, 'previousCount') ?? '0');
  return { showMore, previousCount: showMore && Number.isSafeInteger(count) && count > 0 ? count : 0 };
}

/**
 * The search as the form writes it into /search (J2: R20's spelling, the return date last and only
 * on a round trip): also what lastSearchParams keeps.
 */
export function searchQueryObject(criteria: SearchCriteria): Record<string, string> {
  return {
    origin: criteria.origin,
    destination: criteria.destination,
    departureDate: criteria.departureDate,
    cabinClass: criteria.cabinClass,
    adultsCount: String(criteria.adults),
    childrenCount: String(criteria.children),
    infantsCount: String(criteria.infants),
    ...withAges(criteria),
    tripType: criteria.tripType,
    ...(criteria.returnDate ? { returnDate: criteria.returnDate } : {}),
    ...withNearby(criteria),
    ...(criteria.directOnly ? { directOnly: 'true' } : {}),
    ...laterFlightParams(criteria.slices),
  };
}

type Ages = 'childAges' | 'infantAges' | 'youthAges';

/** childAges, infantAges and youthAges for a query, only those given. */
function withAges(search: Partial<Record<Ages, readonly number[] | undefined>>) {
  const query: Partial<Record<Ages, string>> = {};
  for (const name of ['childAges', 'infantAges', 'youthAges'] as const) {
    const text = agesText(search[name]);
    if (text) query[name] = text;
  }
  return query;
}

/** A search as other screens know it: everything but the route and date may be missing. */
export interface SearchContext {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
  cabinClass?: string | undefined;
  adults?: number | undefined;
  children?: number | undefined;
  infants?: number | undefined;
  childAges?: readonly number[] | undefined;
  infantAges?: readonly number[] | undefined;
  youthAges?: readonly number[] | undefined;
  tripType?: TripType | undefined;
  nearbyOrigin?: boolean | undefined;
  nearbyDestination?: boolean | undefined;
  directOnly?: boolean | undefined;
  /** R24: a multi-city search's flights, the first one too. */
  slices?: readonly SliceValues[] | undefined;
}

/**
 * '/search?...' as the site writes it (the form's submit, the offer page's 'Back to Search
 * Results', the booking's redirect after an expired offer): the same page whichever way a
 * traveller comes back. Without a trip type, a return date makes it a round trip.
 */
export function searchHref(search: SearchContext): string {
  const multiCity = (search.slices?.length ?? 0) > 1 && (search.tripType ?? 'multi-city') === 'multi-city';
  // 'multi-city' without a second flight is written as what it is: one flight.
  const asked = search.tripType === 'multi-city' ? undefined : search.tripType;
  const tripType = multiCity ? 'multi-city' : (asked ?? (search.returnDate ? 'round-trip' : 'one-way'));
  const query = new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    cabinClass: search.cabinClass ?? 'economy',
    adultsCount: String(search.adults ?? 1),
    childrenCount: String(search.children ?? 0),
    infantsCount: String(search.infants ?? 0),
    ...withAges(search),
    tripType,
    ...(multiCity ? laterFlightParams(search.slices) : {}),
  });
  if (tripType === 'round-trip' && search.returnDate) query.set('returnDate', search.returnDate);
  for (const [key, value] of Object.entries(withNearby(search))) query.set(key, value);
  if (search.directOnly) query.set('directOnly', 'true');
  return `${ROUTES.search}?${query.toString()}`;
}

/** POST /api/flights/search body: the search fields; the server's first page is 30 offers. */
export function searchRequestBody(criteria: SearchCriteria) {
  // R24: a multi-city search is its slices, and only those.
  const route = criteria.slices
    ? { slices: criteria.slices }
    : {
        origin: criteria.origin,
        destination: criteria.destination,
        departureDate: criteria.departureDate,
        ...(criteria.returnDate ? { returnDate: criteria.returnDate } : {}),
      };
  return {
    ...route,
    cabinClass: criteria.cabinClass,
    adultsCount: criteria.adults,
    childrenCount: criteria.children,
    infantsCount: criteria.infants,
    ...givenAges(criteria),
    ...(criteria.nearbyOrigin ? { nearbyOrigin: true } : {}),
    ...(criteria.nearbyDestination ? { nearbyDestination: true } : {}),
    ...(criteria.directOnly ? { maxConnections: 0 } : {}),
  };
}

/**
 * GET /api/flights/search query for a later page (non-empty parameters only, J7).
 * The spec's Load More sends childrenCount 0 and infantsCount 0; we send the real counts instead,
 * because the price of an offer is for its passengers (R1, R8, R20): offers priced for one
 * adult merged into a family's list would show, and link to, prices the family cannot book.
 */
export function searchPageQuery(criteria: SearchCriteria, page: number, limit: number): string {
  const query = new URLSearchParams(searchQueryObject(criteria));
  query.delete('tripType');
  if (query.has('directOnly')) {
    query.delete('directOnly');
    query.set('maxConnections', '0');
  }
  query.set('page', String(page));
  query.set('limit', String(limit));
  return query.toString();
}

/** One string per distinct search: the query-cache key and the tag on saved results. */
export function criteriaKey(criteria: SearchCriteria): string {
  return new URLSearchParams(searchQueryObject(criteria)).toString();
}

/**
 * The offer detail link. The detail screen reads these from_ names to show the search and to
 * rebuild 'Back to Search Results'; returnDate only for a round trip.
 */
export function detailHref(offerId: string, criteria: SearchCriteria): string {
  const query = new URLSearchParams({
    from_origin: criteria.origin,
    from_destination: criteria.destination,
    from_departureDate: criteria.departureDate,
    ...(criteria.returnDate ? { from_returnDate: criteria.returnDate } : {}),
    from_cabinClass: criteria.cabinClass,
    from_adults: String(criteria.adults),
    from_children: String(criteria.children),
    from_infants: String(criteria.infants),
    ...Object.fromEntries(Object.entries(withAges(criteria)).map(([key, value]) => [`from_${key}`, value])),
    from_tripType: criteria.tripType,
    ...(criteria.directOnly ? { from_directOnly: 'true' } : {}),
    ...laterFlightParams(criteria.slices, 'from_'),
  });
  return `/flight/${encodeURIComponent(offerId)}?${query.toString()}`;
}

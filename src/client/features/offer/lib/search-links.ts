/*
 * The detail screen's two ways out (J2, R20). The results page
 * sends its search along as from_* parameters; 'Back to Search Results' rebuilds /search from
 * them (in the search form's spelling: adultsCount...), else from the last search saved under
 * lastSearchParams, else goes home. 'Book This Flight' carries the passenger counts to /booking.
 */

import { MAX_SLICES, type SliceValues } from '../../../../shared/schemas/search-rules';
import { searchHref, type SearchContext, type TripType } from '../../../lib/search-url';
import { LAST_SEARCH_KEY } from '../../../lib/storage-keys';

type Lookup = (key: string) => unknown;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

function whole(value: unknown, min: number): number | undefined {
  const raw = text(value);
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min ? n : undefined;
}

function tripTypeOf(value: unknown): TripType | undefined {
  return value === 'one-way' || value === 'round-trip' || value === 'multi-city' ? value : undefined;
}

/** R24: a multi-city search's flights (flight 1 then origin2...), or undefined for any other search. */
function flightsOf(get: Lookup, first: SliceValues): SliceValues[] | undefined {
  const flights = [first];
  for (let n = 2; n <= MAX_SLICES; n++) {
    const origin = text(get(`origin${n}`));
    const destination = text(get(`destination${n}`));
    const departureDate = text(get(`departureDate${n}`));
    if (!origin || !destination || !departureDate) break;
    flights.push({ origin, destination, departureDate });
  }
  return flights.length > 1 ? flights : undefined;
}

/** A search read through `get`; each count under either spelling (adultsCount or adults). */
function readContext(get: Lookup): SearchContext | null {
  const origin = text(get('origin'));
  const destination = text(get('destination'));
  const departureDate = text(get('departureDate'));
  if (!origin || !destination || !departureDate) return null;
  return {
    origin,
    destination,
    departureDate,
    returnDate: text(get('returnDate')),
    cabinClass: text(get('cabinClass')),
    adults: whole(get('adultsCount') ?? get('adults'), 1),
    children: whole(get('childrenCount') ?? get('children'), 0),
    infants: whole(get('infantsCount') ?? get('infants'), 0),
    tripType: tripTypeOf(get('tripType')),
    // R45: a Direct only search comes back as one.
    directOnly: get('directOnly') === 'true' || undefined,
    slices: get('tripType') === 'multi-city' ? flightsOf(get, { origin, destination, departureDate }) : undefined,
  };
}

const fromParams =
  (params: URLSearchParams): Lookup =>
  (key) =>
    params.get(`from_${key}`) ?? undefined;

/** The search this detail page was opened from, when the from_* parameters carry one. */
export function searchFromParams(params: URLSearchParams): SearchContext | null {
  return readContext(fromParams(params));
}

function savedSearch(storage: Pick<Storage, 'getItem'> | null): SearchContext | null {
  try {
    const raw = storage?.getItem(LAST_SEARCH_KEY);
    if (!raw) return null;
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return null;
    const record = saved as Record<string, unknown>;
    return readContext((key) => record[key]);
  } catch {
    // Storage blocked or the saved value is not JSON: there is no last search to go back to.
    return null;
  }
}

/** Where 'Back to Search Results' leads: the from_* search, else the saved one, else home. */
export function backToSearchHref(params: URLSearchParams, storage: Pick<Storage, 'getItem'> | null): string {
  const search = searchFromParams(params) ?? savedSearch(storage);
  return search ? searchHref(search) : '/';
}

/** The browser's localStorage, or null where reading it throws (privacy modes, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Passenger counts from the from_* parameters, defaults 1, 0, 0. */
export function passengerCounts(params: URLSearchParams): PassengerCounts {
  const get = fromParams(params);
  return {
    adults: whole(get('adults') ?? get('adultsCount'), 1) ?? 1,
    children: whole(get('children') ?? get('childrenCount'), 0) ?? 0,
    infants: whole(get('infants') ?? get('infantsCount'), 0) ?? 0,
  };
}

/** '/booking?offer={id}&adults=&children=&infants=' */
export function bookingHref(offerId: string, params: URLSearchParams): string {
  const counts = passengerCounts(params);
  const query = new URLSearchParams({
    offer: offerId,
    adults: String(counts.adults),
    children: String(counts.children),
    infants: String(counts.infants),
  });
  return `/booking?${query.toString()}`;
}

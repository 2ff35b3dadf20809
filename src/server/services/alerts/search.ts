import type { CabinClass } from '../../../shared/schemas/flights';
import type { SearchRequest } from '../../../shared/schemas/search';
import type { Alert, CreateAlertInput } from '../../../shared/schemas/alerts';
import { fromMinorUnits } from '../../../shared/pricing';
import type { priceAlerts } from '../../db/schema';

/** R51: what an alert keeps of its search: the /search fields, never paging. */
export interface StoredSearch {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string | undefined;
  cabinClass: CabinClass;
  adults: number;
  children: number;
  infants: number;
  childAges?: number[] | undefined;
  infantAges?: number[] | undefined;
  maxConnections?: number | undefined;
}

export type AlertRow = typeof priceAlerts.$inferSelect;

export function storedSearch(input: CreateAlertInput): StoredSearch {
  return {
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
    ...(input.returnDate ? { returnDate: input.returnDate } : {}),
    cabinClass: input.cabinClass,
    adults: input.adultsCount,
    children: input.childrenCount,
    infants: input.infantsCount,
    ...(input.childAges ? { childAges: input.childAges } : {}),
    ...(input.infantAges ? { infantAges: input.infantAges } : {}),
    ...(input.maxConnections !== undefined ? { maxConnections: input.maxConnections } : {}),
  };
}

/** The flights service's request for a stored search: the first page's cheapest is all we read. */
export function toSearchRequest(search: StoredSearch): SearchRequest {
  return {
    slices: [
      { origin: search.origin, destination: search.destination, departureDate: search.departureDate },
      ...(search.returnDate
        ? [{ origin: search.destination, destination: search.origin, departureDate: search.returnDate }]
        : []),
    ],
    cabinClass: search.cabinClass,
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    ...(search.childAges ? { childAges: search.childAges } : {}),
    ...(search.infantAges ? { infantAges: search.infantAges } : {}),
    ...(search.maxConnections !== undefined ? { maxConnections: search.maxConnections } : {}),
    page: 1,
    limit: 1,
  };
}

/** The results page's address for the search, in the form's spelling (R20), as the site writes links. */
export function searchPath(search: StoredSearch): string {
  const params = new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    ...(search.returnDate ? { returnDate: search.returnDate } : {}),
    tripType: search.returnDate ? 'round-trip' : 'one-way',
    cabinClass: search.cabinClass,
    adultsCount: String(search.adults),
    childrenCount: String(search.children),
    infantsCount: String(search.infants),
    ...(search.childAges?.length ? { childAges: search.childAges.join(',') } : {}),
    ...(search.infantAges?.length ? { infantAges: search.infantAges.join(',') } : {}),
    ...(search.maxConnections === 0 ? { directOnly: 'true' } : {}),
  });
  return `/search?${params.toString()}`;
}

export function toAlert(row: AlertRow): Alert {
  const search = row.search as unknown as StoredSearch;
  return {
    id: row.id,
    status: row.status,
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    returnDate: search.returnDate ?? null,
    cabinClass: search.cabinClass,
    passengers: search.adults + search.children + search.infants,
    dropKind: row.dropKind,
    dropValue: row.dropValue,
    currency: row.currency,
    baselineAmount: fromMinorUnits(row.baselineMinor, row.currency),
    lastAmount: row.lastPriceMinor === null ? null : fromMinorUnits(row.lastPriceMinor, row.currency),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    searchPath: searchPath(search),
    createdAt: row.createdAt.toISOString(),
  };
}

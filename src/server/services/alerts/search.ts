import { toSearchRequest, type SearchRequest } from '../../../shared/schemas/search';
import type { Alert, CreateAlertInput } from '../../../shared/schemas/alerts';
import { fromMinorUnits } from '../../../shared/pricing';
import type { priceAlerts } from '../../db/schema';

/** R51: what an alert keeps of its search: the shared search request, without paging. */
export type AlertSearch = Omit<SearchRequest, 'page' | 'limit'>;

export type AlertRow = typeof priceAlerts.$inferSelect;

/**
 * The shape alerts were stored in before they kept the shared request (until 28 Nov 2026): rows
 * written then are still read, so their checks, lists and e-mail links go on working.
 */
type LegacyStoredSearch = Pick<
  SearchRequest,
  'cabinClass' | 'adults' | 'children' | 'infants' | 'childAges' | 'infantAges' | 'maxConnections'
> & { origin: string; destination: string; departureDate: string; returnDate?: string | undefined };

/** The search to keep for a new alert: the /search fields as the search API reads them. */
export function alertSearch(input: CreateAlertInput): AlertSearch {
  const { page: _page, limit: _limit, ...search } = toSearchRequest({ ...input, page: 1, limit: 1 });
  return search;
}

/** An alert's stored search, in either shape, as the flights service's request for the cheapest offer. */
export function readAlertSearch(stored: unknown): SearchRequest {
  const value = stored as AlertSearch | LegacyStoredSearch;
  if ('slices' in value) return { ...value, page: 1, limit: 1 };
  const { origin, destination, departureDate, returnDate, adults, children, infants, cabinClass, ...rest } = value;
  return toSearchRequest({
    origin,
    destination,
    departureDate,
    returnDate,
    cabinClass,
    adultsCount: adults,
    childrenCount: children,
    infantsCount: infants,
    ...rest,
    page: 1,
    limit: 1,
  });
}

/** The outbound and (on a round trip) the return flight of an alert's search. */
export function alertRoute(search: AlertSearch) {
  const [outbound, back] = search.slices;
  return {
    origin: outbound?.origin ?? '',
    destination: outbound?.destination ?? '',
    departureDate: outbound?.departureDate ?? '',
    returnDate: back?.departureDate,
  };
}

/** The results page's address for the search, in the form's spelling (R20), as the site writes links. */
export function searchPath(search: AlertSearch): string {
  const route = alertRoute(search);
  const params = new URLSearchParams({
    origin: route.origin,
    destination: route.destination,
    departureDate: route.departureDate,
    ...(route.returnDate ? { returnDate: route.returnDate } : {}),
    tripType: route.returnDate ? 'round-trip' : 'one-way',
    cabinClass: search.cabinClass,
    adultsCount: String(search.adults),
    childrenCount: String(search.children),
    infantsCount: String(search.infants),
    ...(search.childAges?.length ? { childAges: search.childAges.join(',') } : {}),
    ...(search.infantAges?.length ? { infantAges: search.infantAges.join(',') } : {}),
    ...(search.youthAges?.length ? { youthAges: search.youthAges.join(',') } : {}),
    ...(search.maxConnections === 0 ? { directOnly: 'true' } : {}),
  });
  return `/search?${params.toString()}`;
}

export function toAlert(row: AlertRow): Alert {
  const search = readAlertSearch(row.search);
  const route = alertRoute(search);
  return {
    id: row.id,
    status: row.status,
    origin: route.origin,
    destination: route.destination,
    departureDate: route.departureDate,
    returnDate: route.returnDate ?? null,
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

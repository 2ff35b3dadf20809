import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { criteriaKey, searchRequestBody, type SearchCriteria } from '../../../lib/search-url';
import { SEARCH_PATH } from './early-search';
import { SearchResponseReader } from './search-response';
import { serverFirstPage, serverPageTime } from './server-first-page';

/** J4: results are fresh for 5 minutes and kept 10; no refetch on mount or focus. */
export const RESULTS_STALE_MS = 5 * 60_000;
export const RESULTS_GC_MS = 10 * 60_000;

/** Every query of one search starts with this key, so Refresh Results can refetch them together. */
export const searchQueryKey = (criteria: SearchCriteria) => ['flights', 'search', criteriaKey(criteria)] as const;

/** POST /api/flights/search: page 1, the server's 30 cheapest offers (perhaps asked for early). */
export const searchFlights = (criteria: SearchCriteria, signal?: AbortSignal) =>
  api.post(SEARCH_PATH, searchRequestBody(criteria), SearchResponseReader, { signal });

export const searchFlightsQueryOptions = (criteria: SearchCriteria) =>
  queryOptions({
    queryKey: [...searchQueryKey(criteria), 'first'] as const,
    queryFn: ({ signal }) => searchFlights(criteria, signal),
    staleTime: RESULTS_STALE_MS,
    gcTime: RESULTS_GC_MS,
    // No refetch on mount, but for offers a page the server rendered brought along (server-first-page.ts;
    // nothing has fetched them here yet): those are fetched again if stale (a page reopened from the
    // browser's cache).
    refetchOnMount: (query) => query.state.dataUpdateCount === 0,
    refetchOnWindowFocus: false,
    initialData: () => serverFirstPage(criteria, RESULTS_STALE_MS),
    initialDataUpdatedAt: serverPageTime,
  });

export function useSearchFlights(criteria: SearchCriteria) {
  return useQuery(searchFlightsQueryOptions(criteria));
}

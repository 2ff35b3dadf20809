import { queryOptions, useQueries } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../shared/schemas/flights';
import { api } from '../../../lib/api';
import { LOAD_MORE_LIMIT } from '../lib/load-more';
import { searchPageQuery, type SearchCriteria } from '../../../lib/search-url';
import { RESULTS_GC_MS, RESULTS_STALE_MS, searchQueryKey } from './search-flights';
import { SearchResponseReader } from './search-response';

/** GET /api/flights/search with page and limit: Load More's pages of 100. */
export const searchFlightsPage = (criteria: SearchCriteria, page: number, signal?: AbortSignal) =>
  api.get(`/api/flights/search?${searchPageQuery(criteria, page, LOAD_MORE_LIMIT)}`, SearchResponseReader, {
    signal,
  });

export const searchFlightsPageQueryOptions = (criteria: SearchCriteria, page: number) =>
  queryOptions({
    queryKey: [...searchQueryKey(criteria), 'page', page, LOAD_MORE_LIMIT] as const,
    queryFn: ({ signal }) => searchFlightsPage(criteria, page, signal),
    staleTime: RESULTS_STALE_MS,
    gcTime: RESULTS_GC_MS,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });

export interface LoadedPages {
  pages: SearchResponse[];
  isFetching: boolean;
  error: Error | null;
  retry: () => void;
}

/** The Load More pages the URL asks for (see pagesToLoad), fetched together. */
export function useSearchFlightsPages(criteria: SearchCriteria, pages: readonly number[]): LoadedPages {
  return useQueries({
    queries: pages.map((page) => searchFlightsPageQueryOptions(criteria, page)),
    combine: (results) => ({
      pages: results.flatMap((result) => (result.data ? [result.data] : [])),
      isFetching: results.some((result) => result.isFetching),
      error: results.find((result) => result.error)?.error ?? null,
      retry: () => {
        for (const result of results) if (result.error) void result.refetch();
      },
    }),
  });
}

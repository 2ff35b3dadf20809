import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Offer } from '../../../../shared/schemas/flights';
import { searchQueryKey, useSearchFlights } from '../api/search-flights';
import { useSearchFlightsPages } from '../api/search-flights-page';
import {
  LOAD_MORE_RESET_MS,
  mergeOffers,
  pagesToLoad,
  readPreviousResults,
  saveLastSearchParams,
  savePreviousResults,
} from './load-more';
import { isRenderableOffer } from './offers';
import { criteriaKey, searchQueryObject, type SearchCriteria } from '../../../lib/search-url';

export type ResultsStatus = 'loading' | 'error' | 'empty' | 'list';

export interface Results {
  status: ResultsStatus;
  error: unknown;
  /** Every offer loaded so far, once each, cheapest first. */
  offers: Offer[];
  /** How many offers the search has in all (the server's total_count). */
  total: number;
  /** The list is the airline's cheapest offers only, at the cap (the server's cheapest_only). */
  cheapestOnly: boolean;
  refreshing: boolean;
  refresh: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  retryLoadMore: () => void;
  /** Call with the URL update that records showMore and previousCount. */
  loadMore: (recordInUrl: (previousCount: number) => void) => void;
}

/**
 * The search's offers: page 1 (POST, 30 offers) and the Load More pages the URL asks for, merged
 * without duplicates, cheapest first; before those pages arrive, the offers saved at the Load More.
 */
export function useResults(criteria: SearchCriteria, showMore: boolean, previousCount: number): Results {
  const key = criteriaKey(criteria);
  const queryClient = useQueryClient();
  const first = useSearchFlights(criteria);
  const pageNumbers = useMemo(() => pagesToLoad(showMore, previousCount), [showMore, previousCount]);
  const more = useSearchFlightsPages(criteria, pageNumbers);
  const saved = useMemo(() => (showMore ? readPreviousResults(key) : []), [key, showMore]);

  const offers = useMemo(
    () =>
      mergeOffers(first.data?.offers ?? [], saved, ...more.pages.map((page) => page.offers)).filter(isRenderableOffer),
    [first.data, saved, more.pages],
  );
  const total = Math.max(offers.length, first.data?.total_count ?? 0, ...more.pages.map((page) => page.total_count));

  // `criteria` keeps its identity while the search is the same (the page memoises it by key).
  useEffect(() => saveLastSearchParams(searchQueryObject(criteria)), [criteria]);

  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    void queryClient
      .refetchQueries({ queryKey: searchQueryKey(criteria), type: 'active' })
      .finally(() => setRefreshing(false));
  }, [queryClient, criteria]);

  const [flag, setFlag] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const loadMore = useCallback(
    (recordInUrl: (previousCount: number) => void) => {
      setFlag(true);
      savePreviousResults(key, offers);
      recordInUrl(offers.length);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setFlag(false), LOAD_MORE_RESET_MS);
    },
    [key, offers],
  );

  const status: ResultsStatus =
    offers.length > 0 ? 'list' : first.error ? 'error' : first.isPending ? 'loading' : 'empty';

  return {
    status,
    error: first.error,
    offers,
    total,
    cheapestOnly: first.data?.cheapest_only === true,
    refreshing,
    refresh,
    hasMore: offers.length < total,
    loadingMore: flag || more.isFetching,
    loadMoreError: more.error,
    retryLoadMore: more.retry,
    loadMore,
  };
}

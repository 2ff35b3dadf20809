import type { BagChoice } from '../../../shared/bags';
import { BagsSelect } from './components/bags-select';
import { readBags, writeBags } from './lib/bags';
import { lazy, memo, startTransition, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { OFFER_LIST_CAP } from '../../../shared/schemas/search-rules';
import { Navigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../rendering/page-meta';
import { useHydrated } from '../../rendering/hydration';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  ErrorState,
  EmptyState,
  FilteredEmptyState,
  FiltersSkeleton,
  FiltersUnavailable,
  LoadingResults,
} from './components/result-states';
import { FiltersSheet } from './components/filters-sheet';
import { LoadMore } from './components/load-more';
import { ResultsHeader } from './components/results-header';
import { ResultsList } from './components/results-list';
import { SortSelect } from './components/sort-select';
import {
  applyFilters,
  clampPriceRange,
  NO_FILTERS,
  offersFacts,
  priceBounds,
  readFilters,
  readSort,
  sortOffers,
  writeFilters,
  writeSort,
  type Filters,
  type SortOption,
} from './lib/filters';
import { readLastSearchParams } from './lib/load-more';
import { criteriaKey, readSearchCriteria, readShowMore, type SearchCriteria } from '../../lib/search-url';
import { usePlaceNames } from './lib/use-place-names';
import { useNearbyLabels } from './lib/nearby-labels';
import { useResults } from './lib/use-results';

/** Tailwind's lg, where the filters panel sits beside the list. */
const LARGE_SCREEN = '(min-width: 64rem)';

/*
 * The filters panel (its slider and checkboxes: ~14 KB gzip) is a chunk of its own: below lg it is
 * only drawn in the sheet, so a phone fetches it when the sheet is first opened. Where the panel
 * sits beside the list its fetch starts with this screen's code, so it is here as the offers are.
 */
const loadPanel = () => import('./components/filters-panel');
const FiltersPanel = lazy(async () => ({ default: (await loadPanel()).FiltersPanel }));
if (typeof window !== 'undefined' && window.matchMedia?.(LARGE_SCREEN).matches) void loadPanel();

// R46: the ± 3 days strip or grid is a chunk of its own, fetched after the screen's code: the
// offers never wait for it. The server draws its frame (the same size) so nothing moves.
// Memoised: its props are the search's, so a sort or filter change does not draw its cells again.
const FlexibleDates = memo(lazy(async () => ({ default: (await import('./components/date-grid')).FlexibleDates })));

function FlexibleDatesFrame({ roundTrip }: { roundTrip: boolean }) {
  return (
    <div className="bg-card rounded-xl border p-3 shadow-sm sm:p-4" aria-hidden="true">
      <div className="bg-muted/60 mb-2 h-9 w-48 rounded sm:h-5" />
      {/* A phone shows one row of the round-trip grid until asked for all (date-grid.tsx). */}
      <div
        className={roundTrip ? 'bg-muted/60 h-[6.25rem] rounded-md sm:h-[25rem]' : 'bg-muted/60 h-[6.25rem] rounded-md'}
      />
      {/* The grid's note line under it (date-grid.tsx: two lines on a phone for a round trip). */}
      <div className={roundTrip ? 'mt-1.5 h-8 sm:h-4' : 'mt-1.5 h-4'} />
    </div>
  );
}

/** /search without a search: the last one searched, else the home page's form. */
function MissingSearch() {
  const last = readLastSearchParams();
  const target = last && readSearchCriteria(new URLSearchParams(last)) ? `/search?${new URLSearchParams(last)}` : '/';
  return <Navigate to={target} replace />;
}

/** Search results (J2). Everything it shows follows from the URL. */
export function ResultsPage() {
  const [params] = useSearchParams();
  const parsed = readSearchCriteria(params);
  if (!parsed) return <MissingSearch />;
  // A new search mounts afresh; within one, filters, sort and Load More only change the URL.
  return <Results key={criteriaKey(parsed)} search={parsed} />;
}

/** The list dimmed and busy while a new address's list is on its way (R45: drawn after the input's frame). */
function markPending(list: HTMLElement | null, pending: boolean) {
  if (pending) {
    list?.setAttribute('aria-busy', 'true');
    list?.setAttribute('data-pending', '');
  } else {
    list?.removeAttribute('aria-busy');
    list?.removeAttribute('data-pending');
  }
}

function Results({ search }: { search: SearchCriteria }) {
  // One object per search, so hooks keyed on it do not rerun when only filters or sort change.
  const [criteria] = useState(search);
  const [params, setParams] = useSearchParams();
  const { showMore, previousCount } = readShowMore(params);
  const results = useResults(criteria, showMore, previousCount);
  const nearbyLabels = useNearbyLabels(criteria, results.offers);
  const stops = useMemo(() => criteria.slices?.flatMap((slice) => [slice.origin, slice.destination]), [criteria]);
  const names = usePlaceNames(
    criteria.origin,
    criteria.destination,
    results.offers,
    results.status !== 'loading',
    undefined,
    stops,
  );
  const from = names[criteria.origin] ?? criteria.origin;
  const to = names[criteria.destination] ?? criteria.destination;
  usePageMeta({
    title: `Flights from ${from} to ${to}`,
    description: `Compare flights from ${from} to ${to}: filter by price, stops, times and airline, and book with no hidden fees.`,
  });

  const filters = useMemo(() => readFilters(params), [params]);
  const sort = readSort(params);
  const bags = readBags(params);
  const facts = useMemo(() => offersFacts(results.offers, bags), [results.offers, bags]);
  const bounds = useMemo(() => priceBounds(facts), [facts]);
  const effective = useMemo(() => ({ ...filters, price: clampPriceRange(filters.price, bounds) }), [filters, bounds]);
  const visible = useMemo(() => sortOffers(applyFilters(facts, effective), sort), [facts, effective, sort]);
  const currency = results.offers[0]?.total_currency ?? 'USD';

  // Filters, sort and Load More replace the entry (Back leaves the results); a replace of this
  // screen's own query keeps the scroll (app/shell/scroll-restoration.tsx).
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) =>
      setParams((current) => change(current), { replace: true }),
    [setParams],
  );
  // A new filter or order starts at the top of the list when the visitor had scrolled past it.
  const columnRef = useRef<HTMLDivElement>(null);
  const showTop = useCallback(() => {
    const top = columnRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollBy({ top: top - 16 });
  }, []);
  // R45's 50 ms on a phone: the control answers in the input's own frame (the sort's menu closes
  // on its new label, the sheet goes), and the new URL, with the list it draws, follows in the
  // next tasks, as a transition the list shows as pending (dimmed, aria-busy) until it is drawn.
  // The pending mark is two attributes set here and taken off when the new URL's list is drawn:
  // useTransition's flag would draw the whole screen again, twice, for it.
  const listRef = useRef<HTMLDivElement>(null);
  // The address as this render drew it, and the one last asked for and not yet drawn: a second
  // change within a frame or two (bags, then sort) builds on the first instead of replacing it.
  const drawn = useRef(params);
  const asked = useRef<URLSearchParams | null>(null);
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams) =>
      afterNextPaint(() => {
        const target = next(new URLSearchParams(asked.current ?? drawn.current));
        asked.current = target;
        // Back to the list on screen (the filters as they were, or a change undone): nothing to wait for.
        markPending(listRef.current, target.toString() !== drawn.current.toString());
        startTransition(() => setParams(target, { replace: true }));
        showTop();
      }),
    [setParams, showTop],
  );
  useLayoutEffect(() => {
    drawn.current = params;
    asked.current = null;
    markPending(listRef.current, false);
  }, [params]);
  const applyFiltersToUrl = useCallback((next: Filters) => change((p) => writeFilters(p, next)), [change]);
  const resetFilters = useCallback(() => applyFiltersToUrl(NO_FILTERS), [applyFiltersToUrl]);
  const changeSort = useCallback((next: SortOption) => change((p) => writeSort(p, next)), [change]);
  const changeBags = useCallback((next: BagChoice | null) => change((p) => writeBags(p, next)), [change]);
  const loadMore = () =>
    results.loadMore((count) =>
      update((p) => {
        const next = new URLSearchParams(p);
        next.set('showMore', 'true');
        next.set('previousCount', String(count));
        return next;
      }),
    );

  const ready = results.status === 'list';
  const wide = useMediaQuery(LARGE_SCREEN);
  // A page the server drew shows its controls before React has taken them over: until then a
  // press would do nothing, so they take none (the cards' links work without script).
  const hydrated = useHydrated();
  const panelKey = JSON.stringify(effective);
  const panelProps = useMemo(
    () => ({ facts, applied: effective, bounds, currency, onApply: applyFiltersToUrl }),
    [facts, effective, bounds, currency, applyFiltersToUrl],
  );
  // The same element while its props are the same: a panel the server drew whose code is still on
  // its way is hydrated when the code arrives, where an update would have it drawn again instead.
  const panel = useMemo(
    () => (
      <Suspense fallback={<FiltersSkeleton />}>
        <FiltersPanel key={panelKey} {...panelProps} collapsible />
      </Suspense>
    ),
    [panelKey, panelProps],
  );

  return (
    <div className="bg-muted/50">
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-5 sm:py-8">
        <ResultsHeader criteria={criteria} names={names} onRefresh={results.refresh} refreshing={results.refreshing} />
        {/* A grid has two axes, departure and return: a multi-city trip has more (R46 with R24). */}
        {criteria.tripType === 'multi-city' ? null : hydrated ? (
          <Suspense fallback={<FlexibleDatesFrame roundTrip={criteria.tripType === 'round-trip'} />}>
            <FlexibleDates criteria={criteria} />
          </Suspense>
        ) : (
          <FlexibleDatesFrame roundTrip={criteria.tripType === 'round-trip'} />
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside
            inert={!hydrated}
            className="hidden lg:sticky lg:top-4 lg:block lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto lg:rounded-xl"
          >
            {/* Below lg the sheet holds the filters: the panel's ~25 controls are not even mounted. */}
            {!wide ? null : ready ? panel : results.status === 'loading' ? <FiltersSkeleton /> : <FiltersUnavailable />}
          </aside>
          <div ref={columnRef} className="min-w-0 scroll-mt-4 space-y-4">
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-muted-foreground text-sm" aria-live="polite">
                {ready ? (
                  <>
                    Showing <strong className="text-foreground">{visible.length}</strong> of{' '}
                    <strong className="text-foreground">{results.offers.length}</strong> flights
                    {results.total > results.offers.length ? (
                      <>
                        {' '}
                        ({results.total} found: <span className="whitespace-nowrap">Load More</span> for the rest)
                      </>
                    ) : null}
                    {results.cheapestOnly ? (
                      <span className="block text-xs">
                        These are the {OFFER_LIST_CAP} cheapest offers the airlines gave for this search; sorting and
                        filters apply to them.
                      </span>
                    ) : null}
                  </>
                ) : results.status === 'loading' ? (
                  'Searching flights...'
                ) : (
                  'No flights to show'
                )}
              </p>
              {/* Drawn before the offers arrive (disabled), so the list does not move down when they do. */}
              {/* On a phone the Bags choice takes a row of its own below Filters and Sort (R54). */}
              <div className="flex flex-wrap items-center gap-2" inert={!hydrated}>
                <FiltersSheet panelProps={panelProps} disabled={!ready} />
                <SortSelect value={sort} onChange={changeSort} disabled={!ready} />
                <BagsSelect
                  value={bags}
                  onChange={changeBags}
                  disabled={!ready}
                  className="basis-full sm:order-first sm:basis-auto"
                />
              </div>
            </div>
            {results.status === 'loading' ? <LoadingResults roundTrip={criteria.tripType === 'round-trip'} /> : null}
            {results.status === 'error' ? <ErrorState error={results.error} /> : null}
            {results.status === 'empty' ? <EmptyState /> : null}
            {ready && visible.length === 0 ? <FilteredEmptyState onReset={resetFilters} /> : null}
            {ready && visible.length > 0 ? (
              <div ref={listRef} className="data-pending:opacity-60">
                <ResultsList items={visible} criteria={criteria} labels={nearbyLabels} />
              </div>
            ) : null}
            {ready ? (
              <LoadMore
                hasMore={results.hasMore}
                loading={results.loadingMore}
                error={results.loadMoreError}
                shown={results.offers.length}
                onLoadMore={loadMore}
                onRetry={results.retryLoadMore}
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

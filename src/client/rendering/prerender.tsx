import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageMetaText } from '../../shared/page-data';
import { ROUTES } from '../../shared/routes';
import type { Brand } from '../../shared/schemas/brand';
import type { SearchResponse } from '../../shared/schemas/flights';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { searchFlightsQueryOptions } from '../features/results/api/search-flights';
import { criteriaKey, readSearchCriteria, readShowMore, searchRequestBody } from '../lib/search-url';
import { PageMetaSink } from './page-meta';
import { createQueryClient } from '../lib/query-client';

/*
 * The server's entry into the client (built by scripts/build.mjs with Vite's SSR build into
 * dist/prerender, never part of the browser's bundle): the HTML of a page's first render for a
 * brand, which the server puts into #root and main.tsx hydrates. The tree is main.tsx's, with the
 * static router in place of the browser's, so React finds in the page exactly what it would render.
 */

/**
 * The pages the server renders ahead: the home page (its hero is the largest paint) and the
 * support landing page that ads lead to. Neither loads data; the search form's date and trip type,
 * which only the browser knows, follow right after hydration (use-search-form.ts).
 */
export const PRERENDERED_PATHS: readonly string[] = ['/', '/expedia'];

/**
 * The search a results page's query names, as the page itself would send it (its key and the
 * POST body); undefined when the page would search nothing, or when it shows offers kept in the
 * browser (Load More's), which the server cannot draw.
 */
export function resultsSearch(query: string): { key: string; body: ReturnType<typeof searchRequestBody> } | undefined {
  const params = new URLSearchParams(query);
  const criteria = readSearchCriteria(params);
  if (!criteria || readShowMore(params).showMore) return undefined;
  return { key: criteriaKey(criteria), body: searchRequestBody(criteria) };
}

interface Rendered {
  /** #root's HTML. */
  root: string;
  /** What the screen set as its title and description, when it did. */
  meta: PageMetaText | undefined;
}

async function render(
  location: string,
  brand: Brand,
  client?: ReturnType<typeof createQueryClient>,
): Promise<Rendered> {
  let meta: PageMetaText | undefined;
  let failure: { error: unknown } | undefined;
  // prerender waits for every lazy part (the route's screen too), so no boundary is left for the
  // browser to fill. No hydration script: the CSP forbids inline scripts.
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaSink value={(said) => (meta = said)}>
        <AppProviders brand={brand} client={client}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaSink>
    </StrictMode>,
    // Every boundary inline, in order: a large one would otherwise be sent apart and moved into
    // place by an inline script, which the CSP forbids.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that throws would be sent as its Suspense fallback for the browser to draw: the page
      // is then better drawn by the browser whole (the server's caller logs why).
      onError: (error) => {
        failure ??= { error };
      },
    },
  );
  if (failure) throw failure.error;
  return { root: await new Response(prelude).text(), meta };
}

/** A page of PRERENDERED_PATHS; these load no data. */
export async function renderPage(pathname: string, brand: Brand): Promise<string> {
  return (await render(pathname, brand)).root;
}

/**
 * The results page for `query` with the search's first page of offers, which the server also
 * writes into the page for the browser (features/results/api/server-first-page.ts), and the
 * title and description it names ('Flights from New York to London'). Undefined
 * when the query names no search resultsSearch would send.
 */
export async function renderResults(query: string, brand: Brand, page: SearchResponse): Promise<Rendered | undefined> {
  const criteria = readSearchCriteria(new URLSearchParams(query));
  if (!criteria) return undefined;
  const client = createQueryClient();
  client.setQueryData(searchFlightsQueryOptions(criteria).queryKey, page);
  return render(`${ROUTES.search}?${query}`, brand, client);
}

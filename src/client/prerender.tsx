import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Brand } from '../shared/schemas/brand';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

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

export async function renderPage(pathname: string, brand: Brand): Promise<string> {
  // prerender waits for every lazy part (the route's screen too), so no boundary is left for the
  // browser to fill. No hydration script: the CSP forbids inline scripts, and these routes load no data.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders brand={brand}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in order: a large one would otherwise be sent apart and moved into
    // place by an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

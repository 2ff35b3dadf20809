import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchPageData } from '../../shared/page-data';
import { SearchResponseSchema, type SearchResponse } from '../../shared/schemas/flights';
import { SearchRequestBodySchema } from '../../shared/schemas/search';
import type { ResolvedBrand } from '../services/brands/index';
import { objectId, type Prerenderer, type RenderedRoot } from './prerender';

/*
 * R31: a results page opened from a link, a reload or the home page's form paints its offers
 * from the HTML, before any script has run (on a throttled phone the script is ~2 s of transfer
 * and work, and only then did the search start). The server runs the page's own search through
 * the flights service (the same cache, the same shared in-flight call as /api/flights/search),
 * renders the screen with the first page of offers, and writes that page into the HTML for the
 * browser to hydrate from (client features/results/api/server-first-page.ts).
 */

/**
 * How long the HTML may wait for the search. The sandbox and a cached search answer in
 * milliseconds; a slow airline would hold a blank page, so past this the page goes out as the
 * browser-rendered screen, whose own search then joins the one already under way (or its cache).
 */
export const RESULTS_RENDER_BUDGET_MS = 1_000;

export interface RenderedResults extends RenderedRoot {
  /** Built only when the page is (a kept compressed copy needs no ~150 KB encoding). */
  data: () => SearchPageData;
  /** The same for every render of one cached search page: with the brand, origin and URL, the page's bytes are the same. */
  pageId: number;
}

/** The search, or undefined when it failed or took longer than the budget (the browser then searches and tells why). */
async function withinBudget(search: Promise<SearchResponse>, budgetMs: number): Promise<SearchResponse | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, budgetMs, undefined);
  });
  try {
    return await Promise.race([search.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Link previews, prefetchers and HEAD requests get the page the browser renders: no airline call for them. */
function wantsDrawnPage(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''}`;
  return request.method === 'GET' && !/prefetch|prerender/i.test(purpose);
}

/** Renders kept (~250 KB of HTML each). */
const RENDERS_KEPT = 40;

export interface ResultsPages {
  /** The results page's #root and data for this request; undefined when the browser is to render it alone. */
  render(request: FastifyRequest, brand: ResolvedBrand): Promise<RenderedResults | undefined>;
}

export function createResultsPages(
  app: FastifyInstance,
  prerender: Prerenderer,
  budgetMs = RESULTS_RENDER_BUDGET_MS,
): ResultsPages {
  // While a search is cached the flights service hands back the same page object: the last few
  // renders are kept by its id, the brand object's (replaced when the brand changes) and the
  // query (filters, order), and the server keeps the compressed page (rendering/client.ts), so a
  // reload or a shared link is not drawn again. A bounded number: thousands of searches may be cached.
  const kept = new Map<string, Promise<(RenderedRoot & { sentAt: number }) | undefined>>();
  function renderOnce(query: string, brand: ResolvedBrand, page: SearchResponse) {
    const key = `${objectId(page)}|${objectId(brand)}|${query}`;
    let rendered = kept.get(key);
    if (!rendered) {
      if (kept.size >= RENDERS_KEPT) kept.delete(kept.keys().next().value ?? '');
      // The offers are at least as old as this render: a copy of the page kept for later says so.
      const sentAt = Date.now();
      rendered = prerender.renderResults(query, brand, page).then((root) => root && { ...root, sentAt });
      kept.set(key, rendered);
    }
    return rendered;
  }

  return {
    async render(request, brand) {
      if (!wantsDrawnPage(request)) return undefined;
      const at = request.url.indexOf('?');
      const query = at === -1 ? '' : request.url.slice(at + 1);
      try {
        const search = prerender.resultsSearch(query);
        if (!search) return undefined;
        // What /api/flights/search would accept: a query it would refuse is the browser's to explain.
        const body = SearchRequestBodySchema.safeParse(search.body);
        if (!body.success) return undefined;
        const page = await withinBudget(app.flights.search(body.data, brand), budgetMs);
        if (!page) return undefined;
        const rendered = await renderOnce(query, brand, page);
        if (!rendered) return undefined;
        const { sentAt, ...root } = rendered;
        return {
          ...root,
          data: () => ({ key: search.key, page: SearchResponseSchema.encode(page), sentAt }),
          pageId: objectId(page),
        };
      } catch (error) {
        // The page still works: the browser renders it and searches itself.
        request.log.error({ err: error }, 'Drawing the results page failed; the browser renders it');
        return undefined;
      }
    },
  };
}

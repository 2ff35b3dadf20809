import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchPageData } from '../../shared/page-data';
import { SearchResponseSchema, type SearchResponse } from '../../shared/schemas/flights';
import { SearchRequestBodySchema } from '../../shared/schemas/search';
import type { ResolvedBrand } from '../services/brands';
import type { Prerenderer, RenderedRoot } from './prerender';

/*
 * Issue 5: a results page opened from a link, a reload or the home page's form paints its offers
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
  data: SearchPageData;
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

/** The results page's #root and data for this request; undefined when the browser is to render it alone. */
export async function renderResultsPage(
  app: FastifyInstance,
  prerender: Prerenderer,
  request: FastifyRequest,
  brand: ResolvedBrand,
  budgetMs = RESULTS_RENDER_BUDGET_MS,
): Promise<RenderedResults | undefined> {
  const at = request.url.indexOf('?');
  const query = at === -1 ? '' : request.url.slice(at + 1);
  const search = prerender.resultsSearch(query);
  if (!search) return undefined;
  // What /api/flights/search would accept: a query it would refuse is the browser's to explain.
  const body = SearchRequestBodySchema.safeParse(search.body);
  if (!body.success) return undefined;
  const page = await withinBudget(app.flights.search(body.data, brand.id), budgetMs);
  if (!page) return undefined;
  const rendered = await prerender.renderResults(query, brand, page);
  return rendered && { ...rendered, data: { key: search.key, page: SearchResponseSchema.encode(page) } };
}

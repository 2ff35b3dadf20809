import { SEARCH_DATA_ID, type SearchPageData } from '../../../../shared/page-data';
import { SearchResponseSchema, type SearchResponse } from '../../../../shared/schemas/flights';
import { criteriaKey, type SearchCriteria } from '../lib/search-params';

/*
 * A /search page the server rendered carries its first page of offers (server/plugins/results-page.ts):
 * the results query starts from it, so hydration draws exactly the server's cards and the search
 * is not sent again.
 */

let sent: { key: string; page: SearchResponse } | null | undefined;

function readSentPage(): { key: string; page: SearchResponse } | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SEARCH_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<SearchPageData>;
    const page = SearchResponseSchema.safeParse(data.page);
    return typeof data.key === 'string' && page.success ? { key: data.key, page: page.data } : null;
  } catch {
    return null;
  }
}

/**
 * The page the server sent with this document when it is this search's, for as long as results
 * stay fresh (spec section 4: 5 minutes) from the moment the document was asked for: a search
 * opened again later is asked for again, like any other.
 */
export function serverFirstPage(criteria: SearchCriteria, freshMs: number): SearchResponse | undefined {
  if (sent === undefined) sent = readSentPage();
  if (!sent || sent.key !== criteriaKey(criteria)) return undefined;
  return Date.now() - performance.timeOrigin < freshMs ? sent.page : undefined;
}

/** When the sent page was current: when the browser asked for the document that carried it. */
export const serverPageTime = () => Math.round(performance.timeOrigin);

/** Tests: read the document again. */
export function forgetServerFirstPage(): void {
  sent = undefined;
}

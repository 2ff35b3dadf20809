import { SEARCH_DATA_ID, type SearchPageData } from '../../../../shared/page-data';
import type { SearchResponse } from '../../../../shared/schemas/flights';
import { criteriaKey, type SearchCriteria } from '../../../lib/search-url';
import { isSearchResponse } from './search-response';

/*
 * A /search page the server rendered carries its first page of offers (server/rendering/results-page.ts):
 * the results query starts from it, so hydration draws exactly the server's cards and the search
 * is not sent again.
 */

interface SentPage {
  key: string;
  page: SearchResponse;
  /** When the offers were current (ms since 1970). */
  at: number;
}

let sent: SentPage | null | undefined;
let taken = false;

function readSentPage(): SentPage | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(SEARCH_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<SearchPageData>;
    if (typeof data.key !== 'string' || !isSearchResponse(data.page)) return null;
    // The server's clock says how old a page reopened from the browser's cache is; the document's
    // request time guards against a server clock ahead of this one.
    const sentAt = typeof data.sentAt === 'number' ? data.sentAt : 0;
    return { key: data.key, page: data.page, at: Math.min(sentAt, performance.timeOrigin) };
  } catch {
    return null;
  }
}

/**
 * The page the server sent with this document when it is this search's. The first time it is
 * asked for, however old (hydration must draw what the server drew; the query then refetches a
 * stale page, see search-flights.ts); later (the search opened again) only while it is fresh.
 */
export function serverFirstPage(criteria: SearchCriteria, freshMs: number): SearchResponse | undefined {
  if (sent === undefined) sent = readSentPage();
  if (!sent || sent.key !== criteriaKey(criteria)) return undefined;
  const first = !taken;
  taken = true;
  return first || Date.now() - sent.at < freshMs ? sent.page : undefined;
}

/** When the sent page's offers were current. */
export const serverPageTime = () => sent?.at ?? Date.now();

/** Tests: read the document again. */
export function forgetServerFirstPage(): void {
  sent = undefined;
  taken = false;
}

import { SEARCH_DATA_ID } from '../../../../shared/page-data';
import { requestEarly } from '../../../lib/api';
import { readSearchCriteria, searchRequestBody } from '../../../lib/search-url';

export const SEARCH_PATH = '/api/flights/search';

/**
 * Sends the results page's first search for a /search URL's query while the page's code is still
 * on its way (app/router.tsx): on a phone the two took turns, ~1.2 s of code and then the search.
 * The page's own request (searchFlights) takes the answer. Part of every page's first download,
 * so it brings only the URL reading, never the page or its schemas.
 */
export function startSearchEarly(query: string): void {
  // A page the server rendered with its offers needs no search (server-first-page.ts).
  if (document.getElementById(SEARCH_DATA_ID)) return;
  const criteria = readSearchCriteria(new URLSearchParams(query));
  if (criteria) requestEarly('POST', SEARCH_PATH, searchRequestBody(criteria));
}

/*
 * Data the server writes into a page it rendered with data (server/rendering/results-page.ts), as
 * a non-executing JSON script element (the CSP forbids inline scripts), for the browser to
 * hydrate the same screen from.
 */

/** The results page's first page of offers: `key` is the search's criteriaKey, `page` the encoded SearchResponse. */
export const SEARCH_DATA_ID = 'search-data';

/** A rendered screen's own title and description, which the server writes into the page's head. */
export interface PageMetaText {
  title: string;
  description?: string | undefined;
}

export interface SearchPageData {
  key: string;
  page: unknown;
  /** When the server sent it (ms since 1970): a page reopened from the browser's cache is that old. */
  sentAt: number;
}

/*
 * Every key this site keeps in the browser's storage, in one place: features that share one
 * (the results page writes the last search, the offer page reads it back) cannot drift apart,
 * and the cookie policy lists exactly these.
 */

/** localStorage: the trip type of the last search (J3, J4). */
export const LAST_TRIP_TYPE_KEY = 'lastTripType';
/** localStorage: the last search, for 'Back to Search Results' without from_ parameters (J2, J4). */
export const LAST_SEARCH_KEY = 'lastSearchParams';
/** localStorage: the last 5 distinct searches made with the search form, offered under From (R25). */
export const RECENT_SEARCHES_KEY = 'recentSearches';
/** localStorage: the offers shown when Load More was pressed (J4). */
export const PREVIOUS_RESULTS_KEY = 'previousResults';
/** localStorage: the visitor's cookie choice (R15). */
export const CONSENT_STORAGE_KEY = 'cookie_consent';
/** sessionStorage: scroll positions per history entry. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';
/** sessionStorage: a confirmation link's token kept while its owner signs in (R30). */
export const PENDING_EMAIL_CONFIRMATION_KEY = 'pending-email-confirmation';

import type { Offer } from '../../../../shared/schemas/flights';
import { SEARCH_MAX_LIMIT } from '../../../../shared/schemas/search-rules';
import { LAST_SEARCH_KEY, PREVIOUS_RESULTS_KEY } from '../../../lib/storage-keys';
import { isOffer } from '../api/search-response';

/*
 * Load More (J4): it sets showMore=true and previousCount in the URL,
 * saves the offers shown to localStorage 'previousResults', requests page floor(count/100)+1 with
 * limit 100, and merges without duplicates by id, cheapest first. Its loading flag resets after
 * 800 ms. The last search is kept under 'lastSearchParams'.
 */

export const LOAD_MORE_LIMIT = SEARCH_MAX_LIMIT;
export const LOAD_MORE_RESET_MS = 800;
/** Saved offers older than the results' cache time (10 min) are not shown again: offers expire. */
export const PREVIOUS_RESULTS_MAX_AGE_MS = 10 * 60_000;

/** The page Load More asks for when `count` offers are shown. */
export function loadMorePage(count: number): number {
  return Math.floor(Math.max(0, count) / LOAD_MORE_LIMIT) + 1;
}

/**
 * The 100-offer pages the URL's Load More state stands for: 1 up to loadMorePage(previousCount).
 * In a session the earlier pages are already cached, so only the last one is requested, as the
 * spec says; a reloaded or shared URL fetches them all and shows the same list.
 */
export function pagesToLoad(showMore: boolean, previousCount: number): number[] {
  if (!showMore) return [];
  return Array.from({ length: loadMorePage(previousCount) }, (_, index) => index + 1);
}

const priceOf = (offer: Offer) => {
  const price = Number(offer.total_amount);
  return Number.isFinite(price) ? price : Number.MAX_VALUE;
};

/** Every offer once (the first copy of an id wins), cheapest first, ties by id. */
export function mergeOffers(...lists: readonly (readonly Offer[])[]): Offer[] {
  const byId = new Map<string, Offer>();
  for (const list of lists) for (const offer of list) if (!byId.has(offer.id)) byId.set(offer.id, offer);
  return [...byId.values()].sort((a, b) => priceOf(a) - priceOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Saves the offers shown, tagged with their search; a full or blocked storage is only logged. */
export function savePreviousResults(search: string, offers: readonly Offer[], now = Date.now()): void {
  try {
    localStorage.setItem(PREVIOUS_RESULTS_KEY, JSON.stringify({ search, savedAt: now, offers }));
  } catch (error) {
    console.warn('Could not save the results shown before Load More', error);
  }
}

/** The offers saved for this search, when recent; [] for another search, old or unreadable data. */
export function readPreviousResults(search: string, now = Date.now()): Offer[] {
  try {
    const raw = localStorage.getItem(PREVIOUS_RESULTS_KEY);
    if (!raw) return [];
    // Checked by hand as the search's answer is (api/search-response.ts): the zod runtime stays off this page.
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return [];
    const { search: savedFor, savedAt, offers } = saved as Record<string, unknown>;
    if (savedFor !== search || typeof savedAt !== 'number') return [];
    if (!Array.isArray(offers) || !offers.every(isOffer)) return [];
    const age = now - savedAt;
    return age >= 0 && age <= PREVIOUS_RESULTS_MAX_AGE_MS ? offers : [];
  } catch {
    return [];
  }
}

/** The search as /search query parameters (the form's spelling), for 'Back to Search Results'. */
export function saveLastSearchParams(params: Record<string, string>): void {
  try {
    localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(params));
  } catch (error) {
    console.warn('Could not save the last search', error);
  }
}

/** The last search's query parameters, or null. */
export function readLastSearchParams(): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_SEARCH_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    return entries.every(([, value]) => typeof value === 'string') ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

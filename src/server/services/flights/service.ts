import { DEFAULT_BRAND } from '../../../shared/brand';
import { OFFER_LIST_CAP } from '../../../shared/schemas/search-rules';
import type { Offer, SearchResponse, SeatMap, VerifyOffer } from '../../../shared/schemas/flights';
import type { SearchRequest } from '../../../shared/schemas/search';
import { AppError, badRequest, conflict } from '../../errors';
import { fareBrandSummary, fareGroupIds, fareGroupKey, groupFares, groupRepresentative } from './fare-groups';
import { withProviderTimeout } from '../../providers/flights/bounded';
import {
  cheapestOffer,
  FlightProviderError,
  type FlightProvider,
  type OfferQuery,
} from '../../providers/flights/types';
import { isProviderFault, OFFER_EXPIRED_MESSAGE, OFFER_NOT_FOUND_MESSAGE, toAppError } from './errors';
import { OFFER_WITHDRAWN_MESSAGE } from '../../../shared/messages';
import { priceAndSort, priceOffer, priceSeatMaps } from './pricing';
import { createMemoryOfferCache, LruMap, OFFER_CACHE_TTL_MS, type CachedOffer, type OfferCache } from './offer-cache';
import { buildDateGrid } from './date-grid';
import { nearbyApplies, nearbyOffers } from './nearby';
import { earliestDepartureDate } from '../../../shared/schemas/search-rules';
import { FLEX_BUDGET_MAX, type DateGridResponse } from '../../../shared/schemas/date-grid';
import { toOfferQuery } from './offer-query';

/*
 * Flight search, offers, seat maps and offer checks (J3, J4, J7, J9):
 * asks the provider once per distinct query, keeps its NET offers 5 minutes, and answers at
 * the brand's selling price (R1), cheapest first, a page at a time.
 */

/** The part of a brand that prices an offer; the request's brand, resolved once by the brand plugin. */
export interface SellingBrand {
  id: string;
  markupBasisPoints: number;
  /** R46: airline searches one date grid or nearby search may make; null or absent = the provider's default. */
  flexSearchBudget?: number | null | undefined;
}

/** The site's own brand, for callers with no request (scripts, tests). */
const DEFAULT_SELLING_BRAND: SellingBrand = DEFAULT_BRAND;
export const DEFAULT_PROVIDER_TIMEOUT_MS = 25_000;

export interface FlightsServiceOptions {
  provider: FlightProvider;
  cache?: OfferCache;
  /** Longest wait for the provider on a traveller's request. */
  timeoutMs?: number;
  /** Airport or city codes we can fly; unknown codes are a 400, not a question to the airline. */
  isKnownLocation?: (code: string) => boolean;
  now?: () => number;
  log?: { warn(details: object, message: string): void };
  /**
   * What else a cached search depends on besides the query, e.g. the mode: a test-mode (sandbox)
   * list must never answer a live-mode search after an admin's switch.
   */
  cacheScope?: () => Promise<string> | string;
  /** Told of every search whether the cache answered it (metrics). */
  onCacheResult?: (hit: boolean) => void;
  /** R46: the airport codes within 100 km of an airport code, nearest first ([] for none or unknown). */
  nearbyCodes?: (code: string) => string[];
}

export interface VerifyOutcome {
  status: 200 | 404 | 410;
  body: VerifyOffer;
}

export { toOfferQuery } from './offer-query';

/** Two searches asking the same thing share one key, whatever the paging. */
export function queryKey(query: OfferQuery): string {
  const route = query.slices.map((s) => `${s.origin}-${s.destination}-${s.departureDate}`).join(',');
  const ages = [query.youthAges, query.childAges, query.infantAges].map((list) => list?.join('.') ?? '').join('/');
  // R45: a Direct only search is another question (fewer offers), so it has its own entry.
  const connections = query.maxConnections === undefined ? '' : `|c${query.maxConnections}`;
  return `${route}|${query.cabinClass}|${query.adults}-${query.children}-${query.infants}|${ages}${connections}`;
}

export const FARE_GROUP_GONE_MESSAGE =
  'The fares for these flights are no longer available. Please search again to see current fares.';
export const FARE_NOT_IN_GROUP_MESSAGE =
  'That fare is not for these flights. Please choose one of the fares shown for this flight.';

export function createFlightsService(options: FlightsServiceOptions) {
  const { provider } = options;
  const cache = options.cache ?? createMemoryOfferCache();
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Offer[]>>();
  // Sorted selling-price lists per cached result list and markup, and their pages: a repeated
  // page is then the same object, which the route can send as it serialised it the first time.
  const priced = new WeakMap<Offer[], Map<number, Offer[]>>();
  const pages = new WeakMap<Offer[], Map<string, SearchResponse>>();
  // R52: each priced list's fare groups (one entry per set of flights). Which offers share a group
  // is kept with each offer in the offer cache, for the offer page's shelves and its brand switch.
  const grouped = new WeakMap<Offer[], Offer[]>();
  // When each cached search was made, for the date grid's "found N minutes ago" (R46). Only this
  // process knows: a search another process put in Redis has a price but no age.
  const storedAt = new LruMap<number>(5_000, 5_000, now);
  // The grid's own searches keep only their cheapest NET offer, here and not in the offer cache:
  // 49 lists of up to 500 offers would push every traveller's search out of it.
  const gridCells = new LruMap<{ cheapest: Offer | null; at: number }>(5_000, 5_000, now);

  /** One provider call, bounded by our timeout, its failure told in the traveller's words. */
  async function ask<T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await withProviderTimeout(timeoutMs, `${provider.name} did not answer ${what} in ${timeoutMs} ms`, work);
    } catch (error) {
      if (isProviderFault(error)) {
        const details = { provider: provider.name, code: error.code, detail: error.message };
        options.log?.warn(details, `flight provider failed: ${what}`);
      }
      throw toAppError(error);
    }
  }

  function checkLocations(request: SearchRequest): void {
    if (!options.isKnownLocation) return;
    for (const slice of request.slices) {
      if (!options.isKnownLocation(slice.origin)) {
        throw badRequest(
          `Unknown origin airport "${slice.origin}". Please select an origin airport from the list.`,
          'UNKNOWN_AIRPORT',
        );
      }
      if (!options.isKnownLocation(slice.destination)) {
        throw badRequest(
          `Unknown destination airport "${slice.destination}". Please select a destination airport from the list.`,
          'UNKNOWN_AIRPORT',
        );
      }
    }
  }

  async function keyOf(query: OfferQuery): Promise<{ scope: string; key: string }> {
    const scope = (await options.cacheScope?.()) ?? '';
    return { scope, key: scope ? `${scope}|${queryKey(query)}` : queryKey(query) };
  }

  /** The provider's offers for a query; `hit` is told whether the cache had them. */
  async function netOffers(query: OfferQuery, hit: (cached: boolean) => void): Promise<Offer[]> {
    const { scope, key } = await keyOf(query);
    const cached = await cache.getSearch(key);
    hit(cached !== undefined);
    if (cached) return cached;
    return providerOffers(query, scope, key);
  }

  /** What the cache holds for a query and its age, asking no one (R46's cached cells). */
  async function cachedOffers(query: OfferQuery): Promise<{ offers: Offer[]; ageMs: number | null } | undefined> {
    const { key } = await keyOf(query);
    const offers = await cache.getSearch(key);
    if (!offers) return undefined;
    const at = storedAt.get(key);
    return { offers, ageMs: at === undefined ? null : now() - at };
  }

  /** A grid cell: a traveller's cached search, else the grid's own earlier answer; its age either way. */
  async function cachedCell(query: OfferQuery): Promise<{ offers: Offer[]; ageMs: number | null } | undefined> {
    const searched = await cachedOffers(query);
    if (searched) return searched;
    const { key } = await keyOf(query);
    const cell = gridCells.get(key);
    return cell ? { offers: cell.cheapest ? [cell.cheapest] : [], ageMs: now() - cell.at } : undefined;
  }

  /** A grid cell asked of the airline: joins a traveller's search for it under way, else asks once. */
  async function gridSearch(query: OfferQuery): Promise<Offer[]> {
    const { key } = await keyOf(query);
    // A traveller's search already under way answers too; else the airline's cheapest, made alone
    // where the provider can (the sandbox prices its ~300 offers without building them).
    const running = inFlight.get(key);
    const cheapest = running
      ? cheapestOffer(await running)
      : await ask('a search', (signal) =>
          provider.cheapest ? provider.cheapest(query, signal) : provider.search(query, signal).then(cheapestOffer),
        );
    gridCells.set(key, { cheapest, at: now() }, OFFER_CACHE_TTL_MS);
    return cheapest ? [cheapest] : [];
  }

  async function uncountedSearch(query: OfferQuery): Promise<Offer[]> {
    const { scope, key } = await keyOf(query);
    return (await cache.getSearch(key)) ?? providerOffers(query, scope, key);
  }

  /** R46: airline calls the brand allows one grid or nearby search: the sandbox is free, Duffel is not. */
  function flexBudget(brand: SellingBrand): number {
    return brand.flexSearchBudget ?? (provider.name === 'sandbox' ? FLEX_BUDGET_MAX : 0);
  }

  function providerOffers(query: OfferQuery, scope: string, key: string): Promise<Offer[]> {
    // Travellers asking the same thing at the same moment share one provider call.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = ask('a search', (signal) => provider.search(query, signal)).then(async (offers) => {
        // The provider asks the mode for itself: if it changed during the search, these offers may
        // belong to the other mode, so they answer this traveller but are not filed under `scope`.
        if (scope && ((await options.cacheScope?.()) ?? '') !== scope) return offers;
        await cache.setSearch(key, offers);
        storedAt.set(key, now(), OFFER_CACHE_TTL_MS);
        const groups = fareGroupIds(offers);
        await cache.setOffers(
          offers.map((offer) => ({
            offer,
            detailed: offer.available_services.length > 0,
            group: groups.get(offer.id) ?? [offer.id],
          })),
        );
        return offers;
      });
      inFlight.set(key, pending);
      void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
    }
    return pending;
  }

  function sortedAtSellingPrice(offers: Offer[], markup: number): Offer[] {
    let byMarkup = priced.get(offers);
    if (!byMarkup) priced.set(offers, (byMarkup = new Map()));
    let list = byMarkup.get(markup);
    if (!list) byMarkup.set(markup, (list = priceAndSort(offers, markup)));
    return list;
  }

  /** R52: one offer per set of flights, its cheapest fare, carrying the group's other fares. */
  function groupedList(list: Offer[]): Offer[] {
    let groups = grouped.get(list);
    if (!groups) {
      grouped.set(list, (groups = groupFares(list).map(groupRepresentative)));
    }
    return groups;
  }

  function pageOf(list: Offer[], page: number, limit: number): SearchResponse {
    let byPage = pages.get(list);
    if (!byPage) pages.set(list, (byPage = new Map()));
    const key = `${page}:${limit}`;
    let answer = byPage.get(key);
    if (!answer) {
      const start = (page - 1) * limit;
      const groups = groupedList(list);
      answer = {
        offers: groups.slice(start, start + limit),
        total_count: groups.length,
        page,
        limit,
        // The provider stopped at its cap: say so, so other sorts are not read as the whole market.
        ...(list.length >= OFFER_LIST_CAP ? { cheapest_only: true } : {}),
      };
      byPage.set(key, answer);
    }
    return answer;
  }

  const isExpired = (offer: Offer) => Date.parse(offer.expires_at) <= now();

  /** R52: the offer's group at selling price, cheapest first: this offer as it is now, the others as searched. */
  async function fareBrandsOf(offer: Offer, brand: SellingBrand, group: string[] | undefined) {
    const ids = group ?? [offer.id];
    const offers = await Promise.all(
      ids.map(async (id) => {
        if (id === offer.id) return offer;
        const sibling = (await cache.getOffer(id))?.offer;
        return sibling && !isExpired(sibling) ? priceOffer(sibling, brand.markupBasisPoints) : undefined;
      }),
    );
    return offers
      .filter((o): o is Offer => o !== undefined)
      .map(fareBrandSummary)
      .sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
  }

  /** The provider's current offer at NET price, remembered for the offer page. */
  async function freshOffer(offerId: string): Promise<Offer> {
    return (await freshEntry(offerId)).offer;
  }

  /** freshOffer, with the group the search put it in (R52), which the fresh copy keeps. */
  async function freshEntry(offerId: string): Promise<CachedOffer> {
    const [offer, known] = await Promise.all([
      ask('an offer', (signal) => provider.getOffer(offerId, signal)),
      cache.getOffer(offerId),
    ]);
    const entry: CachedOffer = { offer, detailed: true, ...(known?.group ? { group: known.group } : {}) };
    await cache.setOffers([entry]);
    return entry;
  }

  return {
    /** `onCacheResult` hears whether this search was answered from the cache (the x-cache header). */
    async search(
      request: SearchRequest,
      brand: SellingBrand = DEFAULT_SELLING_BRAND,
      onCacheResult?: (hit: boolean) => void,
    ): Promise<SearchResponse> {
      checkLocations(request);
      const counted = (hit: boolean) => {
        options.onCacheResult?.(hit);
        onCacheResult?.(hit);
      };
      const offers =
        request.nearby && nearbyApplies(request)
          ? await nearbyOffers(request, request.nearby, {
              budget: flexBudget(brand),
              nearbyCodes: options.nearbyCodes ?? (() => []),
              main: (query) => netOffers(query, counted),
              cached: async (query) => (await cachedOffers(query))?.offers,
              search: uncountedSearch,
            })
          : await netOffers(toOfferQuery(request), counted);
      const list = sortedAtSellingPrice(offers, brand.markupBasisPoints);
      return pageOf(list, request.page, request.limit);
    },

    /**
     * R46: the cheapest total for each pair of dates ± `days` around the search. Cells read the
     * cache and share its entries with travellers' searches, but are not counted as searches
     * (no metrics, no x-cache): the traveller asked for one search, not 49.
     */
    async dateGrid(
      request: SearchRequest,
      days: number,
      brand: SellingBrand = DEFAULT_SELLING_BRAND,
    ): Promise<DateGridResponse> {
      checkLocations(request);
      return buildDateGrid(
        { search: request, days, earliest: earliestDepartureDate(new Date(now())), budget: flexBudget(brand) },
        {
          cached: cachedCell,
          search: gridSearch,
          cheapest: (offers) => sortedAtSellingPrice(offers, brand.markupBasisPoints)[0],
        },
      );
    },

    /**
     * The offer at selling price with its services, as the provider has it now: an offer page
     * must show a fare that is gone or re-priced as such, not the search's 5-minute-old copy.
     */
    async getOffer(offerId: string, brand: SellingBrand = DEFAULT_SELLING_BRAND, fromOfferId?: string): Promise<Offer> {
      // R52: a brand switch names the offer it leaves; the new fare must be one of that offer's group.
      if (fromOfferId !== undefined && fromOfferId !== offerId) {
        const group = (await cache.getOffer(fromOfferId))?.group;
        if (!group) throw new AppError(404, 'FARE_GROUP_NOT_FOUND', FARE_GROUP_GONE_MESSAGE);
        if (!group.includes(offerId)) throw conflict(FARE_NOT_IN_GROUP_MESSAGE, 'FARE_NOT_IN_GROUP');
      }
      const cached = await cache.getOffer(offerId);
      if (cached && isExpired(cached.offer)) throw toAppError(new FlightProviderError('OFFER_EXPIRED', offerId));
      const fresh = await freshEntry(offerId);
      const offer = priceOffer(fresh.offer, brand.markupBasisPoints);
      return { ...offer, fare_group: fareGroupKey(offer), fare_brands: await fareBrandsOf(offer, brand, fresh.group) };
    },

    /** One seat map per segment, seat prices at selling price; [] when the airline has none. */
    async getSeatMaps(offerId: string, brand: SellingBrand = DEFAULT_SELLING_BRAND): Promise<SeatMap[]> {
      const maps = await ask('seat maps', (signal) => provider.getSeatMaps(offerId, signal));
      return priceSeatMaps(maps, brand.markupBasisPoints);
    },

    /** Always the provider's word, never the cache's: this gates booking. */
    async verifyOffer(offerId: string): Promise<VerifyOutcome> {
      const known = (await cache.getOffer(offerId))?.offer.expires_at ?? null;
      const answer = (status: 404 | 410, error: string, message: string, expiresAt: string | null): VerifyOutcome => ({
        status,
        body: { valid: false, error, message, offer_id: offerId, expires_at: expiresAt, minutes_remaining: 0 },
      });
      try {
        const offer = await freshOffer(offerId);
        const msLeft = Date.parse(offer.expires_at) - now();
        if (msLeft <= 0) return answer(410, 'OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE, offer.expires_at);
        const minutes = Math.floor(msLeft / 60_000);
        return {
          status: 200,
          body: {
            valid: true,
            error: null,
            message: `This offer is valid for ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
            offer_id: offerId,
            expires_at: offer.expires_at,
            minutes_remaining: minutes,
          },
        };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'OFFER_EXPIRED') {
          // Withdrawn by the airline or past its time: the same 410, in the words that fit.
          const withdrawn = (error as Error).message === OFFER_WITHDRAWN_MESSAGE;
          return answer(410, 'OFFER_EXPIRED', withdrawn ? OFFER_WITHDRAWN_MESSAGE : OFFER_EXPIRED_MESSAGE, known);
        }
        if (code === 'OFFER_NOT_FOUND') return answer(404, 'OFFER_NOT_FOUND', OFFER_NOT_FOUND_MESSAGE, null);
        throw error;
      }
    },

    /**
     * For booking (R1): the provider's offer now, at NET (what we pay the airline) and at
     * selling price (what the traveller is charged), with the markup used.
     */
    async quoteForBooking(offerId: string, brand: SellingBrand = DEFAULT_SELLING_BRAND) {
      const net = await freshOffer(offerId);
      const { markupBasisPoints } = brand;
      return { net, selling: priceOffer(net, markupBasisPoints), markupBasisPoints };
    },

    /**
     * R51: a price alert's re-run. The airline is asked afresh (a cached list would hide a drop)
     * and the answer refreshes the cache; the cheapest offer at the brand's selling price, or null.
     * Not a traveller's search, so not counted in the search metrics.
     */
    async cheapestNow(request: SearchRequest, brand: SellingBrand): Promise<Offer | null> {
      checkLocations(request);
      const query = toOfferQuery(request);
      const { scope, key } = await keyOf(query);
      const offers = await providerOffers(query, scope, key);
      return sortedAtSellingPrice(offers, brand.markupBasisPoints)[0] ?? null;
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;

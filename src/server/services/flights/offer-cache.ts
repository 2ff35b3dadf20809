import type { Offer } from '../../../shared/schemas/flights';

/*
 * Search results and offers at NET price, kept 5 minutes (the spec's results stale time) so a
 * page, a "Load More" or an offer detail does not ask the airline again. Behind an interface so
 * several processes can share one in Redis (redis-offer-cache.ts); this one lives in the process.
 */

export interface CachedOffer {
  offer: Offer;
  /** True when it came from the provider's own offer read (with its services), not a result list. */
  detailed: boolean;
  /**
   * R52: the ids of the search's offers with the same flights (itself included), kept with the
   * offer so any process (the cache may be Redis) can show its fare shelves and check a switch.
   */
  group?: string[];
}

export interface OfferCache {
  getSearch(key: string): Promise<Offer[] | undefined>;
  setSearch(key: string, offers: Offer[]): Promise<void>;
  getOffer(id: string): Promise<CachedOffer | undefined>;
  setOffers(entries: CachedOffer[]): Promise<void>;
}

export interface MemoryOfferCacheOptions {
  ttlMs?: number;
  /** Searches kept at most (least recently used go first). */
  maxSearches?: number;
  /** Offers kept at most, counted over all searches and over single offers. */
  maxOffers?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
  size: number;
}

/** A Map in recency order with a time-to-live and a budget. */
export class LruMap<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private used = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly now: () => number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.used -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry); // now the most recent
    return entry.value;
  }

  set(key: string, value: T, ttlMs: number, size = 1): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.size;
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, size });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.used <= this.maxSize) break;
      if (oldest === key) break; // never evict what was just stored, however large
      this.entries.delete(oldest);
      this.used -= entry.size;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export const OFFER_CACHE_TTL_MS = 5 * 60_000;

export function createMemoryOfferCache(options: MemoryOfferCacheOptions = {}): OfferCache & {
  /** For tests and metrics: how many searches and offers are held. */
  stats(): { searches: number; offers: number };
} {
  const ttlMs = options.ttlMs ?? OFFER_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const maxOffers = options.maxOffers ?? 20_000;
  const searches = new LruMap<Offer[]>(options.maxSearches ?? 200, maxOffers, now);
  const offers = new LruMap<CachedOffer>(maxOffers, maxOffers, now);

  return {
    getSearch: async (key) => searches.get(key),
    setSearch: async (key, list) => searches.set(key, list, ttlMs, Math.max(1, list.length)),
    getOffer: async (id) => offers.get(id),
    setOffers: async (entries) => {
      for (const entry of entries) offers.set(entry.offer.id, entry, ttlMs);
    },
    stats: () => ({ searches: searches.size, offers: offers.size }),
  };
}

import type { Redis } from 'ioredis';
import type { Offer } from '../../../shared/schemas/flights';
import { LruMap, OFFER_CACHE_TTL_MS, type CachedOffer, type OfferCache } from './offer-cache';
import { rateLimitedWarn, redisDown, RedisDownError, type RedisLog } from '../platform';

/*
 * The offer cache shared by every process through Redis: a search made through one process is
 * answered from here by the others without asking the airline again. Values are JSON with the
 * same 5-minute time-to-live as the in-process cache.
 *
 * A search list is also kept in this process, in front of Redis, until its Redis copy expires.
 * The list for a key never changes once stored, and handing back the same array object lets the
 * flights service and the page sender reuse the priced, paged, serialised and compressed page
 * (bench/README.md: a cached page is several times slower when it is parsed from Redis every time).
 *
 * Redis failing is a miss, never an error: the search asks the provider as if nothing were cached.
 */

export interface RedisOfferCacheOptions {
  log: RedisLog;
  ttlMs?: number;
  /** Searches kept in this process in front of Redis (0: none). */
  frontSearches?: number;
  /** Offers (summed over those searches) kept in front at most. */
  frontOffers?: number;
  now?: () => number;
}

const searchKey = (key: string) => `offers:search:${key}`;
const offerKey = (id: string) => `offers:offer:${id}`;

export function createRedisOfferCache(redis: Redis, options: RedisOfferCacheOptions): OfferCache {
  const ttlMs = options.ttlMs ?? OFFER_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const frontSearches = options.frontSearches ?? 200;
  const front = frontSearches > 0 ? new LruMap<Offer[]>(frontSearches, options.frontOffers ?? 20_000, now) : null;
  const warn = rateLimitedWarn(options.log);

  const degrade = (what: string, err: unknown) =>
    warn(
      { err: { message: (err as Error)?.message ?? String(err) } },
      `redis offer cache unavailable (${what}): served as a miss`,
    );

  return {
    async getSearch(key) {
      const kept = front?.get(key);
      if (kept) return kept;
      try {
        if (redisDown(redis)) throw new RedisDownError();
        const results = await redis.multi().get(searchKey(key)).pttl(searchKey(key)).exec();
        const [[, json] = [], [, msLeft] = []] = results ?? [];
        if (typeof json !== 'string') return undefined;
        const offers = JSON.parse(json) as Offer[];
        if (front && typeof msLeft === 'number' && msLeft > 0)
          front.set(key, offers, msLeft, Math.max(1, offers.length));
        return offers;
      } catch (err) {
        degrade('read a search', err);
        return undefined;
      }
    },

    async setSearch(key, offers) {
      front?.set(key, offers, ttlMs, Math.max(1, offers.length));
      try {
        if (redisDown(redis)) throw new RedisDownError();
        await redis.set(searchKey(key), JSON.stringify(offers), 'PX', ttlMs);
      } catch (err) {
        degrade('store a search', err);
      }
    },

    async getOffer(id) {
      try {
        if (redisDown(redis)) throw new RedisDownError();
        const json = await redis.get(offerKey(id));
        return typeof json === 'string' ? (JSON.parse(json) as CachedOffer) : undefined;
      } catch (err) {
        degrade('read an offer', err);
        return undefined;
      }
    },

    async setOffers(entries: CachedOffer[]) {
      if (entries.length === 0 || redisDown(redis)) return;
      // One round trip for a whole result list.
      const pipeline = redis.pipeline();
      for (const entry of entries) pipeline.set(offerKey(entry.offer.id), JSON.stringify(entry), 'PX', ttlMs);
      try {
        const results = (await pipeline.exec()) ?? [];
        const failed = results.find(([err]) => err);
        if (failed) throw failed[0];
      } catch (err) {
        degrade('store offers', err);
      }
    },
  };
}

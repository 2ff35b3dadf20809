import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../../shared/schemas/flights';
import type { SearchRequest } from '../../../shared/schemas/search';
import { createSandboxProvider } from '../../providers/flights/sandbox';
import { createTestDatabase, type TestDatabase } from '../../testing/database';
import { deleteRedisKeys, memoryLog, redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../testing/redis';
import { createFlightsService } from './service';
import { countingProvider, daysFromNow } from '../../testing/flights';
import { connectRedis, type RedisConnections } from '../platform/redis';
import { createRedisOfferCache } from './redis-offer-cache';

// Needs the real Redis (TEST_REDIS_URL or the local one); skipped, visibly, only when none answers.
const reachable = await redisReachable();
if (!reachable) console.warn(`Redis at ${TEST_REDIS_URL} is unreachable: the Redis offer cache tests are skipped`);

const prefix = uniqueRedisPrefix('offer-cache');
const offer = (id: string, extra: Partial<Offer> = {}) =>
  ({ id, expires_at: '2030-01-01T00:00:00Z', ...extra }) as Offer;

describe.skipIf(!reachable)('Redis offer cache', () => {
  // Two connections stand for two processes: nothing is shared but Redis.
  let a: RedisConnections;
  let b: RedisConnections;
  let database: TestDatabase;
  beforeAll(async () => {
    a = connectRedis({ url: TEST_REDIS_URL, keyPrefix: prefix }, memoryLog());
    b = connectRedis({ url: TEST_REDIS_URL, keyPrefix: prefix }, memoryLog());
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.destroy();
    await deleteRedisKeys(prefix);
  });

  it('answers on one process what another stored: searches and offers, as JSON under the prefix', async () => {
    const log = memoryLog();
    const cacheA = createRedisOfferCache(a.client, { log });
    const cacheB = createRedisOfferCache(b.client, { log });
    const list = [offer('o1'), offer('o2')];
    await cacheA.setSearch('q1', list);
    await cacheA.setOffers([
      { offer: list[0]!, detailed: false },
      { offer: list[1]!, detailed: true },
    ]);
    expect(await cacheB.getSearch('q1')).toEqual(list);
    expect(await cacheB.getOffer('o2')).toEqual({ offer: list[1], detailed: true });
    expect(await cacheB.getSearch('other')).toBeUndefined();
    expect(await cacheB.getOffer('none')).toBeUndefined();
    // ioredis's keyPrefix puts every key under this file's prefix.
    const raw = connectRedis({ url: TEST_REDIS_URL, keyPrefix: '' }, log);
    try {
      expect(await raw.client.exists(`${prefix}offers:search:q1`, `${prefix}offers:offer:o1`)).toBe(2);
      const msLeft = await raw.client.pttl(`${prefix}offers:search:q1`);
      expect(msLeft).toBeGreaterThan(290_000);
      expect(msLeft).toBeLessThanOrEqual(300_000);
    } finally {
      await raw.close();
    }
    expect(log.lines.filter((l) => l.level === 'warn')).toEqual([]);
  });

  it('keeps a search list in front of Redis no longer than its Redis copy lives', async () => {
    const log = memoryLog();
    const writer = createRedisOfferCache(a.client, { log, ttlMs: 300 });
    const reader = createRedisOfferCache(b.client, { log, ttlMs: 300 });
    await writer.setSearch('short', [offer('s1')]);
    const first = await reader.getSearch('short');
    // The same array object the second time: the page built from it can be reused.
    expect(await reader.getSearch('short')).toBe(first);
    await new Promise((r) => setTimeout(r, 400));
    expect(await reader.getSearch('short')).toBeUndefined();
    expect(await writer.getSearch('short')).toBeUndefined();
  });

  it('degrades to a miss, with one warning, when Redis cannot be reached', async () => {
    const log = memoryLog();
    const dead = connectRedis({ url: 'redis://127.0.0.1:1', keyPrefix: prefix }, log);
    try {
      const cache = createRedisOfferCache(dead.client, { log, frontSearches: 0 });
      const started = Date.now();
      await expect(cache.setSearch('q', [offer('x')])).resolves.toBeUndefined();
      await expect(cache.setOffers([{ offer: offer('x'), detailed: false }])).resolves.toBeUndefined();
      expect(await cache.getSearch('q')).toBeUndefined();
      expect(await cache.getOffer('x')).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(5_000);
      const warnings = log.lines.filter((l) => l.message.startsWith('redis offer cache unavailable'));
      expect(warnings).toHaveLength(1);
    } finally {
      await dead.close();
    }
  });

  it('lets a search made through one process be answered by another without asking the airline', async () => {
    const sandbox = createSandboxProvider({ db: database.db });
    const one = countingProvider(sandbox);
    const two = countingProvider(sandbox);
    const heard: boolean[] = [];
    const make = (provider: typeof one.provider, redis: RedisConnections, scope: string) =>
      createFlightsService({
        provider,
        cache: createRedisOfferCache(redis.client, { log: memoryLog() }),
        cacheScope: () => scope,
        onCacheResult: (hit) => heard.push(hit),
      });
    const request: SearchRequest = {
      slices: [{ origin: 'LHR', destination: 'JFK', departureDate: daysFromNow(20) }],
      cabinClass: 'economy',
      adults: 1,
      children: 0,
      infants: 0,
      page: 1,
      limit: 10,
    };
    const onA = await make(one.provider, a, 'test').search(request);
    const seenOnB: boolean[] = [];
    const onB = await make(two.provider, b, 'test').search(request, undefined, (hit) => seenOnB.push(hit));
    expect(one.calls.search).toBe(1);
    expect(two.calls.search).toBe(0);
    expect(seenOnB).toEqual([true]);
    expect(onB).toEqual(onA);
    // Another mode is another cache: a test-mode list never answers a live-mode search.
    await make(two.provider, b, 'live').search(request);
    expect(two.calls.search).toBe(1);
    expect(heard).toEqual([false, true, false]);
  });
});

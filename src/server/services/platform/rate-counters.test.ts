import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database';
import { deleteRedisKeys, memoryLog, redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../../testing/redis';
import { CONTACT_LIMIT, CONTACT_WINDOW_MS, openContactSlot } from '../contact/rate-limit';
import {
  CARD_FAILURE_LIMIT,
  CARD_FAILURE_WINDOW_MS,
  createCardLimits,
  type CardAttempt,
} from '../payments/card-limits';
import { createDatabaseCounters, createRedisCounters, type WindowCounters } from './rate-counters';
import { connectRedis, type RedisConnections } from './redis';

// The Redis half needs the real Redis (TEST_REDIS_URL or the local one); skipped, visibly, only when none answers.
const reachable = await redisReachable();
if (!reachable) console.warn(`Redis at ${TEST_REDIS_URL} is unreachable: the Redis counter tests are skipped`);

const prefix = uniqueRedisPrefix('counters');
const database = useTestDatabase();
let redis: RedisConnections | undefined;
let other: RedisConnections | undefined;
beforeAll(async () => {
  if (reachable) {
    redis = connectRedis({ url: TEST_REDIS_URL, keyPrefix: prefix }, memoryLog());
    other = connectRedis({ url: TEST_REDIS_URL, keyPrefix: prefix }, memoryLog());
  }
});
afterAll(async () => {
  await redis?.close();
  await other?.close();
  if (reachable) await deleteRedisKeys(prefix);
});

let n = 0;
/** An address no other test has used. */
const address = () => `192.0.2.${++n}`;
const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

const kinds: Array<[string, boolean, () => WindowCounters[]]> = [
  // Two instances each: two processes sharing the store.
  ['database', true, () => [createDatabaseCounters(database.db), createDatabaseCounters(database.db)]],
  [
    'redis',
    reachable,
    () => [
      createRedisCounters(redis!.client, createDatabaseCounters(database.db), memoryLog()),
      createRedisCounters(other!.client, createDatabaseCounters(database.db), memoryLog()),
    ],
  ],
];

describe.each(kinds)('%s counters', (kind, available, make) => {
  it.skipIf(!available)(
    'let CONTACT_LIMIT messages through per window across processes; refused ones do not count',
    async () => {
      const [one, two] = make();
      const ip = address();
      for (let i = 0; i < CONTACT_LIMIT; i++) expect(await openContactSlot(i % 2 ? one! : two!, ip, at(i))).toBe(true);
      // Refused, however often: the window is not extended by the refusals.
      for (let i = 0; i < 3; i++) expect(await openContactSlot(one!, ip, at(100 + i))).toBe(false);
      expect(await openContactSlot(two!, address(), at(100))).toBe(true);
      // The first message leaves the window exactly CONTACT_WINDOW_MS after it was sent.
      expect(await openContactSlot(two!, ip, at(CONTACT_WINDOW_MS - 1))).toBe(false);
      expect(await openContactSlot(two!, ip, at(CONTACT_WINDOW_MS))).toBe(true);
    },
  );

  it.skipIf(!available)('never let more than the limit through when a burst arrives at once', async () => {
    const [one, two] = make();
    const ip = address();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => openContactSlot(i % 2 ? one! : two!, ip, at(1_000))),
    );
    const passed = answers.filter(Boolean).length;
    // The database counts after writing, so a burst may be refused whole; Redis counts atomically.
    if (kind === 'redis') expect(passed).toBe(CONTACT_LIMIT);
    else expect(passed).toBeLessThanOrEqual(CONTACT_LIMIT);
  });

  it.skipIf(!available)('turn a program away after CARD_FAILURE_LIMIT refused cards in the hour', async () => {
    const [one, two] = make();
    const limits = [createCardLimits(one!, 'secret'), createCardLimits(two!, 'secret')];
    const attempt = (ip: string): CardAttempt => ({ ip, visitor: null });
    const refusedFrom = (ip: string, ms: number) =>
      limits[0]!.check(attempt(ip), at(ms)).then(
        () => 'open',
        (error: { statusCode: number; retryAfterSeconds: number }) => error.retryAfterSeconds,
      );
    const ip = address();
    for (let i = 0; i < CARD_FAILURE_LIMIT - 1; i++) await limits[i % 2]!.recordRefusal(attempt(ip), at(i));
    expect(await refusedFrom(ip, 50)).toBe('open');
    await limits[1]!.recordRefusal(attempt(ip), at(50));
    // The wait is until the oldest refusal leaves the window: an hour after it, less 51 ms.
    expect(await refusedFrom(ip, 51)).toBe(Math.ceil((CARD_FAILURE_WINDOW_MS - 51) / 1000));
    expect(await refusedFrom(address(), 51)).toBe('open');
    // The oldest failure leaves the window an hour after it: nine remain.
    expect(await refusedFrom(ip, CARD_FAILURE_WINDOW_MS)).toBe('open');
  });
});

describe.skipIf(!reachable)('Redis counters when Redis is away', () => {
  it('fall back to the database, which keeps counting, and say so once', async () => {
    const log = memoryLog();
    const dead = connectRedis({ url: 'redis://127.0.0.1:1', keyPrefix: prefix }, log);
    try {
      const fallback = createDatabaseCounters(database.db);
      const counters = createRedisCounters(dead.client, fallback, log);
      const ip = address();
      for (let i = 0; i < CONTACT_LIMIT; i++) expect(await openContactSlot(counters, ip, at(i))).toBe(true);
      expect(await openContactSlot(counters, ip, at(10))).toBe(false);
      // The database holds the count: a process without Redis sees the same.
      expect(await openContactSlot(fallback, ip, at(11))).toBe(false);
      expect(log.lines.filter((l) => l.message.startsWith('redis counters unavailable'))).toHaveLength(1);
    } finally {
      await dead.close();
    }
  });

  it.skipIf(!reachable)('count, once Redis is back, what the database counted while it was away', async () => {
    const log = memoryLog();
    const dead = connectRedis({ url: 'redis://127.0.0.1:1', keyPrefix: prefix }, log);
    try {
      const fallback = createDatabaseCounters(database.db);
      const duringOutage = createCardLimits(createRedisCounters(dead.client, fallback, log), 'secret');
      const afterwards = createCardLimits(createRedisCounters(redis!.client, fallback, memoryLog()), 'secret');
      const attempt: CardAttempt = { ip: address(), visitor: null };
      for (let i = 0; i < 6; i++) await duringOutage.recordRefusal(attempt, at(i));
      for (let i = 6; i < CARD_FAILURE_LIMIT; i++) await afterwards.recordRefusal(attempt, at(i));
      await expect(afterwards.check(attempt, at(20))).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await dead.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { rateLimitedWarn, redisDown, RedisDownError, type RedisLog } from './redis';

/*
 * Sliding-window counters for the simple limits (refused cards, contact messages): events per
 * key within the last windowMs. The database holds them by default (rows of login_attempts, which
 * every process shares); with REDIS_URL they move to Redis sorted sets (one member per event,
 * scored by its time), which keeps the same sliding window and saves the database two writes per
 * event. Should Redis fail, the database answers instead: a limit must neither open up nor turn
 * into 500s while Redis is away. What was counted in the database during an outage still counts
 * once Redis is back: Redis's answers add the database's events of the window, which are none
 * outside an outage (one indexed look-up; these limits guard refused cards and contact messages,
 * never a hot path). Events counted in Redis alone before an outage are not seen during it.
 *
 * Sign-in and sign-up attempts stay in the database (rate-limit.ts): a sign-in settles its rows
 * afterwards, a success wipes one pair's failures, a password reset wipes an account's failures
 * from every address, and the rows are the lockout's record; splitting that across two stores would
 * make the lock's outcome depend on which store answered.
 */

export interface WindowCounters {
  /**
   * Records an event, then counts: true when the count is within the limit. A refused event is
   * removed again, so hammering does not extend the wait. Recording first means parallel callers
   * cannot all pass the check before any is written.
   */
  take(key: string, limit: number, windowMs: number, now: Date): Promise<boolean>;
  /** Events for the key within the window. */
  count(key: string, windowMs: number, now: Date): Promise<number>;
  /** When each event of the window happened (ms since the epoch), oldest first: how long to wait. */
  times(key: string, windowMs: number, now: Date): Promise<number[]>;
  /** Records an event. */
  add(key: string, windowMs: number, now: Date): Promise<void>;
}

/** Counters as rows of login_attempts (scope 'ip', the key as given, succeeded false). */
export function createDatabaseCounters(db: Db): WindowCounters {
  const counted = (key: string, windowMs: number, now: Date) =>
    and(
      eq(loginAttempts.scope, 'ip'),
      eq(loginAttempts.key, key),
      eq(loginAttempts.succeeded, false),
      gt(loginAttempts.attemptedAt, new Date(now.getTime() - windowMs)),
    );
  const insert = (key: string, now: Date) =>
    db
      .insert(loginAttempts)
      .values({ scope: 'ip', key, succeeded: false, attemptedAt: now })
      .returning({ id: loginAttempts.id });
  const countOf = async (key: string, windowMs: number, now: Date) => {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(counted(key, windowMs, now));
    return row?.n ?? 0;
  };

  return {
    async take(key, limit, windowMs, now) {
      const [row] = await insert(key, now);
      if ((await countOf(key, windowMs, now)) <= limit) return true;
      if (row) await db.delete(loginAttempts).where(inArray(loginAttempts.id, [row.id]));
      return false;
    },
    count: countOf,
    async times(key, windowMs, now) {
      const rows = await db
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(counted(key, windowMs, now))
        .orderBy(asc(loginAttempts.attemptedAt));
      return rows.map((row) => row.at.getTime());
    },
    async add(key, _windowMs, now) {
      await insert(key, now);
    },
  };
}

const redisKey = (key: string) => `limits:${key}`;

/**
 * Counters in Redis sorted sets. Each operation is one MULTI (atomic on the server): drop the
 * events that left the window, then add or count. The key expires with its window, so an address
 * that stops trying leaves nothing behind. Scores are the caller's `now`, as in the database.
 */
export function createRedisCounters(redis: Redis, fallback: WindowCounters, log: RedisLog): WindowCounters {
  const warn = rateLimitedWarn(log);
  async function orFallback<T>(what: string, work: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
    try {
      if (redisDown(redis)) throw new RedisDownError();
      return await work();
    } catch (err) {
      warn(
        { err: { message: (err as Error)?.message ?? String(err) } },
        `redis counters unavailable (${what}): using the database`,
      );
      return instead();
    }
  }
  const exec = async (multi: ReturnType<Redis['multi']>): Promise<unknown[]> => {
    const results = await multi.exec();
    if (!results) throw new Error('redis transaction aborted');
    return results.map(([err, value]) => {
      if (err) throw err;
      return value;
    });
  };
  const since = (windowMs: number, now: Date) => now.getTime() - windowMs;

  return {
    take: (key, limit, windowMs, now) =>
      orFallback(
        'take',
        async () => {
          const member = `${now.getTime()}:${randomUUID()}`;
          const k = redisKey(key);
          const [, , n] = await exec(
            redis
              .multi()
              .zremrangebyscore(k, '-inf', since(windowMs, now))
              .zadd(k, now.getTime(), member)
              .zcard(k)
              .pexpire(k, windowMs),
          );
          if (Number(n) + (await fallback.count(key, windowMs, now)) <= limit) return true;
          // Refused: Redis has counted. If taking the refused event back fails, the answer stands
          // (the database would not know of the earlier events and would let this one through).
          await redis.zrem(k, member).catch((err: unknown) => {
            warn(
              { err: { message: (err as Error)?.message ?? String(err) } },
              'redis counters: could not undo a refusal',
            );
          });
          return false;
        },
        () => fallback.take(key, limit, windowMs, now),
      ),

    count: (key, windowMs, now) =>
      orFallback(
        'count',
        async () => {
          // Counts only what is inside the window; expired members are trimmed on the next write.
          const [inRedis, fromOutage] = await Promise.all([
            redis.zcount(redisKey(key), `(${since(windowMs, now)}`, '+inf'),
            fallback.count(key, windowMs, now),
          ]);
          return Number(inRedis) + fromOutage;
        },
        () => fallback.count(key, windowMs, now),
      ),

    times: (key, windowMs, now) =>
      orFallback(
        'times',
        async () => {
          const [scored, fromOutage] = await Promise.all([
            redis.zrangebyscore(redisKey(key), `(${since(windowMs, now)}`, '+inf', 'WITHSCORES'),
            fallback.times(key, windowMs, now),
          ]);
          const inRedis = scored.filter((_, i) => i % 2 === 1).map(Number);
          return [...inRedis, ...fromOutage].sort((a, b) => a - b);
        },
        () => fallback.times(key, windowMs, now),
      ),

    add: (key, windowMs, now) =>
      orFallback(
        'add',
        async () => {
          const k = redisKey(key);
          await exec(
            redis
              .multi()
              .zremrangebyscore(k, '-inf', since(windowMs, now))
              .zadd(k, now.getTime(), `${now.getTime()}:${randomUUID()}`)
              .pexpire(k, windowMs),
          );
        },
        () => fallback.add(key, windowMs, now),
      ),
  };
}

import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';

/*
 * Redis is optional (REDIS_URL): with it, several processes share the offer cache, the simple
 * rate-limit counters and cache invalidations. It is a cache, not a store of record, so a Redis
 * that goes away must never stop the site: every command is bounded in time, a connection error
 * is logged (never thrown into the process), and callers fall back to a miss or to the database.
 */

export interface RedisLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Longest wait for one command, including the time it waits for a reconnect. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export interface RedisConnections {
  /** Commands; every key is prefixed with REDIS_KEY_PREFIX. */
  client: Redis;
  /** A second connection for pub/sub (a subscribed connection can run no other command); made on first use. */
  subscriber(): Redis;
  /** The prefix, for pub/sub channel names, which ioredis does not prefix. */
  keyPrefix: string;
  close(): Promise<void>;
}

/** Warns at most once per interval, so a Redis outage is one line a minute, not one per request. */
export function rateLimitedWarn(log: RedisLog, intervalMs = 60_000, now: () => number = Date.now) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (details: object, message: string) => {
    if (now() - lastAt < intervalMs) {
      suppressed += 1;
      return;
    }
    lastAt = now();
    log.warn({ ...details, suppressed }, message);
    suppressed = 0;
  };
}

/**
 * True while a connection is lost and being retried: callers skip Redis at once rather than
 * have every request wait out the command timeout during an outage.
 */
export function redisDown(redis: { status: string }): boolean {
  return redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';
}

export class RedisDownError extends Error {
  constructor() {
    super('redis is reconnecting');
  }
}

export function connectRedis(config: { url: string; keyPrefix: string }, log: RedisLog): RedisConnections {
  const warn = rateLimitedWarn(log);
  const make = (role: string) => {
    const connection = new Redis(config.url, {
      keyPrefix: config.keyPrefix,
      lazyConnect: false,
      connectionName: `flight-booking:${role}:${process.pid}`,
      // One retry, then the command fails and the caller degrades; no request waits past the timeout.
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Keep trying to come back, at most every 2 s, for as long as the process runs.
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    connection.on('error', (err: Error) => warn({ err: { message: err.message }, role }, 'redis connection error'));
    connection.on('ready', () => log.info({ role }, 'redis connected'));
    return connection;
  };
  const client = make('commands');
  let subscriber: Redis | undefined;
  return {
    client,
    subscriber: () => (subscriber ??= make('subscriber')),
    keyPrefix: config.keyPrefix,
    async close() {
      await Promise.all(
        [client, subscriber].map(async (connection) => {
          if (!connection) return;
          // quit() waits for replies in flight; on a dead connection it would wait for a reconnect.
          if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
          else connection.disconnect();
        }),
      );
    },
  };
}

export function redisFromConfig(config: AppConfig, log: RedisLog): RedisConnections | undefined {
  const { url, keyPrefix } = config.redis;
  return url ? connectRedis({ url, keyPrefix }, log) : undefined;
}

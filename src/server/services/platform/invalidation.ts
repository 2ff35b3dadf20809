import { randomUUID } from 'node:crypto';
import { rateLimitedWarn, type RedisConnections, type RedisLog } from './redis';

/*
 * Each process keeps short-lived copies of settings it reads on every request: the mode (5 s) and
 * the brands with their markups (30 s). The process where an admin makes a change drops its copy
 * at once; with Redis it also publishes the change, and every other process drops its copy on the
 * message instead of waiting out the TTL. Without Redis (or while it is away) the TTLs bound how
 * long another process may act on the old value.
 */

export type CacheTopic = 'mode' | 'brands';
const TOPICS: readonly CacheTopic[] = ['mode', 'brands'];

export interface InvalidationBus {
  /** Tells the other processes that this topic changed. */
  publish(topic: CacheTopic): void;
  /** Runs `drop` when another process says the topic changed (and for every topic after a reconnect). */
  on(topic: CacheTopic, drop: () => void): void;
  close(): Promise<void>;
}

type Handlers = Map<CacheTopic, Array<() => void>>;

function dispatch(handlers: Handlers, topic: CacheTopic): void {
  for (const drop of handlers.get(topic) ?? []) drop();
}

function listen(handlers: Handlers, topic: CacheTopic, drop: () => void): void {
  handlers.set(topic, [...(handlers.get(topic) ?? []), drop]);
}

/** One process: nobody else to tell. */
export function createLocalInvalidationBus(): InvalidationBus {
  return { publish: () => undefined, on: () => undefined, close: async () => undefined };
}

export function invalidationChannel(keyPrefix: string): string {
  // ioredis prefixes keys, not pub/sub channels: the prefix keeps two sites on one Redis apart.
  return `${keyPrefix}invalidate`;
}

export function createRedisInvalidationBus(redis: RedisConnections, log: RedisLog): InvalidationBus {
  const origin = randomUUID();
  const channel = invalidationChannel(redis.keyPrefix);
  const handlers: Handlers = new Map();
  const warn = rateLimitedWarn(log);
  const subscriber = redis.subscriber();
  let everReady = false;

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as { topic?: unknown; origin?: unknown };
      if (message.origin === origin) return; // this process dropped its copy when it made the change
      if (TOPICS.includes(message.topic as CacheTopic)) dispatch(handlers, message.topic as CacheTopic);
    } catch {
      warn({ channel }, 'ignored an unreadable cache invalidation message');
    }
  });
  subscriber.on('ready', () => {
    subscriber
      .subscribe(channel)
      .catch((err: Error) => warn({ err: { message: err.message } }, 'redis subscribe failed'));
    // Messages sent while we were away are lost: drop everything once rather than wait out the TTLs.
    if (everReady) for (const topic of TOPICS) dispatch(handlers, topic);
    everReady = true;
  });

  return {
    publish(topic) {
      redis.client
        .publish(channel, JSON.stringify({ topic, origin }))
        .catch((err: Error) =>
          warn(
            { err: { message: err.message }, topic },
            'could not publish a cache invalidation; other processes wait out the TTL',
          ),
        );
    },
    on: (topic, drop) => listen(handlers, topic, drop),
    async close() {
      handlers.clear();
    },
  };
}

/**
 * The cache with its invalidate() told to every process: calling it (after a write here) drops
 * this copy and publishes; a message from elsewhere drops this copy without publishing again.
 */
export function sharedInvalidation<T extends { invalidate(): void }>(
  cache: T,
  bus: InvalidationBus,
  topic: CacheTopic,
): T {
  const dropHere = cache.invalidate.bind(cache);
  bus.on(topic, dropHere);
  return {
    ...cache,
    invalidate() {
      dropHere();
      bus.publish(topic);
    },
  };
}

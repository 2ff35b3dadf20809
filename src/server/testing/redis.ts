import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/*
 * The real Redis for tests: TEST_REDIS_URL, else the local one. Each test file takes its own key
 * prefix, so files running in parallel never see each other's keys, and removes its keys after.
 */

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis answers PING within a second; tests that need one skip (and say so) otherwise. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1_000,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export function uniqueRedisPrefix(label: string): string {
  return `fb-test:${label}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under a prefix (SCAN, not KEYS: the Redis may be shared). */
export async function deleteRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A log that keeps its lines, to check what a degraded Redis reported. */
export function memoryLog() {
  const lines: Array<{ level: 'info' | 'warn'; message: string; details: object }> = [];
  return {
    lines,
    info: (details: object, message: string) => void lines.push({ level: 'info', message, details }),
    warn: (details: object, message: string) => void lines.push({ level: 'warn', message, details }),
  };
}

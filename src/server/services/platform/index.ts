/**
 * Plumbing every domain may use: Redis, cache invalidation, window counters, idempotency keys,
 * metrics. This file is the domain's whole public surface; everything else in the folder is private.
 */
export { createLocalInvalidationBus, createRedisInvalidationBus, sharedInvalidation } from './invalidation';
export type { InvalidationBus } from './invalidation';
export { domainPlugin } from './domain-plugin';
export { serveClusterMetrics } from './metrics-cluster';
export { createAppMetrics } from './metrics';
export type { AppMetrics } from './metrics';
export { createDatabaseCounters, createRedisCounters } from './rate-counters';
export type { WindowCounters } from './rate-counters';
export { rateLimitedWarn, redisDown, RedisDownError, redisFromConfig } from './redis';
export type { RedisConnections, RedisLog } from './redis';
export { completeIdempotencyKey, idempotencyKeyFrom, keyedRequestHash, withIdempotency } from './idempotency';
export type { StoredResponse } from './idempotency';
export { onceForEvent } from './processor-events';
export {
  checkSecretBoxKeys,
  keyedHash,
  keyedHashMatches,
  keyringFrom,
  needsReseal,
  isSealedSecret,
  openSecret,
  parseKey,
  sealSecret,
  SecretBoxError,
  useKeyring,
} from './secret-box';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalInvalidationBus, createRedisInvalidationBus, type InvalidationBus } from '../services/platform';
import { createDatabaseCounters, createRedisCounters, type WindowCounters } from '../services/platform';
import { redisFromConfig, type RedisConnections } from '../services/platform';

/*
 * What several processes on one database share beyond the database (R32): with REDIS_URL a
 * Redis connection, the simple rate-limit counters in Redis and cache invalidations over pub/sub;
 * without it the counters stay in the database and each process's caches expire by TTL.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connections, when REDIS_URL is set. */
    redis: RedisConnections | undefined;
    /** Refused cards and contact messages per address (rate-counters.ts). */
    rateCounters: WindowCounters;
    /** Tells the other processes that the mode or the brands changed. */
    invalidation: InvalidationBus;
  }
}

async function scaleOutPlugin(app: FastifyInstance) {
  const redis = redisFromConfig(app.config, app.log);
  app.decorate('redis', redis);
  const databaseCounters = createDatabaseCounters(app.db);
  app.decorate('rateCounters', redis ? createRedisCounters(redis.client, databaseCounters, app.log) : databaseCounters);
  const bus = redis ? createRedisInvalidationBus(redis, app.log) : createLocalInvalidationBus();
  app.decorate('invalidation', bus);
  app.addHook('onClose', async () => {
    await bus.close();
    await redis?.close();
  });
}
const plugin = fp(scaleOutPlugin, { name: 'scale-out' });
export { plugin as scaleOutPlugin };

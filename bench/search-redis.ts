// `npx tsx bench/search-redis.ts`: a cached search page (JFK-LHR, 30 offers, brotli, warm) served
//  (a) from the in-process offer cache (no REDIS_URL),
//  (b) from the Redis offer cache with its in-process copy in front (REDIS_URL, as the app runs),
//  (c) from Redis alone (the front copy off), so every request reads and parses the list from Redis.
// One process, PGlite, sandbox airline, the Redis at BENCH_REDIS_URL (default the local one) under
// a prefix of its own, deleted after. Load in a worker thread (autocannon), loopback only, bounded
// in time; results are appended to bench/search-redis-results.md.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { SearchRequestBodySchema } from '../src/shared/schemas/search';
import { buildApp } from '../src/server/app';
import type { Database } from '../src/server/db/client';
import { createSandboxProvider } from '../src/server/providers/flights/sandbox';
import { sendSearchPage } from '../src/server/routes/search-page-sender';
import { createFlightsService } from '../src/server/services/flights/service';
import { createRedisOfferCache } from '../src/server/services/flights/redis-offer-cache';
import { benchConfig, benchDatabase, daysFromNow as day } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/search-redis-results.md');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 32;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `fb-bench:${randomBytes(4).toString('hex')}:`;

const body = JSON.stringify({ origin: 'JFK', destination: 'LHR', departureDate: day(21), adultsCount: 1 });
const request = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  body,
};

async function start(redisUrl: string | undefined): Promise<{ app: FastifyInstance; database: Database; url: string }> {
  const database = await benchDatabase();
  const config = benchConfig(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {});
  const provider = createSandboxProvider({ db: database.db });
  const app = await buildApp(config, database, { flightProvider: provider });
  if (app.redis) {
    // The same service and page sender as /api/flights/search, over a Redis cache without the front copy.
    const bare = createFlightsService({
      provider,
      cache: createRedisOfferCache(app.redis.client, { log: app.log, frontSearches: 0 }),
    });
    app.post('/bench/search-redis-only', async (req, reply) =>
      sendSearchPage(req, reply, await bare.search(SearchRequestBodySchema.parse(req.body), req.brand)),
    );
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, database, url };
}

async function load(name: string, target: string) {
  const warm = await fetch(target, request);
  if (warm.status !== 200) throw new Error(`${name}: warm-up answered ${warm.status}`);
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    ...request,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const loadBefore = loadavg()[0] ?? 0;
const rows = [];
const memory = await start(undefined);
rows.push(await load('in-process cache (no REDIS_URL)', `${memory.url}/api/flights/search`));
await memory.app.close();
await memory.database.close();

const shared = await start(REDIS_URL);
rows.push(await load('Redis cache, in-process copy in front (as the app runs)', `${shared.url}/api/flights/search`));
rows.push(await load('Redis cache alone (every request reads Redis)', `${shared.url}/bench/search-redis-only`));
const keys = await shared.app.redis!.client.keys('*');
// keys() answers with the prefix already on; del() would add it again.
if (keys.length > 0) await shared.app.redis!.client.del(...keys.map((k) => k.slice(prefix.length)));
await shared.app.close();
await shared.database.close();

const lines = [
  `## ${new Date().toISOString()}`,
  '',
  `${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length}, Node ${process.version}; ${CONNECTIONS} connections, ` +
    `${DURATION_S} s each, load in a worker thread on the same machine; 1-minute load average ` +
    `${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  '',
  '| cached search page of 30 (br) | req/s | p50 ms | p99 ms | failed |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} |`),
  '',
];
if (!existsSync(RESULTS)) {
  writeFileSync(
    RESULTS,
    '# Cached search with Redis\n\nRun with `npx tsx bench/search-redis.ts`; newest run last.\n\n',
  );
}
appendFileSync(RESULTS, lines.join('\n'));
console.log(lines.join('\n'));
if (rows.some((r) => r.failed > 0)) process.exitCode = 1;

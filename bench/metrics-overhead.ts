// `npx tsx bench/metrics-overhead.ts`: what timing every request for GET /metrics costs.
//  (a) /healthz on a bare Fastify without the metrics hook, then (b) the same with the real
//  metricsPlugin (its onResponse hook: one counter and one histogram per request), alternated
//  a few times so a burst of other work on the machine hits both; (c) the whole app's /healthz
//  with everything (helmet, auth, metrics) for context; (d) how long one scrape takes to render;
//  (e) the hook's own work, timed alone over many calls: steadier than req/s on a busy machine.
// Load runs in autocannon's worker thread, loopback only, bounded in time; results are appended to
// bench/metrics-results.md. Goal: the hook's work under 5% of the whole app's time per request. On a
// busy 2-core machine the (a)/(b) req/s pair swings by more than the hook costs: (e) is the steady figure.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { benchConfig, benchDatabase } from './support';
import { metricsPlugin } from '../src/server/plugins/metrics';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/metrics-results.md');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

const loadBefore = loadavg()[0] ?? 0;
const database = await benchDatabase();

async function bare(withMetrics: boolean): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  if (withMetrics) {
    app.decorate('db', database.db);
    await app.register(metricsPlugin);
  }
  app.get('/healthz', async () => ({ status: 'ok' }));
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

async function rps(url: string): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url: `${url}/healthz`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
  });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// (e) first, on a quiet event loop: a few route patterns and statuses, as real traffic has.
const probe = Fastify({ logger: false });
probe.decorate('db', database.db);
await probe.register(metricsPlugin);
await probe.ready();
const CALLS = 1_000_000;
const routes = ['/healthz', '/api/flights/search', '/api/flights/offer/:id', undefined];
const hookStart = performance.now();
for (let i = 0; i < CALLS; i += 1) probe.metrics.request('GET', routes[i % 4], i % 7 ? 200 : 404, 0.0042);
const hookMicros = ((performance.now() - hookStart) * 1000) / CALLS;
await probe.close();

const without = await bare(false);
const withHook = await bare(true);
const plain: number[] = [];
const timed: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  plain.push((await rps(without.url)).rps);
  timed.push((await rps(withHook.url)).rps);
}

const config = benchConfig();
const full = await buildApp(config, database);
const fullUrl = await full.listen({ host: '127.0.0.1', port: 0 });
const whole = await rps(fullUrl);

// One scrape after all that traffic: every series it made, plus the process metrics.
const renderStart = performance.now();
const text = await full.metrics.render();
const renderMs = performance.now() - renderStart;
const series = text.split('\n').filter((line) => line && !line.startsWith('#')).length;

await Promise.all([without.app.close(), withHook.app.close(), full.close()]);
await database.close();

const overhead = 1 - median(timed) / median(plain);
const wholeShare = hookMicros / (1e6 / whole.rps);
const lines = [
  `## ${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} threads, Node ${process.version}, load ${loadBefore.toFixed(2)} -> ${(loadavg()[0] ?? 0).toFixed(2)}`,
  '',
  `${ROUNDS} alternating rounds of ${DURATION_S} s, ${CONNECTIONS} connections, GET /healthz.`,
  '',
  '| server | req/s per round | median |',
  '| --- | --- | --- |',
  `| bare Fastify | ${plain.join(', ')} | ${median(plain)} |`,
  `| bare Fastify + metricsPlugin | ${timed.join(', ')} | ${median(timed)} |`,
  `| whole app (helmet, auth, brand, metrics) | ${whole.rps} (p99 ${whole.p99} ms) | |`,
  '',
  `Bare server with the hook: ${(overhead * 100).toFixed(1)}% fewer req/s. ` +
    `The hook's work, ${hookMicros.toFixed(2)} us per request (${CALLS} calls), is ` +
    `${(wholeShare * 100).toFixed(1)}% of the whole app's time per request (goal < 5%). ` +
    `One scrape of ${series} series rendered in ${renderMs.toFixed(1)} ms.`,
  '',
];
if (!existsSync(RESULTS)) writeFileSync(RESULTS, '# GET /metrics overhead (bench/metrics-overhead.ts)\n\n');
appendFileSync(RESULTS, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));

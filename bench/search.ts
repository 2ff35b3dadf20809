// `npx tsx bench/search.ts`: how fast flight search answers, on the built-in sandbox airline.
//  (a) a tiny fixed JSON route (registered here only): the ceiling of this machine and stack;
//  (b) a cached search page of 30 offers (JFK-LHR, warm), as the results page asks for it;
//  (c) cold searches: the first request of a few distinct queries, one at a time.
// Load runs in a worker thread (autocannon), loopback only, bounded in time; results are appended
// to bench/search-results.md. Goals: (b) >= 40% of (a)'s req/s with p99 < 50 ms; (c) < 300 ms.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/server/app';
import { createSandboxProvider } from '../src/server/providers/flights/sandbox';
import { benchConfig, benchDatabase, daysFromNow as day, loadFigures, type LoadFigures } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/search-results.md');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;

// Other work on the machine skews every figure; the section records how busy it was.
const loadBefore = loadavg()[0] ?? 0;
const database = await benchDatabase();
const config = benchConfig();
const app = await buildApp(config, database, { flightProvider: createSandboxProvider({ db: database.db }) });
app.get('/bench/hello', async () => ({ hello: 'world', ok: true }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const search = { origin: 'JFK', destination: 'LHR', departureDate: day(21), adultsCount: 1, cabinClass: 'economy' };
const searchRequest = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(search),
};
// What every browser sends; the page is then brotli-compressed once and sent from the cache.
const browserSearch = {
  ...searchRequest,
  headers: { ...searchRequest.headers, 'accept-encoding': 'gzip, deflate, br' },
};

interface Load extends LoadFigures {
  name: string;
  /** The server's event-loop delay p99: how long a ready request can wait for the CPU. */
  loopP99: number;
}

async function load(name: string, target: string, extra: Partial<autocannon.Options> = {}): Promise<Load> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const result = await autocannon({
    url: target,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    ...extra,
  });
  delay.disable();
  return {
    name,
    ...loadFigures(result),
    loopP99: Math.round(delay.percentile(99) / 1e6),
  };
}

// Warm the cache: the first answer is a real search; every later one comes from the cache.
const warm = await fetch(`${url}/api/flights/search`, searchRequest);
const warmBody = (await warm.json()) as { offers: unknown[]; total_count: number };
if (warm.status !== 200 || warmBody.offers.length !== 30) {
  throw new Error(`warm-up search failed: ${warm.status}, ${warmBody.offers?.length} offers`);
}
const pageBytes = JSON.stringify(warmBody).length;
// fetch decompresses the body; the header tells what travelled.
const brBytes = Number((await fetch(`${url}/api/flights/search`, browserSearch)).headers.get('content-length'));

const hello = await load('hello (fixed JSON)', `${url}/bench/hello`);
const cached = await load('cached search, page of 30 (browser: br)', `${url}/api/flights/search`, browserSearch);
const raw = await load('cached search, page of 30 (uncompressed)', `${url}/api/flights/search`, searchRequest);

// Cold: distinct queries nobody asked yet, each measured on its first request.
const coldRoutes = [
  ['LHR', 'JFK'],
  ['CDG', 'SIN'],
  ['SFO', 'NRT'],
  ['FRA', 'DXB'],
  ['SYD', 'LAX'],
  ['YYZ', 'MEX'],
];
const cold: { route: string; ms: number; offers: number }[] = [];
for (const [index, [origin, destination]] of coldRoutes.entries()) {
  const body = JSON.stringify({ origin, destination, departureDate: day(30 + index), returnDate: day(37 + index) });
  const started = performance.now();
  const response = await fetch(`${url}/api/flights/search`, { ...searchRequest, body });
  const answer = (await response.json()) as { total_count?: number };
  cold.push({
    route: `${origin}-${destination}`,
    ms: Math.round(performance.now() - started),
    offers: answer.total_count ?? -1,
  });
}
await app.close();
await database.close();

const ratio = cached.rps / hello.rps;
const coldMax = Math.max(...cold.map((c) => c.ms));
const goals = [
  [`cached search >= 40% of hello's req/s`, ratio >= 0.4, `${(ratio * 100).toFixed(0)}%`],
  ['cached search p99 < 50 ms', cached.p99 < 50, `${cached.p99} ms`],
  ['cold search < 300 ms (slowest of the cold queries)', coldMax < 300, `${coldMax} ms`],
] as const;

const cpu = cpus();
const lines = [
  `## ${new Date().toISOString()}`,
  ``,
  `${cpu[0]?.model ?? 'unknown CPU'} x ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `${process.platform} ${process.arch}, Node ${process.version}; PGlite, sandbox provider, ` +
    `${CONNECTIONS} connections, ${DURATION_S} s per route, load in a worker thread on the same machine; ` +
    `1-minute load average ${loadBefore.toFixed(1)} before the run, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  ``,
  `| route | req/s | p50 ms | p99 ms | errors | non-2xx | event-loop delay p99 ms |`,
  `|---|---|---|---|---|---|---|`,
  ...[hello, cached, raw].map(
    (r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.loopP99} |`,
  ),
  ``,
  `Cached search / hello: **${(ratio * 100).toFixed(0)}%** as browsers ask (Accept-Encoding: br), ` +
    `${((raw.rps / hello.rps) * 100).toFixed(0)}% uncompressed. A page of 30 offers is ` +
    `${(pageBytes / 1024).toFixed(0)} KiB of JSON, ${(brBytes / 1024).toFixed(0)} KiB with brotli; ` +
    `${warmBody.total_count} offers in the search.`,
  ``,
  `| cold search (round trip, first request) | ms | offers |`,
  `|---|---|---|`,
  ...cold.map((c) => `| ${c.route} | ${c.ms} | ${c.offers} |`),
  ``,
  ...goals.map(([goal, met, value]) => `- ${met ? 'met' : '**missed**'}: ${goal} (${value})`),
  ``,
];
if (!existsSync(RESULTS)) {
  writeFileSync(RESULTS, `# Flight search benchmark\n\nRun with \`npx tsx bench/search.ts\`; newest run last.\n\n`);
}
appendFileSync(RESULTS, lines.join('\n'));
// Kept in the repository's style, so `npm run format:check` stays green after a run.
const style = await resolveConfig(RESULTS);
writeFileSync(RESULTS, await format(readFileSync(RESULTS, 'utf8'), { ...style, filepath: RESULTS }));
console.log(lines.join('\n'));
if ([hello, cached, raw].some((r) => r.errors + r.non2xx > 0)) process.exitCode = 1;

// `npx tsx bench/load.ts` (last step of `npm run bench`): the built site under load on PostgreSQL,
// on one process and on two (WEB_CONCURRENCY=2: node cluster on one port, as docs/deploying.md
// runs it), then a soak run that samples the server's memory. Loopback only, every load bounded
// in time. Scenarios, as the client makes the calls (src/client/lib/offers.ts):
//   search   POST /api/flights/search JFK-LHR, page of 30, brotli (cached after the first request)
//   offer    GET /api/flights/offer/:id, an offer of that search
//   verify   GET /api/flights/verify-offer/:id (the booking page's check)
//   journey  search -> offer -> offer -> verify on every connection: a visitor compares two offers
//            and goes on to book one, so 1 search : 2 offers : 1 verify
// Settings (environment): BENCH_SECONDS per scenario (10), BENCH_CONNECTIONS (32), BENCH_PROCESSES
// ("1,2"), BENCH_SOAK_SECONDS (180; 0 skips the soak), BENCH_SOAK_SAMPLE_SECONDS (2),
// BENCH_DATABASE_URL (a server where a fresh database is created and dropped; TEST_DATABASE_URL
// or postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (TEST_REDIS_URL or
// redis://127.0.0.1:6379 when it answers; "none" for no Redis). Appends to bench/load-results.md.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { cpuSeconds, sampleMemory, servingPids, summariseSoak, type MemorySample } from './load-proc';
import { daysFromNow as day, loadFigures, type LoadFigures } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/load-results.md');
const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const PROCESSES = (env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const SOAK_SECONDS = Number(env.BENCH_SOAK_SECONDS ?? 180);
const SAMPLE_SECONDS = Number(env.BENCH_SOAK_SAMPLE_SECONDS ?? 2);
const ADMIN_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const METRICS_TOKEN = randomBytes(16).toString('hex');

async function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function redisUrl(): Promise<string | undefined> {
  const given = env.BENCH_REDIS_URL ?? env.TEST_REDIS_URL;
  if (given === 'none') return undefined;
  const url = given ?? 'redis://127.0.0.1:6379';
  return (await answers(url)) ? url : undefined;
}

// @ts-expect-error: a plain .mjs script without types
const { build, isBuildFresh } = (await import('../scripts/build.mjs')) as {
  build: () => Promise<void>;
  isBuildFresh: () => boolean;
};
if (!isBuildFresh()) await build();

const loadBefore = loadavg()[0] ?? 0;
const id = randomBytes(4).toString('hex');
const dbName = `fb_bench_${id}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const redis = await redisUrl();

const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: `bench-${randomBytes(24).toString('hex')}`,
  METRICS_TOKEN,
  ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `fb-bench-${id}:` } : {}),
};

async function start(processes: number): Promise<RunningServer> {
  const server = await startServer({ ...serverEnv, WEB_CONCURRENCY: String(processes) });
  // /healthz answers once the first worker listens. Keep-alive connections stay with the worker
  // that took them, so the load waits for every worker (the "ready" line is info, below this
  // LOG_LEVEL) and then a moment; the CPU split in the results shows how the work was shared.
  const deadline = Date.now() + 60_000;
  while (servingPids(server).length < processes) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`workers did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (processes > 1) await new Promise((resolve) => setTimeout(resolve, 3_000));
  return server;
}

const searchBody = JSON.stringify({ origin: 'JFK', destination: 'LHR', departureDate: day(21), adultsCount: 1 });
const searchRequest: autocannon.Request = {
  method: 'POST',
  path: '/api/flights/search',
  headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  body: searchBody,
};

/** The first search asks the airline and fills the cache; its offers are what visitors open. */
async function warm(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: searchBody,
  });
  const body = (await res.json()) as { offers?: { id: string }[] };
  const ids = body.offers?.map((offer) => offer.id) ?? [];
  if (res.status !== 200 || ids.length === 0) throw new Error(`warm-up search failed: ${res.status}`);
  return ids;
}

function scenarios(offerIds: string[]): Record<string, autocannon.Request[]> {
  const pick = () => offerIds[Math.floor(Math.random() * offerIds.length)] ?? '';
  const byId = (kind: 'offer' | 'verify-offer'): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: `/api/flights/${kind}/${pick()}` }),
  });
  return {
    search: [searchRequest],
    offer: [byId('offer')],
    verify: [byId('verify-offer')],
    journey: [searchRequest, byId('offer'), byId('offer'), byId('verify-offer')],
  };
}

interface Row extends LoadFigures {
  scenario: string;
  processes: number;
  /** Each serving process's share of the server CPU time during the run. */
  cpuSplit: string;
}

async function load(server: RunningServer, scenario: string, requests: autocannon.Request[], seconds: number) {
  const pids = servingPids(server);
  const before = pids.map(cpuSeconds);
  const result = await autocannon({ url: server.url, requests, connections: CONNECTIONS, duration: seconds });
  const used = pids.map((pid, i) => cpuSeconds(pid) - (before[i] ?? 0));
  const total = used.reduce((sum, s) => sum + s, 0);
  return {
    scenario,
    processes: pids.length,
    ...loadFigures(result),
    cpuSplit: used.map((s) => `${total > 0 ? Math.round((s / total) * 100) : 0}%`).join(' / '),
  } satisfies Row;
}

const rows: Row[] = [];
let soak: { processes: number; samples: MemorySample[]; result: Row } | undefined;
try {
  for (const processes of PROCESSES) {
    const server = await start(processes);
    let code: number | null = null;
    try {
      const plan = scenarios(await warm(server.url));
      for (const [name, requests] of Object.entries(plan)) {
        const result = await load(server, name, requests, SECONDS);
        rows.push(result);
        console.log(JSON.stringify(result));
      }
    } finally {
      code = await server.stop();
    }
    if (code !== 0) throw new Error(`the server did not stop cleanly (exit ${code}):\n${server.output()}`);
  }

  if (SOAK_SECONDS > 0) {
    const processes = Number(env.BENCH_SOAK_PROCESSES ?? 1);
    const server = await start(processes);
    try {
      const plan = scenarios(await warm(server.url));
      const samples: MemorySample[] = [];
      const started = Date.now();
      const take = async () => samples.push(await sampleMemory(server, METRICS_TOKEN, Date.now() - started));
      await take();
      const sampler = setInterval(() => void take(), SAMPLE_SECONDS * 1_000);
      const result = await load(server, 'journey (soak)', plan.journey ?? [], SOAK_SECONDS);
      clearInterval(sampler);
      await take();
      soak = { processes, samples, result };
    } finally {
      await server.stop();
    }
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}

const cpu = cpus();
const lines = [
  `## ${new Date().toISOString()}`,
  '',
  `${cpu[0]?.model ?? 'unknown CPU'} x ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
    `PostgreSQL (a fresh database), ${redis ? 'Redis (shared offer cache)' : 'no Redis (a cache per process)'}, ` +
    `sandbox airline, \`npm start\` build with NODE_ENV=production, ${CONNECTIONS} connections, ${SECONDS} s per ` +
    `scenario, autocannon in this process on the same machine; 1-minute load average ${loadBefore.toFixed(1)} ` +
    `before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  '',
  '| scenario | processes | req/s | p50 ms | p99 ms | errors | non-2xx | requests | CPU per process |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${r.processes} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.total} | ${r.cpuSplit} |`,
  ),
  '',
  ...(soak ? summariseSoak(soak, SOAK_SECONDS, SAMPLE_SECONDS) : ['No soak run (BENCH_SOAK_SECONDS=0).', '']),
];
if (!existsSync(RESULTS)) {
  writeFileSync(
    RESULTS,
    '# Load on PostgreSQL, one and two processes\n\nWritten by `npx tsx bench/load.ts` (see its header); newest run last.\n\n',
  );
}
appendFileSync(RESULTS, `${lines.join('\n')}\n`);
const style = await resolveConfig(RESULTS);
writeFileSync(RESULTS, await format(readFileSync(RESULTS, 'utf8'), { ...style, filepath: RESULTS }));
console.log(lines.join('\n'));

const failed = [...rows, ...(soak ? [soak.result] : [])].filter((r) => r.errors + r.non2xx > 0);
if (failed.length > 0) {
  console.error(`errors under load: ${failed.map((r) => `${r.scenario} on ${r.processes}`).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log('no errors and no non-2xx answers in any scenario');
}

// `npx tsx bench/overhead.ts`: what the app costs per request, against a yardstick started beside it.
// Three processes: a bare Fastify server (bench/minimal-server.mjs), the default `npm start` (no
// PUBLIC_URL, default log level: what the README's quick start runs) and a tuned start (PUBLIC_URL set).
// Rounds alternate yardstick / default / tuned so that load from other work falls on all of them;
// each figure is the round's req/s as a share of the yardstick's in the same round. Results are
// appended to bench/overhead-results.md with the load average. Loopback only, bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { freePort } from '../tests/e2e/support/server';
import { daysFromNow as day, loadFigures, type LoadFigures } from './support';

const HERE = path.resolve(import.meta.dirname, '..');
// BENCH_ROOT: another checkout's build as the app (before/after); the yardstick is always this one's.
const ROOT = path.resolve(process.env.BENCH_ROOT ?? HERE);
const RESULTS = path.join(HERE, 'bench/overhead-results.md');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 32;
const LABEL = process.env.BENCH_LABEL ?? 'this commit';

interface Server {
  url: string;
  child: ChildProcess;
}

async function waitUp(url: string, child: ChildProcess, probe: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited during start`);
    if (
      await fetch(`${url}${probe}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${url} did not start in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Output goes nowhere, as with a service manager that drops it: the app still formats every line. */
async function start(args: string[], env: Record<string, string>, probe: string, port?: number): Promise<Server> {
  port ??= await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(url, child, probe);
  return { url, child };
}

const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json' };
const search = { origin: 'JFK', destination: 'LHR', departureDate: day(21), adultsCount: 1, cabinClass: 'economy' };
const searchPage =
  `/search?origin=JFK&destination=LHR&departureDate=${search.departureDate}` +
  `&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way`;

type Target = { name: string; path: string; options?: Partial<autocannon.Options> };
const TARGETS: Target[] = [
  { name: '/healthz', path: '/healthz' },
  { name: 'home page (br)', path: '/', options: { headers: browser } },
  { name: 'results page, cached search (br)', path: searchPage, options: { headers: browser } },
  {
    name: 'search API, cached (br)',
    path: '/api/flights/search',
    options: {
      method: 'POST',
      headers: { ...browser, 'content-type': 'application/json' },
      body: JSON.stringify(search),
    },
  },
];

async function run(url: string, target: Target, connections = CONNECTIONS): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    connections,
    duration: DURATION_S,
    ...target.options,
  });
  return loadFigures(result);
}

/** /api/system/mode's latency, one client at a time, while 8 clients load the home page. */
async function modeUnderPageLoad(url: string): Promise<LoadFigures> {
  const pages = run(url, TARGETS[1]!, 8);
  const mode = await run(url, { name: 'mode', path: '/api/system/mode' }, 1);
  await pages;
  return mode;
}

const loadBefore = loadavg()[0] ?? 0;
const dataDefault = mkdtempSync(path.join(tmpdir(), 'fb-bench-'));
const dataTuned = mkdtempSync(path.join(tmpdir(), 'fb-bench-'));
const minimal = await start([path.join(HERE, 'bench/minimal-server.mjs')], {}, '/');
const defaultStart = await start(['scripts/start.mjs'], { DATA_DIR: dataDefault }, '/healthz');
const tunedPort = await freePort();
const tuned = await start(
  ['scripts/start.mjs'],
  { DATA_DIR: dataTuned, PUBLIC_URL: `http://127.0.0.1:${tunedPort}` },
  '/healthz',
  tunedPort,
);
const subjects = { default: defaultStart, tuned };

// Warm each app: the first search is a real one, then every request in the run hits the cache.
for (const app of Object.values(subjects)) {
  for (const target of TARGETS) {
    const response = await fetch(`${app.url}${target.path}`, {
      method: (target.options?.method as string | undefined) ?? 'GET',
      headers: target.options?.headers as Record<string, string> | undefined,
      body: target.options?.body as string | undefined,
    });
    if (!response.ok) throw new Error(`${target.name} on ${app.url}: ${response.status}`);
    await response.arrayBuffer();
  }
}

interface Row {
  round: number;
  subject: string;
  target: string;
  figures: LoadFigures;
  share: number;
}
const rows: Row[] = [];
const modeRows: { round: number; subject: string; figures: LoadFigures }[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const yardstick = await run(minimal.url, { name: 'minimal', path: '/' });
  rows.push({ round, subject: 'minimal Fastify', target: '{hello:world}', figures: yardstick, share: 1 });
  for (const [subject, app] of Object.entries(subjects)) {
    for (const target of TARGETS) {
      const figures = await run(app.url, target);
      rows.push({ round, subject, target: target.name, figures, share: figures.rps / yardstick.rps });
    }
    modeRows.push({ round, subject, figures: await modeUnderPageLoad(app.url) });
  }
}
for (const server of [minimal, defaultStart, tuned]) server.child.kill('SIGTERM');

const pct = (x: number) => `${Math.round(x * 100)}%`;
const cpu = cpus();
const lines = [
  `## ${new Date().toISOString()}: ${LABEL}`,
  ``,
  `${cpu[0]?.model ?? 'unknown CPU'} x ${cpu.length}, Node ${process.version}; PGlite, sandbox airline; ` +
    `${CONNECTIONS} connections, ${DURATION_S} s per figure, ${ROUNDS} rounds; ` +
    `1-minute load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  ``,
  `| round | start | route | req/s | share of minimal | p50 ms | p99 ms | errors | non-2xx |`,
  `|---|---|---|---|---|---|---|---|---|`,
  ...rows.map(
    (r) =>
      `| ${r.round} | ${r.subject} | ${r.target} | ${r.figures.rps} | ${pct(r.share)} | ${r.figures.p50} | ` +
      `${r.figures.p99} | ${r.figures.errors} | ${r.figures.non2xx} |`,
  ),
  ``,
  `| round | start | /api/system/mode while 8 clients load / | p50 ms | p99 ms |`,
  `|---|---|---|---|---|`,
  ...modeRows.map(
    (r) => `| ${r.round} | ${r.subject} | ${r.figures.rps} req/s | ${r.figures.p50} | ${r.figures.p99} |`,
  ),
  ``,
];
if (!existsSync(RESULTS)) {
  writeFileSync(
    RESULTS,
    `# Per-request overhead against a minimal server\n\nRun with \`npx tsx bench/overhead.ts\` ` +
      `(BENCH_LABEL names the run); newest run last.\n\n`,
  );
}
appendFileSync(RESULTS, lines.join('\n'));
const style = await resolveConfig(RESULTS);
writeFileSync(RESULTS, await format(readFileSync(RESULTS, 'utf8'), { ...style, filepath: RESULTS }));
console.log(lines.join('\n'));
if (rows.some((r) => r.figures.errors + r.figures.non2xx > 0)) process.exitCode = 1;

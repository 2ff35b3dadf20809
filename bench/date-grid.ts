// `npx tsx bench/date-grid.ts`: the flexible-date grid (R46) on the built-in sandbox airline.
//  (a) cold: a 7 x 7 round-trip grid nobody has asked for (49 airline searches), one at a time;
//  (b) cached: the same grid again (every cell from the offer cache);
//  (c) a one-way strip (7 searches), cold.
// Over HTTP on loopback, as the results page asks. Goals: (a) < 1 s, (b) < 50 ms.
// Results are appended to bench/date-grid-results.md.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createSandboxProvider } from '../src/server/providers/flights/sandbox';
import { benchConfig, benchDatabase, daysFromNow as day } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/date-grid-results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const loadBefore = loadavg()[0] ?? 0;
const database = await benchDatabase();
const config = benchConfig();
const app = await buildApp(config, database, { flightProvider: createSandboxProvider({ db: database.db }) });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

async function grid(query: Record<string, string>): Promise<{ ms: number; priced: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/flights/date-grid?${new URLSearchParams(query)}`);
  const body = (await response.json()) as { cells: { status: string }[] };
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`grid failed: ${response.status} ${JSON.stringify(body)}`);
  return { ms, priced: body.cells.filter((c) => c.status === 'priced').length };
}

const routes = [
  ['JFK', 'LHR'],
  ['LHR', 'CDG'],
  ['SFO', 'NRT'],
  ['FRA', 'JFK'],
  ['SYD', 'SIN'],
  ['AMS', 'BCN'],
  ['ORD', 'MIA'],
];
// Warm-up: the code paths (not the cache) on a route the runs never ask.
await grid({ origin: 'DXB', destination: 'LHR', departureDate: day(200), returnDate: day(207) });

const cold: number[] = [];
const cached: number[] = [];
const strips: number[] = [];
let priced = 0;
for (let i = 0; i < RUNS; i++) {
  const [origin, destination] = routes[i % routes.length]!;
  const query = {
    origin: origin!,
    destination: destination!,
    departureDate: day(30 + i * 10),
    returnDate: day(37 + i * 10),
  };
  const first = await grid(query);
  cold.push(first.ms);
  priced = first.priced;
  cached.push((await grid(query)).ms);
  strips.push((await grid({ origin: origin!, destination: destination!, departureDate: day(120 + i * 10) })).ms);
}
await app.close();
await database.close();

const fmt = (list: number[]) => list.map((ms) => Math.round(ms)).join(', ');
const max = (list: number[]) => Math.round(Math.max(...list));
const section = [
  `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB; load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after.`,
  '',
  '| measure | runs (ms) | slowest | goal |',
  '| --- | --- | --- | --- |',
  `| 7 x 7 round-trip grid, cold (49 searches; ${priced} cells priced) | ${fmt(cold)} | ${max(cold)} ms | < 1000 ms |`,
  `| the same grid, cached | ${fmt(cached)} | ${max(cached)} ms | < 50 ms |`,
  `| one-way strip, cold (7 searches) | ${fmt(strips)} | ${max(strips)} ms | |`,
  '',
].join('\n');
if (!existsSync(RESULTS))
  writeFileSync(RESULTS, '# Flexible-date grid (R46)\n\nWritten by `npx tsx bench/date-grid.ts`.\n\n');
appendFileSync(RESULTS, `${section}\n`);
console.log(section);

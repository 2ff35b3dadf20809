// `npx tsx bench/memory.ts`: the default start's memory (RSS) on the embedded database.
//  - a first start on an empty DATA_DIR: its peak, and at rest 10 s after it is ready;
//  - after a little use (home page, results page, a few searches), at rest again;
//  - a second start on the same data: its peak and at rest.
// BENCH_ROOT runs another checkout's build (for before/after); results are appended to
// bench/memory-results.md with the load average.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { freePort } from '../tests/e2e/support/server';
import { daysFromNow as day } from './support';

const HERE = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(process.env.BENCH_ROOT ?? HERE);
const RESULTS = path.join(HERE, 'bench/memory-results.md');
const LABEL = process.env.BENCH_LABEL ?? path.basename(ROOT);
const REST_MS = 10_000;

/** VmRSS and VmHWM (the peak) of a process, in MiB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
}

async function start(dataDir: string): Promise<{ url: string; child: ChildProcess; readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, readyMs: Math.round(performance.now() - started) };
}

const rest = () => new Promise((r) => setTimeout(r, REST_MS));

async function use(url: string) {
  const pages = ['/', `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&adultsCount=1&tripType=one-way`];
  for (const page of pages) await (await fetch(`${url}${page}`, { headers: { 'accept-encoding': 'br' } })).text();
  for (const [origin, destination] of [
    ['LHR', 'JFK'],
    ['CDG', 'SIN'],
    ['SFO', 'NRT'],
    ['FRA', 'DXB'],
  ]) {
    const response = await fetch(`${url}/api/flights/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ origin, destination, departureDate: day(30), adultsCount: 1 }),
    });
    await response.text();
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

const loadBefore = loadavg()[0] ?? 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fb-mem-'));
const first = await start(dataDir);
await rest();
const firstRest = memory(first.child.pid!);
await use(first.url);
await rest();
const used = memory(first.child.pid!);
await stop(first.child);
const second = await start(dataDir);
await rest();
const secondRest = memory(second.child.pid!);
await stop(second.child);

const lines = [
  `## ${new Date().toISOString()}: ${LABEL}`,
  ``,
  `\`npm start\` defaults (PGlite, sandbox airline), Node ${process.version}; 1-minute load average ` +
    `${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after.`,
  ``,
  `| moment | RSS MiB | peak so far MiB | ready in ms |`,
  `|---|---|---|---|`,
  `| first start, at rest | ${firstRest.rss} | ${firstRest.peak} | ${first.readyMs} |`,
  `| after use (2 pages, 4 searches), at rest | ${used.rss} | ${used.peak} | |`,
  `| second start, at rest | ${secondRest.rss} | ${secondRest.peak} | ${second.readyMs} |`,
  ``,
];
if (!existsSync(RESULTS)) {
  writeFileSync(RESULTS, `# Memory of the default start\n\nRun with \`npx tsx bench/memory.ts\`; newest run last.\n\n`);
}
appendFileSync(RESULTS, lines.join('\n'));
const style = await resolveConfig(RESULTS);
writeFileSync(RESULTS, await format(readFileSync(RESULTS, 'utf8'), { ...style, filepath: RESULTS }));
console.log(lines.join('\n'));

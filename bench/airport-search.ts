// `npx tsx bench/airport-search.ts`: how long the airport type-ahead takes per keystroke over
// the full airport list (budget: 1 ms), and how long decoding and indexing the list takes
// once. Writes the '## Airport type-ahead' section of bench/airport-results.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildAirportIndex, searchAirports } from '../src/shared/airports/search';
import { decodeAirports } from '../src/shared/airports/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_FILE = path.join(ROOT, 'src/shared/data/airports.json');
const RESULTS = path.join(ROOT, 'bench/airport-results.md');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const BUDGET_US = 1000;

// What people type, one keystroke at a time (queries under 2 characters return at once).
const typed = ['london', 'new york', 'sao paulo', 'frankfurt', 'zurich', 'lhr', 'xq', 'los angeles', 'gb', 'tokyo'];
const keystrokes = typed.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));

const raw = readFileSync(DATA_FILE, 'utf8');
const builds: number[] = [];
let index = buildAirportIndex(decodeAirports(JSON.parse(raw)));
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  index = buildAirportIndex(decodeAirports(JSON.parse(raw)));
  builds.push(performance.now() - started);
}
const coldStarted = performance.now();
const cold = searchAirports(index, 'lo');
const coldUs = (performance.now() - coldStarted) * 1000;

// Warm up, so the figure is the steady state a visitor gets after the first few keystrokes.
for (let i = 0; i < 200; i++) for (const q of keystrokes) searchAirports(index, q);

const samples = new Float64Array(ROUNDS * keystrokes.length);
// Per distinct query: total time and how often it was typed ('lo' starts two words).
const perQuery = new Map<string, { total: number; count: number }>();
let sink = cold.length;
let n = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const q of keystrokes) {
    const started = process.hrtime.bigint();
    sink += searchAirports(index, q).length;
    const us = Number(process.hrtime.bigint() - started) / 1000;
    samples[n++] = us;
    const stat = perQuery.get(q) ?? { total: 0, count: 0 };
    stat.total += us;
    stat.count += 1;
    perQuery.set(q, stat);
  }
}
if (sink < 0) console.log(sink);

const sorted = [...samples].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length;
const meanOf = (s: { total: number; count: number }) => s.total / s.count;
const slowest = [...perQuery].sort((a, b) => meanOf(b[1]) - meanOf(a[1])).slice(0, 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (x: number) => x.toFixed(1);

const section = `## Airport type-ahead

\`npx tsx bench/airport-search.ts\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version},
${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads). \`searchAirports\` over all
${index.airports.length} airports, ${keystrokes.length} keystrokes (${typed.map((w) => `'${w}'`).join(', ')}
typed letter by letter from the second letter) x ${ROUNDS} rounds after a warm-up.

| measure | value |
|---|---|
| mean per keystroke | ${fmt(mean)} µs |
| p50 / p99 / max | ${fmt(pct(0.5))} / ${fmt(pct(0.99))} / ${fmt(sorted[sorted.length - 1] ?? 0)} µs |
| first search ever (cold; the client spends it while "Building") | ${fmt(coldUs)} µs |
| slowest keystrokes (mean) | ${slowest.map(([q, stat]) => `'${q}' ${fmt(meanOf(stat))} µs`).join(', ')} |
| decode + index build (median of 20) | ${fmt(median(builds))} ms |
| budget | ${BUDGET_US} µs per keystroke: ${pct(0.99) <= BUDGET_US ? 'met at p99' : 'MISSED at p99'} |
`;

const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Airport benchmarks\n';
const start = previous.indexOf('## Airport type-ahead');
let updated: string;
if (start === -1) {
  updated = `${previous.trimEnd()}\n\n${section}`;
} else {
  const next = previous.indexOf('\n## ', start + 1);
  updated = `${previous.slice(0, start)}${section}${next === -1 ? '' : `\n${previous.slice(next + 1)}`}`;
}
// Formatted as Prettier would, so `npm run format:check` stays clean.
writeFileSync(RESULTS, await format(updated, { ...(await resolveConfig(RESULTS)), filepath: RESULTS }));
console.log(section);

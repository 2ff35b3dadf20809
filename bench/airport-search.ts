// `npx tsx bench/airport-search.ts`: how long the airport type-ahead takes per keystroke over
// the full airport list (budget: 1 ms at p99), and how long decoding and indexing the list
// takes once. The keystrokes include R25's aliases and typos. With @leeoniya/ufuzzy installed
// (`npm i --no-save @leeoniya/ufuzzy`) the same keystrokes also go through uFuzzy in its
// single-error mode over the same text, for comparison. Writes the '## Airport type-ahead'
// section of bench/airport-results.md.
//
// BENCH_AIRPORT_ENGINE=<path of another search.ts> measures that engine instead (the "before"
// figures: the engine of the commit before R25, copied beside this one) and writes its own
// section, named by BENCH_AIRPORT_LABEL.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { decodeAirports, type Airport } from '../src/shared/airports/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_FILE = path.join(ROOT, 'src/shared/data/airports.json');
const RESULTS = path.join(ROOT, 'bench/airport-results.md');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const BUDGET_US = 1000;
const LABEL = process.env.BENCH_AIRPORT_LABEL ?? '';

interface Engine {
  buildAirportIndex(airports: readonly Airport[]): { airports: readonly Airport[]; text: readonly string[] };
  searchAirports(index: unknown, query: string, limit?: number): Airport[];
}
const enginePath = process.env.BENCH_AIRPORT_ENGINE
  ? path.resolve(process.env.BENCH_AIRPORT_ENGINE)
  : '../src/shared/airports/search';
const engine = (await import(enginePath)) as Engine;

// What people type, one keystroke at a time (queries under 2 characters return at once): the
// old set, then R25's cases (aliases, an exact code, typos that need the edit-distance pass).
const typed = [
  ...['london', 'new york', 'sao paulo', 'frankfurt', 'zurich', 'lhr', 'xq', 'los angeles', 'gb', 'tokyo'],
  ...['phoenix', 'portland', 'man', 'maldives', 'koln', 'lisboa', 'wien', 'tenerife'],
  ...['amsterdm', 'manchestr', 'philadelfia', 'barcelna', 'los angelas'],
];
const keystrokes = typed.flatMap((word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2)));

const raw = readFileSync(DATA_FILE, 'utf8');
const builds: number[] = [];
let index = engine.buildAirportIndex(decodeAirports(JSON.parse(raw)));
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  index = engine.buildAirportIndex(decodeAirports(JSON.parse(raw)));
  builds.push(performance.now() - started);
}
const coldStarted = performance.now();
const cold = engine.searchAirports(index, 'lo');
const coldUs = (performance.now() - coldStarted) * 1000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Figures {
  mean: number;
  p50: number;
  p99: number;
  max: number;
  slowest: [string, number][];
  /** The slowest keystroke's median over the rounds: what a load spike on the machine cannot inflate. */
  worstMedian: number;
  /** p99 of the CPU time (user + system) each keystroke took: what other processes on a busy machine cannot inflate. */
  cpuP99: number;
}

/** Times `run` on every keystroke, ROUNDS times after a warm-up. */
function measure(run: (query: string) => number): Figures {
  for (let i = 0; i < 100; i++) for (const q of keystrokes) run(q);
  const samples = new Float64Array(ROUNDS * keystrokes.length);
  const cpu = new Float64Array(ROUNDS * keystrokes.length);
  const perQuery = new Map<string, { total: number; count: number; all: number[] }>();
  let sink = 0;
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of keystrokes) {
      const cpuStarted = process.cpuUsage();
      const started = process.hrtime.bigint();
      sink += run(q);
      const us = Number(process.hrtime.bigint() - started) / 1000;
      const used = process.cpuUsage(cpuStarted);
      cpu[n] = used.user + used.system;
      samples[n++] = us;
      const stat = perQuery.get(q) ?? { total: 0, count: 0, all: [] };
      stat.total += us;
      stat.count += 1;
      stat.all.push(us);
      perQuery.set(q, stat);
    }
  }
  if (sink < 0) console.log(sink);
  const sorted = [...samples].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const means = [...perQuery].map(([q, s]) => [q, s.total / s.count] as [string, number]);
  return {
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
    p50: pct(0.5),
    p99: pct(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    slowest: means.sort((a, b) => b[1] - a[1]).slice(0, 3),
    cpuP99: [...cpu].sort((a, b) => a - b)[Math.floor(0.99 * cpu.length)] ?? 0,
    worstMedian: Math.max(...[...perQuery.values()].map((stat) => median(stat.all))),
  };
}

const ours = measure((q) => engine.searchAirports(index, q).length + cold.length);

// uFuzzy over the same words (city, metro city, name, aliases), single-error mode: the closest
// it comes to "one edit on a word". Only when installed: it is not a dependency of the site.
let fuzzy: { figures: Figures; found: string } | null = null;
try {
  const { default: UFuzzy } = (await import('@leeoniya/ufuzzy' as string)) as {
    default: new (options: object) => {
      search(haystack: string[], needle: string, outOfOrder?: number): [number[] | null, unknown, number[] | null];
    };
  };
  const uf = new UFuzzy({ intraMode: 1, intraIns: 1 });
  const haystack = index.text.map((t) => t.replaceAll('\u0000', ' '));
  const top = (q: string) => {
    const [idxs, , order] = uf.search(haystack, q);
    if (!idxs) return [];
    return (order ? order.map((o) => idxs[o] as number) : idxs).slice(0, 15);
  };
  const firstFor = (q: string) => index.airports[top(q)[0] ?? -1]?.iata_code ?? 'nothing';
  fuzzy = {
    figures: measure((q) => top(q).length),
    found: ['amsterdm', 'manchestr', 'philadelfia', 'phoenix', 'man'].map((q) => `'${q}' -> ${firstFor(q)}`).join(', '),
  };
} catch (error) {
  console.warn('uFuzzy not installed: `npm i --no-save @leeoniya/ufuzzy` to compare', String(error).slice(0, 80));
}

const fmt = (x: number) => x.toFixed(1);
const row = (name: string, f: Figures) =>
  `| ${name} | ${fmt(f.mean)} µs | ${fmt(f.p50)} / ${fmt(f.p99)} / ${fmt(f.max)} µs | ${fmt(f.worstMedian)} µs | ${fmt(f.cpuP99)} µs | ${f.p99 <= BUDGET_US ? 'met' : f.cpuP99 <= BUDGET_US ? 'met in CPU time (wall clock: busy machine)' : 'MISSED'} |`;
const heading = `## Airport type-ahead${LABEL ? ` (${LABEL})` : ''}`;
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const section = `${heading}

\`${process.env.BENCH_AIRPORT_ENGINE ? `BENCH_AIRPORT_ENGINE=${process.env.BENCH_AIRPORT_ENGINE} ` : ''}npx tsx bench/airport-search.ts\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version},
${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), load average ${load} at the end. Over all
${index.airports.length} airports, ${keystrokes.length} keystrokes (${typed.map((w) => `'${w}'`).join(', ')}
typed letter by letter from the second letter) x ${ROUNDS} rounds after a warm-up.

| engine | mean per keystroke | p50 / p99 / max | slowest keystroke's median | p99 in CPU time | budget ${BUDGET_US} µs at p99 |
|---|---|---|---|---|---|
${row('`searchAirports`', ours)}
${fuzzy ? `${row('uFuzzy 1.0.19, `intraMode: 1` (search + sort)', fuzzy.figures)}\n` : ''}
| measure | value |
|---|---|
| slowest keystrokes (mean) | ${ours.slowest.map(([q, us]) => `'${q}' ${fmt(us)} µs`).join(', ')} |
| first search ever (cold; the client spends it while "Building") | ${fmt(coldUs)} µs |
| decode + index build (median of 20) | ${fmt(median(builds))} ms |
${fuzzy ? `| uFuzzy's first suggestion | ${fuzzy.found} |\n` : ''}`;

const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Airport benchmarks\n';
const start = previous.indexOf(`${heading}\n`);
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

// `npx tsx bench/profile-sort-filters.ts`: where the milliseconds of bench/sort-filters.ts's sort
// and filter changes go. Same page, same 4x CPU slowdown; each change is recorded with a Chrome
// trace (the main thread's tasks from the input to 1.5 s after: their summed duration is the CPU
// time of the change, less sensitive to a busy machine than input-to-paint) and the V8 sampling
// profiler (self time per function, mapped through the build's source maps to src/ files).
// BENCH_ROOT runs another checkout's build, as in sort-filters.ts. Prints; writes nothing.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import {
  benchPage,
  daysFromNow as day,
  PHONE,
  tickTwoConnectingAirports,
  waitForEveryOffer,
  withSiteAndBrowser,
} from './support';

const ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 4);
// PROFILE=1 adds V8's sampling profiler (it slows the page: the trace's figures are then higher).
const PROFILE = process.env.PROFILE === '1';
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const FILTER_BOX = process.env.BENCH_FILTER ?? 'Lower emissions only';
const searchPath =
  `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adultsCount=1&childrenCount=0` +
  `&infantsCount=0&tripType=round-trip&returnDate=${day(28)}&showMore=true&previousCount=270` +
  '&layover=12&noOvernight=1&alliances=star_alliance,oneworld,skyteam&co2=99999';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  startTime?: number;
  nodes: (ProfileNode & { parent?: number; children?: number[] })[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function consumer(url: string): SourceMapConsumer | null {
  const file = /\/assets\/([^?#]+\.js)/.exec(url)?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(
        readFileSync(path.join(ROOT, 'dist/client/assets', `${file}.map`), 'utf8'),
      ) as RawSourceMap;
      maps.set(file, new SourceMapConsumer(raw));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
}

function frameName(frame: ProfileNode['callFrame']): { fn: string; file: string } {
  if (!frame.url) return { fn: frame.functionName || '(program)', file: '(native)' };
  const map = consumer(frame.url);
  if (!map) return { fn: frame.functionName || '(anonymous)', file: path.basename(frame.url) };
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const file = (at.source ?? '?').replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'nm/');
  return { fn: `${at.name ?? frame.functionName ?? '?'}@${at.line ?? '?'}`, file };
}

async function traced<T>(cdp: CDPSession, action: () => Promise<T>) {
  const events: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  if (PROFILE) {
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await action();
  const profile = PROFILE
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
    : { nodes: [], samples: [], timeDeltas: [] };
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  // The renderer's main thread: the one named CrRendererMain in the page's process with the most tasks.
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`));
  const byPid = new Map<number, number>();
  for (const t of tasks) byPid.set(t.pid, (byPid.get(t.pid) ?? 0) + (t.dur ?? 0));
  const pid = [...byPid.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = (e: TraceEvent) => e.pid === pid && mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X';
  const sum = (names: string[]) =>
    events.filter((e) => own(e) && names.includes(e.name)).reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  const ownTasks = tasks.filter((t) => t.pid === pid);
  const breakdown = {
    tasks: ownTasks.reduce((s, t) => s + (t.dur ?? 0), 0) / 1000,
    longest: Math.max(0, ...ownTasks.map((t) => t.dur ?? 0)) / 1000,
    count: ownTasks.filter((t) => (t.dur ?? 0) > 1000).length,
    script: sum(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks']),
    style: sum(['UpdateLayoutTree', 'RecalculateStyles']),
    layout: sum(['Layout']),
    paint: sum(['Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'PrePaint', 'Commit']),
  };
  // The first run of each kind prints its tasks in order: when (ms after the first), how long,
  // and the named events inside them that took over 2 ms.
  const start = Math.min(...ownTasks.map((t) => t.ts));
  const timeline = ownTasks
    .filter((t) => (t.dur ?? 0) > 3000)
    .map((t) => {
      const inside = events
        .filter((e) => own(e) && e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0))
        .filter((e) => (e.dur ?? 0) > 2000 && e.name !== 'RunTask')
        .map(
          (e) =>
            `${e.name}${(e.args as { data?: { type?: string; functionName?: string } })?.data?.type ? `(${(e.args as { data: { type: string } }).data.type})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
        )
        .slice(0, 12);
      return `  +${((t.ts - start) / 1000).toFixed(0).padStart(5)} ${((t.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms: ${inside.join(', ')}`;
    });
  // The input's own task: the longest task in the first 50 ms of the window that dispatched the input.
  const inputTask = ownTasks.find((t) =>
    events.some(
      (e) =>
        own(e) &&
        e.name === 'EventDispatch' &&
        e.ts >= t.ts &&
        e.ts <= t.ts + (t.dur ?? 0) &&
        ['keydown', 'click'].includes((e.args as { data?: { type?: string } })?.data?.type ?? ''),
    ),
  );
  const longestTask = [...ownTasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  return { profile, breakdown, timeline, inputTask, longestTask };
}

/** Total (inclusive) time per function in the samples between from and to (trace microseconds). */
function inclusive(profile: Profile, from: number, to: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const totals = new Map<string, number>();
  let t = profile.startTime ?? 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parents.get(n)) {
      const node = nodes.get(n);
      if (!node) break;
      const { fn, file } = frameName(node.callFrame);
      const key = `${file} ${fn}`;
      if (seen.has(key)) continue;
      seen.add(key);
      totals.set(key, (totals.get(key) ?? 0) + ms);
    }
  });
  return totals;
}

const selfTimes = new Map<string, number>();
const fileTimes = new Map<string, number>();
function addProfile(profile: Profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    if (!node) return;
    const { fn, file } = frameName(node.callFrame);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    selfTimes.set(`${file} ${fn}`, (selfTimes.get(`${file} ${fn}`) ?? 0) + ms);
    fileTimes.set(file, (fileTimes.get(file) ?? 0) + ms);
  });
}
function printTop(title: string, table: Map<string, number>, runs: number) {
  console.log(`\n${title} (ms per change, self time)`);
  for (const [key, ms] of [...table.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    if (key.includes('(idle)')) continue;
    console.log(`${(ms / runs).toFixed(1).padStart(7)}  ${key}`);
  }
}

async function sortChange(page: Page, key: 'ArrowDown' | 'ArrowUp', cdp?: CDPSession) {
  await page.getByRole('combobox', { name: 'Sort by' }).click({ timeout: 60_000 });
  await page.getByRole('option').first().waitFor({ timeout: 60_000 });
  await page.keyboard.press(key);
  await page.waitForTimeout(300);
  if (!cdp) return page.keyboard.press('Enter');
  return traced(cdp, async () => {
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1_500);
  });
}

async function filterChange(page: Page, cdp: CDPSession) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('checkbox', { name: new RegExp(`^${FILTER_BOX}`) }).click();
  await page.waitForTimeout(300);
  return traced(cdp, async () => {
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.waitForTimeout(1_500);
  });
}

console.log(`root ${ROOT}, load average ${loadavg()[0]?.toFixed(2)} before`);
await withSiteAndBrowser({}, { root: ROOT }, async (server, browser) => {
  const { context, page, cdp } = await benchPage(
    browser,
    process.env.WIDE === '1' ? { width: 1366, height: 900 } : PHONE,
  );
  await cdp.send('Profiler.enable');
  await page.goto(`${server.url}${searchPath}`);
  await waitForEveryOffer(page, 120_000).catch(async (error: unknown) => {
    console.log((await page.locator('main').innerText()).slice(0, 1500));
    throw error;
  });
  // Wide screens have the panel beside the list, no sheet: only the sort is profiled there.
  if (process.env.WIDE !== '1') await tickTwoConnectingAirports(page);
  await sortChange(page, 'ArrowDown');
  await page.waitForTimeout(1_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.THROTTLE ?? 4) });
  const rows: string[] = [];
  for (const kind of (process.env.KINDS ?? 'sort,filter').split(',') as ('sort' | 'filter')[]) {
    for (let i = 0; i < RUNS; i++) {
      const result =
        kind === 'sort'
          ? await sortChange(page, i % 2 === 0 ? 'ArrowDown' : 'ArrowUp', cdp)
          : await filterChange(page, cdp);
      if (!result) continue;
      addProfile(result.profile);
      const b = result.breakdown;
      rows.push(
        `${kind.padEnd(6)} CPU ${b.tasks.toFixed(0).padStart(4)} ms in ${b.count} tasks over 1 ms, longest ${b.longest.toFixed(0)}; ` +
          `script ${b.script.toFixed(0)}, style ${b.style.toFixed(0)}, layout ${b.layout.toFixed(0)}, paint ${b.paint.toFixed(0)}`,
      );
      console.log(rows.at(-1));
      if (i === 0 || process.env.TIMELINE === 'all') console.log(result.timeline.join('\n'));
      if (PROFILE && i === 0) {
        for (const [title, task] of [
          ['input task', result.inputTask],
          ['longest task', result.longestTask],
        ] as const) {
          if (!task) continue;
          const totals = inclusive(result.profile, task.ts, task.ts + (task.dur ?? 0));
          console.log(`\n${kind}, ${title} (${((task.dur ?? 0) / 1000).toFixed(0)} ms): inclusive ms per function`);
          for (const [key, ms] of [...totals.entries()]
            .sort((a, b) => b[1] - a[1])
            .filter(([key]) => !key.includes('react-dom-client'))
            .slice(0, 70))
            if (ms >= 1) console.log(`${ms.toFixed(1).padStart(7)}  ${key}`);
        }
      }
    }
    if (PROFILE) {
      printTop(`${kind}: by function`, selfTimes, RUNS);
      printTop(`${kind}: by file`, fileTimes, RUNS);
    }
    selfTimes.clear();
    fileTimes.clear();
  }
  await context.close();
});

// `npx tsx bench/sort-filters.ts`: R45's goal, a filter or sort change under 50 ms on a mid phone
// (Chromium at 390x844, CPU slowed 4x with CDP Emulation.setCPUThrottlingRate), with ~300 offers
// and every filter of R45 set (layover, no overnight, connecting airports, alliances, CO2e). Run
// `node scripts/build.mjs` first. Each change is timed by the Event Timing API: from the input
// (Enter on the sort's list, a press on Apply Filters) to the next frame painted, what INP counts.
// The longest main-thread task after it is recorded too. Appends to bench/sort-filters-results.md.
// BENCH_ROOT starts another checkout (the code before R45, for A/B runs; it ignores the R45
// parameters and has no connecting airports to tick); BENCH_FILTER names the checkbox the filter
// changes toggle ("Lower emissions only" by default; "Refundable" exists before and after). The
// tap on Apply waits for the tick's transition to end (untilSettled); BENCH_TAP_AT_ONCE=1 taps
// the moment the tick's click returns, as every run before 2026-11-28 did.
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  benchPage,
  daysFromNow as day,
  median,
  medianAndRuns,
  recordRun,
  tickTwoConnectingAirports,
  untilSettled,
  waitForEveryOffer,
  withSiteAndBrowser,
} from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/sort-filters-results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const LABEL = process.env.BENCH_LABEL ?? 'unlabelled';
const GOAL_MS = 50;
const ROOT_TO_RUN = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : ROOT;
const FILTER_BOX = process.env.BENCH_FILTER ?? 'Lower emissions only';
// BENCH_BAGS=checked|cabin prices every card with that bag (R54) while sorting and filtering.
const BAGS = process.env.BENCH_BAGS ? `&bags=${process.env.BENCH_BAGS}` : '';

const EVERY_FILTER = '&layover=12&noOvernight=1&alliances=star_alliance,oneworld,skyteam&co2=99999';
const searchPath =
  `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adultsCount=1&childrenCount=0` +
  `&infantsCount=0&tripType=round-trip&returnDate=${day(28)}&showMore=true&previousCount=270${EVERY_FILTER}${BAGS}`;

/** Starts recording input events (Event Timing) and long tasks. */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: number[] = [];
    const tasks: number[] = [];
    const eventObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (['keydown', 'keyup', 'pointerdown', 'pointerup', 'click'].includes(entry.name)) events.push(entry.duration);
      }
    });
    eventObserver.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const taskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    taskObserver.observe({ type: 'longtask' });
    Object.assign(window, { bench: { events, tasks, observers: [eventObserver, taskObserver] } });
  });
}

/** The slowest input-to-paint (ms; under 16 is reported as 16) and the longest task (0: none over 50 ms). */
async function collect(page: Page): Promise<{ interaction: number; task: number }> {
  await page.waitForTimeout(1_500);
  return page.evaluate(() => {
    const { events, tasks, observers } = (
      window as unknown as { bench: { events: number[]; tasks: number[]; observers: PerformanceObserver[] } }
    ).bench;
    for (const observer of observers) observer.disconnect();
    return { interaction: Math.max(16, ...events), task: Math.max(0, ...tasks) };
  });
}

async function sortChange(page: Page, key: 'ArrowDown' | 'ArrowUp') {
  await page.getByRole('combobox', { name: 'Sort by' }).click({ timeout: 60_000 });
  await page.getByRole('option').first().waitFor({ timeout: 60_000 });
  await page.keyboard.press(key);
  await record(page);
  await page.keyboard.press('Enter');
  return collect(page);
}

async function filterChange(page: Page) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('checkbox', { name: new RegExp(`^${FILTER_BOX}`) }).click();
  // Before 2026-11-28 the tap followed the tick at once, inside its transition: see untilSettled.
  if (process.env.BENCH_TAP_AT_ONCE !== '1') await untilSettled(page);
  // A raw tap at the button's centre (CDP Input events), as a finger gives: locator.click() first runs
  // Playwright's own hit-target check in the page, 40-50 ms at 4x that the Event Timing entry counts.
  const apply = await sheet.getByRole('button', { name: 'Apply Filters' }).boundingBox();
  if (!apply) throw new Error('Apply Filters is not on screen');
  await record(page);
  await page.mouse.click(apply.x + apply.width / 2, apply.y + apply.height / 2);
  await sheet.waitFor({ state: 'detached' });
  return collect(page);
}

const load = loadavg()[0] ?? 0;
const rows = await withSiteAndBrowser({}, { root: ROOT_TO_RUN }, async (server, browser) => {
  const { context, page, cdp } = await benchPage(browser);
  await page.goto(`${server.url}${searchPath}`);
  await waitForEveryOffer(page, 60_000);
  if (await tickTwoConnectingAirports(page)) await page.waitForURL((url) => url.searchParams.has('via'));
  const loaded = Number((await page.getByText(/^Showing \d+ of/).textContent())?.match(/of (\d+)/)?.[1] ?? 0);
  // Fetch the sort's menu once (its chunk is loaded on first use), so every run measures a change.
  await sortChange(page, 'ArrowDown');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const results = {
    sort: [] as number[],
    sortTask: [] as number[],
    filter: [] as number[],
    filterTask: [] as number[],
  };
  for (let i = 0; i < RUNS; i++) {
    const sorted = await sortChange(page, i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
    results.sort.push(sorted.interaction);
    results.sortTask.push(sorted.task);
    const filtered = await filterChange(page);
    results.filter.push(filtered.interaction);
    results.filterTask.push(filtered.task);
  }
  const shown = (await page.getByText(/^Showing \d+ of/).textContent())?.match(/Showing (\d+)/)?.[1] ?? '?';
  const verdict = (values: number[]) => (median(values) < GOAL_MS ? 'met' : '**missed**');
  await context.close();
  return [
    `| ${LABEL} | sort | ${loaded} | ${medianAndRuns(results.sort)} | ${medianAndRuns(results.sortTask)} | ${verdict(results.sort)} |`,
    `| ${LABEL} | filter (${FILTER_BOX}) | ${loaded} (${shown} shown at the end) | ${medianAndRuns(results.filter)} | ${medianAndRuns(results.filterTask)} | ${verdict(results.filter)} |`,
  ];
});
for (const row of rows) console.log(row);

await recordRun(
  RESULTS,
  `# Sort and filters with every R45 filter set (bench/sort-filters.ts)\n\n` +
    `Chromium, CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), 390x844; JFK-LHR round trip with\n` +
    `~300 offers loaded (Load More's URL) and every R45 filter set. ${RUNS} sort changes (keyboard) and\n` +
    `${RUNS} filter changes (Lower emissions only, on and off, Apply Filters in the phone sheet). Input\n` +
    `to next paint by the Event Timing API (what INP counts; 16 means under a frame), median and each\n` +
    `run; the longest main-thread task (0: none over 50 ms). Goal: under ${GOAL_MS} ms.\n`,
  load,
  ['build', 'change', 'offers', 'input to paint', 'longest task', 'goal'],
  rows,
);

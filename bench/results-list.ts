// `npx tsx bench/results-list.ts`: what the results list costs a phone with 30, 100 and ~300 offers
// shown. Run `node scripts/build.mjs` first (this script builds nothing; the site starts as
// `npm start` starts it). Chromium (/usr/bin/chromium) with the CPU slowed 4x (Lighthouse's mobile
// preset) at 390x844. For each count: the cards in the document (what find-in-page can find), the
// main thread's long tasks after choosing another sort order (median of RUNS changes). Results are appended
// to bench/results-list-results.md with the label BENCH_LABEL (say, the change being measured).
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { benchPage, daysFromNow as day, median, medianAndRuns, recordRun, withSiteAndBrowser } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/results-list-results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const LABEL = process.env.BENCH_LABEL ?? 'unlabelled';
const COUNTS = (process.env.BENCH_COUNTS ?? '30,100,300').split(',').map(Number);
// BENCH_BAGS=checked|cabin draws every card priced with that bag (R54).
const BAGS = process.env.BENCH_BAGS ? `&bags=${process.env.BENCH_BAGS}` : '';

const searchPath = (shown: number) =>
  `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=${day(28)}` +
  (shown > 30 ? `&showMore=true&previousCount=${shown - 30}` : '') +
  BAGS;

/**
 * Chooses the next or previous sort order with the keyboard (Radix's Select acts on key and
 * pointer events, not on a bare click) and answers the main thread's long tasks (over 50 ms) in
 * the 2 s after Enter: their sum and the longest, which bounds the interaction's delay (INP).
 */
async function sortCost(page: Page, key: 'ArrowDown' | 'ArrowUp'): Promise<{ sum: number; max: number }> {
  await page.locator('button[role="combobox"]').first().click();
  await page.getByRole('option').first().waitFor();
  await page.keyboard.press(key);
  await page.evaluate(() => {
    const seen: number[] = [];
    const observer = new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) seen.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    Object.assign(window, { benchTasks: { seen, observer } });
  });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2_000);
  return page.evaluate(() => {
    const { seen, observer } = (window as unknown as { benchTasks: { seen: number[]; observer: PerformanceObserver } })
      .benchTasks;
    observer.disconnect();
    return { sum: seen.reduce((a, b) => a + b, 0), max: Math.max(0, ...seen) };
  });
}

const load = loadavg()[0] ?? 0;
const rows = await withSiteAndBrowser({}, {}, async (server, browser) => {
  const lines: string[] = [];
  for (const count of COUNTS) {
    const { context, page, cdp } = await benchPage(browser);
    await page.goto(`${server.url}${searchPath(count)}`);
    await page.getByText(/^Showing \d+ of/).waitFor();
    // Hydrated, and every script and offer in.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const shown = Number((await page.getByText(/^Showing \d+ of/).textContent())?.match(/Showing (\d+)/)?.[1] ?? 0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sums: number[] = [];
    const maxes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { sum, max } = await sortCost(page, i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
      sums.push(sum);
      maxes.push(max);
    }
    const cards = await page.locator('ul[aria-label="Flights"] > li').count();
    lines.push(`| ${LABEL} | ${shown} | ${cards} | ${medianAndRuns(maxes)} | ${median(sums).toFixed(0)} ms |`);
    console.log(lines.at(-1));
    await context.close();
  }
  return lines;
});

await recordRun(
  RESULTS,
  `# Results list: cards in the page against the cost of a change (bench/results-list.ts)\n\n` +
    `Chromium, CPU slowed 4x, 390x844; JFK-LHR round trip, 30 offers a page, more with Load More's URL.\n` +
    `For each count, ${RUNS} sort changes by keyboard; the main thread's tasks over 50 ms in the 2 s after\n` +
    `Enter: the longest (median, and each run), which bounds how late the page answers (INP), and\n` +
    `their sum (median). 0 means no task over 50 ms.\n`,
  load,
  ['build', 'offers shown', 'cards in the page', 'longest task after a sort', 'all long tasks'],
  rows,
);

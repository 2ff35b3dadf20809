// What the benchmarks share: the figures read from an autocannon run, and the day a search asks for.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import type { Browser, Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDefaults } from '../src/server/db/seed';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer, type RunningServer, type StartOptions } from '../tests/e2e/support/server';

export { daysFromNow } from '../src/server/testing/flights';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Requests per second, latency percentiles (ms) and failures of one autocannon run. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
}

export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** The environment every benchmark's API runs with: quiet logs and a fixed session secret. */
export const BENCH_ENV = { LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123' };

/** An embedded database, migrated and seeded as `npm start` leaves it. */
export async function benchDatabase(): Promise<Database> {
  const database = openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDefaults(database.db);
  return database;
}

/** The API's configuration for a benchmark (BENCH_ENV plus `env`), without the client's pages. */
export function benchConfig(env: Record<string, string> = {}): AppConfig {
  return { ...loadConfig({ ...BENCH_ENV, ...env }, ROOT), clientDir: undefined };
}

/**
 * Adds one run's table to a results file (made with `intro` first if it is new), under a heading
 * naming the machine and its load average before the run (`load`), formatted as `npm run lint`
 * expects so a run never leaves the check red.
 */
export async function recordRun(file: string, intro: string, load: number, columns: string[], rows: string[]) {
  if (!existsSync(file)) writeFileSync(file, intro);
  appendFileSync(
    file,
    `\n## ${new Date().toISOString()}, ${cpus()[0]?.model.trim() ?? 'cpu'} (${cpus().length} threads), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, load average ${load.toFixed(2)} before\n\n` +
      `| ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length)}\n${rows.join('\n')}\n`,
  );
  writeFileSync(file, await format(readFileSync(file, 'utf8'), { ...(await resolveConfig(file)), filepath: file }));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A timing as the browser benches write it: the median, then each run, in whole ms. */
export const medianAndRuns = (values: number[]) =>
  `${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;

/**
 * Runs a browser bench: the site started as `npm start` does (from `options.root`'s build, with
 * `env`) and a headless Chromium, both closed however `work` ends.
 */
export async function withSiteAndBrowser<T>(
  env: Record<string, string>,
  options: StartOptions,
  work: (server: RunningServer, browser: Browser) => Promise<T>,
): Promise<T> {
  const server = await startServer(env, options);
  try {
    const browser = await launchBrowser();
    try {
      return await work(server, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** A mid phone's screen, as the browser benches measure at. */
export const PHONE = { width: 390, height: 844 };

/**
 * A browser bench's page and its CDP session, at `viewport`, airline logos (Duffel's CDN) answered
 * 404 at once so no run waits on the network.
 */
export async function benchPage(browser: Browser, viewport: { width: number; height: number } = PHONE) {
  const context = await browser.newContext({ viewport });
  await context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/**
 * Waits for the results list to hydrate and for Load More's offers to arrive: since R52 the count
 * is of sets of flights (~96 for the ~290 offers), so more than 60 means all of them are in.
 */
export async function waitForEveryOffer(page: Page, timeout: number) {
  await page.locator('ul[aria-label="Flights"][data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => Number(/ of (\d+) flights/.exec(document.body.innerText)?.[1] ?? 0) > 60,
    undefined,
    {
      timeout,
    },
  );
}

/**
 * Ticks the first two connecting airports in the phone's filter sheet (they come from the offers),
 * so every R45 filter is set; answers false, the sheet closed, when the offers have fewer.
 */
export async function tickTwoConnectingAirports(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog');
  // The panel in the sheet is a chunk of its own: wait for it before counting its boxes.
  await sheet.getByRole('button', { name: 'Apply Filters' }).waitFor({ timeout: 60_000 });
  const via = sheet.getByRole('group', { name: 'Connecting airports' }).getByRole('checkbox');
  const ticked = (await via.count()) >= 2;
  if (ticked) {
    await via.nth(0).click();
    await via.nth(1).click();
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  } else {
    await page.keyboard.press('Escape');
  }
  await sheet.waitFor({ state: 'detached' });
  return ticked;
}

/**
 * Waits until the page's running animations and transitions have ended and a frame has been
 * painted since: where a finger's next tap comes at the earliest. A person's second tap, from a
 * checkbox to a button lower on the sheet, comes 200 ms or more after the first (a double tap's
 * own interval is ~150 ms); a tap sent the moment Playwright's previous click returns lands while
 * the tick's 150 ms colour transition still paints every frame, and measures that instead.
 */
export async function untilSettled(page: Page) {
  await page.evaluate(async () => {
    // A spinner or a pulse never ends: only the animations that do are waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.allSettled(ending.map((animation) => animation.finished));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))));
  });
}

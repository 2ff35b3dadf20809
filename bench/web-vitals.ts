// `npx tsx bench/web-vitals.ts`: what a phone on a slow network gets from the home page and the
// results page. Run `node scripts/build.mjs` first: this script builds nothing (the site is started
// with tests/e2e/server.ts, as `npm start` starts it). Chromium (/usr/bin/chromium) is driven over
// CDP with Lighthouse's mobile settings: 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 Kbps up,
// a 390x844 phone viewport, cold cache. Each page is loaded RUNS times; medians are reported.
// Measured per page: the JavaScript it loads (gzip size of each file, and the bytes actually sent:
// brotli, as Chromium asks for it), FCP, LCP (and its element) and CLS (largest session window).
// Goals: home JS <= 150 KB gzip, LCP <= 1.5 s, CLS < 0.05. Results: bench/web-vitals-results.md.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { withSiteAndBrowser } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const ASSETS = path.join(ROOT, 'dist/client/assets');
const RESULTS = path.resolve(ROOT, process.env.BENCH_OUT ?? 'bench/web-vitals-results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { homeJsGzipKb: 150, lcpMs: 1500, cls: 0.05 };

const KBPS = 1024 / 8;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1600 * KBPS, uploadThroughput: 750 * KBPS };
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const ALL_PAGES = [
  { name: 'home', path: '/' },
  {
    name: 'results (JFK-LHR round trip)',
    path: `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=${day(28)}`,
  },
];
// BENCH_PAGES=home measures only the pages whose name starts with one of the comma-separated words
// (a quick check while working); the results file is then written to BENCH_OUT, if given.
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((p) => only.some((word) => p.name.startsWith(word))) : ALL_PAGES;

interface Run {
  jsGzip: number;
  jsSent: number;
  /** Each script's file name and gzip bytes. */
  jsFiles: { name: string; gzip: number }[];
  fcp: number;
  lcp: number;
  lcpElement: string;
  cls: number;
  /** The frame that first drew a result card (0: the page has none). */
  card: number;
}

/** Collected in the page from the first byte: LCP candidates and CLS by session windows (web-vitals' rule). */
const OBSERVER = `
  window.__vitals = { lcp: 0, lcpElement: '', cls: 0, fcp: 0, card: 0 };
  // Chromium often reports no LCP entry for the result cards (bench/README.md): the frame that
  // first draws a card is timed here instead, from the moment one is in the document.
  new MutationObserver((_, observer) => {
    if (!document.querySelector('ul[aria-label="Flights"] article')) return;
    observer.disconnect();
    requestAnimationFrame((at) => { window.__vitals.card = at; });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__vitals.lcp = e.startTime;
      const el = e.element;
      window.__vitals.lcpElement = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value;
      else { session = e.value; first = e.startTime; }
      last = e.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** The build's own gzip copy of a hashed asset (what a gzip-only browser would get). */
function gzipSize(url: string): number {
  const file = path.join(ASSETS, path.basename(new URL(url).pathname));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0;
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const scripts = new Map<string, string>();
  const sent = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (new URL(event.response.url).pathname.endsWith('.js')) scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => sent.set(event.requestId, event.encodedDataLength));

  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // Late chunks and late shifts still count: wait for the network to settle, then a little more.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(
    () =>
      (window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number; fcp: number; card: number } })
        .__vitals,
  );
  const urls = [...scripts.values()];
  const run: Run = {
    jsGzip: urls.reduce((sum, u) => sum + gzipSize(u), 0),
    jsSent: [...scripts.keys()].reduce((sum, id) => sum + (sent.get(id) ?? 0), 0),
    jsFiles: urls.map((u) => ({ name: path.basename(new URL(u).pathname), gzip: gzipSize(u) })),
    ...vitals,
  };
  await context.close();
  return run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

const loadBefore = loadavg()[0] ?? 0;
const { results, chromium } = await withSiteAndBrowser({ LOG_LEVEL: 'warn' }, {}, async (server, browser) => {
  const measured: { name: string; path: string; runs: Run[] }[] = [];
  for (const target of PAGES) {
    // One unthrottled load first, so the results page's search is in the server's offer cache
    // like any repeated search, and the first measured run does not pay for the server's JIT.
    const warm = await browser.newPage();
    await warm.goto(`${server.url}${target.path}`, { waitUntil: 'networkidle' });
    await warm.close();
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${server.url}${target.path}`));
    measured.push({ ...target, runs });
    const m = (key: 'jsGzip' | 'lcp' | 'cls' | 'card') => median(runs.map((r) => r[key]));
    console.log(
      `${target.name}: JS ${kb(m('jsGzip'))} gzip, LCP ${ms(m('lcp'))} (${runs.map((r) => `${Math.round(r.lcp)} ${r.lcpElement}`).join('; ')}), first card ${ms(m('card'))}, CLS ${m('cls').toFixed(3)}`,
    );
  }
  return { results: measured, chromium: browser.version() };
});
const home = results[0];
const homeJs = home ? median(home.runs.map((r) => r.jsGzip)) : 0;
const status = (ok: boolean) => (ok ? 'met' : 'missed');
const lines = [
  '# Web vitals (bench/web-vitals.ts)',
  '',
  `Run ${new Date().toISOString()} on ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} threads), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${chromium}; load average ${loadBefore.toFixed(2)} before the run.`,
  '',
  `Settings: Lighthouse's mobile preset by CDP: CPU slowed ${CPU_SLOWDOWN}x, ${NETWORK.latency} ms RTT, 1.6 Mbps down / 750 Kbps up, ${VIEWPORT.width}x${VIEWPORT.height} viewport at DPR 1.75, cold cache, median of ${RUNS} loads per page (each in a fresh browser context) after one unthrottled warm-up load. "JS gzip" sums the build's .gz copy of every script the page loaded; "JS sent" is what went over the wire (brotli, which Chromium asks for).`,
  '',
  '| page | JS gzip | JS sent | FCP | LCP | first card drawn | CLS | LCP element |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(({ name, runs }) => {
    const m = (key: 'jsGzip' | 'jsSent' | 'fcp' | 'lcp' | 'cls' | 'card') => median(runs.map((r) => r[key]));
    const lcpRun = runs.find((r) => r.lcp === m('lcp'));
    const card = m('card') ? `${ms(m('card'))} (${runs.map((r) => Math.round(r.card)).join(', ')})` : '-';
    return `| ${name} | ${kb(m('jsGzip'))} | ${kb(m('jsSent'))} | ${ms(m('fcp'))} | ${ms(m('lcp'))} (${runs.map((r) => Math.round(r.lcp)).join(', ')}) | ${card} | ${m('cls').toFixed(3)} | ${lcpRun?.lcpElement ?? ''} |`;
  }),
  '',
  '## Goals',
  '',
  '| goal | figure | status |',
  '| --- | --- | --- |',
  `| home JS <= ${GOALS.homeJsGzipKb} KB gzip | ${kb(homeJs)} | ${status(homeJs <= GOALS.homeJsGzipKb * 1024)} |`,
  ...results.flatMap(({ name, runs }) => {
    const lcp = median(runs.map((r) => r.lcp));
    const cls = median(runs.map((r) => r.cls));
    const card = median(runs.map((r) => r.card));
    return [
      `| ${name}: LCP <= ${GOALS.lcpMs} ms | ${ms(lcp)} | ${status(lcp <= GOALS.lcpMs)} |`,
      // The cards are what a traveller waits for, whether or not Chromium names them the LCP.
      ...(card
        ? [`| ${name}: first card drawn <= ${GOALS.lcpMs} ms | ${ms(card)} | ${status(card <= GOALS.lcpMs)} |`]
        : []),
      `| ${name}: CLS < ${GOALS.cls} | ${cls.toFixed(3)} | ${status(cls < GOALS.cls)} |`,
    ];
  }),
  '',
  '## Scripts loaded',
  '',
  // What both pages load is the shell every screen pays for; the rest is the page's own.
  ...shellSplit(),
  ...results.map(
    ({ name, runs }) => `- ${name}: ${(runs[0]?.jsFiles ?? []).map((f) => `${f.name} (${kb(f.gzip)})`).join(', ')}`,
  ),
  '',
];

function shellSplit(): string[] {
  const [first, ...others] = results.map((r) => r.runs[0]?.jsFiles ?? []);
  if (!first || others.length === 0) return [];
  const shared = first.filter((f) => others.every((files) => files.some((o) => o.name === f.name)));
  const sum = (files: { gzip: number }[]) => kb(files.reduce((total, f) => total + f.gzip, 0));
  return [
    `Loaded by every page measured (the shell and shared code): ${sum(shared)} gzip in ${shared.length} files. ` +
      `Home's own: ${sum(first.filter((f) => !shared.includes(f)))}.`,
    '',
  ];
}
const text = await format(lines.join('\n'), { ...(await resolveConfig(RESULTS)), filepath: RESULTS });
writeFileSync(RESULTS, text);
console.log(`Wrote ${path.relative(ROOT, RESULTS)}`);

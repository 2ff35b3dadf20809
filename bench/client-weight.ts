// `npx tsx bench/client-weight.ts`: what the home page and the results page weigh, quickly (no
// throttling; bench/web-vitals.ts times them on a slow phone). Run `node scripts/build.mjs` first.
// Per page: the scripts Chromium downloads until the network settles (count and the build's gzip
// copy of each), the stylesheets, and the HTML itself raw, gzip and brotli as the server sends it.
// Prints a Markdown table; BENCH_PAGES=home or =results measures one page.
import { existsSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { withSiteAndBrowser } from './support';

const ROOT = path.resolve(import.meta.dirname, '..');
const ASSETS = path.join(ROOT, 'dist/client/assets');

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
};
const RESULTS = `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=${day(28)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// A phone as bench/web-vitals.ts measures it; the results page again on a wide screen, where the
// filters panel beside the list is fetched at once.
const ALL_PAGES = [
  { name: 'home', path: '/', viewport: PHONE },
  { name: 'results', path: RESULTS, viewport: PHONE },
  { name: 'results (desktop)', path: RESULTS, viewport: DESKTOP },
];
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((p) => only.some((w) => p.name.startsWith(w))) : ALL_PAGES;

function gzipSize(url: string): number {
  const file = path.join(ASSETS, path.basename(new URL(url).pathname));
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0;
}

async function htmlBytes(url: string, encoding: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
  // fetch decodes the body: the bytes sent are the Content-Length (set for every page body).
  const length = Number(res.headers.get('content-length'));
  const body = Buffer.from(await res.arrayBuffer());
  return length || body.length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () => (loadavg()[0] ?? 0).toFixed(2);

const rows = await withSiteAndBrowser({ LOG_LEVEL: 'warn' }, {}, async (server, browser) => {
  const lines: string[] = [];
  for (const target of PAGES) {
    const url = `${server.url}${target.path}`;
    // Once to warm the search cache, as web-vitals.ts does.
    await fetch(url).then((r) => r.text());
    const context = await browser.newContext({ viewport: target.viewport });
    const page = await context.newPage();
    const scripts: string[] = [];
    const styles: string[] = [];
    page.on('response', (res) => {
      const pathname = new URL(res.url()).pathname;
      if (pathname.endsWith('.js')) scripts.push(res.url());
      if (pathname.endsWith('.css')) styles.push(res.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await context.close();
    const js = scripts.reduce((sum, u) => sum + gzipSize(u), 0);
    const css = styles.reduce((sum, u) => sum + gzipSize(u), 0);
    const [raw, gzip, br] = [
      await htmlBytes(url, 'identity'),
      await htmlBytes(url, 'gzip'),
      await htmlBytes(url, 'br'),
    ];
    lines.push(
      `| ${target.name} | ${kb(js)} | ${scripts.length} | ${kb(css)} (${styles.length}) | ${kb(raw)} | ${kb(gzip)} | ${kb(br)} | ${load()} |`,
    );
    console.error(`${target.name}: ${scripts.map((u) => `${path.basename(u)} ${kb(gzipSize(u))}`).join(', ')}`);
  }
  return lines;
});
console.log('| page | JS gzip | scripts | CSS gzip (files) | HTML raw | HTML gzip | HTML br | load avg (1 min) |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));

import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import { useBrowser, openPage, SCREENSHOT_DIR } from './support/browser';
import { localDay as day } from './support/journey';

/*
 * The results screen against the production build and the sandbox airline: a direct link, filters,
 * sort, Load More, reload, the empty state, accessibility, and screenshots at 1366x900 and 390x844.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const search = (origin: string, destination: string) =>
  `/search?origin=${origin}&destination=${destination}&departureDate=${day(20)}&returnDate=${day(27)}` +
  '&adultsCount=1&childrenCount=0&infantsCount=0&cabinClass=economy&tripType=round-trip';

async function open(viewport: 'desktop' | 'phone'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openPage(browser(), viewport);
  // The brief's desktop is 1366 wide (the shared helper's is 1440).
  if (viewport === 'desktop') await opened.page.setViewportSize({ width: 1366, height: 900 });
  // The sandbox's logos live on assets.duffel.com, which the test machine cannot reach: answer 404
  // (as a missing logo would) so the cards show their initials and the console stays clean.
  await opened.context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  // Cumulative layout shift, as Lighthouse counts it (shifts not caused by input).
  await opened.context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return opened;
}

/** What the visitor sees: a longer list is virtualised, so a full-page capture would show blank space below. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });

/**
 * The server sends the first cards drawn (R31); the list is drawn whole (the first page) or
 * virtualised (after Load More) once React has taken the page over, and only then do its controls
 * take presses.
 */
const hydrated = (page: Page) => page.locator('ul[aria-label="Flights"][data-hydrated]').waitFor();

const query = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => page.getByRole('article');
const shownLine = (page: Page) => page.locator('p', { hasText: /^Showing \d+ of \d+ flights/ });
const shownCounts = async (page: Page) => {
  const text = (await shownLine(page).textContent()) ?? '';
  const [, visible = '0', all = '0'] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return { visible: Number(visible), all: Number(all) };
};
const price = (label: string | null) => Number((label ?? '').replace(/^.*\$/, '').replace(/,/g, ''));
const cardPrices = async (page: Page) =>
  (await cards(page).evaluateAll((list) => list.map((card) => card.getAttribute('aria-label')))).map(price);

/** Sorts by Price: High to Low and waits for the whole list in that order. */
async function sortDearestFirst(page: Page) {
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: High to Low' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
  // The list is drawn again just after the address changes: wait for the whole list in order
  // (its two ends alone can already differ under Best, R45's default).
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((value, i) => i === 0 || (prices[i - 1] ?? 0) >= value);
    })
    .toBe(true);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

describe('search results', () => {
  it('filters, sorts, loads more and keeps it all through a reload (desktop 1366x900)', async () => {
    const { context, page, errors } = await open('desktop');
    // R44: the virtualiser is fetched for a list longer than the first page, not with the page.
    const virtualizerFetches: string[] = [];
    page.on('request', (request) => {
      if (/\/virtualizer-module-[^/]*\.js$/.test(new URL(request.url()).pathname))
        virtualizerFetches.push(request.url());
    });
    await page.goto(`${baseUrl}${search('JFK', 'LHR')}`);
    await cards(page).first().waitFor();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(virtualizerFetches).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /New York \(JFK\).*London \(LHR\)/,
    );
    expect(await page.title()).toBe('Flights from New York to London | SkyBound Travel - Flight Booking');
    const header = page.getByRole('region', { name: /JFK/ });
    await header.getByText('Round Trip', { exact: true }).waitFor();
    await header.getByText('Economy', { exact: true }).waitFor();
    await header.getByText('1 passenger', { exact: true }).waitFor();
    expect(await shownCounts(page)).toEqual({ visible: 30, all: 30 });
    // The first page is drawn whole, so the browser's find-in-page finds every flight on it.
    expect(await cards(page).count()).toBe(30);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.05);
    await screenshot(page, 'results-desktop');
    await expectNoSeriousAxeViolations(page);

    // Stops: an option the day's offers include (the sandbox's offers change with the date), with
    // the count the panel shows for it.
    const filters = page.getByRole('region', { name: 'Filters' });
    const stopsOptions = [
      { label: 'Direct', name: /^Direct/, param: '0', fits: (text: string) => !/\d stops?/.test(text) },
      {
        label: '1 stop',
        name: /^1 stop/,
        param: '1',
        fits: (text: string) => /(^|\D)1 stop(?!s)/.test(text) && !/[2-9] stops/.test(text),
      },
      { label: '2+ stops', name: /^2\+ stops/, param: '2+', fits: (text: string) => /[2-9] stops/.test(text) },
    ];
    const counted = [];
    for (const option of stopsOptions) {
      const label = filters.locator('button[role="checkbox"] ~ label', {
        has: page.getByText(option.label, { exact: true }),
      });
      counted.push({ ...option, count: Number((await label.locator('span.tabular-nums').textContent()) ?? '0') });
    }
    const chosen = counted.find((o) => o.count > 0 && o.count < 30) ?? counted.find((o) => o.count > 0);
    expect(chosen).toBeDefined();
    await filters.getByRole('checkbox', { name: chosen!.name }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('stops') === chosen!.param);
    await expect.poll(async () => (await shownCounts(page)).visible).toBe(chosen!.count);
    for (const text of await cards(page).allTextContents())
      expect(chosen!.fits(text), `${chosen!.label}: ${text}`).toBe(true);
    await screenshot(page, 'results-stops-desktop');

    await filters.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.searchParams.has('stops'));

    // Airline: the first one listed (the one with most offers).
    // Found without React's generated ids: 'Clear all' remounts the panel with new ones.
    const airlineName =
      (await filters.locator('button[role="checkbox"][id*="-airline-"] ~ label > span > span').first().textContent()) ??
      '';
    expect(airlineName).not.toBe('');
    await filters.getByRole('checkbox', { name: airlineName }).first().click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.has('airlines'));
    const cardLabels = () => cards(page).evaluateAll((list) => list.map((c) => c.getAttribute('aria-label') ?? ''));
    await expect
      .poll(async () => (await cardLabels()).every((label) => label.startsWith(`${airlineName},`)))
      .toBe(true);
    expect((await cardLabels()).length).toBeGreaterThan(0);
    await filters.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.searchParams.has('airlines'));

    // Price: the maximum down by five steps of 10 from the keyboard.
    const maxThumb = filters.getByRole('slider', { name: 'Maximum price' });
    const ceiling = Number(await maxThumb.getAttribute('aria-valuemax'));
    // Each press finds the thumb again: 'Clear all' remounts the panel, which may land after a focus().
    for (let i = 0; i < 5; i++) await maxThumb.press('ArrowLeft');
    await screenshot(page, 'results-filters-focus-desktop');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.has('price'));
    const [low, high] = (query(page).get('price') ?? '').split('-').map(Number);
    expect(high).toBeLessThan(ceiling);
    expect(ceiling - (high ?? 0)).toBeLessThanOrEqual(50);
    await expect
      .poll(async () => (await cardPrices(page)).every((value) => value >= (low ?? 0) && value <= (high ?? 0)))
      .toBe(true);
    await filters.getByRole('button', { name: 'Reset Filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('price'));

    // Sort: dearest first, then shortest first.
    await sortDearestFirst(page);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Load More: showMore and previousCount in the URL, up to 100 sets of flights merged (R52: the
    // ~290 round-trip offers are ~100 sets of flights, so the second page may hold them all).
    const found = Number(/\((\d+) found/.exec((await shownLine(page).textContent()) ?? '')?.[1] ?? 0);
    expect(found).toBeGreaterThan(80);
    const merged = Math.min(100, found);
    await page.getByRole('button', { name: 'Load More Flights' }).click();
    await page.waitForURL((url) => url.searchParams.get('showMore') === 'true');
    expect(query(page).get('previousCount')).toBe('30');
    await expect.poll(async () => (await shownCounts(page)).all, { timeout: 15_000 }).toBe(merged);
    expect(virtualizerFetches).toHaveLength(1);
    const firstHref = async () => {
      // Past 30 the list is virtualised: after Load More the page is scrolled down, so go back to the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      return page
        .locator('li[aria-posinset="1"]')
        .getByRole('link', { name: /^View Details/ })
        .getAttribute('href');
    };
    const before = await firstHref();

    // Reload: the same list, filters and sort.
    await page.reload();
    await cards(page).first().waitFor();
    await hydrated(page);
    await expect.poll(async () => (await shownCounts(page)).all, { timeout: 15_000 }).toBe(merged);
    expect(query(page).get('sort')).toBe('price-desc');
    expect(await firstHref()).toBe(before);
    expect(before).toMatch(
      /^\/flight\/[^?]+\?from_origin=JFK&from_destination=LHR&from_departureDate=.+&from_returnDate=.+&from_cabinClass=economy&from_adults=1&from_children=0&from_infants=0&from_tripType=round-trip$/,
    );

    // Load More until every set of flights is in, then time a sort and a filter.
    while (await page.getByRole('button', { name: 'Load More Flights' }).isVisible()) {
      const count = (await shownCounts(page)).all;
      await page.getByRole('button', { name: 'Load More Flights' }).click();
      await expect.poll(async () => (await shownCounts(page)).all, { timeout: 15_000 }).toBeGreaterThan(count);
    }
    const all = (await shownCounts(page)).all;
    expect(all).toBe(found);
    await page.getByText(`All ${all} flights are shown.`).waitFor();

    // The longest main-thread task while sorting and filtering every set of flights: what a visitor feels as a stall.
    await page.evaluate(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Fastest' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'fastest');
    await filters.getByRole('checkbox', { name: /^1 stop/ }).click();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('stops') === '1');
    await cards(page).first().waitFor();
    await hydrated(page);
    await page.waitForTimeout(200);
    const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    console.log(
      `results with ${all} offers: longest main-thread task while sorting and filtering ${Math.round(longest)} ms (0: none over 50 ms)`,
    );
    expect(longest).toBeLessThan(200);
    await screenshot(page, 'results-all-desktop');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list, the filters sheet and passes axe on a phone (390x844)', async () => {
    const { context, page, errors } = await open('phone');
    await page.goto(`${baseUrl}${search('JFK', 'LHR')}`);
    await cards(page).first().waitFor();
    await hydrated(page);
    // Every flight of the first page is in the document on a phone too: find-in-page reaches the last.
    expect(await cards(page).count()).toBe(30);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.05);
    await screenshot(page, 'results-phone');
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await sheet.getByRole('checkbox', { name: /^Direct/ }).click();
    await screenshot(page, 'results-filters-sheet-phone');
    await expectNoSeriousAxeViolations(page);
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await sheet.waitFor({ state: 'detached' });
    // The sheet goes in the press's frame; the address follows after the paint (R45).
    await page.waitForURL((url) => url.searchParams.get('stops') === '0');
    await page.getByRole('button', { name: /^Filters 1 active/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`says 'No Flights Found' for a route with no offers (PVD to RAI, ${viewport})`, async () => {
      const { context, page, errors } = await open(viewport);
      await page.goto(`${baseUrl}${search('PVD', 'RAI')}`);
      await page.getByRole('heading', { name: 'No Flights Found' }).waitFor();
      await page.getByText('Try adjusting your search criteria or filters', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: /Providence.*Praia/ }).waitFor();
      await screenshot(page, `results-empty-${viewport}`);
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'New Search' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/*
 * R31: /search arrives with its first cards drawn (server/rendering/results-page.ts), and the
 * browser takes that HTML over: the same nodes where they were, no second search, no mismatch.
 */
describe('the results page the server sent', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`paints the cards from the HTML and hydrates them in place (${viewport})`, async () => {
      const { context, page, errors } = await open(viewport);
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/flights/search') searches.push(request.method());
      });
      // The cards the HTML brought and where they stood as it was parsed, before any script ran
      // (document offsets: the visitor may scroll meanwhile).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const cards = [...document.querySelectorAll('ul[aria-label="Flights"] article')];
          const at = (card: Element) => Math.round(card.getBoundingClientRect().top + window.scrollY);
          Object.assign(window, { sentCards: cards.map((card) => ({ card, top: at(card) })) });
        });
      });
      const sent = await (await page.request.get(`${baseUrl}${search('JFK', 'LHR')}`)).text();
      expect(sent).toMatch(/<ul class="flex min-h-[^"]*"[^>]*aria-label="Flights">(<li[^>]*><article){1}/);
      expect(sent).toContain('>Best<');

      await page.goto(`${baseUrl}${search('JFK', 'LHR')}`);
      await hydrated(page);
      await page.locator('[inert]').first().waitFor({ state: 'detached' });
      const after = await page.evaluate(() => {
        const sentCards = (window as unknown as { sentCards: { card: Element; top: number }[] }).sentCards;
        const at = (card: Element) => Math.round(card.getBoundingClientRect().top + window.scrollY);
        return {
          sent: sentCards.length,
          // Those the virtual list kept (the rows near the window): the same nodes, where they were.
          kept: sentCards.filter(({ card }) => card.isConnected).map(({ card, top }) => ({ top, now: at(card) })),
          first: sentCards[0]?.card === document.querySelector('ul[aria-label="Flights"] article'),
        };
      });
      expect(after.sent).toBe(10);
      expect(after.first).toBe(true);
      expect(after.kept.length).toBeGreaterThanOrEqual(viewport === 'phone' ? 3 : 5);
      for (const { top, now } of after.kept) expect(now).toBe(top);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
      // The logos failed (404) before React listened: the cards show the airlines' initials.
      // (Images further down load lazily and may not have been asked for yet.)
      const broken = () =>
        page
          .locator('article img')
          .evaluateAll(
            (images) =>
              images.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0)
                .length,
          );
      await expect.poll(broken).toBe(0);
      expect(await page.locator('article [role="img"][aria-label$=" logo"]').count()).toBeGreaterThan(0);
      expect(searches).toEqual([]);

      // Filters and sort work on the hydrated page, from the offers it brought.
      await sortDearestFirst(page);
      expect(searches).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

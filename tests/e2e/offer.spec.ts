import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../src/server/testing/app';
import { formatPrice } from '../../src/shared/display';
import type { Offer, SearchResponse, SeatMap } from '../../src/shared/schemas/flights';
import { useBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';
import { fullPageShot, seriousViolations } from './support/pages';

/*
 * The offer detail screen (/flight/{id}) against the production build: a real sandbox offer from
 * the e2e server's own search, both screen sizes, every tab, the drawn seat map, the two ways out,
 * the gone offer, and an axe scan.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1366, height: 900 };
const PHONE = VIEWPORTS.phone;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const departureDate = inDays(30);
const returnDate = inDays(37);

async function search(url: string, body: Record<string, unknown>): Promise<SearchResponse> {
  const res = await fetch(`${url}/api/flights/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResponse;
}

const FROM = new URLSearchParams({
  from_origin: 'JFK',
  from_destination: 'LHR',
  from_departureDate: departureDate,
  from_returnDate: returnDate,
  from_cabinClass: 'economy',
  from_adults: '2',
  from_children: '0',
  from_infants: '0',
  from_tripType: 'round-trip',
}).toString();

let offer: Offer;
let seatMaps: SeatMap[];

/** The sandbox has no internet: airline logos are answered with a drawn tile of the carrier code. */
async function withLogos(page: Page) {
  await page.route('https://assets.duffel.com/**', async (route) => {
    const code = /([A-Z0-9]{2})\.svg$/.exec(route.request().url())?.[1] ?? '??';
    await route.fulfill({
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b3b8c"/><text x="16" y="21" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" text-anchor="middle">${code}</text></svg>`,
    });
  });
}

async function open(viewport: 'desktop' | 'phone') {
  const opened = await openPage(browser(), viewport);
  await opened.page.setViewportSize(viewport === 'desktop' ? DESKTOP : PHONE);
  await withLogos(opened.page);
  await opened.page.goto(`${baseUrl}/flight/${offer.id}?${FROM}`);
  await opened.page.getByRole('heading', { name: 'Flight Summary' }).waitFor();
  return opened;
}

beforeAll(async () => {
  const results = await search(baseUrl, {
    origin: 'JFK',
    destination: 'LHR',
    departureDate,
    returnDate,
    adultsCount: 2,
  });
  // A connecting offer shows layovers as well as segments.
  const picked = results.offers.find((o) => o.slices[0] && o.slices[0].segments.length > 1) ?? results.offers[0];
  if (!picked) throw new Error('The sandbox found no JFK-LHR offers');
  offer = picked;
  seatMaps = (await (await fetch(`${baseUrl}/api/flights/seatmaps/${offer.id}`)).json()) as SeatMap[];
});

describe('the offer detail screen', () => {
  it('shows the summary, price, notice and every tab on a desktop, and books and goes back', async () => {
    const { context, page, errors } = await open('desktop');
    const total = formatPrice(offer.total_amount, offer.total_currency);
    const topBar = page.getByTestId('offer-top-bar');
    expect(await topBar.isVisible()).toBe(true);
    expect(await topBar.textContent()).toContain(total);
    expect(await topBar.textContent()).toContain('Round Trip');
    expect(await page.getByTestId('offer-bottom-bar').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Price Summary' }).isVisible()).toBe(true);
    expect(await page.getByText('Price is for all passengers').isVisible()).toBe(true);
    expect(await page.getByText(/Flight offers typically expire after 30 minutes/).isVisible()).toBe(true);

    // Flight Details: one card per segment, one layover between each pair.
    const segments = offer.slices.flatMap((s) => s.segments);
    expect(await page.getByRole('article', { name: /^Flight / }).count()).toBe(segments.length);
    expect(await page.getByText(/^Layover in /).count()).toBe(segments.length - offer.slices.length);
    await fullPageShot(page, 'offer-details-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Fare Rules' }).click();
    const rules = page.getByRole('tabpanel', { name: 'Fare Rules' });
    for (const heading of ['Refunds', 'Changes', 'Baggage']) {
      expect(await rules.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    await fullPageShot(page, 'offer-fare-rules-desktop');

    await page.getByRole('tab', { name: 'Seat Maps' }).click();
    const grid = page.getByRole('grid').first();
    await grid.waitFor();
    const cabin = seatMaps[0]?.cabins[0];
    const columns = (cabin?.deck_configuration ?? []).reduce((a, b) => a + b, 0);
    expect(await grid.getByRole('columnheader').count()).toBe(columns);
    expect(await grid.locator('[role="gridcell"][aria-disabled="true"]').count()).toBeGreaterThan(0);
    const seat = grid.locator('[role="gridcell"][tabindex="0"]');
    const first = await seat.getAttribute('aria-label');
    expect(first).toMatch(/^Seat \d+[A-Z], (window|aisle|middle), /);
    await seat.focus();
    await page.keyboard.press('ArrowDown');
    const moved = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(moved).toMatch(/^Seat \d+[A-Z], /);
    expect(moved).not.toBe(first);
    expect(await grid.getByText(/^\$\d+$/).count()).toBeGreaterThan(0);
    await fullPageShot(page, 'offer-seat-map-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // Another segment's map.
    const pickers = page.getByRole('group', { name: 'Choose a flight' }).getByRole('button');
    expect(await pickers.count()).toBe(segments.length);
    await pickers.nth(1).click();
    await page.getByRole('grid', { name: new RegExp(`flight ${segments[1]?.flight_number} `) }).waitFor();

    const book = page.getByRole('link', { name: 'Book This Flight' });
    expect(await book.getAttribute('href')).toBe(`/booking?offer=${offer.id}&adults=2&children=0&infants=0`);

    await page.getByRole('link', { name: 'Back to Search Results' }).click();
    await page.waitForURL(/\/search\?/);
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate,
      returnDate,
      cabinClass: 'economy',
      adultsCount: '2',
      childrenCount: '0',
      infantsCount: '0',
      tripType: 'round-trip',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the desktop Book This Flight bar below the site header when the page scrolls', async () => {
    const { context, page } = await open('desktop');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 300));
    const bar = page.getByTestId('offer-top-bar');
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(64);
    const header = await page.locator('header').first().boundingBox();
    expect((header?.y ?? 0) + (header?.height ?? 0)).toBeLessThanOrEqual(64);
    // Nothing covers the button: a click at its centre lands on it.
    const button = page.getByTestId('offer-top-bar').getByRole('link', { name: 'Book This Flight' });
    const box = await button.boundingBox();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim() ?? null,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(hit).toBe('Book This Flight');
    await page.screenshot({ path: 'tests/e2e/screenshots/offer-scrolled-desktop.png' });
    await context.close();
  });

  it('keeps the total and Book Now at the bottom on a phone, without sideways scrolling', async () => {
    const { context, page, errors } = await open('phone');
    const bottomBar = page.getByTestId('offer-bottom-bar');
    expect(await bottomBar.isVisible()).toBe(true);
    expect(await page.getByTestId('offer-top-bar').isVisible()).toBe(false);
    expect(await bottomBar.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(
      `/booking?offer=${offer.id}&adults=2&children=0&infants=0`,
    );
    // The bar stays in view while the page scrolls.
    await page.mouse.wheel(0, 1500);
    const box = await bottomBar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(box && box.y).toBeGreaterThan(PHONE.height - 120);
    await page.screenshot({ path: 'tests/e2e/screenshots/offer-scrolled-phone.png' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await fullPageShot(page, 'offer-details-phone');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Seat Maps' }).click();
    await page.getByRole('grid').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await fullPageShot(page, 'offer-seat-map-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends /flight without an id to /search', async () => {
    const { context, page, errors } = await openPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/flight`);
    await page.waitForURL(`${baseUrl}/search`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says an offer the airline withdrew (LGW-PMI) is no longer available, with 'Back to Search'", async () => {
    // An offer this server listed in the last 5 minutes is served from its cache, so the id comes
    // from another instance of the app: the sandbox rebuilds any offer from its id, and this
    // route's are gone. (In this process, not a second server: that could rebuild dist/ mid-run.)
    const other = await createTestApp();
    let goneId: string;
    try {
      const listed = await other.app.inject({
        method: 'POST',
        url: '/api/flights/search',
        payload: { origin: 'LGW', destination: 'PMI', departureDate },
      });
      goneId = listed.json<SearchResponse>().offers[0]?.id ?? '';
    } finally {
      await other.close();
    }
    expect(goneId).not.toBe('');
    const { context, page, errors } = await openPage(browser(), 'desktop');
    await page.setViewportSize(DESKTOP);
    const from = `from_origin=LGW&from_destination=PMI&from_departureDate=${departureDate}&from_tripType=one-way`;
    await page.goto(`${baseUrl}/flight/${goneId}?${from}`);
    await page.getByRole('heading', { name: 'Error Loading Flight Details' }).waitFor();
    expect(await page.getByText('This flight is no longer available. Please select another flight.').isVisible()).toBe(
      true,
    );
    expect(await page.getByText('This flight offer has expired').count()).toBe(0);
    const back = page.getByRole('link', { name: 'Back to Search' });
    expect(await back.getAttribute('href')).toBe(
      `/search?origin=LGW&destination=PMI&departureDate=${departureDate}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way`,
    );
    await screenshot(page, 'offer-expired-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import path from 'node:path';
import { openPage, SCREENSHOT_DIR, useBrowser } from './support/browser';
import { localDay as day } from './support/journey';

/*
 * R45 in the browser, at 1366 and 390 px against the sandbox airline: Best by default with its
 * "?", each new filter narrowing the list (layover, overnight, connecting airports, alliances,
 * CO2e, Lower emissions only), the Lower emissions badge and each card's CO2e, and Direct only
 * asked of the airline.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

// Every offer of the search (Load More's URL), so each filter has something to leave out: Sydney to
// London has one-, two- and three-alliance journeys and, unlike most sandbox routes, a few waits
// overnight.
const SEARCH =
  `/search?origin=SYD&destination=LHR&departureDate=${day(20)}&returnDate=${day(27)}` +
  '&adultsCount=1&childrenCount=0&infantsCount=0&cabinClass=economy&tripType=round-trip&showMore=true&previousCount=270';

// New York to London: some journeys fly newer aircraft over less distance, 15% under the median.
const LOWER_EMISSIONS_SEARCH = SEARCH.replace('origin=SYD', 'origin=JFK');

type Size = 'desktop' | 'phone';
const SIZES: [Size, number][] = [
  ['desktop', 1366],
  ['phone', 390],
];

async function open(size: Size, url = SEARCH) {
  const opened = await openPage(browser(), size);
  if (size === 'desktop') await opened.page.setViewportSize({ width: 1366, height: 900 });
  await opened.context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  await opened.page.goto(`${baseUrl}${url}`);
  await opened.page.locator('ul[aria-label="Flights"][data-hydrated]').waitFor();
  return opened;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

async function counts(page: Page) {
  const text = (await page.getByText(/^Showing \d+ of \d+ flights/).textContent()) ?? '';
  const [, shown = '0', all = '0'] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), all: Number(all) };
}

/** The Filters: the panel beside the list on a desktop, the sheet on a phone (opened here). */
async function filtersOf(page: Page, size: Size): Promise<Locator> {
  if (size === 'desktop') return page.getByRole('region', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog');
}

/** Sets one filter, applies it, and answers the list's counts once the URL has it. */
async function applyOne(page: Page, size: Size, param: string, choose: (filters: Locator) => Promise<void>) {
  const filters = await filtersOf(page, size);
  await choose(filters);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await page.waitForURL((url) => url.searchParams.has(param));
  // The list is drawn after the press's frame (R45): on a busy machine that can take seconds.
  await expect.poll(async () => (await counts(page)).shown, { timeout: 15_000 }).toBeLessThan((await counts(page)).all);
  // The phone's sheet gives focus back to the button that opened it, not to the page's body.
  if (size === 'phone') {
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    await expect.poll(() => filtersButton.evaluate((button) => button === document.activeElement)).toBe(true);
  }
  return counts(page);
}

describe('sort and filters (R45)', () => {
  for (const [size, width] of SIZES) {
    it(`sorts by Best by default and its "?" explains it (${width} px)`, async () => {
      const { context, page, errors } = await open(size);
      try {
        expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
        await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Best');
        await page.getByRole('button', { name: 'How Best is sorted' }).click();
        const help = page.getByRole('dialog', { name: 'How Best is sorted' });
        await help.waitFor();
        expect(await help.textContent()).toContain('price, total travel time and number of stops');
        await shot(page, `sort-filters-best-help-${width}`);
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'hidden' });

        // An old sort value maps; an unknown one is Best, with no error page.
        await page.goto(`${baseUrl}${SEARCH}&sort=duration-asc`);
        await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Fastest');
        await page.goto(`${baseUrl}${SEARCH}&sort=bogus`);
        await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Best');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`narrows the list with each new filter, and shows CO2e and the Lower emissions badge (${width} px)`, async () => {
      const { context, page, errors } = await open(size);
      try {
        // Load More's offers come after the first page is drawn.
        await expect.poll(async () => (await counts(page)).all, { timeout: 20_000 }).toBeGreaterThan(80);
        // Each card with a figure shows it; some are marked Lower emissions.
        await expect.poll(() => page.getByRole('article').first().textContent()).toMatch(/\d kg CO2e/);

        const fresh = async (url = SEARCH) => {
          await page.goto(`${baseUrl}${url}`);
          await expect.poll(async () => (await counts(page)).all, { timeout: 20_000 }).toBeGreaterThan(80);
        };
        const slideToLeast = (name: string) => async (filters: Locator) => {
          const thumb = filters.getByRole('slider', { name });
          await thumb.focus();
          await thumb.press('Home');
        };
        const tick = (name: RegExp) => async (filters: Locator) => {
          const box = filters.getByRole('checkbox', { name }).first();
          await box.scrollIntoViewIfNeeded();
          await box.click();
        };

        await applyOne(page, size, 'layover', slideToLeast('Longest layover'));
        await fresh();
        await applyOne(page, size, 'noOvernight', tick(/^Avoid overnight layovers/));
        await fresh();
        await applyOne(page, size, 'via', async (filters) => {
          await filters.getByRole('group', { name: 'Connecting airports' }).getByRole('checkbox').first().click();
        });
        await fresh();
        await applyOne(page, size, 'alliances', tick(/^oneworld/));
        await fresh();
        await applyOne(page, size, 'co2', slideToLeast('Most CO2e'));
        await fresh(LOWER_EMISSIONS_SEARCH);
        const lower = await applyOne(page, size, 'lowerCo2', tick(/^Lower emissions only/));
        expect(lower.shown).toBeGreaterThan(0);
        const cards = page.getByRole('article');
        await expect.poll(() => cards.first().textContent()).toContain('Lower emissions');
        expect((await cards.allTextContents()).every((text) => text.includes('Lower emissions'))).toBe(true);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `sort-filters-lower-emissions-${width}`);
        await cards.first().screenshot({ path: path.join(SCREENSHOT_DIR, `sort-filters-card-co2-${width}.png`) });

        // The filters as the traveller sees them: the desktop panel, the phone's sheet.
        const filters = await filtersOf(page, size);
        await filters.getByText('Layovers', { exact: true }).scrollIntoViewIfNeeded();
        await shot(page, `sort-filters-panel-${width}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('asks the airline for direct flights only when Direct only is set before searching (390 px)', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone');
    try {
      const bodies: unknown[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/flights/search' && request.method() === 'POST') {
          bodies.push(request.postDataJSON());
        }
      });
      await context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
      // Sydney to London has no direct flight; New York to London has a few.
      const url = LOWER_EMISSIONS_SEARCH.replace('&showMore=true&previousCount=270', '&directOnly=true');
      await page.goto(`${baseUrl}${url}`);
      await page.locator('ul[aria-label="Flights"][data-hydrated]').waitFor();
      await page.getByText('Direct only', { exact: true }).waitFor();
      const cards = await page.getByRole('article').allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((text) => !/\d stops?/.test(text))).toBe(true);
      // The server drew the first page; a refresh asks the API again, with maxConnections 0.
      await page.getByRole('button', { name: 'Refresh Results' }).click();
      await expect.poll(() => bodies.length).toBeGreaterThan(0);
      expect(bodies.at(-1)).toMatchObject({ maxConnections: 0 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, openPage, screenshot } from './support/browser';
import { SIZE_NAMES, openAt, pickAirport, seriousViolations, type Size } from './support/pages';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

async function open(size: Size, path: string) {
  const opened = await openAt(browser(), size, `${baseUrl}${path}`);
  await hydrated(opened.page);
  return opened;
}

/**
 * The home page's h1 is in the server's HTML, so it says nothing about the script: wait until React
 * has taken the page over (the form is inert until then), so clicks, page meta and console errors count.
 */
const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('#root [inert]'));

/** The browser's today and a week later, yyyy-MM-dd, as the form computes them. */
const browserDates = (page: Page) =>
  page.evaluate(() => {
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const later = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
    return { today: iso(now), week: iso(later) };
  });

describe('home page', () => {
  for (const size of SIZE_NAMES) {
    it(`shows the hero, the form and every section, with the brand title (${size})`, async () => {
      const { context, page, errors } = await open(size, '/');
      expect(await page.title()).toBe('SkyBound Travel - Flight Booking');
      await expect(page.getByRole('button', { name: 'Find Deals Now - Free' }).isVisible()).resolves.toBe(true);
      for (const heading of ['Better fares, honest prices, real help', 'Travellers who paid less']) {
        expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
      }
      expect(await page.locator('section[aria-labelledby="benefits-title"] > ul > li').count()).toBe(6);
      expect(await page.locator('section[aria-labelledby="testimonials-title"] ul > li').count()).toBe(3);
      await screenshot(page, `home-page-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('paints the hero from the sent HTML, then hydrates it: same nodes, no mismatch, the visitor values', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone');
    // The page as sent, before any script: the hero and the form are there.
    const sent = await (await page.request.get(`${baseUrl}/`)).text();
    expect(sent).toMatch(/<div id="root"><div[^>]*>[\s\S]*<h1[^>]*>Cheap flights to anywhere, booked in minutes<\/h1>/);
    // A visitor whose last search was one-way: something only the browser knows.
    await page.addInitScript(() => {
      localStorage.setItem('lastTripType', 'one-way');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { sentH1: Element | null }).sentH1 = document.querySelector('h1');
      });
    });
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    // Hydrated, not replaced: the h1 the server sent is the one on screen.
    expect(
      await page.evaluate(() => {
        const sentH1 = (window as unknown as { sentH1: Element | null }).sentH1;
        return sentH1 !== null && sentH1.isConnected && sentH1 === document.querySelector('h1');
      }),
    ).toBe(true);
    await page.getByRole('tab', { name: 'One Way', selected: true }).waitFor();
    await page.getByRole('button', { name: /^Return date One way/ }).waitFor();
    const { today } = await browserDates(page);
    const [year, month, day] = today.split('-').map(Number);
    const shown = new Date(year ?? 0, (month ?? 1) - 1, day).toLocaleDateString('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
    });
    await page.getByRole('button', { name: `Departure date ${shown}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets description, keywords, canonical and social tags', async () => {
    const { context, page } = await open('desktop', '/');
    const head = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
    }));
    expect(head.description).toMatch(/^Search and book cheap flights/);
    expect(head.keywords).toContain('cheap flights');
    expect(head.canonical).toBe(`${baseUrl}/`);
    expect(head.ogTitle).toBe('SkyBound Travel - Flight Booking');
    expect(head.ogDescription).toBe(head.description);
    await context.close();
  });

  it('scrolls to the search form and puts the cursor in From', async () => {
    const { context, page } = await open('phone', '/');
    await page.getByRole('button', { name: 'Search Flights' }).first().click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('City or airport');
    await context.close();
  });

  for (const size of SIZE_NAMES) {
    it(`searches New York to London with the keyboard and lands on /search with the query (${size})`, async () => {
      const { context, page, errors } = await open(size, '/');
      await pickAirport(page, 'From', 'new y', 'JFK');
      await page.getByRole('combobox', { name: 'To' }).pressSequentially('london', { delay: 30 });
      await page.getByRole('option').first().waitFor();
      await screenshot(page, `home-dropdown-${size}`);
      await pickAirport(page, 'To', 'london', 'LHR');
      const { today, week } = await browserDates(page);
      await page.getByRole('button', { name: 'Find Deals Now - Free' }).click();
      await page.waitForURL(/\/search\?/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search');
      expect(url.search).toBe(
        `?origin=JFK&destination=LHR&departureDate=${today}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=${week}`,
      );
      expect(await page.evaluate(() => localStorage.getItem('lastTripType'))).toBe('round-trip');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const size of SIZE_NAMES) {
    it(`opens the calendar and the passenger steppers, both accessible (${size})`, async () => {
      const { context, page, errors } = await open(size, '/');
      await page.getByRole('button', { name: /^Departure date/ }).click();
      const calendar = page.getByRole('dialog', { name: 'Choose departure date' });
      await calendar.waitFor();
      await page.keyboard.press('ArrowRight');
      await screenshot(page, `home-calendar-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await calendar.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /^Passengers/ }).click();
      const steppers = page.getByRole('dialog', { name: 'Passengers' });
      await steppers.getByRole('button', { name: 'Increase adults' }).click();
      await steppers.getByRole('button', { name: 'Increase infants' }).click();
      await screenshot(page, `home-passengers-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      await steppers.getByRole('button', { name: 'Done' }).click();
      expect(await page.getByRole('button', { name: /^Passengers/ }).textContent()).toContain('3 passengers');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the validation messages at the fields', async () => {
    const { context, page } = await open('desktop', '/');
    await page.getByRole('button', { name: 'Find Deals Now - Free' }).click();
    await page.getByText('Please select an origin airport').waitFor();
    await page.getByText('Please select a destination airport').waitFor();
    await screenshot(page, 'home-form-errors-desktop');
    await context.close();
  });

  it('has no serious or critical accessibility violations, also with the airport list open', async () => {
    const { context, page } = await open('desktop', '/');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'From' }).pressSequentially('london', { delay: 20 });
    await page.getByRole('option').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('support landing page (/expedia)', () => {
  for (const size of SIZE_NAMES) {
    it(`shows the phone, the wait time, the form, airlines, reasons, deals and contact (${size})`, async () => {
      const { context, page, errors } = await open(size, '/expedia');
      expect(await page.title()).toBe('Flight booking support | SkyBound Travel - Flight Booking');
      await page.getByText('Current wait time less than 30 seconds').waitFor();
      expect(await page.locator('a[href="tel:+18885550142"]').count()).toBeGreaterThan(1);
      for (const airline of ['Delta', 'United', 'American', 'Southwest', 'Air Canada', 'JetBlue']) {
        await page.getByText(airline, { exact: true }).waitFor();
      }
      expect(await page.locator('#reasons-title ~ ul > li').count()).toBe(6);
      expect(await page.locator('#promotions-title ~ ul > li').count()).toBe(3);
      // The page's contact section (the footer, once loaded, shows the same e-mail).
      const main = page.locator('#main');
      await main.getByText('support@skybound.travel').waitFor();
      await main.getByText('100 King Street West').waitFor();
      await screenshot(page, `landing-page-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('searches one-way from its own form', async () => {
    const { context, page, errors } = await open('desktop', '/expedia');
    await page.getByRole('radio', { name: 'One way' }).check();
    await pickAirport(page, 'From', 'toronto', 'YYZ');
    await pickAirport(page, 'To', 'vancouver', 'YVR');
    const { today } = await browserDates(page);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).search).toBe(
      `?origin=YYZ&destination=YVR&departureDate=${today}&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { context, page } = await open('phone', '/expedia');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './support/browser';
import { chooseSeats, fillCard, fillPassengers, isoDay, unique } from './support/journey';
import { fullPageShot, pickAirport, SIZE_NAMES, SIZES, type Size } from './support/pages';

/*
 * R24 and Modify Search on the production build and the sandbox airline: a 3-flight multi-city
 * search (London, Paris, Rome, London) through to a booking, the confirmation and My Trips showing
 * the three flights; and Modify Search opening filled with the search shown, then searching again.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const FLIGHTS = [
  { origin: 'LHR', destination: 'CDG', days: 30 },
  { origin: 'CDG', destination: 'FCO', days: 33 },
  { origin: 'FCO', destination: 'LHR', days: 37 },
];

/** /search for the three flights, for 2 adults and a child of 8 (journey.ts's PEOPLE). */
function multiCityUrl(offset: number): string {
  const query = new URLSearchParams({
    origin: 'LHR',
    destination: 'CDG',
    departureDate: isoDay(FLIGHTS[0]!.days + offset),
    cabinClass: 'economy',
    adultsCount: '2',
    childrenCount: '1',
    infantsCount: '0',
    childAges: '8',
    tripType: 'multi-city',
  });
  FLIGHTS.slice(1).forEach((flight, index) => {
    query.set(`origin${index + 2}`, flight.origin);
    query.set(`destination${index + 2}`, flight.destination);
    query.set(`departureDate${index + 2}`, isoDay(flight.days + offset));
  });
  return `${baseUrl}/search?${query.toString()}`;
}

interface SearchOffer {
  id: string;
  slices: { segments: unknown[] }[];
}

/** The results page at `size`; the sandbox's logos (assets.duffel.com, unreachable here) answer 404 as a missing logo would. */
async function openResults(size: Size, url: string) {
  const opened = await openPage(browser(), size);
  await opened.page.setViewportSize(SIZES[size]);
  await opened.context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  const response = await opened.page.goto(url);
  expect(response?.status()).toBe(200);
  return opened;
}

async function resultsReady(page: Page) {
  await page
    .getByRole('link', { name: /^View Details/ })
    .first()
    .waitFor({ timeout: 30_000 });
  // The server draws the cards, so they show before the script runs: a button pressed before the
  // page is hydrated does nothing (seen when the search was cached and the HTML came at once).
  await page.locator('ul[aria-label="Flights"][data-hydrated]').waitFor({ timeout: 30_000 });
}

describe('multi-city, end to end (R24)', () => {
  for (const [index, size] of SIZE_NAMES.entries()) {
    it(`searches 3 flights, books one, and sees the three flights on the confirmation and in My Trips (${size})`, async () => {
      const { context, page, errors } = await openResults(size, multiCityUrl(index));
      await resultsReady(page);
      const header = page.getByRole('region', { name: /London/ }).first();
      await header.getByText('Multi-City').waitFor();
      const card = page.getByRole('article').first();
      for (const label of ['Flight 1', 'Flight 2', 'Flight 3']) await card.getByText(label, { exact: true }).waitFor();
      await screenshot(page, `multi-city-results-${size}`);

      // The offer the results page shows for the same search, with every flight direct (one seat map each).
      const response = await context.request.post(`${baseUrl}/api/flights/search`, {
        data: {
          slices: FLIGHTS.map((f) => ({
            origin: f.origin,
            destination: f.destination,
            departureDate: isoDay(f.days + index),
          })),
          adultsCount: 2,
          childrenCount: 1,
          infantsCount: 0,
          childAges: [8],
        },
      });
      expect(response.status()).toBe(200);
      const { offers } = (await response.json()) as { offers: SearchOffer[] };
      const offer = offers.find((o) => o.slices.every((s) => s.segments.length === 1)) ?? offers[0];
      if (!offer) throw new Error('no multi-city offer');
      expect(offer.slices).toHaveLength(3);

      const email = `multi.${unique()}@example.com`;
      await page.goto(`${baseUrl}/booking?offer=${encodeURIComponent(offer.id)}&adults=2&children=1&infants=0`);
      await fillPassengers(page, email);
      // The trip summary (folded on a phone) names every city in order.
      expect(await page.getByText('London to Paris to Rome to London').count()).toBeGreaterThan(0);
      await chooseSeats(page);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
      const itinerary = page.getByRole('list', { name: 'Itinerary' }).first();
      for (const label of ['Flight 1', 'Flight 2', 'Flight 3'])
        await itinerary.getByText(label, { exact: true }).waitFor();
      await fullPageShot(page, `multi-city-confirmation-${size}`);

      await page.getByRole('link', { name: 'View My Trips' }).click();
      await page.waitForURL((url) => url.pathname === '/my-trips');
      const trip = page.getByRole('article', { name: 'London to Paris, Rome, London' });
      await trip.waitFor();
      await trip.getByText('Multi-City').waitFor();
      await trip.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Details' });
      for (const label of ['Flight 1', 'Flight 2', 'Flight 3'])
        await dialog.getByText(label, { exact: true }).waitFor();
      await screenshot(page, `multi-city-my-trips-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`Modify Search opens filled with the search shown, and searches again with one field changed (${size})`, async () => {
      const { context, page, errors } = await openResults(size, multiCityUrl(10 + index));
      await resultsReady(page);
      await page.getByRole('button', { name: 'Modify Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modify Search' });
      await dialog.getByRole('tab', { name: 'Multi-City', selected: true }).waitFor();
      const rows = dialog.getByRole('group', { name: /^Flight \d$/ });
      await expect.poll(() => rows.count()).toBe(3);
      const third = dialog.getByRole('group', { name: 'Flight 3' });
      expect(await third.getByRole('combobox', { name: 'From' }).inputValue()).toMatch(/\(FCO\)$/);
      expect(await third.getByRole('combobox', { name: 'To' }).inputValue()).toMatch(/\(LHR\)$/);
      await dialog
        .getByText('2 adults, 1 child')
        .or(dialog.getByText(/3 (passengers|travellers)/))
        .first()
        .waitFor();
      await screenshot(page, `multi-city-modify-search-${size}`);

      await pickAirport(third, 'To', 'manch', 'MAN');
      await dialog.getByRole('button', { name: 'Search Flights' }).click();
      await page.waitForURL((url) => url.searchParams.get('destination3') === 'MAN');
      await dialog.waitFor({ state: 'detached' });
      const url = new URL(page.url());
      expect(url.searchParams.get('tripType')).toBe('multi-city');
      expect(url.searchParams.get('origin2')).toBe('CDG');
      expect(url.searchParams.get('adultsCount')).toBe('2');
      expect(url.searchParams.get('childAges')).toBe('8');
      await page.getByRole('heading', { level: 1, name: /Manchester/ }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

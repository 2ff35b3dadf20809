import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { directOffer, fillCard, isoDay, unique } from './support/journey';
import { fullPageShot, seriousViolations, SIZE_NAMES } from './support/pages';
import { fillPeopleSkippingSeats, openBooking, openSitePage } from './support/preamble';

/*
 * R53 and R54 as a traveller meets them: an extra checked bag for one of two travellers on one
 * flight, seen in the total, the confirmation and My Trips; and the results page's Bags choice
 * changing the cards' prices.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

describe.each(SIZE_NAMES)('bags at %s', (size) => {
  it('R53: adds a checked bag for Ada on the flight, pays it, and finds it on the confirmation and in My Trips', async () => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const offerId = await directOffer(context, size === 'phone' ? 33 : 34, 'JFK', 'LHR', baseUrl, {
      adultsCount: 2,
    });
    await openBooking(page, offerId, 2, 0);
    await fillPeopleSkippingSeats(page, 2, `ada.${unique()}@example.com`);
    await page.getByLabel('Card Number').waitFor();

    const total = page.getByTestId('payment-total');
    const before = money(await total.textContent());
    const panel = page.getByRole('region', { name: 'Bags for Ada Lovelace' });
    await panel.getByRole('button', { name: /^Add a bag: Checked bag up to 23 kg, JFK–LHR for Ada$/ }).click();
    await expect.poll(async () => money(await total.textContent())).toBeGreaterThan(before);
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `bags-payment-${size}`);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
    await page.getByText('1 extra checked bag (23 kg), JFK–LHR').first().waitFor();
    expect(await page.getByText(/extra checked bag/).count()).toBe(1);
    await fullPageShot(page, `bags-confirmation-${size}`);

    await page.getByRole('link', { name: 'View My Trips' }).click();
    const card = page.getByRole('article', { name: 'New York to London' });
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await dialog.getByText('1 extra checked bag (23 kg), JFK–LHR').waitFor();
    await screenshot(page, `bags-trip-details-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('R54: "1 checked bag" on the results page changes the cards’ prices and labels them', async () => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const search = new URLSearchParams({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: isoDay(36),
      adultsCount: '1',
      childrenCount: '0',
      infantsCount: '0',
      cabinClass: 'economy',
      tripType: 'one-way',
      sort: 'cheapest',
    });
    await page.goto(`${baseUrl}/search?${search}`);
    const cards = page.getByRole('article');
    await cards.first().waitFor({ timeout: 30_000 });
    const prices = async () =>
      (await cards.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label') ?? ''))).slice(0, 8);
    const without = await prices();
    await page.getByLabel('Bags').selectOption({ label: '1 checked bag' });
    await page.waitForURL((url) => url.searchParams.get('bags') === 'checked');
    await page.getByTestId('bag-price-note').first().waitFor();
    await expect.poll(prices).not.toEqual(without);
    expect(await page.getByTestId('bag-price-note').first().textContent()).toMatch(
      /^(incl\. 1 checked bag|Checked bag not available|Bag price at booking)$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `bags-results-${size}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

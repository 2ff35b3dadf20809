import { describe, expect, inject, it } from 'vitest';
import type { Offer, SearchResponse } from '../../src/shared/schemas/flights';
import { useBrowser, openPage, screenshot } from './support/browser';
import { SIZES, SIZE_NAMES, fullPageShot, seriousViolations } from './support/pages';
import { chooseSeats, fillCard, fillPassengers, isoDay, unique } from './support/journey';

/*
 * R52 on the production build: a results card says "from ... · N fares"; on the offer page the
 * same flights' fares stand side by side (sideways-scrolling on a phone), and switching from
 * Basic to Flex gives a new, server-priced offer that is then booked with the test card.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

describe('fare brands, end to end', () => {
  for (const [index, size] of SIZE_NAMES.entries()) {
    it(`R52: switches from Basic to Flex on the offer page and books it (${size})`, async () => {
      const { context, page, errors } = await openPage(browser(), size);
      await page.setViewportSize(SIZES[size]);
      await context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
      const day = isoDay(24 + index);
      const people = { adultsCount: 2, childrenCount: 1, infantsCount: 0 };
      const response = await context.request.post(`${baseUrl}/api/flights/search`, {
        data: { origin: 'JFK', destination: 'LHR', departureDate: day, cabinClass: 'economy', ...people },
      });
      expect(response.status()).toBe(200);
      const list = (await response.json()) as SearchResponse;
      const group = list.offers.find(
        (o: Offer) => (o.fare_brands?.length ?? 0) >= 3 && o.slices.every((s) => s.segments.length === 1),
      );
      const basic = group?.fare_brands?.[0];
      const flex = group?.fare_brands?.at(-1);
      if (!group || !basic || !flex) throw new Error('no JFK-LHR flights with three fares');

      // The results card: one card for the flights, "from" the cheapest fare.
      const search = `origin=JFK&destination=LHR&departureDate=${day}&cabinClass=economy&adultsCount=2&childrenCount=1&infantsCount=0&tripType=one-way`;
      await page.goto(`${baseUrl}/search?${search}`);
      const counts = page.getByTestId('fare-count');
      await counts.first().waitFor({ timeout: 60_000 });
      expect(await counts.first().textContent()).toMatch(/ · [234] fares$/);
      await screenshot(page, `fare-brands-results-${size}`);

      const from = `from_origin=JFK&from_destination=LHR&from_departureDate=${day}&from_cabinClass=economy&from_adults=2&from_children=1&from_infants=0&from_tripType=one-way`;
      await page.goto(`${baseUrl}/flight/${basic.offer_id}?${from}`);
      const shelves = page.getByRole('list', { name: 'Fares for these flights' });
      await shelves.waitFor({ timeout: 60_000 });
      expect(await shelves.locator(':scope > li').count()).toBe(group.fare_brands?.length);
      expect(await shelves.locator('[aria-current="true"] h3').textContent()).toBe(basic.name);
      expect(await shelves.getByText('Not included').count()).toBeGreaterThan(0);
      if (size === 'phone') {
        // Sideways on a phone: the row is wider than the screen and scrolls.
        const scrolls = await shelves.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(scrolls).toBe(true);
      }
      await fullPageShot(page, `fare-brands-basic-${size}`);
      expect(await seriousViolations(page)).toEqual([]);

      await shelves.getByRole('button', { name: `Choose ${flex.name}` }).click();
      await page.waitForURL((url) => url.pathname === `/flight/${flex.offer_id}`);
      await shelves.locator('[aria-current="true"] h3', { hasText: flex.name }).waitFor();
      expect(new URL(page.url()).searchParams.get('from_adults')).toBe('2');
      // The chosen shelf is in view, also on a phone where the row scrolls sideways.
      await expect
        .poll(() => shelves.locator('[aria-current="true"]').evaluate((el) => el.getBoundingClientRect().left))
        .toBeLessThan(SIZES[size].width / 2);
      expect(await page.getByRole('complementary', { name: 'Price' }).textContent()).toContain(
        flex.total_amount.replace(/\.00$/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ','),
      );
      await screenshot(page, `fare-brands-flex-${size}`);

      await page
        .getByRole('link', { name: /Book (This Flight|Now)/ })
        .filter({ visible: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/booking');
      expect(new URL(page.url()).searchParams.get('offer')).toBe(flex.offer_id);
      await fillPassengers(page, `fare.${unique()}@example.com`);
      await chooseSeats(page);
      await page.getByText('4242 4242 4242 4242').waitFor();
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      const reference = page.getByTestId('booking-reference');
      await reference.waitFor({ timeout: 30_000 });
      expect(await reference.textContent()).toMatch(/^[A-Z0-9]{8}$/);
      await screenshot(page, `fare-brands-booked-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }
});

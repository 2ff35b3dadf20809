import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { continueToSeats, fillCard, fillContact, fillPerson, isoDay, PEOPLE, unique } from './support/journey';
import { fullPageShot, seriousViolations, SIZES, SIZE_NAMES } from './support/pages';

/*
 * R50, member fares: a British Airways number on a BA-owned sandbox offer lowers the fare (5% of
 * the member's share); the summary shows the member price and its note before the card step, and
 * the booking charges exactly that total.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

interface Listed {
  id: string;
  total_amount: string;
  owner: { iata_code: string | null };
}

describe.each(SIZE_NAMES)('member fare at %s', (size) => {
  it('R50: a BA member sees the member price with its note, and is charged it', async () => {
    const { context, page, errors } = await openPage(browser(), size);
    await page.setViewportSize(SIZES[size]);
    await context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
    const search = await context.request.post(`${baseUrl}/api/flights/search`, {
      data: {
        origin: 'JFK',
        destination: 'LHR',
        departureDate: isoDay(size === SIZE_NAMES[0] ? 61 : 62),
        cabinClass: 'economy',
        adultsCount: 1,
        childrenCount: 0,
        infantsCount: 0,
      },
    });
    expect(search.status()).toBe(200);
    const { offers } = (await search.json()) as { offers: Listed[] };
    const offer = offers.find((o) => o.owner.iata_code === 'BA');
    if (!offer) throw new Error('no BA offer JFK-LHR');

    await page.goto(`${baseUrl}/booking?offer=${encodeURIComponent(offer.id)}&adults=1&children=0&infants=0`);
    await page.locator('#passenger-0-firstName').waitFor();
    const person = PEOPLE[0];
    if (!person) throw new Error('no person');
    await fillPerson(page, 0, person);
    await fillContact(page, `member.${unique()}@example.com`);
    await page.locator('#passenger-0-loyaltyAirline').selectOption('BA');
    await page.locator('#passenger-0-loyaltyNumber').fill('BA 1234567');
    await continueToSeats(page);
    const notes = page.getByText('Member price for British Airways loyalty members');
    await notes.first().waitFor({ state: 'attached' });
    // The phone folds the summary: opened, it shows the note; the desktop card shows it at once.
    if (SIZES[size].width < 1024) await page.getByText('Trip summary').first().click();
    await notes.filter({ visible: true }).first().waitFor();
    await page
      .getByRole('button', { name: /Skip Seat Selection/ })
      .first()
      .click();
    await page.getByLabel('Card Number').waitFor();
    const charged = page.getByText(/You will be charged/).first();
    const shown = ((await charged.textContent()) ?? '').replace(/[^\d.]/g, '');
    expect(Number(shown)).toBeLessThan(Number(offer.total_amount));
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `member-fare-payment-${size}`);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

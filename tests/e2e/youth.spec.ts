import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import {
  continueToSeats,
  directOffer,
  fillContact,
  fillPerson,
  isoDay,
  payAndConfirm,
  skipSeats,
  unique,
  yearsBefore,
} from './support/journey';
import { SIZE_NAMES } from './support/pages';
import { openBooking, openPassengersJfkToLhr, openSitePage, searchAndReadQuery } from './support/preamble';

/*
 * R58 as a parent and a 15-year-old meet it: "of whom aged 12-17" under the adults, the age in
 * the search's address, and a passenger form that puts the teenager on the place searched at 15.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

describe('an adult and a 15-year-old (R58)', () => {
  it.each(SIZE_NAMES)('say the age in the search at %s and it reaches the URL', async (size) => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const steppers = await openPassengersJfkToLhr(page);
    await steppers.getByRole('button', { name: 'Increase adults' }).click();
    await steppers.getByLabel('of whom aged 12-17').selectOption('1');
    await steppers.getByLabel("Youth 1's age").selectOption('15');
    await screenshot(page, `search-youth-ages-${size}`);
    await steppers.getByRole('button', { name: 'Done' }).click();
    const query = await searchAndReadQuery(page);
    expect([query.get('adultsCount'), query.get('youthAges')]).toEqual(['2', '15']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('books the 15-year-old on the place searched at 15 (the form refuses the other one first)', async () => {
    const { context, page, errors } = await openSitePage(browser(), 'phone');
    const day = isoDay(41);
    const offerId = await directOffer(context, 41, 'JFK', 'LHR', baseUrl, {
      adultsCount: 2,
      childrenCount: 0,
      infantsCount: 0,
      youthAges: [15],
    });
    await openBooking(page, offerId, 2, 0, 0);
    const parent = {
      title: 'mrs',
      gender: 'female',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1985-12-10',
    };
    // Fifteen and a month on the day of the flight.
    const teen = {
      title: 'miss',
      gender: 'female',
      firstName: 'Ada',
      lastName: 'King',
      dateOfBirth: yearsBefore(day, 15, 30),
    };
    await page.locator('#passenger-0-firstName').waitFor();
    // The teenager typed on the first place, searched as 18 or over: the form says what to do.
    await fillPerson(page, 0, teen);
    await fillPerson(page, 1, parent);
    await fillContact(page, `ada.${unique()}@example.com`);
    await continueToSeats(page);
    await page
      .getByText(/airlines book travellers aged 12 to 17 by their age/)
      .first()
      .waitFor();
    await page.locator('#passenger-0-dateOfBirth').fill(parent.dateOfBirth);
    await page.locator('#passenger-1-dateOfBirth').fill(teen.dateOfBirth);
    await continueToSeats(page);
    await skipSeats(page);
    await payAndConfirm(page);
    const passengers = page.getByRole('region', { name: 'Passengers' }).first();
    await expect.poll(() => passengers.getByText(/^E-ticket \d{3}-\d{10}$/).count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

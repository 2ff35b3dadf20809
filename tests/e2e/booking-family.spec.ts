import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import {
  continueToSeats,
  expectETickets,
  fillContact,
  fillPerson,
  payAndConfirm,
  skipSeats,
  takeFirstSeat,
  unique,
  yearsBefore,
} from './support/journey';
import { fullPageShot, SIZE_NAMES } from './support/pages';
import {
  closePassengersAndSearch,
  openBookingFor,
  openPassengersJfkToLhr,
  openSitePage,
  type Travellers,
} from './support/preamble';

/*
 * R26 as a family meets it: the passengers popover asks the children's and infant's ages and the
 * search carries them; the passenger form wants titles and genders, takes a UK mobile typed as
 * dialled in the UK, and checks each birth date against the age searched; the confirmation shows
 * the airline's e-ticket for everyone.
 *
 * R58 as a parent and a 15-year-old meet it: "of whom aged 12-17" under the adults, the age in
 * the search's address, and a passenger form that puts the teenager on the place searched at 15.
 */

const browser = useBrowser();
/** Who each describe below searches for in the browser, and books through the API. */
const FAMILY: Travellers = { adultsCount: 2, childrenCount: 1, infantsCount: 1, childAges: [7], infantAges: [0] };
const PARENT_AND_TEEN: Travellers = { adultsCount: 2, childrenCount: 0, infantsCount: 0, youthAges: [15] };

describe('a family with a 7-year-old and a baby', () => {
  it('gives the ages in the search, and they reach the URL', async () => {
    const { context, page, errors } = await openSitePage(browser(), 'desktop');
    const steppers = await openPassengersJfkToLhr(page);
    await steppers.getByRole('button', { name: 'Increase adults' }).click();
    await steppers.getByRole('button', { name: 'Increase children' }).click();
    await steppers.getByRole('button', { name: 'Increase infants' }).click();
    await steppers.getByRole('button', { name: 'Done' }).click();
    // Without the ages the search does not go.
    await page.getByRole('button', { name: 'Find Deals Now - Free' }).click();
    await page.getByText("Please choose each child's age (2 to 11 on the day of the last flight)").waitFor();
    await page.getByRole('button', { name: /^Passengers/ }).click();
    await steppers.getByLabel("Child 1's age").selectOption('7');
    await steppers.getByLabel("Infant 1's age").selectOption('0');
    const query = await closePassengersAndSearch(page, 'search-passenger-ages-desktop');
    expect([query.get('childAges'), query.get('infantAges')]).toEqual(['7', '0']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('books 2 adults, the child and the infant with a UK mobile typed locally, and sees everyone’s e-ticket', async () => {
    const { context, page, errors } = await openSitePage(browser(), 'desktop');
    const day = await openBookingFor(context, page, 40, 'JFK', 'LHR', FAMILY);
    const people = [
      { title: 'mrs', gender: 'female', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10' },
      { title: 'mr', gender: 'male', firstName: 'William', lastName: 'King', dateOfBirth: '1980-02-21' },
      // Searched as 7: born 7 years and a month before the flight. Searched as under 1: 3 months before.
      { title: 'miss', gender: 'female', firstName: 'Ada', lastName: 'King', dateOfBirth: yearsBefore(day, 8, -30) },
      { title: 'mr', gender: 'male', firstName: 'Byron', lastName: 'King', dateOfBirth: yearsBefore(day, 0, 90) },
    ];
    await page.locator('#passenger-0-firstName').waitFor();
    for (const [index, person] of people.entries()) await fillPerson(page, index, person);
    await fillContact(page, `ada.${unique()}@example.com`);
    // A birth date that makes the child 9, not the 7 searched: the form says so at the field.
    await page.locator('#passenger-2-dateOfBirth').fill(yearsBefore(day, 9, 30));
    await continueToSeats(page);
    await page.getByText(/This passenger was searched as 7 years old/).waitFor();
    await page.locator('#passenger-2-dateOfBirth').fill(people[2]?.dateOfBirth ?? '');
    await continueToSeats(page);

    // A seat for each of the three who have one (the baby sits on a lap).
    await page.getByRole('grid').first().waitFor();
    for (let person = 0; person < 3; person++) await takeFirstSeat(page);
    await page
      .getByRole('button', { name: /Continue to Payment/ })
      .first()
      .click();
    await payAndConfirm(page);
    await expectETickets(page, 4);
    await fullPageShot(page, 'booking-family-confirmation-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees the airline’s schedule change arrive in My Trips (BOS-MIA, R42)', async () => {
    const { context, page, errors } = await openSitePage(browser(), 'desktop');
    await openBookingFor(context, page, 45, 'BOS', 'MIA', { adultsCount: 1 });
    const grace = { title: 'ms', gender: 'female', firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1986-12-09' };
    // A domestic trip: no passport asked of the traveller.
    await fillPerson(page, 0, grace, { passport: false });
    await fillContact(page, `grace.${unique()}@example.com`, 'US', '(212) 555-0142');
    await continueToSeats(page);
    await skipSeats(page);
    await payAndConfirm(page);

    // The airline retimes the trip 3 seconds after the order; My Trips shows it when the traveller looks.
    await page.waitForTimeout(3_000);
    await page.getByRole('link', { name: 'View My Trips' }).click();
    const card = page.getByRole('article', { name: 'Boston to Miami' });
    const notice = card.getByText('The airline has changed your flights');
    // As a traveller would: look again until the news is there (a loaded machine takes longer).
    await expect
      .poll(
        async () => {
          if (await notice.isVisible()) return true;
          await page.reload();
          await card.waitFor();
          return notice.isVisible();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Details' });
    await dialog.getByText('The airline has changed your flights').waitFor();
    await dialog.getByRole('heading', { name: 'As booked' }).waitFor();
    await screenshot(page, 'my-trips-schedule-change-desktop');
    // The sandbox airline lets the change be accepted: one button, and the trip shows the new flights.
    await dialog.getByRole('button', { name: 'Accept the new flights' }).click();
    await dialog.getByText(/You accepted the airline's new flights/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an adult and a 15-year-old (R58)', () => {
  it.each(SIZE_NAMES)('say the age in the search at %s and it reaches the URL', async (size) => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const steppers = await openPassengersJfkToLhr(page);
    await steppers.getByRole('button', { name: 'Increase adults' }).click();
    await steppers.getByLabel('of whom aged 12-17').selectOption('1');
    await steppers.getByLabel("Youth 1's age").selectOption('15');
    const query = await closePassengersAndSearch(page, `search-youth-ages-${size}`);
    expect([query.get('adultsCount'), query.get('youthAges')]).toEqual(['2', '15']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('books the 15-year-old on the place searched at 15 (the form refuses the other one first)', async () => {
    const { context, page, errors } = await openSitePage(browser(), 'phone');
    const day = await openBookingFor(context, page, 41, 'JFK', 'LHR', PARENT_AND_TEEN);
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
    await expectETickets(page, 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

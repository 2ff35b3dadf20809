import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/*
 * The booking journey's steps as a traveller takes them (booking specs share them): find a direct
 * offer, fill the three passengers, choose a seat for each on every flight, type a card.
 */

const baseUrl = inject('baseUrl');

export const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
/** yyyy-MM-dd `offset` days from today by the local calendar (the day the browser's date picker shows). */
export function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
export const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
/** yyyy-MM-dd `years` and `days` before `day`: a birth date that makes a traveller that age on the day. */
export function yearsBefore(day: string, years: number, days = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface SearchOffer {
  id: string;
  slices: { segments: unknown[] }[];
}

/** A direct offer (JFK-LHR unless named) for 2 adults and 1 child, found the way the results page finds it. */
export async function directOffer(
  context: BrowserContext,
  daysAhead: number,
  origin = 'JFK',
  destination = 'LHR',
  site = baseUrl,
  people: Record<string, unknown> = { adultsCount: 2, childrenCount: 1, infantsCount: 0 },
): Promise<string> {
  const response = await context.request.post(`${site}/api/flights/search`, {
    data: {
      origin,
      destination,
      departureDate: isoDay(daysAhead),
      cabinClass: 'economy',
      ...people,
    },
  });
  expect(response.status()).toBe(200);
  const { offers } = (await response.json()) as { offers: SearchOffer[] };
  const offer = offers.find((o) => o.slices.every((s) => s.segments.length === 1)) ?? offers[0];
  if (!offer) throw new Error(`no ${origin}-${destination} offers`);
  return offer.id;
}

export const PEOPLE = [
  { title: 'mrs', gender: 'female', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1985-12-10' },
  { title: 'mr', gender: 'male', firstName: 'William', lastName: 'King', dateOfBirth: '1980-02-21' },
  { title: 'mr', gender: 'male', firstName: 'Byron', lastName: 'King', dateOfBirth: '2018-05-01' },
];

export interface Person {
  title: string;
  gender: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** One passenger card as a traveller fills it (R26: title and gender too), with a passport unless told not to. */
export async function fillPerson(page: Page, index: number, person: Person, { passport = true } = {}) {
  await page.locator(`#passenger-${index}-title`).selectOption(person.title);
  await page.locator(`#passenger-${index}-gender`).selectOption(person.gender);
  await page.locator(`#passenger-${index}-firstName`).fill(person.firstName);
  await page.locator(`#passenger-${index}-lastName`).fill(person.lastName);
  await page.locator(`#passenger-${index}-dateOfBirth`).fill(person.dateOfBirth);
  if (!passport) return;
  await page.locator(`#passenger-${index}-passportNumber`).fill(`P${index}X7788${index}`);
  await page.locator(`#passenger-${index}-passportExpiryDate`).fill('2032-06-30');
  await page.locator(`#passenger-${index}-passportIssuingCountry`).selectOption('GB');
}

/** The lead passenger's contact: the e-mail, and a phone typed as dialled in its country (R26). */
export async function fillContact(page: Page, email: string, country = 'GB', phone = '07700 900123') {
  await page.locator('#passenger-0-email').fill(email);
  await page.locator('#passenger-0-phoneCountry').selectOption(country);
  await page.locator('#passenger-0-phone').fill(phone);
}

export async function continueToSeats(page: Page) {
  await page
    .getByRole('button', { name: /Continue to Seat Selection/ })
    .first()
    .click();
}

export async function fillPassengers(page: Page, email: string) {
  await page.locator('#passenger-0-firstName').waitFor();
  for (const [index, person] of PEOPLE.entries()) await fillPerson(page, index, person);
  // A UK mobile typed as dialled in the UK, its country chosen: the airline gets +447700900123.
  await fillContact(page, email);
  await continueToSeats(page);
}

/** The first free or paid seat of the open tab: the tab then moves on to the next passenger. */
export async function takeFirstSeat(page: Page) {
  await page
    .getByRole('tabpanel')
    .locator('[role="gridcell"][data-status="free"], [role="gridcell"][data-status="paid"]')
    .first()
    .click();
}

/** Every flight, every passenger: a free or paid seat (the tab moves on to the next passenger). */
export async function chooseSeats(page: Page, { ourCardForm = true } = {}) {
  await page.getByRole('grid').first().waitFor();
  const legs = page.getByRole('group', { name: 'Choose a flight' }).getByRole('button');
  const legCount = Math.max(1, await legs.count());
  for (let leg = 0; leg < legCount; leg++) {
    if ((await legs.count()) > 0) await legs.nth(leg).click();
    for (let person = 0; person < PEOPLE.length; person++) await takeFirstSeat(page);
  }
  await page
    .getByRole('button', { name: /Continue to Payment/ })
    .first()
    .click();
  // With Stripe the card is typed in Stripe's frame instead of our fields.
  if (ourCardForm) await page.getByLabel('Card Number').waitFor();
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Year').fill(nextYear);
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Card Holder Name').fill('Ada Lovelace');
}

/** Leaves the seat step without choosing seats. */
export async function skipSeats(page: Page) {
  await page
    .getByRole('button', { name: /Skip Seat Selection/ })
    .first()
    .click();
}

/** Pays with our card form and waits for the confirmation's booking reference. */
export async function payAndConfirm(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card Number').waitFor();
  await fillCard(page, number);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
}

/** The confirmation shows the airline's e-ticket for each of `count` passengers (they arrive after the order). */
export async function expectETickets(page: Page, count: number) {
  const passengers = page.getByRole('region', { name: 'Passengers' }).first();
  await expect.poll(() => passengers.getByText(/^E-ticket \d{3}-\d{10}$/).count()).toBe(count);
}

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openPage, screenshot } from './browser';
import {
  chooseSeats,
  continueToSeats,
  directOffer,
  fillContact,
  fillPassengers,
  fillPerson,
  isoDay,
  PEOPLE,
  skipSeats,
  unique,
} from './journey';
import { pickAirport, SIZES, type Size } from './pages';

/*
 * The first steps many specs share before they reach what they check: a page at one of SIZES with
 * the airlines' logos answered locally, an account signed up (and signed in) through the API, and
 * the booking form opened on an offer.
 */

const baseUrl = inject('baseUrl');

/** A page at `size` whose airline logos (Duffel's CDN) answer 404 at once instead of leaving the machine. */
export async function openSitePage(browser: Browser, size: Size) {
  const opened = await openPage(browser, size);
  await opened.page.setViewportSize(SIZES[size]);
  await opened.context.route('https://assets.duffel.com/**', (route) => route.fulfill({ status: 404, body: '' }));
  return opened;
}

/** The home page's search from New York (JFK) to London (LHR), with the passengers' dialog open. */
export async function openPassengersJfkToLhr(page: Page) {
  await page.goto(`${baseUrl}/`);
  await pickAirport(page, 'From', 'new y', 'JFK');
  await pickAirport(page, 'To', 'london', 'LHR');
  await page.getByRole('button', { name: /^Passengers/ }).click();
  return page.getByRole('dialog', { name: 'Passengers' });
}

/** Sends the home page's search and reads the /search address it lands on. */
export async function searchAndReadQuery(page: Page) {
  await page.getByRole('button', { name: 'Find Deals Now - Free' }).click();
  await page.waitForURL(/\/search\?/);
  return new URL(page.url()).searchParams;
}

/** Records the passengers' dialog as chosen (screenshot `name`), closes it and sends the search as above. */
export async function closePassengersAndSearch(page: Page, name: string) {
  await screenshot(page, name);
  await page.getByRole('dialog', { name: 'Passengers' }).getByRole('button', { name: 'Done' }).click();
  return searchAndReadQuery(page);
}

export interface Account {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** An account for `firstName lastName` with a username and address no earlier run has taken. */
export function newAccount(firstName: string, lastName: string, password: string): Account {
  const username = `${firstName.toLowerCase()}${unique()}`;
  return { username, email: `${username}@example.com`, firstName, lastName, password };
}

/** Registers `account` (201) and, unless told not to, signs the context in with it (200); `site` for a spec's own server. */
export async function signUp(context: BrowserContext, account: Account, { signIn = true, site = baseUrl } = {}) {
  const registered = await context.request.post(`${site}/api/auth/register`, { data: account });
  expect(registered.status()).toBe(201);
  if (!signIn) return;
  const signedIn = await context.request.post(`${site}/api/auth/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(signedIn.status()).toBe(200);
}

/** The booking form for `offerId` and these travellers, as the offer page links to it. */
export async function openBooking(page: Page, offerId: string, adults = 2, children = 1, infants = 0, site = baseUrl) {
  const query = `offer=${encodeURIComponent(offerId)}&adults=${adults}&children=${children}&infants=${infants}`;
  await page.goto(`${site}/booking?${query}`);
}

/** Who a search is for, as POST /api/flights/search takes them; the ages of the young ones per R26 and R58. */
export interface Travellers {
  adultsCount: number;
  childrenCount?: number;
  infantsCount?: number;
  childAges?: number[];
  infantAges?: number[];
  youthAges?: number[];
}

/**
 * The booking form on a direct `origin`-`destination` offer `daysAhead` from now, searched for
 * `travellers` as the site would; returns the day it flies, for birth dates relative to it.
 */
export async function openBookingFor(
  context: BrowserContext,
  page: Page,
  daysAhead: number,
  origin: string,
  destination: string,
  travellers: Travellers,
) {
  const offerId = await directOffer(context, daysAhead, origin, destination, baseUrl, { ...travellers });
  const { adultsCount, childrenCount = 0, infantsCount = 0 } = travellers;
  await openBooking(page, offerId, adultsCount, childrenCount, infantsCount);
  return isoDay(daysAhead);
}

/** The first `count` of PEOPLE typed in, the lead's contact, and on past the seat step without seats. */
export async function fillPeopleSkippingSeats(page: Page, count: number, email: string) {
  await page.locator('#passenger-0-firstName').waitFor();
  for (const [index, person] of PEOPLE.slice(0, count).entries()) await fillPerson(page, index, person);
  await fillContact(page, email);
  await continueToSeats(page);
  await skipSeats(page);
}

/** J2 up to the card: the booking form for `offerId` with PEOPLE (2 adults and a child), a seat each on every flight. */
export async function bookUpToPayment(page: Page, offerId: string, email: string) {
  await openBooking(page, offerId);
  await fillPassengers(page, email);
  await chooseSeats(page);
}

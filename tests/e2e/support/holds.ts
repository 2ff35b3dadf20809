import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { unique } from './journey';
import { fillPeopleSkippingSeats, openBooking, signUp } from './preamble';
import { expectToastClear, fullPageShot, seriousViolations } from './pages';

/* R55 in a browser: a signed-in traveller holds a price, whichever processor the site at `site` uses. */

/** Registers and signs in a new traveller in `context`; their e-mail. */
export async function signUpHolder(context: BrowserContext, site: string) {
  const id = unique();
  const email = `hold.${id}@example.com`;
  const account = { username: `hold_${id}`, email, firstName: 'Ada', lastName: 'Lovelace', password: 'secret-pass-1' };
  await signUp(context, account, { site });
  return email;
}

/** Books the offer as a hold: passenger, no seats, "Hold this price until …", then the confirmation. */
export async function holdOffer(page: Page, site: string, offerId: string, email: string, shot: string) {
  await openBooking(page, offerId, 1, 0, 0, site);
  await fillPeopleSkippingSeats(page, 1, email);
  const choice = page.getByRole('radio', { name: /^Hold this price until / });
  await choice.waitFor({ timeout: 30_000 });
  await choice.check();
  expect(await page.getByLabel('Card Number').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, `${shot}-payment`);
  await page.getByRole('button', { name: 'Hold this price' }).click();
  await page.getByRole('heading', { name: 'Your price is on hold' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('hold-deadline').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectToastClear(page, 'Price on hold');
  await fullPageShot(page, `${shot}-confirmation`);
}

/** From the hold's confirmation to its payment page through My Trips' Pay now. */
export async function openPayNow(page: Page, route: string, shot: string) {
  await page.getByRole('link', { name: 'View My Trips' }).click();
  const card = page.getByRole('article', { name: route }).first();
  await card.getByText(/^On hold, pay by /).waitFor({ timeout: 30_000 });
  await fullPageShot(page, shot);
  await card.getByRole('link', { name: 'Pay now' }).click();
  await page.getByRole('heading', { name: 'Pay for your held trip' }).waitFor();
}

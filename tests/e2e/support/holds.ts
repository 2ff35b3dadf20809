import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fillContact, fillPerson, PEOPLE, unique } from './journey';
import { fullPageShot, seriousViolations } from './pages';

/* R55 in a browser: a signed-in traveller holds a price, whichever processor the site at `site` uses. */

/** Registers and signs in a new traveller in `context`; their e-mail. */
export async function signUp(context: BrowserContext, site: string) {
  const id = unique();
  const registered = await context.request.post(`${site}/api/auth/register`, {
    data: {
      username: `hold_${id}`,
      email: `hold.${id}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'secret-pass-1',
    },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await context.request.post(`${site}/api/auth/login`, {
    data: { username: `hold_${id}`, password: 'secret-pass-1' },
  });
  expect(signedIn.status()).toBe(200);
  return `hold.${id}@example.com`;
}

/** Books the offer as a hold: passenger, no seats, "Hold this price until …", then the confirmation. */
export async function holdOffer(page: Page, site: string, offerId: string, email: string, shot: string) {
  await page.goto(`${site}/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
  await page.locator('#passenger-0-firstName').waitFor();
  await fillPerson(page, 0, PEOPLE[0]!);
  await fillContact(page, email);
  await page
    .getByRole('button', { name: /Continue to Seat Selection/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /Skip Seat Selection/ })
    .first()
    .click();
  const choice = page.getByRole('radio', { name: /^Hold this price until / });
  await choice.waitFor({ timeout: 30_000 });
  await choice.check();
  expect(await page.getByLabel('Card Number').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, `${shot}-payment`);
  await page.getByRole('button', { name: 'Hold this price' }).click();
  await page.getByRole('heading', { name: 'Your price is on hold' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('hold-deadline').waitFor();
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

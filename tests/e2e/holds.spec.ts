import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { holdOffer, openPayNow, signUpHolder } from './support/holds';
import { directOffer, fillCard } from './support/journey';
import { fullPageShot, SIZE_NAMES } from './support/pages';
import { openSitePage } from './support/preamble';

/*
 * R55 as a traveller meets it: hold a price on a hold route (LHR-DXB) and pay it later from My
 * Trips; and a hold on the short-window route (LHR-EDI, payable for a minute) that expires with
 * nothing charged, watched on the real clock.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

describe.each(SIZE_NAMES)('hold now, pay later at %s', (size) => {
  it('R55: holds a price without a card, then pays it from My Trips', async () => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const email = await signUpHolder(context, baseUrl);
    const offerId = await directOffer(context, size === 'phone' ? 41 : 42, 'LHR', 'DXB', baseUrl, { adultsCount: 1 });
    await holdOffer(page, baseUrl, offerId, email, `hold-${size}`);
    await openPayNow(page, 'London to Dubai', `hold-my-trips-${size}`);
    await page.getByLabel('Card Number').waitFor({ timeout: 30_000 });
    await fillCard(page, '4242 4242 4242 4242');
    await fullPageShot(page, `hold-pay-${size}`);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });
    await fullPageShot(page, `hold-paid-${size}`);
    await page.getByRole('link', { name: 'View My Trips' }).click();
    await page.getByRole('article', { name: 'London to Dubai' }).first().getByText('Confirmed').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('R55: a hold on the short-window route expires and nothing is charged', async () => {
    const { context, page, errors } = await openSitePage(browser(), size);
    const email = await signUpHolder(context, baseUrl);
    const offerId = await directOffer(context, size === 'phone' ? 43 : 44, 'LHR', 'EDI', baseUrl, { adultsCount: 1 });
    await holdOffer(page, baseUrl, offerId, email, `hold-expiry-${size}`);
    await page.getByRole('link', { name: 'View My Trips' }).click();
    await page
      .getByRole('article', { name: 'London to Edinburgh' })
      .first()
      .getByText(/^On hold, pay by /)
      .waitFor();
    // The airline holds it for a minute: after that My Trips files it under Cancelled, expired.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: /Cancelled/ }).click();
          // The tab's list arrives after the press: wait for it a while rather than count at once.
          return page
            .getByText(/The hold expired on .* nothing was charged\./)
            .first()
            .waitFor({ timeout: 10_000 })
            .then(
              () => 1,
              () => 0,
            );
        },
        { timeout: 240_000, interval: 5_000 },
      )
      .toBeGreaterThan(0);
    const card = page.getByRole('article', { name: 'London to Edinburgh' }).first();
    await card.getByText('Hold expired', { exact: true }).waitFor();
    await screenshot(page, `hold-expired-${size}`);
    const bookings = await context.request.get(`${baseUrl}/api/bookings`);
    const list = (await bookings.json()) as { bookings: { status: string; payment?: unknown }[] };
    expect(list.bookings.map((b) => b.status)).toEqual(['hold_expired']);
    expect(errors).toEqual([]);
    await context.close();
  }, 360_000);
});

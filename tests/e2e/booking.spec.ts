import { describe, expect, inject, it } from 'vitest';
import { useBrowser, screenshot } from './support/browser';
import { SIZE_NAMES, fullPageShot } from './support/pages';
import { directOffer, fillCard, payAndConfirm, unique } from './support/journey';
import { bookUpToPayment, newAccount, openSitePage, signUp } from './support/preamble';

/*
 * The booking journey (J2, R34) on the production build: book New York to London for two adults
 * and a child with a seat each, pay with the test card, read the confirmation and the new
 * account's details, find the trip in My Trips and cancel it. And the other side of R2:
 * a declined card books nothing.
 */

const browser = useBrowser();
const baseUrl = inject('baseUrl');

describe('booking, end to end', () => {
  for (const [index, size] of SIZE_NAMES.entries()) {
    it(`books JFK-LHR for 2 adults and a child with seats, pays, sees the trip and cancels it (${size})`, async () => {
      const { context, page, errors } = await openSitePage(browser(), size);
      const offerId = await directOffer(context, 18 + index);
      const email = `ada.${unique()}@example.com`;

      await bookUpToPayment(page, offerId, email);
      await page.getByText('4242 4242 4242 4242').waitFor();
      await fillCard(page, '4242 4242 4242 4242');
      expect(await page.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
      if (size === 'phone') {
        // The fixed Total bar leaves the end of the page readable: the footer's last links sit above it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bar = await page.locator('[data-fixed-bottom-bar]').boundingBox();
        const cookies = await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).boundingBox();
        expect((cookies?.y ?? 0) + (cookies?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
      }
      await fullPageShot(page, `booking-payment-${size}`);

      await page.getByRole('button', { name: 'Complete Booking' }).click();
      const reference = page.getByTestId('booking-reference');
      await reference.waitFor({ timeout: 30_000 });
      expect(await reference.textContent()).toMatch(/^[A-Z0-9]{8}$/);
      await page.getByText('Booking confirmed!').first().waitFor();
      const username = await page.getByLabel('Username', { exact: true }).textContent();
      expect(username).toBeTruthy();
      expect(await page.getByLabel('Password', { exact: true }).textContent()).toMatch(/.{12,}/);
      await page.getByText(`We have also e-mailed these details to ${email}`).waitFor();
      await fullPageShot(page, `booking-confirmation-${size}`);

      // The booking signed the new account in: My Trips lists the trip.
      await page.getByRole('link', { name: 'View My Trips' }).click();
      await page.waitForURL((url) => url.pathname === '/my-trips');
      const card = page.getByRole('article', { name: 'New York to London' });
      await card.waitFor();
      expect(await card.textContent()).toContain('3 passengers');
      expect(await page.getByRole('tab', { name: /Upcoming/ }).textContent()).toBe('Upcoming1');
      await fullPageShot(page, `booking-my-trips-${size}`);

      await card.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Details' });
      await dialog.getByRole('heading', { name: 'Passengers' }).waitFor();
      await dialog.getByText('Ada Lovelace').waitFor();
      await screenshot(page, `booking-details-${size}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await card.getByRole('button', { name: 'Cancel' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText("Cancellation fees may apply based on the airline's policy.", { exact: false }).waitFor();
      // R28: the airline's quote (how much, where it goes, until when) before anything is cancelled.
      await confirm.getByText(/^(If you cancel, .+ is refunded to your card\.|This fare is non-refundable)/).waitFor();
      await confirm.getByText(/^This quote is valid until/).waitFor();
      await screenshot(page, `booking-cancel-quote-${size}`);
      await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
      await page
        .getByText('Your booking has been successfully cancelled.', { exact: true })
        .waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByRole('tab', { name: /Cancelled/ }).textContent()).toBe('Cancelled1');
      await page.getByRole('tab', { name: /Cancelled/ }).click();
      await page.getByRole('article', { name: 'New York to London' }).getByText('Cancelled').waitFor();
      await screenshot(page, `booking-my-trips-cancelled-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("keeps a booking under an unconfirmed account's address apart from that account, and says so (R30, phone)", async () => {
    const { context, page, errors } = await openSitePage(browser(), 'phone');
    // Someone registered with this address; nobody has confirmed it.
    const jane = newAccount('Jane', 'Doe', 'Someone-Else-9!');
    await signUp(context, jane, { signIn: false });

    await bookUpToPayment(page, await directOffer(context, 27), jane.email);
    await payAndConfirm(page);
    await page.getByText('Confirm your e-mail address to see this trip in your account').waitFor();
    // The toast sits below the fixed header on a phone, never over it.
    const toast = await page.getByRole('status').filter({ hasText: 'Booking confirmed!' }).first().boundingBox();
    expect(toast?.y ?? 0).toBeGreaterThanOrEqual(64);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await fullPageShot(page, 'booking-confirmation-unconfirmed-address-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("declines 4000 0000 0000 0002 with 'Payment Failed' and books nothing", async () => {
    const { context, page, errors } = await openSitePage(browser(), 'desktop');
    // Signed in, so My Trips can show that nothing was booked.
    const grace = newAccount('Grace', 'Hopper', 'Correct-Horse-9!');
    await signUp(context, grace);

    await bookUpToPayment(page, await directOffer(context, 25), grace.email);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    await page.getByText('Payment Failed', { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel('Card Number').inputValue()).toBe('');
    expect(await page.getByLabel('Card Holder Name').inputValue()).toBe('Ada Lovelace');
    await screenshot(page, 'booking-declined-desktop');

    await page.goto(`${baseUrl}/my-trips`);
    await page.getByText('You have no upcoming trips.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    // The browser logs the 402 answer as a failed resource load; nothing else may appear.
    expect(errors.filter((e) => !/status of 402/.test(e))).toEqual([]);
    await context.close();
  });

  for (const size of SIZE_NAMES) {
    it(`keeps the airline's refusal after the card on the page, nothing charged, with the ways on (MAN-TFS, ${size})`, async () => {
      const { context, page, errors } = await openSitePage(browser(), size);
      // The sandbox's MAN-TFS airline refuses every order after the card is authorised.
      const offerId = await directOffer(context, 26, 'MAN', 'TFS');
      await bookUpToPayment(page, offerId, `refused${unique()}@example.com`);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      const panel = page.getByRole('alert', { name: 'Your booking was not completed' });
      await panel.waitFor({ timeout: 20_000 });
      expect(await panel.textContent()).toContain('your card has not been charged');
      expect(await panel.getByRole('link', { name: 'Search Again' }).getAttribute('href')).toMatch(
        /^\/search\?origin=MAN&destination=TFS&/,
      );
      expect(await panel.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+/);
      // Still there long after a toast would have gone.
      await page.waitForTimeout(6_000);
      expect(await panel.isVisible()).toBe(true);
      await screenshot(page, `booking-not-completed-${size}`);
      expect(errors.filter((e) => !/status of 502/.test(e))).toEqual([]);
      await context.close();
    });
  }

  let repriceDay = 40;
  for (const size of SIZE_NAMES) {
    it(`shows a price the airline changed at the order and books at it once accepted (LTN-FAO, ${size})`, async () => {
      const { context, page, errors } = await openSitePage(browser(), size);
      // The sandbox's LTN-FAO airline re-prices each offer once, at its first order: a day no other
      // attempt used (a retry included), so this offer has not been re-priced yet.
      const offerId = await directOffer(context, repriceDay++, 'LTN', 'FAO');
      await bookUpToPayment(page, offerId, `reprice${unique()}@example.com`);
      await fillCard(page, '4242 4242 4242 4242');
      const charged = page.getByText(/^You will be charged /);
      const before = await charged.textContent();
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      const panel = page.getByRole('alert', { name: 'The price of this trip has changed' });
      await panel.waitFor({ timeout: 20_000 });
      const accept = panel.getByRole('button', { name: /^Accept and pay / });
      await accept.waitFor();
      const newTotal = ((await accept.textContent()) ?? '').replace('Accept and pay ', '');
      // The step now says the new price everywhere, and will not pay until it is accepted.
      expect(await charged.textContent()).toBe(`You will be charged ${newTotal}.`);
      expect(await charged.textContent()).not.toBe(before);
      expect(await page.getByRole('button', { name: 'Complete Booking' }).isDisabled()).toBe(true);
      await screenshot(page, `booking-price-changed-${size}`);
      await accept.click();
      await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
      await page.getByText(newTotal).filter({ visible: true }).first().waitFor();
      expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
      await context.close();
    });
  }
});

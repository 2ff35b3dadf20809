import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { directOffer, fillCard, unique } from './support/journey';
import { expectToastClear, SIZE_NAMES } from './support/pages';
import { bookUpToPayment, openSitePage } from './support/preamble';

/*
 * R23 in a browser on the built-in processor: the card becomes a token, a card whose bank asks for
 * 3-D Secure opens the bank's check in a dialog, and the booking goes on only once it is passed.
 * Failing it books nothing and says why.
 */

const browser = useBrowser();

describe('3-D Secure on the payment step', () => {
  for (const [index, size] of SIZE_NAMES.entries()) {
    it(`passes the bank's check for 4000 0027 6000 3184 and books (${size})`, async () => {
      const { context, page, errors } = await openSitePage(browser(), size);
      const offerId = await directOffer(context, 31 + index);
      await bookUpToPayment(page, offerId, `ada.${unique()}@example.com`);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') sent.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
      });
      await fillCard(page, '4000 0027 6000 3184');
      await page.getByRole('button', { name: 'Complete Booking' }).click();

      const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.getByText('Test mode: this stands in for your bank').waitFor();
      await screenshot(page, `booking-3ds-dialog-${size}`);
      await dialog.getByRole('button', { name: 'Complete authentication' }).click();

      await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
      await page.getByText('Booking confirmed!').first().waitFor();
      // The card number went to the processor's token endpoint only; our payment and booking calls carried none.
      const withNumber = sent.filter((line) => line.includes('4000002760003184'));
      expect(withNumber.map((line) => line.split(' ')[0])).toEqual(['/api/payments/test-processor/tokens']);
      expect(sent.some((line) => line.startsWith('/api/payments/process-card') && line.includes('tptok_'))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it.each(SIZE_NAMES)(
    'failing the check books nothing, says so, and keeps the card for another try (%s)',
    async (size) => {
      const { context, page, errors } = await openSitePage(browser(), size);
      const offerId = await directOffer(context, size === 'phone' ? 36 : 33);
      await bookUpToPayment(page, offerId, `ada.${unique()}@example.com`);
      await fillCard(page, '4000 0000 0000 3220');
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
      await dialog.getByRole('button', { name: 'Fail authentication' }).click();
      await page.getByText('Authentication Failed', { exact: true }).waitFor();
      // In the toast itself: Radix also announces it for a second in a live region of its own.
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByText('Your card could not be authenticated, so nothing was charged.', { exact: false })
        .waitFor();
      // On a phone the toast sits above the step's fixed total and button, never over them.
      await expectToastClear(page, 'Authentication Failed');
      expect(await dialog.count()).toBe(0);
      expect(await page.getByLabel('Card Number').inputValue()).toBe('4000 0000 0000 3220');
      expect(await page.getByRole('button', { name: 'Complete Booking' }).isEnabled()).toBe(true);
      await screenshot(page, `booking-3ds-failed-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

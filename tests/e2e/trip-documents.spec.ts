import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { directOffer, fillCard, unique } from './support/journey';
import { SIZE_NAMES } from './support/pages';
import { bookUpToPayment, openSitePage } from './support/preamble';

/*
 * R47 in a browser: after booking, the traveller saves the flights to a calendar (the file is read
 * back by an RFC 5545 parser) and prints the itinerary and receipt, with the site's chrome left out.
 */

const browser = useBrowser();

describe('a trip’s documents', () => {
  for (const [index, size] of SIZE_NAMES.entries()) {
    it(`downloads the calendar file and prints the itinerary and receipt (${size})`, async () => {
      const { context, page, errors } = await openSitePage(browser(), size);
      const offerId = await directOffer(context, 45 + index);
      await bookUpToPayment(page, offerId, `ada.${unique()}@example.com`);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      const reference = (await page.getByTestId('booking-reference').textContent({ timeout: 30_000 })) ?? '';

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`trip-${reference}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), 'utf8')));
      const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(events.length).toBeGreaterThan(0);
      expect(events[0]?.summary).toMatch(/New York \(JFK\) to London \(LHR\)$/);
      expect(String(events[0]?.component.getFirstProperty('dtstart')?.getParameter('tzid'))).toBe('America/New_York');
      expect(events[0]?.description).toContain(`Booking reference: ${reference}`);

      await page.getByRole('link', { name: 'Itinerary and receipt' }).click();
      await page.getByRole('heading', { name: 'Itinerary and receipt' }).waitFor();
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await receipt.getByText('Paid with Visa ending 4242.').waitFor();
      await page.getByText(reference, { exact: true }).waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('banner').first().isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      // The booking's toast may still be up; a printed page has no toasts.
      expect(await page.getByText('Booking confirmed!').first().isVisible()).toBe(false);
      expect(await receipt.isVisible()).toBe(true);
      await screenshot(page, `trip-itinerary-print-${size}`);
      await page.emulateMedia({ media: 'screen' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

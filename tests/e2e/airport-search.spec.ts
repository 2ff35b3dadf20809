import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SIZE_NAMES, openAt, pickAirport, seriousViolations, type Size } from './support/pages';
import { screenshot, useBrowser } from './support/browser';

// R25 in a real browser: what travellers type finds what they mean, and a search made once is
// offered again under From.
const browser = useBrowser();
const baseUrl = inject('baseUrl');

async function openHome(size: Size) {
  const opened = await openAt(browser(), size, `${baseUrl}/`);
  // The form is inert until React has taken the server's HTML over.
  await opened.page.waitForFunction(() => !document.querySelector('#root [inert]'));
  return opened;
}

/** Types into From and waits until the list's first option is `code`. */
async function firstOptionFor(page: Page, typed: string, code: string) {
  const from = page.getByRole('combobox', { name: 'From' });
  await from.fill('');
  await from.pressSequentially(typed, { delay: 20 });
  const first = page.getByRole('listbox', { name: 'From airports' }).getByRole('option').first();
  await expect
    .poll(async () => ((await first.count()) ? await first.textContent() : ''), { timeout: 10_000 })
    .toMatch(new RegExp(`${code}$`));
}

describe('airport type-ahead (R25)', () => {
  for (const size of SIZE_NAMES) {
    it(`puts the airport a traveller means first, and offers a recent search under From (${size})`, async () => {
      const { context, page, errors } = await openHome(size);
      for (const [typed, code] of [
        ['phoenix', 'PHX'],
        ['portland', 'PDX'],
        ['MAN', 'MAN'],
        ['Köln', 'CGN'],
        ['maldives', 'MLE'],
        ['amsterdm', 'AMS'],
      ] as const) {
        await firstOptionFor(page, typed, code);
      }
      expect(await page.getByRole('combobox', { name: 'From' }).getAttribute('aria-expanded')).toBe('true');
      await screenshot(page, `airport-typeahead-${size}`);

      await pickAirport(page, 'From', 'amsterdm', 'AMS');
      await pickAirport(page, 'To', 'Lisboa', 'LIS');
      await page.getByRole('button', { name: 'Find Deals Now - Free' }).click();
      await page.waitForURL(/\/search\?origin=AMS&destination=LIS/);

      await page.goto(`${baseUrl}/`);
      await page.waitForFunction(() => !document.querySelector('#root [inert]'));
      const from = page.getByRole('combobox', { name: 'From' });
      await from.click();
      const recent = page.getByRole('listbox', { name: 'Recent searches' });
      await recent.waitFor();
      expect(await from.getAttribute('aria-expanded')).toBe('true');
      const option = recent.getByRole('option').first();
      expect(await option.textContent()).toContain('Amsterdam (AMS) to Lisbon (LIS)');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `airport-recent-searches-${size}`);
      await option.click();
      expect(await from.inputValue()).toBe('Amsterdam (AMS)');
      expect(await page.getByRole('combobox', { name: 'To' }).inputValue()).toBe('Lisbon (LIS)');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

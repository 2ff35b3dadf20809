import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, screenshot, VIEWPORTS } from './browser';

/** The sizes a screen is looked at: the brief's 1366 px laptop and a phone. */
export const SIZES = { desktop: { width: 1366, height: 900 }, phone: VIEWPORTS.phone } as const;
export type Size = keyof typeof SIZES;
export const SIZE_NAMES = Object.keys(SIZES) as Size[];

/** Opens `url` at one of SIZES and waits for a 200 and the page's h1. */
export async function openAt(browser: Browser, size: Size, url: string) {
  const opened = await openPage(browser, size);
  await opened.page.setViewportSize(SIZES[size]);
  const response = await opened.page.goto(url);
  expect(response?.status()).toBe(200);
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  return opened;
}

/** axe's serious and critical findings, one line each; `exclude` skips parts another spec checks. */
export async function seriousViolations(page: Page, exclude: readonly string[] = []) {
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A full-page picture with the viewport as tall as the page, so sticky bars sit where they rest. */
export async function fullPageShot(page: Page, name: string) {
  const viewport = page.viewportSize() ?? SIZES.desktop;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/**
 * Types into an airport field of `scope` (the page, or one part of it such as a multi-city row)
 * and moves down the list with the keyboard to the given code.
 */
export async function pickAirport(scope: Page | Locator, label: string, typed: string, code: string) {
  const input = scope.getByRole('combobox', { name: label });
  const page = input.page();
  await input.fill('');
  await input.pressSequentially(typed, { delay: 30 });
  await page.getByRole('option').first().waitFor();
  for (let i = 0; i < 15; i++) {
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.endsWith(code)) break;
  }
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toMatch(new RegExp(`\\(${code}\\)$`));
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box once it has stopped moving (a slide-in, a frame that follows its content). */
export async function restingBox(locator: Locator) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await locator.boundingBox());
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 50, timeout: 5_000 },
    )
    .toBe(true);
  return locator.boundingBox();
}

/**
 * The toast saying `text` is on screen and hides neither the page's h1 (toasts sit at the bottom,
 * the heading at the top) nor a bar held at the bottom (the booking steps' total and button).
 */
export async function expectToastClear(page: Page, text: string) {
  // The toast's own box (its <li>), not Radix's screen-reader announcement of it.
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await toast.waitFor();
  // Radix slides it in: measure where it rests.
  const box = await restingBox(toast);
  const height = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  expect(heading && overlap(box, heading), 'the toast covers the h1').toBeFalsy();
  const bar = page.locator('[data-fixed-bottom-bar]');
  const barBox = (await bar.count()) > 0 && (await bar.isVisible()) ? await bar.boundingBox() : null;
  expect(barBox && overlap(box, barBox), 'the toast covers the bottom bar').toBeFalsy();
}

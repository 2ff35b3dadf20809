import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * The spec file's Chromium: launched before its tests, closed after them. Call at the top of a
 * spec; the getter gives the browser inside tests and hooks.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test or a hook');
    return browser;
  };
}

/**
 * A page that records every console error and uncaught exception, so a test can assert the
 * screen ran clean (a CSP violation or a React error shows up here).
 */
/**
 * Each page's visitor comes from an address of its own, as in life: the shared test server trusts
 * one proxy hop (global-setup.ts), so per-address limits (R35: 20 accounts an hour, and every
 * visitor's booking makes or joins one, R6) count one visitor, not the whole suite. A server that
 * trusts no proxy ignores the header.
 */
let visitors = 0;
function visitorAddress(): string {
  visitors += 1;
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
}

export async function openPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // A 404 document is expected on the not-found screen; the browser logs it as a failed load.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

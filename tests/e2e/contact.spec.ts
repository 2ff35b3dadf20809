import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, openPage, screenshot } from './support/browser';
import { SIZES, SIZE_NAMES, openAt, seriousViolations as axeFindings, type Size } from './support/pages';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const open = (size: Size, path: string) => openAt(browser(), size, `${baseUrl}${path}`);

// The header is the shell's and checked by its own spec; this one looks at the page and the banner.
const seriousViolations = (page: Page) => axeFindings(page, ['header']);

/**
 * Serves every page with an analytics id in the brand the server injected (as a brand with one
 * configured would), and answers Google's tag host locally, so nothing leaves the machine.
 * Returns the tag requests seen.
 */
async function withAnalyticsBrand(page: Page): Promise<string[]> {
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */' });
  });
  await page.route(
    (url) => url.origin === baseUrl && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/("analytics":)\{\}/, '$1{"googleAnalyticsId":"G-E2ETEST01"}');
      await route.fulfill({ response, body: html });
    },
  );
  return tagRequests;
}

describe('/contact', () => {
  for (const size of SIZE_NAMES) {
    it(`sends a message and shows its reference, with no serious axe violations (${size})`, async () => {
      const { context, page, errors } = await open(size, '/contact');
      expect(await page.title()).toBe('Contact Us | SkyBound Travel - Flight Booking');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/contact`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `contact-${size}`);

      // The rules first: nothing filled in, every required field says so.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Minimum 20 characters required').or(page.getByText('Message is required')).waitFor();
      await page.getByText('Please accept the Privacy Policy and Terms of Service').waitFor();
      await screenshot(page, `contact-errors-${size}`);

      await page.getByLabel('First Name').fill('Amelia');
      await page.getByLabel('Last Name').fill('Hart');
      await page.getByLabel('Email Address').fill(`amelia.${size}@example.com`);
      await page.getByLabel('Subject').selectOption('cancellation');
      await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
      await page.getByText('Minimum 20 characters required').waitFor();
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Please cancel my flight to Lisbon next month and tell me the refund.');
      await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).click();
      await page.getByRole('button', { name: 'Send Message' }).click();

      await page.getByRole('heading', { name: 'Message sent' }).waitFor();
      const reference = (await page.getByTestId('reference').textContent()) ?? '';
      expect(reference).toMatch(/^CM-[0-9A-Z]{6}$/);
      await expect(page.getByText(`Your reference is ${reference}`).isVisible()).resolves.toBe(true);
      await screenshot(page, `contact-sent-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('consent banner with a brand that has an analytics id', () => {
  for (const size of SIZE_NAMES) {
    it(`asks once, loads the tag only after Accept all, and is remembered (${size})`, async () => {
      const opened = await openPage(browser(), size);
      const { context, page, errors } = opened;
      await page.setViewportSize(SIZES[size]);
      const tagRequests = await withAnalyticsBrand(page);
      await page.goto(`${baseUrl}/`);
      const banner = page.getByRole('region', { name: 'Cookies on SkyBound Travel' });
      await banner.waitFor();
      expect(tagRequests).toEqual([]);
      // Fixed to the bottom edge of the screen: the page under it does not move.
      const box = await banner.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(SIZES[size].height);
      if (size === 'phone') expect(box?.height ?? 999).toBeLessThan(240);
      await page.screenshot({ path: `tests/e2e/screenshots/consent-banner-${size}.png` });
      expect(await seriousViolations(page)).toEqual([]);

      await banner.getByRole('button', { name: 'Accept all' }).click();
      await banner.waitFor({ state: 'detached' });
      await expect.poll(() => tagRequests.length).toBe(1);
      expect(tagRequests[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('all');

      await page.goto(`${baseUrl}/contact`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(500);
      await expect(banner.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('loads no tag with "Essential only"', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    const tagRequests = await withAnalyticsBrand(page);
    await page.goto(`${baseUrl}/contact`);
    const banner = page.getByRole('region', { name: 'Cookies on SkyBound Travel' });
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
    await page.waitForTimeout(500);
    expect(tagRequests).toEqual([]);
    await context.close();
  });

  it('shows no banner for a brand without an analytics id', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(2500);
    await expect(page.getByRole('region', { name: /Cookies on/ }).count()).resolves.toBe(0);
    await context.close();
  });
});

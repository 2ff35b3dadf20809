import { describe, expect, inject, it } from 'vitest';
import { useBrowser, screenshot } from './support/browser';
import { SIZE_NAMES, openAt, seriousViolations, type Size } from './support/pages';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const PAGES = [
  { path: '/privacy', title: 'Privacy Policy', shot: 'privacy' },
  { path: '/terms', title: 'Terms of Service', shot: 'terms' },
  { path: '/cookies', title: 'Cookie Policy', shot: 'cookies' },
  { path: '/cancellation-policy', title: 'Cancellation & Refund Policy', shot: 'cancellation-policy' },
  { path: '/faq', title: 'Frequently Asked Questions', shot: 'faq' },
] as const;

const open = (size: Size, path: string) => openAt(browser(), size, `${baseUrl}${path}`);

describe('static pages', () => {
  for (const size of SIZE_NAMES) {
    for (const { path, title, shot } of PAGES) {
      it(`${path} loads with its title, the operator's name and no serious axe violations (${size})`, async () => {
        const { context, page, errors } = await open(size, path);
        expect(await page.title()).toBe(`${title} | SkyBound Travel - Flight Booking`);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}${path}`);
        await expect(page.locator('main').textContent()).resolves.toContain('SkyBound Travel Inc.');
        // Nothing may widen the page on a phone: tables scroll inside themselves.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `${shot}-${size}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('jumps to a section from the table of contents', async () => {
    const { context, page } = await open('desktop', '/cancellation-policy');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Fee waivers' }).click();
    await page.waitForURL(/#fee-waivers$/);
    const top = await page.locator('#fee-waivers').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await context.close();
  });
});

describe('FAQ', () => {
  it('searches with Enter and the Search button, groups results, clears them, and opens one answer at a time', async () => {
    const { context, page, errors } = await open('desktop', '/faq');
    const box = page.getByRole('searchbox', { name: 'Search the FAQ' });
    await box.fill('PASSPORT');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'Search results' }).waitFor();
    const groups = await page.locator('h3[id^="faq-group-"]').allTextContents();
    expect(groups.length).toBeGreaterThan(1);
    await expect(page.getByRole('status').textContent()).resolves.toMatch(/^\d+ questions match "PASSPORT"\.$/);
    await screenshot(page, 'faq-search-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await box.fill('');
    await page.getByRole('tablist').waitFor();
    expect(await page.getByRole('heading', { name: 'Search results' }).count()).toBe(0);

    await box.fill('no such thing at all');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('No questions match "no such thing at all".');
    await page.getByRole('link', { name: 'Contact our support team' }).click();
    await page.waitForURL(/\/contact$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens one question at a time in a tab, on a phone', async () => {
    const { context, page } = await open('phone', '/faq');
    await page.getByRole('tab', { name: 'Travel' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Travel' });
    const first = panel.getByRole('button', { name: 'When should I get to the airport?' });
    const second = panel.getByRole('button', { name: 'How long must my passport be valid?' });
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await second.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
    await screenshot(page, 'faq-open-phone');
    await second.click();
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });
});

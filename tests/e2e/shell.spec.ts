import { describe, expect, inject, it } from 'vitest';
import { useBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

describe('the site shell', () => {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`opens the home page with the brand title and no console errors (${viewport})`, async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      const response = await page.goto(baseUrl);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The h1 comes with the server's HTML: wait for React to take the page over (the search form
      // is inert until then), so a hydration mismatch would be among the errors.
      await page.waitForFunction(() => !document.querySelector('#root [inert]'));
      expect(await page.title()).toBe('SkyBound Travel - Flight Booking');
      await screenshot(page, `home-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the not-found page for an unknown path (${viewport})`, async () => {
      const { context, page, errors } = await openPage(browser(), viewport);
      const response = await page.goto(`${baseUrl}/no/such/page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
      await screenshot(page, `not-found-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('serves a deep link to a client route: the app, not a server 404', async () => {
    const { context, page } = await openPage(browser());
    const response = await page.goto(`${baseUrl}/account-settings?tab=security`);
    expect(response?.status()).toBe(200);
    // Signed out, the screen sends the visitor to sign in and back: proof the client router ran.
    await page.waitForURL(/\/login\?redirect=/);
    await context.close();
  });

  it('answers the API beside the site: test mode by default', async () => {
    const res = await fetch(`${baseUrl}/api/system/mode`);
    expect(await res.json()).toEqual({ isLiveMode: false, mode: 'test' });
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it('caches the hashed bundle for a year', async () => {
    const html = await (await fetch(baseUrl)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(`${baseUrl}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

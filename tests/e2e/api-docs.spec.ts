import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, openPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/*
 * The API docs page in a real browser, under the site's Content-Security-Policy: Swagger UI
 * must draw the document with its same-origin scripts alone (a CSP refusal is a console error).
 */

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('/api/docs', () => {
  it('shows the API, grouped by area, with no CSP violation or script error', async () => {
    const { context, page, errors } = await openPage(browser());
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const res = await page.goto(`${server.url}/api/docs`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");

    await page.getByRole('heading', { name: /Flight booking API/ }).waitFor();
    await page.locator('.opblock-tag', { hasText: 'flights' }).first().waitFor();
    await expect(page.locator('.opblock-summary-path', { hasText: '/api/flights/search' }).count()).resolves.toBe(2);

    // Open one operation: its request body is drawn from the document.
    await page.locator('.opblock-post', { hasText: '/api/flights/search' }).locator('.opblock-summary').click();
    await page.getByText('Request body').first().waitFor();
    await screenshot(page, 'api-docs-desktop');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

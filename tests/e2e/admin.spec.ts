import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, openPage, screenshot, type VIEWPORTS } from './support/browser';
import { seriousViolations as axeFindings } from './support/pages';
import { startServer, type RunningServer } from './support/server';
import { enrolInPage, freshCode } from './support/two-factor';

/*
 * The admin area in the browser (A2, R17-R19): the live-mode switch refused without live keys
 * (R17), a brand made in the manager and visited, the outbox and contact messages; each
 * screen on desktop and phone, with no serious axe violations.
 */

const ADMIN = { username: 'e2eboss', password: 'E2e-Admin-Passw0rd!' };
const stamp = Date.now().toString(36);
const BRAND = { id: `aurora-${stamp}`, name: 'Aurora Air', primary: '#b91c1c' };

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  // Something for the outbox and the messages views to show: a contact message and its acknowledgement.
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'booking',
      priority: 'normal',
      message: 'Could you tell me whether my booking includes a checked bag?',
      preferredContact: 'email',
      consent: true,
    }),
  });
  expect(res.status).toBeLessThan(300);
});
afterAll(async () => {
  await server?.stop();
});

/** R48: the admin's authenticator key, once the first sign-in has turned two-factor sign-in on. */
let adminSecret: string | undefined;

async function signedIn(viewport: keyof typeof VIEWPORTS) {
  const opened = await openPage(browser(), viewport);
  const { page } = opened;
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (adminSecret) {
    await page.getByLabel('6-digit code').fill(await freshCode(adminSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(`${server.url}/`);
  // R48: an admin changes nothing without two-factor sign-in (two-factor.spec.ts covers the set-up screen).
  adminSecret ??= (await enrolInPage(page, server.url)).secret;
  return opened;
}

// The header is the shell's and checked by its own spec. The brand preview shows the colours an
// admin is trying out, by the spec's luminance rule: its contrast is the brand's, not the page's.
const seriousViolations = (page: Page) => axeFindings(page, ['header', '[data-testid="brand-preview"]']);

/** An admin list screen at `path` once `list` is drawn: pictured, and with no serious axe violations. */
async function openAdminList(page: Page, path: string, list: string, shot: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('list', { name: list }).waitFor();
  await screenshot(page, shot);
  expect(await seriousViolations(page)).toEqual([]);
}

const REFUSAL_BESIDE =
  /Going live needs .* Missing: a live Duffel access token \(DUFFEL_ACCESS_TOKEN\) and a live Stripe secret key \(STRIPE_SECRET_KEY\)\./;
const REFUSAL =
  /Live mode needs a live Duffel access token .* Missing: a live Duffel access token \(DUFFEL_ACCESS_TOKEN\) and a live Stripe secret key \(STRIPE_SECRET_KEY\)\./;

describe('the admin area', () => {
  it('refuses to go live without live keys and says which are missing (desktop)', async () => {
    const { context, page, errors } = await signedIn('desktop');
    await page.goto(`${server.url}/admin-settings`);
    const live = page.getByRole('switch', { name: 'Live Mode' });
    await live.waitFor();
    await page.getByText('TEST', { exact: true }).waitFor();
    await screenshot(page, 'admin-settings-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // A6: the switch is off limits and says why, beside it.
    expect(await live.isDisabled()).toBe(true);
    await page.getByText(REFUSAL_BESIDE).waitFor();
    // The server's refusal stays, for anyone who posts anyway (R17).
    const refused = await page.request.post(`${server.url}/api/admin/settings`, {
      data: { enableLiveMode: true },
      headers: { origin: server.url },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(REFUSAL);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a brand in the manager; /?brand={id} wears its name and colour (desktop)', async () => {
    const { context, page, errors } = await signedIn('desktop');
    await openAdminList(page, '/admin/brands', 'Brands', 'admin-brands-desktop');

    await page.getByRole('button', { name: 'New brand' }).click();
    await page.getByLabel('Brand name').fill(BRAND.name);
    await page.getByLabel('Brand id').fill(BRAND.id);
    await page.getByLabel('Primary', { exact: true }).fill(BRAND.primary);
    await page.getByLabel('Support e-mail').fill('help@aurora.example');
    await page.getByLabel('Support phone').fill('+1 555 0199');
    await page.getByLabel('Legal name').fill('Aurora Air Travel Ltd');
    const preview = page.getByTestId('brand-preview');
    await expect
      .poll(() => preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--primary').trim()))
      .toBe(BRAND.primary);
    await screenshot(page, 'admin-brands-form-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create brand' }).click();
    await page.getByText(BRAND.name, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: `Visit ${BRAND.name}` }).waitFor();

    await page.goto(`${server.url}/?brand=${BRAND.id}`);
    await page.locator('header').getByText(BRAND.name).first().waitFor();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    );
    expect(primary).toBe(BRAND.primary);
    expect(await page.title()).toBe(`${BRAND.name} - Flight Booking`);
    await screenshot(page, 'admin-brand-visited-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the outbox and the contact messages (desktop)', async () => {
    const { context, page, errors } = await signedIn('desktop');
    await openAdminList(page, '/admin/emails', 'E-mails', 'admin-emails-desktop');
    await page.getByRole('list', { name: 'E-mails' }).getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'admin-email-detail-desktop');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/admin/messages`);
    await page.getByRole('button', { name: /Grace Hopper/ }).click();
    await page.getByRole('dialog').getByText('Could you tell me whether my booking includes a checked bag?').waitFor();
    await screenshot(page, 'admin-message-detail-desktop');
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-messages-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every admin screen fits a phone', async () => {
    const { context, page, errors } = await signedIn('phone');
    for (const [path, name, ready] of [
      ['/admin-settings', 'admin-settings', 'switch'],
      ['/admin/brands', 'admin-brands', 'list'],
      ['/admin/emails', 'admin-emails', 'list'],
      ['/admin/messages', 'admin-messages', 'list'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole(ready).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(page, `${name}-phone`);
    }
    await page.goto(`${server.url}/admin/brands`);
    await page.getByRole('button', { name: 'New brand' }).click();
    await page.getByTestId('brand-preview').waitFor();
    await screenshot(page, 'admin-brands-form-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor home with Access Denied', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto(`${server.url}/admin-settings`);
    await page.getByText("You don't have permission to access admin settings.").first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { openAt, seriousViolations, type Size } from './support/pages';
import { startServer, type RunningServer } from './support/server';

/*
 * R51 in the browser: a signed-in traveller sets a price alert with "Track prices" on the sandbox's
 * falling route (BHX -> DUB: 25% cheaper after a query's first search), an admin's run-now hook
 * stands in for the hourly schedule, and the price-drop e-mail arrives in the outbox; then the
 * alert is on /account/alerts. At 1366 and 390 px, with no serious axe findings.
 */

const ADMIN = { username: 'alertsboss', password: 'E2e-Admin-Passw0rd!' };
const stamp = Date.now().toString(36);

let server: RunningServer;
const browser = useBrowser();

beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, JOB_POLL_MS: '200' });
});
afterAll(async () => {
  await server?.stop();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function signInCookie(username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let attempts = 0;
async function registerTraveller(page: Page, size: Size) {
  const attempt = ++attempts; // a retried test registers afresh
  const user = {
    username: `alerts_${size}_${stamp}_${attempt}`,
    email: `alerts-${size}-${stamp}-${attempt}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'Str0ng-Passw0rd!',
  };
  const registered = await page.request.post(`${server.url}/api/auth/register`, {
    data: user,
    headers: { origin: server.url },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await page.request.post(`${server.url}/api/auth/login`, {
    data: { username: user.username, password: user.password },
    headers: { origin: server.url },
  });
  expect(signedIn.status()).toBe(200);
  return user;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function priceDropMailTo(email: string, admin: string, page: Page): Promise<OutboxMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${server.url}/api/admin/emails?kind=price_alert&pageSize=50`, {
      headers: { cookie: admin },
    });
    const { emails } = (await res.json()) as { emails: OutboxMail[] };
    const found = emails.find((mail) => mail.to === email);
    if (found) return found;
    if (Date.now() > deadline) {
      const dead = await (await fetch(`${server.url}/api/admin/jobs/dead`, { headers: { cookie: admin } })).text();
      const alerts = await (await page.request.get(`${server.url}/api/alerts`)).text();
      throw new Error(`no price-drop e-mail to ${email}; alerts ${alerts}; dead jobs ${dead}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('price alerts (R51)', () => {
  for (const [size, offset] of [
    ['desktop', 21],
    // Far apart: each results page's ± 3 days grid searches its neighbours, and on BHX-DUB a
    // query's first search sets its price.
    ['phone', 35],
  ] as const) {
    it(`R51: Track prices, then the price-drop e-mail in the outbox (${size})`, async () => {
      const { page, context } = await openAt(browser(), size, `${server.url}/`);
      try {
        const user = await registerTraveller(page, size);
        const search = `/search?origin=BHX&destination=DUB&departureDate=${day(offset)}&tripType=one-way&cabinClass=economy&adultsCount=1`;
        await page.goto(`${server.url}${search}`);
        await page.locator('ul[aria-label="Flights"][data-hydrated]').waitFor();

        await page.getByRole('button', { name: 'Track prices' }).click();
        const dialog = page.getByRole('dialog', { name: 'Track prices' });
        await dialog.getByText(`We will e-mail ${user.email}.`).waitFor();
        await dialog.getByLabel('Percent').fill('10');
        await screenshot(page, `price-alerts-dialog-${size}`);
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Set price alert' }).click();
        await dialog.getByRole('status').getByText('Price alert set').waitFor();
        await page.keyboard.press('Escape');

        // The schedule's stand-in: an admin's run now; the worker (polling every 200 ms) takes it.
        const admin = await signInCookie(ADMIN.username, ADMIN.password);
        const run = await fetch(`${server.url}/api/admin/jobs/price-alerts/run`, {
          method: 'POST',
          headers: { cookie: admin, origin: server.url },
        });
        expect(run.status).toBe(202);
        const mail = await priceDropMailTo(user.email, admin, page);
        expect(mail.subject).toMatch(/^Price drop: BHX to DUB now from /);
        expect(mail.text).toContain(`/search?origin=BHX&destination=DUB&departureDate=${day(offset)}`);
        expect(mail.text).toMatch(/Stop these e-mails: http:\/\/\S+\/api\/alerts\/unsubscribe\?token=/);

        await page.goto(`${server.url}/account/alerts`);
        await page.getByRole('heading', { name: 'Price alerts' }).waitFor();
        await page.getByRole('link', { name: 'BHX → DUB' }).waitFor();
        await page.getByRole('button', { name: 'Pause alert BHX to DUB' }).waitFor();
        await screenshot(page, `price-alerts-account-${size}`);
        expect(await seriousViolations(page, ['header'])).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

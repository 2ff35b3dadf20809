import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardNumbersIn, startStripeStandIn, type StripeStandIn } from '../../src/server/testing/stripe/server';
import { stripeJsStandIn } from '../../src/server/testing/stripe/stripe-js';
import { screenshot, useBrowser } from './support/browser';
import { holdOffer, openPayNow, signUpHolder } from './support/holds';
import { chooseSeats, directOffer, fillPassengers, unique } from './support/journey';
import { fullPageShot, restingBox, SIZE_NAMES, SIZES, type Size } from './support/pages';
import { openSitePage } from './support/preamble';
import { startServer, type RunningServer } from './support/server';

/*
 * R23 with Stripe, in a browser: the site started with a Stripe test key pair (as the README says),
 * Stripe's API answered by the local stand-in and Stripe.js by its stand-in (no internet here).
 * A traveller pays with the 3-D Secure card in the Payment Element, passes the check through
 * handleNextAction, and the booking is confirmed and captured. No card number reaches our server
 * or any call our server makes to Stripe. And R55: a price held under Stripe is paid from My Trips
 * through the same Payment Element (the sandbox airline holds LHR-DXB).
 */

const browser = useBrowser();
let stand: StripeStandIn;
let server: RunningServer;

beforeAll(async () => {
  stand = await startStripeStandIn('sk_test_e2estripe', 'pk_test_e2estripe');
  server = await startServer({
    STRIPE_SECRET_KEY: 'sk_test_e2estripe',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2estripe',
    STRIPE_API_BASE: stand.url,
  });
});
afterAll(async () => {
  await server?.stop();
  await stand?.close();
});

/** What the browser would fetch from Stripe: Stripe.js, and its API, answered here. */
async function routeStripe(context: BrowserContext) {
  const script = stripeJsStandIn();
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: script }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const answer = await fetch(`${stand.url}${url.pathname}${url.search}`, {
      method: route.request().method(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: route.request().method() === 'GET' ? undefined : (route.request().postData() ?? ''),
    });
    await route.fulfill({
      status: answer.status,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}

/** A site page at `size` with Stripe served by the stand-in, noting every POST body that reaches our server. */
async function openStripePage(size: Size) {
  const opened = await openSitePage(browser(), size);
  await routeStripe(opened.context);
  const toOurServer: string[] = [];
  opened.page.on('request', (request) => {
    if (request.url().startsWith(server.url) && request.method() === 'POST') toOurServer.push(request.postData() ?? '');
  });
  return { ...opened, toOurServer };
}

/**
 * The whole card form is on screen at the page's width: the frame within the viewport, no sideways
 * scroll on the page, and nothing cut inside the frame (its fields fit its width and height), as
 * with Stripe's own fluid element.
 */
async function expectCardFormFits(page: Page) {
  const iframe = page.locator('iframe[title="Secure payment input frame"]');
  // The frame follows its fields' height once laid out at the new width.
  const box = await restingBox(iframe);
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(width);
  const frame = await (await iframe.elementHandle())?.contentFrame();
  const inside = await frame?.evaluate(() => {
    const root = document.documentElement;
    const fields = [...document.querySelectorAll('input')].map((input) => input.getBoundingClientRect().right);
    return {
      overflowX: root.scrollWidth - root.clientWidth,
      overflowY: root.scrollHeight - root.clientHeight,
      fields,
      width: root.clientWidth,
    };
  });
  expect(inside).toBeDefined();
  if (!inside) return;
  expect(inside.overflowX).toBeLessThanOrEqual(0);
  expect(inside.overflowY).toBeLessThanOrEqual(0);
  for (const right of inside.fields) expect(right).toBeLessThanOrEqual(inside.width);
}

describe('paying through Stripe', () => {
  it('books with a 3-D Secure card through the Payment Element and handleNextAction (desktop)', async () => {
    const { context, page, errors, toOurServer } = await openStripePage('desktop');

    const offerId = await directOffer(context, 35, 'JFK', 'LHR', server.url);
    await page.goto(`${server.url}/booking?offer=${encodeURIComponent(offerId)}&adults=2&children=1&infants=0`);
    await fillPassengers(page, `ada.${unique()}@example.com`);
    await chooseSeats(page, { ourCardForm: false });
    const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
    await frame.getByLabel('Card number').fill('4000 0027 6000 3184');
    await frame.getByLabel('Expiration date').fill('12 / 34');
    await frame.getByLabel('Security code').fill('123');
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    await expectCardFormFits(page);
    await screenshot(page, 'booking-stripe-payment-desktop');

    await page.getByRole('button', { name: 'Complete Booking' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.waitFor({ timeout: 20_000 });
    await challenge.getByRole('button', { name: 'Complete' }).click();
    await page.getByTestId('booking-reference').waitFor({ timeout: 30_000 });
    await page.getByText('Booking confirmed!').first().waitFor();
    await screenshot(page, 'booking-stripe-confirmed-desktop');

    // The hold was made from the token at Stripe, authenticated, and captured after the airline confirmed.
    const intents = [...stand.intents.values()];
    expect(intents.at(-1)).toMatchObject({ status: 'succeeded', capture_method: 'manual' });
    // No card number reached our server, nor any call our server made to Stripe.
    expect(toOurServer.join('\n')).not.toMatch(/4000\s?0027\s?6000\s?3184/);
    const ours = stand.requests.filter((r) => r.headers.authorization === 'Bearer sk_test_e2estripe');
    expect(ours.length).toBeGreaterThan(2);
    expect(cardNumbersIn(ours)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(SIZE_NAMES)('a hold paid through Stripe at %s (R55)', (size) => {
  it("holds a price, then pays it from My Trips with Stripe's Payment Element", async () => {
    const { context, page, errors, toOurServer } = await openStripePage(size);
    const email = await signUpHolder(context, server.url);
    const offerId = await directOffer(context, size === 'phone' ? 45 : 46, 'LHR', 'DXB', server.url, {
      adultsCount: 1,
    });
    await holdOffer(page, server.url, offerId, email, `hold-stripe-${size}`);
    await openPayNow(page, 'London to Dubai', `hold-stripe-my-trips-${size}`);

    // The desktop pays with the card that asks for 3-D Secure, the phone with the plain one.
    const number = size === 'desktop' ? '4000 0027 6000 3184' : '4242 4242 4242 4242';
    const frame = page.frameLocator('iframe[title="Secure payment input frame"]');
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiration date').fill('12 / 34');
    await frame.getByLabel('Security code').fill('123');
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    await expectCardFormFits(page);
    if (size === 'phone') {
      // The narrowest phones this site is laid out for, then back.
      await page.setViewportSize({ width: 360, height: SIZES.phone.height });
      await expectCardFormFits(page);
      await screenshot(page, 'hold-stripe-pay-360');
      await page.setViewportSize(SIZES.phone);
    }
    await fullPageShot(page, `hold-stripe-pay-${size}`);
    await page.getByRole('button', { name: /^Pay / }).click();
    if (size === 'desktop') {
      const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
      await challenge.waitFor({ timeout: 20_000 });
      await challenge.getByRole('button', { name: 'Complete' }).click();
    }
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });
    await fullPageShot(page, `hold-stripe-paid-${size}`);

    // One PaymentIntent for the Pay, manual capture, captured once the airline took the payment.
    const intents = [...stand.intents.values()];
    expect(intents.at(-1)).toMatchObject({ status: 'succeeded', capture_method: 'manual' });
    expect(toOurServer.join('\n')).not.toMatch(new RegExp(number.replace(/ /g, '\\s?')));
    const ours = stand.requests.filter((r) => r.headers.authorization === 'Bearer sk_test_e2estripe');
    expect(cardNumbersIn(ours)).toEqual([]);
    await page.getByRole('link', { name: 'View My Trips' }).click();
    await page.getByRole('article', { name: 'London to Dubai' }).first().getByText('Confirmed').waitFor();
    expect(errors).toEqual([]);
    await context.close();
    // A hold, My Trips and a payment: about a minute on a loaded 2-core machine.
  }, 180_000);
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBookingResponseSchema } from '../../shared/schemas/booking';
import { users } from '../db/schema';
import { createAccountsTestApp, registerAndSignIn, type AccountsTestApp } from '../testing/accounts';
import { bookingBody, firstOffer, postBooking, useBookingTestApp } from '../testing/booking';
import { daysFromNow } from '../testing/flights';
import { testConfig } from '../testing/app';
import { sameSecret } from './metrics';

/*
 * GET /metrics on the whole app with the sandbox airline: who may read it, and that what it
 * reports follows what the app just did, labelled by route patterns and never by raw URLs.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
// A 1 s provider bound, so the airline that never answers (STN-BGY) is a short test.
const t = useBookingTestApp({
  metricsToken: TOKEN,
  providers: { ...testConfig().providers, flightProviderTimeoutMs: 1_000 },
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one series, found by its name and exact labels (in any order). */
function value(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, v]) => found[key] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('who may read /metrics', () => {
  it('answers 401 JSON without credentials or with a wrong token', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED', message: expect.any(String) });
      expect(res.body).not.toContain('http_requests_total');
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the Prometheus text to the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    // The process's own metrics, from prom-client's defaults.
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers 403 to a signed-in traveller and 200 to an administrator', async () => {
    const { user, cookie } = await registerAndSignIn(t.app);
    const asTraveller = await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie } });
    expect(asTraveller.statusCode).toBe(403);
    expect(asTraveller.json()).toMatchObject({ error: 'FORBIDDEN' });

    await t.app.db.update(users).set({ isAdmin: true }).where(eq(users.username, user.username));
    const asAdmin = await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('http_requests_total');
  });

  it('compares tokens in constant time, and only equal ones pass', () => {
    expect(sameSecret(TOKEN, TOKEN)).toBe(true);
    expect(sameSecret(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(sameSecret('', TOKEN)).toBe(false);
  });
});

describe('what /metrics reports', () => {
  it('counts a request under its route pattern, method and status', async () => {
    const route = { route: '/healthz', method: 'GET', status_code: '200' };
    const before = value(await scrape(), 'http_requests_total', route) ?? 0;
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const text = await scrape();
    expect(value(text, 'http_requests_total', route)).toBe(before + 1);
    expect(value(text, 'http_request_duration_seconds_count', route)).toBe(before + 1);
    expect(value(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 1);
  });

  it('labels a request for an id by its pattern, never by the id', async () => {
    const id = `off_${randomUUID().replace(/-/g, '')}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/flights/offer/${id}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const unmatched = await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    expect(unmatched.statusCode).toBe(404);

    const text = await scrape();
    expect(text).not.toContain(id);
    const pattern = { route: '/api/flights/offer/:id', method: 'GET', status_code: String(res.statusCode) };
    expect(value(text, 'http_requests_total', pattern)).toBeGreaterThanOrEqual(1);
    expect(value(text, 'http_requests_total', { route: 'unmatched', method: 'GET', status_code: '404' })).toBe(1);
  });

  it('times the provider call behind a search, and counts the repeat as a cache hit', async () => {
    const search = {
      origin: 'JFK',
      destination: 'CDG',
      departureDate: daysFromNow(40),
      adultsCount: 1,
      childrenCount: 0,
      infantsCount: 0,
      cabinClass: 'economy',
    };
    const call = { provider: 'sandbox', operation: 'search', outcome: 'ok' };
    const before = await scrape();
    const hitsBefore = value(before, 'offer_cache_lookups_total', { cache: 'search', result: 'hit' }) ?? 0;
    const missesBefore = value(before, 'offer_cache_lookups_total', { cache: 'search', result: 'miss' }) ?? 0;
    const callsBefore = value(before, 'flight_provider_call_duration_seconds_count', call) ?? 0;

    const first = await t.app.inject({ method: 'POST', url: '/api/flights/search', payload: search });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await scrape();
    expect(value(afterFirst, 'flight_provider_call_duration_seconds_count', call)).toBe(callsBefore + 1);
    expect(value(afterFirst, 'flight_provider_call_duration_seconds_bucket', { ...call, le: '+Inf' })).toBe(
      callsBefore + 1,
    );
    expect(value(afterFirst, 'offer_cache_lookups_total', { cache: 'search', result: 'miss' })).toBe(missesBefore + 1);

    const again = await t.app.inject({ method: 'POST', url: '/api/flights/search', payload: search });
    expect(again.statusCode).toBe(200);
    const afterSecond = await scrape();
    expect(value(afterSecond, 'offer_cache_lookups_total', { cache: 'search', result: 'hit' })).toBe(hitsBefore + 1);
    // The cache answered: no second provider call.
    expect(value(afterSecond, 'flight_provider_call_duration_seconds_count', call)).toBe(callsBefore + 1);
  });

  it('counts a failed provider call by its error code', async () => {
    const id = `off_${randomUUID().replace(/-/g, '')}`;
    await t.app.inject({ method: 'GET', url: `/api/flights/offer/${id}` });
    const text = await scrape();
    const failed = { provider: 'sandbox', operation: 'getOffer', outcome: 'offer_not_found' };
    expect(value(text, 'flight_provider_errors_total', failed)).toBeGreaterThanOrEqual(1);
    expect(value(text, 'flight_provider_call_duration_seconds_count', failed)).toBeGreaterThanOrEqual(1);
  });

  it('counts a provider call that never answered as a timeout, when the caller gave up', async () => {
    const search = { origin: 'STN', destination: 'BGY', departureDate: daysFromNow(30) };
    const res = await t.app.inject({ method: 'POST', url: '/api/flights/search', payload: search });
    expect(res.statusCode).toBe(504);
    const timedOut = { provider: 'sandbox', operation: 'search', outcome: 'timeout' };
    const text = await scrape();
    expect(value(text, 'flight_provider_errors_total', timedOut)).toBe(1);
    expect(value(text, 'flight_provider_call_duration_seconds_bucket', { ...timedOut, le: '0.5' })).toBe(0);
    expect(value(text, 'flight_provider_call_duration_seconds_bucket', { ...timedOut, le: '2.5' })).toBe(1);
  });

  it('reports bookings by status from the database after a booking', async () => {
    const before = value(await scrape(), 'bookings', { status: 'confirmed' }) ?? 0;
    const res = await postBooking(t.app, bookingBody(await firstOffer(t.app)));
    expect(res.statusCode, res.body).toBe(201);
    expect(CreateBookingResponseSchema.parse(res.json()).status).toBe('confirmed');

    const text = await scrape();
    expect(value(text, 'bookings', { status: 'confirmed' })).toBe(before + 1);
    expect(value(text, 'bookings', { status: 'failed' })).toBe(0);
    const order = { provider: 'sandbox', operation: 'createOrder', outcome: 'ok' };
    expect(value(text, 'flight_provider_call_duration_seconds_count', order)).toBe(1);
  });
});

describe('apps in one process', () => {
  // Built in a hook: a second app takes seconds on a busy machine, more than a test's time.
  let other: AccountsTestApp;
  beforeAll(async () => {
    other = await createAccountsTestApp({ metricsToken: TOKEN });
  });
  afterAll(async () => other?.close());

  it('keep their own counts', async () => {
    const healthz = { route: '/healthz', method: 'GET', status_code: '200' };
    expect(value(await scrape(), 'http_requests_total', healthz)).toBeGreaterThanOrEqual(1);
    const res = await other.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(value(res.body, 'http_requests_total', healthz)).toBeUndefined();
  });
});

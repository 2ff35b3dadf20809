import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../../src/server/testing/booking';
import { contactMessage } from '../../src/server/testing/contact';
import { deleteRedisKeys } from '../../src/server/testing/redis';
import { enrolWithCookie } from './support/two-factor';
import { freePort, startServer, type RunningServer } from './support/server';

/*
 * R32: several real server processes (`npm start` on two ports, and WEB_CONCURRENCY=2) on
 * one PostgreSQL database, with and without Redis, behave as one site. A database of its own is
 * created for this file on the test PostgreSQL server and dropped after; Redis keys live under a
 * prefix of this file's own, deleted after.
 */

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { username: 'scaleboss', password: 'Scale-Out-Admin-Passw0rd!' };
const SESSION_SECRET = randomBytes(32).toString('base64url');
const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64');
const databaseName = `fb_scale_${randomBytes(5).toString('hex')}`;
const keyPrefix = `fb-e2e-scale:${randomBytes(4).toString('hex')}:`;

const urlFor = (name: string) => {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const DATABASE_URL = urlFor(databaseName);

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let db: pg.Pool;
beforeAll(async () => {
  await onServer(`CREATE DATABASE "${databaseName}"`);
  db = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  await deleteRedisKeys(keyPrefix, REDIS_URL);
});

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);

async function call(server: RunningServer, method: string, route: string, body?: unknown, headers = {}) {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

async function signIn(server: RunningServer, username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let searchDay = 20;
const newSearch = () => ({
  slices: [{ origin: 'JFK', destination: 'LHR', departureDate: day(searchDay++) }],
  cabinClass: 'economy',
  adults: 1,
});

/** Milliseconds until `check` holds, polling; fails past `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

async function pair(env: Record<string, string>): Promise<[RunningServer, RunningServer]> {
  // Live keys only so the admin may switch live; Duffel's address is a closed port, so a live
  // search fails fast (502) instead of reaching the real Duffel: that failure is the observable.
  const common = {
    DATABASE_URL,
    SESSION_SECRET,
    // R48: identical everywhere, as SESSION_SECRET: each process must open what another sealed.
    DATA_ENCRYPTION_KEY,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    DUFFEL_ACCESS_TOKEN: 'duffel_live_scale_out_test_not_a_real_token',
    DUFFEL_BASE_URL: `http://127.0.0.1:${await freePort()}`,
    STRIPE_SECRET_KEY: 'sk_live_scale_out_test_not_a_real_key',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_scaleOutTestNotARealKey',
    REDIS_URL: '',
    ...env,
  };
  const a = await startServer(common);
  const b = await startServer(common);
  return [a, b];
}

/** Two processes on `env` for the tests of this block, each of which must then stop cleanly. */
function usePair(env: Record<string, string>): () => [RunningServer, RunningServer] {
  let servers: [RunningServer, RunningServer] | undefined;
  beforeAll(async () => {
    servers = await pair(env);
  });
  afterAll(async () => {
    for (const server of servers ?? []) expect(await server.stop()).toBe(0);
  });
  return () => {
    if (!servers) throw new Error('the two processes did not start');
    return servers;
  };
}

/** What every pair must show, with or without Redis. */
function sharedBehaviour(servers: () => [RunningServer, RunningServer], modeLimitMs: number) {
  it('accepts on B a session made on A', async () => {
    const [a, b] = servers();
    const username = `traveller${randomBytes(3).toString('hex')}`;
    const password = 'Scale-Out-Passw0rd!';
    const registered = await call(a, 'POST', '/api/auth/register', {
      username,
      email: `${username}@example.com`,
      firstName: 'Tess',
      lastName: 'Traveller',
      password,
    });
    expect(registered.status).toBe(201);
    const cookie = await signIn(a, username, password);
    const me = await call(b, 'GET', '/api/auth/user', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username });
    // Signed out on B: the session is gone on A too.
    expect((await call(b, 'POST', '/api/auth/logout', undefined, { cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/user', undefined, { cookie })).status).toBe(401);
  });

  it('counts contact messages across processes: the sixth, sent to B, is 429', async () => {
    const [a, b] = servers();
    await db.query(`DELETE FROM login_attempts WHERE key LIKE 'contact:%'`);
    for (let i = 0; i < 5; i++) expect((await call(a, 'POST', '/api/contact', contactMessage())).status).toBe(201);
    const sixth = await call(b, 'POST', '/api/contact', contactMessage());
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toBe('TOO_MANY_MESSAGES');
  });

  it(`carries the admin's live-mode switch to B within ${modeLimitMs / 1000} s, and back`, async () => {
    const [a, b] = servers();
    const search = newSearch();
    // B has just read the mode (test) and holds it in its 5-second cache.
    expect((await call(b, 'POST', '/api/flights/search', search)).status).toBe(200);
    // A run before this one (with or without Redis) may have left the admin's two-factor sign-in on.
    await db.query(
      'UPDATE users SET totp_secret = NULL, two_factor_enabled_at = NULL, totp_last_step = NULL WHERE username = $1',
      [ADMIN.username],
    );
    const admin = await signIn(a, ADMIN.username, ADMIN.password);
    // R48: the admin's settings need two-factor sign-in on; this session turns it on.
    await enrolWithCookie(a.url, admin);
    const on = await call(a, 'POST', '/api/admin/settings', { enableLiveMode: true }, { cookie: admin });
    expect(on.status).toBe(200);
    // Live on B: the live provider (Duffel at a closed port) answers, so the search fails.
    const liveAfter = await msUntil(
      async () => (await call(b, 'POST', '/api/flights/search', search)).status === 502,
      modeLimitMs,
    );
    const off = await call(a, 'POST', '/api/admin/settings', { enableLiveMode: false }, { cookie: admin });
    expect(off.status).toBe(200);
    const testAfter = await msUntil(
      async () => (await call(b, 'POST', '/api/flights/search', search)).status === 200,
      modeLimitMs,
    );
    console.info(
      `live-mode switch reached B in ${liveAfter} ms, and back in ${testAfter} ms (limit ${modeLimitMs} ms)`,
    );
  });
}

describe('two processes with Redis', () => {
  const servers = usePair({ REDIS_URL, REDIS_KEY_PREFIX: keyPrefix });

  // Pub/sub drops B's copy at once; the 5-second TTL alone could take up to 5 s.
  sharedBehaviour(servers, 2_000);

  it('serves on B from the shared cache a search made through A', async () => {
    const [a, b] = servers();
    const search = newSearch();
    const first = await call(a, 'POST', '/api/flights/search', search);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await call(b, 'POST', '/api/flights/search', search);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.json).toEqual(first.json);
    // Page 2 on B is the same cached list.
    const query = new URLSearchParams({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: search.slices[0]!.departureDate,
      adults: '1',
      page: '2',
    });
    const page2 = await call(b, 'GET', `/api/flights/search?${query}`);
    expect(page2.headers.get('x-cache')).toBe('hit');
  });

  it('holds one Idempotency-Key across processes: one booking, one charge', async () => {
    const [a, b] = servers();
    const found = await call(a, 'POST', '/api/flights/search', newSearch());
    const offer = (found.json.offers as Array<{ id: string; total_amount: string; total_currency: string }>)[0]!;
    const body = bookingBody(offer);
    const headers = { 'idempotency-key': `scale-${randomBytes(6).toString('hex')}` };
    const paymentsBefore = await count('SELECT count(*) AS n FROM test_processor_payments');
    const answers = await Promise.all([
      call(a, 'POST', '/api/bookings', body, headers),
      call(b, 'POST', '/api/bookings', body, headers),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    // One booked; the other either waited and replayed it, or was told the first is in progress.
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await count('SELECT count(*) AS n FROM bookings WHERE offer_id = $1', [offer.id])).toBe(1);
    expect(await count('SELECT count(*) AS n FROM test_processor_payments')).toBe(paymentsBefore + 1);
    const [booking] = (await db.query<{ id: string }>('SELECT id FROM bookings WHERE offer_id = $1', [offer.id])).rows;
    expect(await count('SELECT count(*) AS n FROM payments WHERE booking_id = $1', [booking!.id])).toBe(1);
  });
});

describe('two processes without Redis (the database alone)', () => {
  const servers = usePair({});

  // The mode cache's 5-second TTL bounds it, plus a request's time on a loaded machine.
  sharedBehaviour(servers, 7_000);

  it('keeps its own search cache per process', async () => {
    const [a, b] = servers();
    const search = newSearch();
    expect((await call(a, 'POST', '/api/flights/search', search)).headers.get('x-cache')).toBe('miss');
    expect((await call(b, 'POST', '/api/flights/search', search)).headers.get('x-cache')).toBe('miss');
    expect((await call(b, 'POST', '/api/flights/search', search)).headers.get('x-cache')).toBe('hit');
  });
});

const METRICS_TOKEN = randomBytes(24).toString('base64url');
const HEALTH_CHECKS = 12;

/** A GET on a connection of its own (no keep-alive pool), so a cluster may give it to any worker. */
function freshConnectionGet(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

describe('WEB_CONCURRENCY=2', () => {
  const pidsReady = (output: string) =>
    [...output.matchAll(/"pid":(\d+)[^\n]*Flight booking site ready/g)].map((m) => Number(m[1]));

  it('refuses to start without DATABASE_URL, naming the reason', async () => {
    const failed = await startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: '' }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(failed).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL');
  });

  it('starts two workers, answers, replaces a worker that dies, and drains all on SIGTERM', async () => {
    const cluster = await startServer({
      METRICS_TOKEN,
      WEB_CONCURRENCY: '2',
      DATABASE_URL,
      SESSION_SECRET,
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
    });
    try {
      await msUntil(async () => pidsReady(cluster.output()).length === 2, 30_000);
      expect(cluster.output()).toContain('2 workers ready');
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(cluster, 'GET', '/api/system/mode')));
      expect(answers.every((r) => r.status === 200)).toBe(true);

      // Each on a new connection, so the primary deals them round-robin to both workers; one
      // scrape, whichever worker takes it, must count them all.
      for (let i = 0; i < HEALTH_CHECKS; i++) expect(await freshConnectionGet(`${cluster.url}/healthz`)).toBe(200);
      const scrape = await fetch(`${cluster.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      const healthz = /^http_requests_total\{method="GET",route="\/healthz",status_code="200"\} (\d+)$/m.exec(text);
      expect(Number(healthz?.[1])).toBeGreaterThanOrEqual(HEALTH_CHECKS);
      expect(text.match(/^# HELP http_requests_total /gm)).toHaveLength(1);

      const [victim] = pidsReady(cluster.output());
      process.kill(victim!, 'SIGKILL');
      await msUntil(async () => pidsReady(cluster.output()).length === 3, 30_000);
      expect(cluster.output()).toContain('worker died unexpectedly; starting a replacement');
      expect((await call(cluster, 'GET', '/healthz')).status).toBe(200);
    } finally {
      const started = Date.now();
      const code = await cluster.stop('SIGTERM');
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(11_000);
    }
    const output = cluster.output();
    expect(output).toContain('shutting down: draining every worker');
    // Each live worker drained and closed, then the primary.
    expect(output.match(/"msg":"shut down cleanly"/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

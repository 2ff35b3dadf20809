import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { bookings, payments } from '../../src/server/db/schema';
import { startServer, type RunningServer } from './support/server';

/*
 * R2, "test it by killing the process between steps", on the real built server: a
 * booking is stopped after a durable step (BOOKING_TEST_PAUSE_AFTER_STEP, honoured only outside
 * production), the process is SIGKILLed while it waits, and a new process on the same data
 * finishes or rolls the booking back at start. The owner then reads the outcome through the API,
 * and the payment's state is read from the database the two processes shared.
 */

const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
});

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function start(env: Record<string, string>, dataDir?: string): Promise<RunningServer> {
  const server = await startServer({ NODE_ENV: 'test', ...env }, { dataDir });
  running.push(server);
  return server;
}

/** Registers and signs in; the session cookie outlives the process, as it is in the database. */
async function signedIn(url: string): Promise<string> {
  const id = unique();
  const user = { username: `crash_${id}`, email: `crash_${id}@example.com`, password: 'secret-pass' };
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, firstName: 'Ada', lastName: 'Lovelace', acceptTerms: true }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

async function bookingRequest(url: string, daysAhead: number) {
  const search = await fetch(`${url}/api/flights/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ origin: 'JFK', destination: 'LHR', departureDate: isoDay(daysAhead), adultsCount: 1 }),
  });
  expect(search.status).toBe(200);
  const { offers } = (await search.json()) as {
    offers: { id: string; total_amount: string; total_currency: string }[];
  };
  const offer = offers[0];
  if (!offer) throw new Error('no JFK-LHR offers');
  return {
    offerId: offer.id,
    passengers: [
      {
        type: 'adult',
        title: 'mrs',
        gender: 'female',
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1985-12-10',
        email: `ada_${unique()}@example.com`,
        phone: '+44 20 7946 0000',
        passportNumber: 'AB1234567',
        passportExpiryDate: `${new Date().getUTCFullYear() + 6}-01-01`,
        passportIssuingCountry: 'GB',
      },
    ],
    paymentDetails: {
      amount: offer.total_amount,
      currency: offer.total_currency,
      cardDetails: {
        number: '4242 4242 4242 4242',
        expiryMonth: '12',
        expiryYear: nextYear,
        cvv: '123',
        holderName: 'Ada Lovelace',
      },
    },
  };
}

/** The id of the booking the paused process logged, once it is waiting after `step`. */
async function pausedBooking(server: RunningServer, step: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const line of server.output().split('\n')) {
      if (!line.includes('booking paused for a crash test')) continue;
      const entry = JSON.parse(line) as { step?: string; bookingId?: string };
      if (entry.step === step && entry.bookingId) return entry.bookingId;
    }
    if (Date.now() > deadline) throw new Error(`the booking never paused after ${step}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the shared database says of the booking and its payment, read with both servers down. */
async function stored(dataDir: string, bookingId: string) {
  const database = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const held = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    return { step: row?.step, status: row?.status, payments: held.map((p) => p.status) };
  } finally {
    await database.close();
  }
}

describe('a booking interrupted by a killed process', () => {
  it.each([
    { step: 'order_created', daysAhead: 19, outcome: 'confirmed', payment: 'captured' },
    { step: 'payment_authorized', daysAhead: 23, outcome: 'failed', payment: 'voided' },
  ])(
    'killed after $step: the next process ends it $outcome with the payment $payment',
    async ({ step, daysAhead, outcome, payment }) => {
      const first = await start({ BOOKING_TEST_PAUSE_AFTER_STEP: step });
      const cookie = await signedIn(first.url);
      const body = await bookingRequest(first.url, daysAhead);
      // Never answered: the process dies while the booking waits after the step.
      const answer = fetch(`${first.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'idempotency-key': `crash-${unique()}` },
        body: JSON.stringify(body),
      }).then(
        (res) => res.status,
        () => 'no answer' as const,
      );
      const bookingId = await pausedBooking(first, step);
      expect(await first.stop('SIGKILL')).toBeNull();
      expect(await answer).toBe('no answer');
      const dataDir = first.dataDir;
      expect(await stored(dataDir, bookingId)).toMatchObject({ step, status: 'pending', payments: ['authorized'] });

      const second = await start({}, dataDir);
      const read = await fetch(`${second.url}/api/bookings/${bookingId}`, { headers: { cookie } });
      expect(read.status).toBe(200);
      const booking = (await read.json()) as {
        status: string;
        bookingReference: string | null;
        failureReason: string | null;
      };
      expect(booking.status).toBe(outcome);
      if (outcome === 'confirmed') {
        expect(booking.bookingReference).toMatch(/^[A-Z0-9]{8}$/);
        expect(booking.failureReason).toBeNull();
      } else {
        expect(booking.bookingReference).toBeNull();
        expect(booking.failureReason).toMatch(/^Interrupted/);
      }
      const list = await fetch(`${second.url}/api/bookings`, { headers: { cookie } });
      const { bookings: mine } = (await list.json()) as { bookings: { id: string; status: string }[] };
      expect(mine).toEqual([expect.objectContaining({ id: bookingId, status: outcome })]);

      expect(await second.stop('SIGTERM')).toBe(0);
      running.splice(0);
      expect(await stored(dataDir, bookingId)).toMatchObject({
        status: outcome,
        payments: [payment],
        ...(outcome === 'confirmed' ? { step: 'email_sent' } : {}),
      });
    },
    120_000,
  );

  it('is not honoured in production', async () => {
    const server = await start({ NODE_ENV: 'production', BOOKING_TEST_PAUSE_AFTER_STEP: 'order_created' });
    const cookie = await signedIn(server.url);
    const res = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(await bookingRequest(server.url, 27)),
    });
    expect(res.status).toBe(201);
    expect(server.output()).not.toContain('booking paused for a crash test');
  }, 60_000);
});

/*
 * R5 with R34 on PostgreSQL, where other processes live on and recovery waits 10 minutes before
 * it takes a booking over. A booking is killed after its last step, before its request could store
 * the answer, so its Idempotency-Key stays "in progress"; the key is then made 11 minutes old.
 * The retry with that key and body, on the next process, gets the same booking back: before the
 * key was bound to its booking, the key counted as abandoned and the retry booked and charged again.
 */
describe('on PostgreSQL, a retry of a killed booking with its Idempotency-Key', () => {
  const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `fb_crash_${randomBytes(5).toString('hex')}`;
  const urlFor = (database: string) => Object.assign(new URL(POSTGRES_URL), { pathname: `/${database}` }).toString();
  const env = { DATABASE_URL: urlFor(name), SESSION_SECRET: randomBytes(32).toString('base64url'), REDIS_URL: '' };
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: urlFor('postgres') });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  let db: pg.Pool;
  beforeAll(async () => {
    await onServer(`CREATE DATABASE "${name}"`);
    db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('answers with the booking it made: one booking, one capture', async () => {
    const first = await start({ ...env, BOOKING_TEST_PAUSE_AFTER_STEP: 'email_sent' });
    const cookie = await signedIn(first.url);
    const body = await bookingRequest(first.url, 31);
    const key = `crash-${unique()}`;
    const post = (url: string) =>
      fetch(`${url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const answer = post(first.url).then(
      (res) => res.status,
      () => 'no answer' as const,
    );
    const bookingId = await pausedBooking(first, 'email_sent');
    expect(await first.stop('SIGKILL')).toBeNull();
    expect(await answer).toBe('no answer');
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '11 minutes' WHERE key = $1`, [key]);

    const second = await start(env);
    const retry = await post(second.url);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { id: string }).id).toBe(bookingId);

    const made = await db.query<{ id: string; status: string }>('SELECT id, status FROM bookings WHERE offer_id = $1', [
      body.offerId,
    ]);
    expect(made.rows).toEqual([{ id: bookingId, status: 'confirmed' }]);
    const charged = await db.query<{ status: string }>(
      'SELECT p.status FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE b.offer_id = $1',
      [body.offerId],
    );
    expect(charged.rows.map((r) => r.status)).toEqual(['captured']);
  }, 120_000);
});

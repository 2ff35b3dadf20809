import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../shared/schemas/cursor';
import { bookings, emailOutbox, users } from '../db/schema';
import { pruneSentOutbox } from '../services/email/retention';
import { createAccountsTestApp, registerAndSignIn, signInAsAdmin, type AccountsTestApp } from '../testing/accounts';

/*
 * R44: lists page by cursor. Following nextCursor visits every row once, in order, even when many
 * rows share a created_at; a cursor that is not one is a 400; big answers are compressed; sent mail
 * past the retention goes and the rest stays.
 */

let t: AccountsTestApp;
let admin: string;
const KINDS = ['booking_confirmation', 'password_reset', 'contact_acknowledgement'];
const STATUSES = ['sent', 'failed', 'kept'];

beforeAll(async () => {
  t = await createAccountsTestApp();
  admin = await signInAsAdmin(t);
  // 60 e-mails in 12 instants a microsecond apart: five share each created_at.
  await t.database.db.execute(sql`
    insert into email_outbox (kind, to_address, subject, text_body, status, created_at)
    select (array[${KINDS[0]}, ${KINDS[1]}, ${KINDS[2]}])[1 + g % 3], 'p' || g || '@example.com', 'Mail ' || g,
      repeat('A long enough body to make the page worth compressing. ', 4),
      (array[${STATUSES[0]}, ${STATUSES[1]}, ${STATUSES[2]}])[1 + (g / 3) % 3],
      '2026-03-01 09:00:00.000001+00'::timestamptz + (g / 5) * interval '1 microsecond'
    from generate_series(0, 59) g`);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: admin, ...headers } });

interface Row {
  id: string;
  kind: string;
  status: string;
  created_at: string;
}

async function expectedOrder(where: (r: Row) => boolean): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select id::text, kind, status, created_at::text from email_outbox order by created_at desc, id desc`,
  );
  return (result as unknown as { rows: Row[] }).rows.filter(where).map((r) => r.id);
}

async function follow(path: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let before: string | null = null;
  let pages = 0;
  do {
    const res = await get(`${path}${before ? `&before=${before}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ emails: { id: string }[]; nextCursor: string | null; total: number }>();
    ids.push(...body.emails.map((e) => e.id));
    before = body.nextCursor;
    pages += 1;
  } while (before && pages < 100);
  return { ids, pages };
}

describe('GET /api/admin/emails by cursor', () => {
  it('visits every e-mail once, newest first, through ties on created_at', async () => {
    const { ids, pages } = await follow('/api/admin/emails?pageSize=7');
    expect(ids).toEqual(await expectedOrder(() => true));
    expect(new Set(ids).size).toBe(60);
    expect(pages).toBe(9);
  });

  it('does the same under each filter, with the exact total', async () => {
    for (const kind of KINDS) {
      const { ids } = await follow(`/api/admin/emails?pageSize=4&kind=${kind}`);
      expect(ids).toEqual(await expectedOrder((r) => r.kind === kind));
    }
    for (const status of STATUSES) {
      const { ids } = await follow(`/api/admin/emails?pageSize=6&status=${status}`);
      expect(ids).toEqual(await expectedOrder((r) => r.status === status));
      const first = (await get(`/api/admin/emails?pageSize=6&status=${status}`)).json();
      expect(first).toMatchObject({ total: ids.length, totalExact: true });
    }
    const both = await follow(`/api/admin/emails?pageSize=3&kind=${KINDS[1]}&status=sent`);
    expect(both.ids).toEqual(await expectedOrder((r) => r.kind === KINDS[1] && r.status === 'sent'));
    const first = (await get('/api/admin/emails?pageSize=5')).json();
    expect(first.kinds).toEqual([...KINDS].sort());
  });

  it('refuses a cursor it did not write, or one of another list, with 400 and {error, message}', async () => {
    for (const before of [
      'not-a-cursor!',
      'bm90IGpzb24',
      encodeCursor({ o: 'messages', k: '2026-03-01 09:00:00+00', id: '00000000-0000-4000-8000-000000000001' }),
      encodeCursor({ o: 'emails', k: "'; drop table email_outbox; --", id: '00000000-0000-4000-8000-000000000001' }),
    ]) {
      const res = await get(`/api/admin/emails?before=${encodeURIComponent(before)}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const res = await get(`/api/admin/contact-messages?before=x`);
    expect(res.statusCode).toBe(400);
  });

  it('compresses a big page for a client that takes gzip, and leaves small ones alone', async () => {
    const big = await get('/api/admin/emails?pageSize=50', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(big.rawPayload).toString('utf8'));
    expect(body.emails).toHaveLength(50);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);
    const plain = await get('/api/admin/emails?pageSize=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await get('/api/admin/emails?pageSize=1&status=pending', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().emails).toEqual([]);
  });
});

describe('GET /api/bookings by cursor', () => {
  it('gives 50 at a time, newest first, through ties, nextCursor null at the end; each tab its own', async () => {
    const traveller = await registerAndSignIn(t.app);
    const [account] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, traveller.user.username));
    const userId = account!.id;
    const instant = (i: number) => new Date(Date.UTC(2026, 2, 1, 9, Math.floor(i / 4)));
    await t.database.db.insert(bookings).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId,
        brandId: 'default',
        provider: 'sandbox',
        offerId: `off_${i}`,
        contactEmail: 'a@example.com',
        totalAmountMinor: 10_000,
        status: i % 10 === 0 ? ('cancelled' as const) : ('confirmed' as const),
        cancelledAt: i % 10 === 0 ? instant(200 - i) : null,
        bookingData: { slices: [], passengers: [], conditions: null },
        createdAt: instant(i),
      })),
    );
    const read = (res: LightMyRequestResponse) =>
      JSON.parse(res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body);
    const mine = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: traveller.cookie, 'accept-encoding': 'gzip' } });
    const all = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.userId} = ${userId}`)
      .orderBy(sql`${bookings.createdAt} desc, ${bookings.id} desc`);

    const seen: string[] = [];
    let before: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await mine(`/api/bookings${before ? `?before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      // A page of 50 is worth compressing.
      if (sizes.length < 2) expect(res.headers['content-encoding']).toBe('gzip');
      const body = read(res);
      sizes.push(body.bookings.length);
      seen.push(...body.bookings.map((b: { id: string }) => b.id));
      if (!before) expect(body.counts).toEqual({ upcoming: 108, past: 0, cancelled: 12 });
      else expect(body.counts).toBeUndefined();
      before = body.nextCursor;
    } while (before);
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(all.map((r) => r.id));

    // Cancelled: latest cancellation first, and only cancelled trips.
    const cancelled = read(await mine('/api/bookings?tab=cancelled'));
    expect(cancelled.bookings.map((b: { cancelledAt: string }) => b.cancelledAt)).toEqual(
      Array.from({ length: 12 }, (_, j) => instant(200 - j * 10).toISOString()),
    );
    expect(cancelled.nextCursor).toBeNull();
    const upcoming = read(await mine('/api/bookings?tab=upcoming'));
    expect(upcoming.bookings).toHaveLength(50);
    const rest = read(await mine(`/api/bookings?tab=upcoming&before=${upcoming.nextCursor}`));
    expect(rest.bookings).toHaveLength(50);
    const ids = [...upcoming.bookings, ...rest.bookings].map((b: { id: string }) => b.id);
    expect(new Set(ids).size).toBe(100);

    // A cursor of another tab, or none at all, is a 400.
    expect((await mine(`/api/bookings?tab=past&before=${upcoming.nextCursor}`)).statusCode).toBe(400);
    const bad = await mine('/api/bookings?before=%%%');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await mine('/api/bookings?tab=someday')).statusCode).toBe(400);
  });
});

describe('the outbox retention (R44)', () => {
  it('deletes sent mail past the retention and keeps recent, failed and kept mail', async () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60_000);
    const rows = await t.database.db
      .insert(emailOutbox)
      .values([
        {
          kind: 'old_sent',
          toAddress: 'a@x.test',
          subject: 's',
          textBody: 'b',
          status: 'sent',
          createdAt: daysAgo(91),
        },
        {
          kind: 'old_sent',
          toAddress: 'b@x.test',
          subject: 's',
          textBody: 'b',
          status: 'sent',
          createdAt: daysAgo(400),
        },
        {
          kind: 'new_sent',
          toAddress: 'c@x.test',
          subject: 's',
          textBody: 'b',
          status: 'sent',
          createdAt: daysAgo(89),
        },
        {
          kind: 'old_fail',
          toAddress: 'd@x.test',
          subject: 's',
          textBody: 'b',
          status: 'failed',
          createdAt: daysAgo(400),
        },
        {
          kind: 'old_kept',
          toAddress: 'e@x.test',
          subject: 's',
          textBody: 'b',
          status: 'kept',
          createdAt: daysAgo(400),
        },
        {
          kind: 'old_wait',
          toAddress: 'f@x.test',
          subject: 's',
          textBody: 'b',
          status: 'pending',
          createdAt: daysAgo(400),
        },
      ])
      .returning({ id: emailOutbox.id, kind: emailOutbox.kind });
    const left = async () =>
      (await t.database.db.select({ kind: emailOutbox.kind }).from(emailOutbox))
        .map((r) => r.kind)
        .filter((k) => k.startsWith('old_') || k.startsWith('new_'))
        .sort();
    // The seeded mail of 2026-03-01 is sent too, and within 90 days of `now`: it stays.
    const before = (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    expect(await pruneSentOutbox(t.database.db, now, 90)).toBe(2);
    expect(await left()).toEqual(['new_sent', 'old_fail', 'old_kept', 'old_wait']);
    expect((await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(before - 2);
    expect(rows).toHaveLength(6);
    // A shorter retention reaches the recent one, and a second sweep finds nothing more.
    expect(await pruneSentOutbox(t.database.db, now, 30)).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual(['old_fail', 'old_kept', 'old_wait']);
    expect(await pruneSentOutbox(t.database.db, now, 30)).toBe(0);
  });
});

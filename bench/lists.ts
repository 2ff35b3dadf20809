// `npx tsx bench/lists.ts`: what the admin's outbox list and a traveller's bookings list cost as
// they grow (R44). PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test):
// a scratch database is created and dropped. The outbox is seeded with 100 and 100,000 rows
// (generate_series on the server); page 1 and page 1,000 are timed through the service, "before"
// being main's query (count(*), SELECT DISTINCT kind, ORDER BY ... OFFSET) and "after" the keyset
// page with its bounded count. Subjects alternate A/B/A/B, each for BENCH_MS; the 1-minute load
// average is written with every figure. Then 1,000 bookings: the whole list in one answer (as
// main sent it) against the first page of 50, plain and gzipped. Appends to bench/lists-results.md.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeCursor } from '../src/shared/schemas/cursor';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDefaults } from '../src/server/db/seed';
import { listEmails } from '../src/server/services/admin/inbox';
import { uncachedTotals } from '../src/server/services/admin/totals';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(ROOT, 'bench/lists-results.md');
const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MS = Number(process.env.BENCH_MS ?? 1500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const load = () => (loadavg()[0] ?? 0).toFixed(2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

async function scratch(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function seedOutbox(database: Database, rows: number): Promise<void> {
  await database.db.execute(sql`truncate email_outbox`);
  // Six kinds, four statuses, three e-mails to each instant (ties on created_at), bodies of ~600 bytes.
  await database.db.execute(sql`
    insert into email_outbox (kind, to_address, subject, text_body, status, attempts, created_at, sent_at)
    select (array['booking_confirmation','account_created','password_reset','booking_cancellation',
                  'contact_acknowledgement','email_verification'])[1 + g % 6],
      'traveller' || g || '@example.com', 'Your booking ' || g || ' is confirmed',
      repeat('Dear traveller, thank you for booking with us. ', 12),
      (array['sent','sent','kept','failed'])[1 + g % 4], 1,
      now() - (g / 3) * interval '1 second', now() - (g / 3) * interval '1 second'
    from generate_series(1, ${rows}) g`);
  await database.db.execute(sql`analyze email_outbox`);
}

/** main's listEmails, as it was: the page by OFFSET, the total by count(*), the kinds by DISTINCT. */
async function listEmailsByOffset(database: Database, page: number): Promise<number> {
  const [rows] = await Promise.all([
    database.db.execute(
      sql`select * from email_outbox order by created_at desc, id desc limit 20 offset ${(page - 1) * 20}`,
    ),
    database.db.execute(sql`select count(*) from email_outbox`),
    database.db.execute(sql`select distinct kind from email_outbox order by kind`),
  ]);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

/** The cursor an admin holds after reading pages 1 to page-1 (found once, not timed). */
async function cursorBefore(database: Database, page: number): Promise<string | undefined> {
  if (page === 1) return undefined;
  const result = await database.db.execute(
    sql`select id::text as id, created_at::text as k from email_outbox order by created_at desc, id desc limit 1 offset ${(page - 1) * 20 - 1}`,
  );
  const row = (result as unknown as { rows: { id: string; k: string }[] }).rows[0];
  return row ? encodeCursor({ o: 'emails', k: row.k, id: row.id }) : undefined;
}

/** Median milliseconds of `run` over MS of wall time. */
async function time(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  const until = performance.now() + MS;
  while (performance.now() < until || samples.length < 5) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function outboxBench(database: Database) {
  const figures = new Map<string, number[]>();
  const note = (key: string, ms: number) => figures.set(key, [...(figures.get(key) ?? []), ms]);
  for (const rows of [100, 100_000]) {
    await seedOutbox(database, rows);
    const pages = rows === 100 ? [1] : [1, 1000];
    for (const page of pages) {
      const before = await cursorBefore(database, page);
      const { decodeCursor } = await import('../src/shared/schemas/cursor');
      const cursor = before ? (decodeCursor(before) ?? undefined) : undefined;
      for (let round = 0; round < ROUNDS; round++) {
        note(`${rows}:${page}:before`, await time(() => listEmailsByOffset(database, page)));
        note(
          `${rows}:${page}:after`,
          await time(() => listEmails(database.db, { page, pageSize: 20, before: cursor }, uncachedTotals)),
        );
      }
      const median2 = (k: string) => median(figures.get(k) ?? []).toFixed(2);
      say(
        `| ${rows.toLocaleString('en-GB')} | ${page} | ${median2(`${rows}:${page}:before`)} | ${median2(`${rows}:${page}:after`)} | ${load()} |`,
      );
    }
  }
  const base = median(figures.get('100:1:after') ?? []);
  for (const page of [1, 1000]) {
    const ratio = median(figures.get(`100000:${page}:after`) ?? []) / base;
    say(`\nAfter: page ${page} of 100,000 rows is ${ratio.toFixed(2)}x page 1 of 100 rows (goal ≤ 1.5x).`);
  }
}

async function bookingsBench(url: string) {
  const database = openDatabase({ kind: 'postgres', url });
  await seedDefaults(database.db);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }, ROOT),
    clientDir: undefined,
  };
  const app = await buildApp(config, database);
  await app.ready();
  const username = `listbench${Date.now().toString(36)}`;
  const password = 'Bench-Lists-Password-9!';
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@example.com`, firstName: 'Ada', lastName: 'Lovelace', password },
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  // One booking's worth of realistic data (a round trip, two passengers, conditions) from the
  // sandbox's own offer shape, repeated 1,000 times for one traveller.
  const { rows } = (await database.db.execute(sql`select id from users where username = ${username}`)) as unknown as {
    rows: { id: string }[];
  };
  const userId = rows[0]?.id ?? '';
  const { readFileSync } = await import('node:fs');
  const bookingData: unknown = JSON.parse(readFileSync(path.join(ROOT, 'bench/lists-booking.json'), 'utf8'));
  await database.db.execute(sql`
    insert into bookings (user_id, brand_id, status, step, provider, offer_id, provider_order_id, contact_email,
                          total_amount_minor, booking_data, created_at)
    select ${userId}::uuid, 'default', 'confirmed', 'confirmed', 'sandbox', 'off_' || g, 'ord_' || md5(g::text),
      'ada@example.com', 188000, ${JSON.stringify(bookingData)}::jsonb, now() - g * interval '1 minute'
    from generate_series(1, 1000) g`);

  const whole = async () => {
    const list = await app.bookings.list(userId, { pageSize: 1000 });
    return JSON.stringify(list);
  };
  const page = (gzip: boolean) =>
    app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { cookie, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
    });
  const wholeBytes = Buffer.byteLength(await whole());
  const plain = await page(false);
  const zipped = await page(true);
  const ms = { whole: [] as number[], plain: [] as number[], zipped: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    ms.whole.push(await time(whole));
    ms.plain.push(await time(() => page(false)));
    ms.zipped.push(await time(() => page(true)));
  }
  say('\n| 1,000 bookings | bytes | ms (median) | load |');
  say('| --- | ---: | ---: | ---: |');
  say(
    `| whole list, one answer (main; service + JSON, no HTTP) | ${wholeBytes.toLocaleString('en-GB')} (gzip would be ${gzipSync(await whole()).length.toLocaleString('en-GB')}) | ${median(ms.whole).toFixed(1)} | ${load()} |`,
  );
  say(
    `| GET /api/bookings page 1 of 50, plain | ${plain.rawPayload.length.toLocaleString('en-GB')} | ${median(ms.plain).toFixed(1)} | ${load()} |`,
  );
  say(
    `| GET /api/bookings page 1 of 50, gzip | ${zipped.rawPayload.length.toLocaleString('en-GB')} | ${median(ms.zipped).toFixed(1)} | ${load()} |`,
  );
  await app.close();
  await database.close();
}

const db = await scratch(`bench_lists_${process.pid}`);
try {
  say(`\n## ${new Date().toISOString()} (load ${load()} at start; PostgreSQL ${SERVER.replace(/\/\/[^@]*@/, '//')})`);
  say('\n| outbox rows | page | before: OFFSET + count + DISTINCT (ms) | after: keyset (ms) | load |');
  say('| ---: | ---: | ---: | ---: | ---: |');
  const database = openDatabase({ kind: 'postgres', url: db.url });
  await database.migrate();
  await outboxBench(database);
  await database.close();
  await bookingsBench(db.url);
} finally {
  await db.drop();
}
if (!existsSync(RESULTS)) writeFileSync(RESULTS, '# Lists (R44): bench/lists.ts\n');
appendFileSync(RESULTS, `${lines.join('\n')}\n`);

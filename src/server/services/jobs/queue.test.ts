import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox, jobs, settings } from '../../db/schema';
import { registerAndSignIn, signInAsAdmin, useAccountsTestApp } from '../../testing/accounts';
import { testConfig } from '../../testing/app';
import { daysFromNow } from '../../testing/flights';
import { backoffMs, JobQueue } from './queue';

/* R51, ADR 0005: the job queue on the database, on PGlite and PostgreSQL. */

const t = useAccountsTestApp();
const jobRow = async (id: number | null) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id ?? 0))
  )[0];

describe('the job queue (R51, ADR 0005)', () => {
  it('R51: a failing job is retried with a growing wait, then dead, listed for the admin and retried from there', async () => {
    let clock = new Date('2026-12-01T10:00:00Z');
    const queue = new JobQueue(t.database.db, { now: () => clock, baseBackoffMs: 1_000 });
    let calls = 0;
    queue.handle('test.always-fails', async () => {
      calls++;
      throw new Error('the airline did not answer');
    });
    const id = await queue.enqueue('test.always-fails', { n: 1 }, { maxAttempts: 3 });
    expect(id).not.toBeNull();

    expect(await queue.runOne()).toBe(true);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the airline did not answer' });
    expect(row?.runAt.getTime()).toBe(clock.getTime() + backoffMs(1, 1_000));
    // Not due yet: nothing runs before the wait is over.
    expect(await queue.runOne()).toBe(false);

    clock = new Date(clock.getTime() + 1_000);
    expect(await queue.runOne()).toBe(true);
    row = await jobRow(id);
    expect(row?.runAt.getTime()).toBe(clock.getTime() + 2_000); // twice the first wait

    clock = new Date(clock.getTime() + 2_000);
    expect(await queue.runOne()).toBe(true);
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 3 });
    expect(calls).toBe(3);
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await queue.runOne()).toBe(false); // a dead letter waits for a person

    const admin = await signInAsAdmin(t);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/dead', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().jobs).toContainEqual(
      expect.objectContaining({ id, queue: 'test.always-fails', attempts: 3, lastError: 'the airline did not answer' }),
    );
    const { cookie } = await registerAndSignIn(t.app);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/dead', headers: { cookie } });
    expect(refused.statusCode).toBe(403);

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(200);
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('ADR 0005: done jobs older than 7 days and dead ones older than 30 days are deleted, in batches', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const rows = [
      { label: 'done-8d', status: 'done', at: daysAgo(8), kept: false },
      { label: 'done-9d', status: 'done', at: daysAgo(9), kept: false },
      { label: 'done-10d', status: 'done', at: daysAgo(10), kept: false },
      { label: 'done-6d', status: 'done', at: daysAgo(6), kept: true },
      { label: 'dead-31d', status: 'dead', at: daysAgo(31), kept: false },
      { label: 'dead-29d', status: 'dead', at: daysAgo(29), kept: true },
      { label: 'queued-60d', status: 'queued', at: daysAgo(60), kept: true },
      { label: 'running-60d', status: 'running', at: daysAgo(60), kept: true },
    ] as const;
    await t.database.db.insert(jobs).values(
      rows.map((row) => ({
        queue: 'test.prune',
        payload: { label: row.label },
        status: row.status,
        runAt: row.at,
        createdAt: row.at,
        updatedAt: row.at,
      })),
    );
    const left = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.queue, 'test.prune')))
        .map((job) => job.payload.label)
        .sort();
    const expected = rows
      .filter((row) => row.kept)
      .map((row) => row.label)
      .sort();

    // Batches of two still clear all three old done jobs.
    expect(await new JobQueue(t.database.db).prune(2)).toBe(4);
    expect(await left()).toEqual(expected);
    expect(await new JobQueue(t.database.db).prune(2)).toBe(0);

    // The polling worker prunes by itself.
    await t.database.db.insert(jobs).values({
      queue: 'test.prune',
      payload: { label: 'done-8d-again' },
      status: 'done',
      updatedAt: daysAgo(8),
    });
    const worker = new JobQueue(t.database.db);
    worker.start(60_000);
    try {
      const deadline = Date.now() + 10_000;
      while ((await left()).includes('done-8d-again') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await worker.stop();
    }
    expect(await left()).toEqual(expected);
  });

  it('R51: one enqueue per dedupe key, however many schedulers ask', async () => {
    const queue = new JobQueue(t.database.db);
    const ids = await Promise.all([1, 2, 3].map(() => queue.enqueue('test.once', {}, { dedupeKey: 'run:42' })));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });
});

// Two processes: two apps, each with its own pool of connections to one PostgreSQL database.
describe.runIf(process.env.TEST_DB === 'postgres')('two workers on PostgreSQL (R51)', () => {
  let second: Database;
  afterAll(async () => {
    await second?.close();
  });

  it('R51: with two workers taking jobs at once, each alert is checked and e-mailed once', async () => {
    const url = t.database.url;
    if (!url) throw new Error('the PostgreSQL test database has no url');
    second = openDatabase({ kind: 'postgres', url, poolSize: 4 });
    const other = await buildApp(testConfig(), second);
    await other.ready();
    try {
      const emails: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { user, cookie } = await registerAndSignIn(t.app);
        emails.push(user.email);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/alerts',
          headers: { cookie },
          payload: { origin: 'BHX', destination: 'DUB', departureDate: daysFromNow(30 + i), dropValue: 5 },
        });
        expect(res.statusCode).toBe(201);
      }
      // Each query's first search is an hour old: the next one, by either worker, is cheaper.
      await t.database.db
        .update(settings)
        .set({ value: Date.now() - 3_600_000 })
        .where(like(settings.key, 'sandbox.first_searched:%'));
      await t.app.alerts.runNow();
      await t.app.jobs.runOne(); // the run queues the checks; the checks are left for the race
      const checks = await t.database.db.select().from(jobs).where(eq(jobs.status, 'queued'));
      expect(checks.length).toBeGreaterThanOrEqual(6);

      await Promise.all([t.app.jobs.drain(), other.jobs.drain(), t.app.jobs.drain(), other.jobs.drain()]);
      await Promise.all([t.app.mailer.drain(), other.mailer.drain()]);
      const sent = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'price_alert'));
      for (const email of emails) expect(sent.filter((mail) => mail.toAddress === email)).toHaveLength(1);
      const ran = await t.database.db.select().from(jobs).where(eq(jobs.queue, 'price-alerts.check'));
      expect(ran.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../testing/global-setup';
import { MIGRATION_LOCK_ID, openDatabase } from './client';
import { isDatabaseUnavailable } from './unavailable';

/*
 * R37 on the real PostgreSQL server: a statement that runs past statement_timeout is cancelled by
 * the server and reads as "the database is unavailable" (a 503), never as a hang or a 500. The
 * stalled-connection half (query_timeout) needs a proxy that goes silent: tests/e2e/db-fault.spec.ts.
 */

const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!url)('PostgreSQL timeouts (R37)', () => {
  it('cancels a statement past statement_timeout, fast, as an outage', async () => {
    const database = openDatabase({ kind: 'postgres', url: url!, poolSize: 1, timeouts: { statementMs: 300 } });
    try {
      const started = performance.now();
      const error = await database.db.execute(sql`select pg_sleep(5)`).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The pool still serves afterwards.
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('lets the migration wait for another process past the timeouts', async () => {
    // A fresh database, so the migration really runs, behind a lock another process holds.
    const name = `fb_timeouts_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const other = new pg.Client({ connectionString: withDatabase(url!, name) });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const database = openDatabase({
      kind: 'postgres',
      url: withDatabase(url!, name),
      poolSize: 1,
      timeouts: { statementMs: 100, queryMs: 200 },
    });
    try {
      const release = setTimeout(() => void other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]), 600);
      const started = performance.now();
      await database.migrate();
      clearTimeout(release);
      expect(performance.now() - started).toBeGreaterThan(500);
      await database.ping();
    } finally {
      await database.close();
      await other.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

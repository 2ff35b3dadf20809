import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../testing/global-setup';
import { openDatabase, type Database } from './client';

/** The shape of the public schema: columns, indexes and constraints, sorted, as plain text. */
async function describeSchema(database: Database): Promise<string[]> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
      Object.values(r).map(String).join(' | '),
    );
  const columns = await rows(sql`
    select table_name, column_name, data_type, is_nullable, coalesce(column_default, '')
    from information_schema.columns where table_schema = 'public'`);
  const indexes = await rows(sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`);
  const constraints = await rows(sql`
    select c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
    -- NOT NULL is compared through is_nullable: PostgreSQL 18 (PGlite) also lists it here, 15 does not.
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' and c.contype <> 'n'`);
  return [...columns, ...indexes, ...constraints].sort();
}

const url = process.env.TEST_DATABASE_URL;

describe('migrations', () => {
  it('apply to PGlite and create every table the product needs', async () => {
    const database = openDatabase({ kind: 'pglite' });
    await database.migrate();
    await database.migrate(); // a second start must be a no-op
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] };
    await database.close();
    const names = new Set(result.rows.map((row) => row.table_name));
    for (const table of [
      'users',
      'sessions',
      'brands',
      'bookings',
      'booking_status_history',
      'payments',
      'idempotency_keys',
      'settings',
      'audit_log',
      'email_outbox',
      'contact_messages',
    ]) {
      expect(names, table).toContain(table);
    }
  });

  // Run once, from the PGlite project, when a PostgreSQL server is available to compare with.
  it.skipIf(!url || process.env.TEST_DB !== 'pglite')('give the same schema on PGlite and on PostgreSQL', async () => {
    const name = `fb_parity_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const postgres = openDatabase({ kind: 'postgres', url: withDatabase(url!, name), poolSize: 2 });
      await postgres.migrate();
      const onPostgres = await describeSchema(postgres);
      await postgres.close();

      const pglite = openDatabase({ kind: 'pglite' });
      await pglite.migrate();
      const onPglite = await describeSchema(pglite);
      await pglite.close();

      expect(onPglite.length).toBeGreaterThan(80);
      expect(onPglite).toEqual(onPostgres);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { seedDefaults } from '../db/seed';
import { forFile } from './for-file';
import { withDatabase } from './global-setup';

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the copy. */
  destroy(): Promise<void>;
  /** PostgreSQL only: the copy's address, for a second connection (two workers, R51). */
  url?: string;
}

/**
 * A fresh, migrated, seeded database for one test file: an in-memory PGlite, or a copy of
 * the migrated template on the PostgreSQL server when the project runs with TEST_DB=postgres.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `fb_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
    } finally {
      await admin.end();
    }
    const database = openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    await seedDefaults(database.db);
    let closed = false;
    return {
      ...database,
      url: withDatabase(url, name),
      close: async () => {
        if (closed) return;
        closed = true;
        await database.close();
      },
      destroy: async () => {
        if (!closed) {
          closed = true;
          await database.close();
        }
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      },
    };
  }

  const database = openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDefaults(database.db);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  return { ...database, close, destroy: close };
}

/**
 * A fresh database for one test file, created before its tests and destroyed after them. The
 * object is filled in beforeAll: read it inside tests and hooks.
 */
export function useTestDatabase(): TestDatabase {
  return forFile(createTestDatabase, (database) => database.destroy());
}

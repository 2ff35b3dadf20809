import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

/** The query API every service uses; identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Throws when the database cannot answer; /readyz uses it. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string | undefined; client?: PGlite }
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: Partial<DatabaseTimeouts> };

export interface DatabaseTimeouts {
  /** Waiting for a connection from the pool or to the server. */
  connectMs: number;
  /** The server cancels a statement running longer (SQLSTATE 57014). */
  statementMs: number;
  /** The client gives up on an answer that does not come (a stalled connection). */
  queryMs: number;
  /** The server ends a session left idle inside a transaction, releasing its locks. */
  idleInTransactionMs: number;
}

/** R37: a request needing the database is answered, or refused with a 503, within about 10 s. */
export const DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 8_000,
  queryMs: 10_000,
  idleInTransactionMs: 30_000,
};

// Any constant shared by every process of the site; serialises migrations across them.
export const MIGRATION_LOCK_ID = 72_410_001;

/**
 * The embedded database's memory (R44, docs/performance.md). PostgreSQL's defaults (128 MB
 * of shared buffers, 64 MB for maintenance) are sized for a server of its own; inside the site's
 * process the buffers are WebAssembly memory that never shrinks. The data of one agency fits in a
 * fraction of this, and pages not in the buffers are one read away in the OS's cache. Durability
 * is untouched: every commit is still written before it returns.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers = 16MB',
  'temp_buffers = 2MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
].join('\n');

const newPglite = (dataDir: string | undefined) => new PGlite(dataDir, { postgresqlconf: PGLITE_SETTINGS });

/**
 * Creates the embedded database's files on a first start, in a short-lived process of its own:
 * creating them (initdb) takes ~450 MB more WebAssembly memory than running does, and only a
 * process that ends gives all of it back (a closed instance's, or a worker thread's, stays with
 * the server: measured in bench/memory-results.md). Nothing to do on a later start or on PostgreSQL.
 */
export async function prepareDatabase(options: DatabaseOptions): Promise<void> {
  if (options.kind !== 'pglite' || options.client || !options.dataDir) return;
  if (existsSync(path.join(options.dataDir, 'PG_VERSION'))) return;
  mkdirSync(options.dataDir, { recursive: true });
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const { PGlite } = require(process.env.PGLITE_MODULE);
       const db = new PGlite(process.env.PGLITE_DIR, { postgresqlconf: process.env.PGLITE_SETTINGS });
       db.waitReady.then(() => db.close());`,
    ],
    {
      env: { ...process.env, PGLITE_MODULE: pgliteModule, PGLITE_DIR: options.dataDir, PGLITE_SETTINGS },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database in ${options.dataDir} failed (exit code ${code})`);
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'pglite') {
    let client = options.client;
    if (!client) {
      if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
      client = newPglite(options.dataDir);
    }
    const pglite = client;
    const db = drizzlePglite({ client: pglite, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pglite.close(),
    };
  }

  const timeouts = { ...DATABASE_TIMEOUTS, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: 30_000,
    // R37: no request waits on the database for longer than these. The server cancels a statement
    // that runs too long; the client gives up on a connection that stalls without closing (a cut
    // network, a frozen server), which the server's own timeout cannot see.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // Finds a peer that vanished without a word while the connection sat idle in the pool.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Its own connection, without the timeouts: waiting for another process's migration (the
      // advisory lock) or building an index on a large table may rightly take minutes.
      const lock = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await lock.end().catch(() => {});
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

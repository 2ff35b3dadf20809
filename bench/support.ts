// What the benchmarks share: the figures read from an autocannon run, and the day a search asks for.
import path from 'node:path';
import type autocannon from 'autocannon';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDefaults } from '../src/server/db/seed';

export { daysFromNow } from '../src/server/testing/flights';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Requests per second, latency percentiles (ms) and failures of one autocannon run. */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
}

export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** The environment every benchmark's API runs with: quiet logs and a fixed session secret. */
export const BENCH_ENV = { LOG_LEVEL: 'warn', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123' };

/** An embedded database, migrated and seeded as `npm start` leaves it. */
export async function benchDatabase(): Promise<Database> {
  const database = openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDefaults(database.db);
  return database;
}

/** The API's configuration for a benchmark (BENCH_ENV plus `env`), without the client's pages. */
export function benchConfig(env: Record<string, string> = {}): AppConfig {
  return { ...loadConfig({ ...BENCH_ENV, ...env }, ROOT), clientDir: undefined };
}

import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/*
 * How many rows an admin list holds, without counting the whole table on every page (R44).
 * Up to COUNT_CAP rows the count is exact (a bounded read of the filter's index); beyond it an
 * unfiltered list gives PostgreSQL's own estimate (pg_class.reltuples, kept by autovacuum and
 * ANALYZE) and a filtered one says "more than COUNT_CAP". Either way the answer says whether the
 * figure is exact, and a process keeps it for TOTAL_TTL_MS so paging on reads no count at all.
 */

export const COUNT_CAP = 10_000;
export const TOTAL_TTL_MS = 10_000;

export interface Total {
  total: number;
  totalExact: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Counts `table` (named `name` in the database) under `where`, bounded as described above. */
export async function countRows(db: Db, table: PgTable, name: string, where: SQL | undefined): Promise<Total> {
  const capped = sql`(select count(*) from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1}) capped)`;
  // One round trip: PostgreSQL runs the capped count only when the estimate does not answer.
  const query = where
    ? sql`select ${capped}::float8 as n, true as counted`
    : sql`select case when e.n > ${COUNT_CAP} then e.n else ${capped}::float8 end as n, e.n <= ${COUNT_CAP} as counted
          from (select coalesce((select reltuples::float8 from pg_class where oid = to_regclass(${name})), -1) as n) e`;
  const [row] = rowsOf<{ n: number | string; counted: boolean }>(await db.execute(query));
  const n = Math.max(0, Math.round(Number(row?.n ?? 0)));
  if (!row?.counted) return { total: n, totalExact: false };
  // The estimate said small but the table has grown past it since: the cap still bounds the read.
  return n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}

export type TotalsCache = (key: string, read: () => Promise<Total>) => Promise<Total>;

/** A process's memory of recent totals; several processes each keep their own (a total is a guide, not a ledger). */
export function createTotalsCache(ttlMs = TOTAL_TTL_MS, now = () => Date.now()): TotalsCache {
  const kept = new Map<string, { at: number; value: Promise<Total> }>();
  return (key, read) => {
    const hit = kept.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    if (kept.size > 100) kept.clear();
    const value = read();
    kept.set(key, { at: now(), value });
    value.catch(() => kept.delete(key));
    return value;
  };
}

/** No memory: every call counts (tests, benchmarks). */
export const uncachedTotals: TotalsCache = (_key, read) => read();

import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { encodeCursor, type Cursor } from '../../shared/schemas/cursor';
import { badRequest } from '../errors';

/*
 * Keyset pagination (R44): a page starts after the previous page's last (key, id) instead of
 * skipping OFFSET rows, so page 1,000 reads as few rows as page 1 through an index on (key, id).
 */

export interface Ordering {
  /** Written into cursors: a cursor of another ordering is refused. */
  name: string;
  key: SQL | AnyPgColumn;
  id: AnyPgColumn;
  direction: 'asc' | 'desc';
  /** How the key compares: as a point in time, or as text byte by byte (ISO times as the airline wrote them). */
  type: 'timestamptz' | 'text';
}

// The text PostgreSQL prints for a timestamptz: microseconds and offset included, so nothing is rounded.
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d)?|Z)?$/;

/** The key as text, selected with each row to build the next cursor. */
export const keyText = (o: Ordering): SQL<string> =>
  o.type === 'text' ? sql<string>`coalesce(${o.key}, '')` : sql<string>`${o.key}::text`;

const keyExpr = (o: Ordering): SQL => (o.type === 'text' ? sql`coalesce(${o.key}, '') collate "C"` : sql`${o.key}`);

/** ORDER BY for the ordering: the key, then the id the same way. */
export function orderBy(o: Ordering): SQL {
  return o.direction === 'asc' ? sql`${keyExpr(o)} asc, ${o.id} asc` : sql`${keyExpr(o)} desc, ${o.id} desc`;
}

/** The rows after the cursor; a cursor of another list or with a key that cannot be this list's is a 400. */
export function after(o: Ordering, cursor: Cursor): SQL {
  if (cursor.o !== o.name || (o.type === 'timestamptz' && !TIMESTAMP.test(cursor.k)))
    throw badRequest('before is a cursor of another list', 'INVALID_CURSOR');
  const value = o.type === 'text' ? sql`${cursor.k} collate "C"` : sql`${cursor.k}::timestamptz`;
  const compare = o.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  return sql`(${keyExpr(o)}, ${o.id}) ${compare} (${value}, ${cursor.id}::uuid)`;
}

/**
 * Reads one more row than the page holds to learn whether another page follows; returns the page
 * and the cursor after its last row (null at the end).
 */
export function pageOf<T extends { id: string; cursorKey: string }>(
  o: Ordering,
  rows: T[],
  size: number,
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const nextCursor = rows.length > size && last ? encodeCursor({ o: o.name, k: last.cursorKey, id: last.id }) : null;
  return { rows: page, nextCursor };
}

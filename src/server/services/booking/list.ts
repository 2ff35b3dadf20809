import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Cursor } from '../../../shared/schemas/cursor';
import { BOOKINGS_PAGE_SIZE, type TripTab } from '../../../shared/schemas/booking';
import type { Db } from '../../db/client';
import { after, keyText, orderBy, pageOf, type Ordering } from '../../db/keyset';
import { bookings, type BookingStatus } from '../../db/schema';
import type { BookingRow } from './types';

/*
 * A traveller's bookings a page at a time (R44). My Trips shows three tabs; each is paged on the
 * server in the order the tab shows, so a traveller with hundreds of past trips sees the next
 * flight first without loading them, and the tab counts come from the database, not the pages.
 */

const TAB_STATUSES: Record<TripTab, BookingStatus[]> = {
  upcoming: ['confirmed', 'pending', 'on_hold'],
  past: ['completed'],
  // R55: a hold that lapsed or was released is no trip, and nothing was charged.
  cancelled: ['cancelled', 'failed', 'hold_expired', 'released'],
};

// The first flight's departure as the airline wrote it (the airport's local time, R14), as My Trips sorted it.
const firstDeparture = sql`(${bookings.bookingData} -> 'slices' -> 0 ->> 'departure_time')`;

const ORDERINGS: Record<TripTab | 'all', Ordering> = {
  all: { name: 'bookings', key: bookings.createdAt, id: bookings.id, direction: 'desc', type: 'timestamptz' },
  upcoming: { name: 'upcoming', key: firstDeparture, id: bookings.id, direction: 'asc', type: 'text' },
  past: { name: 'past', key: firstDeparture, id: bookings.id, direction: 'desc', type: 'text' },
  cancelled: {
    name: 'cancelled',
    key: sql`coalesce(${bookings.cancelledAt}, ${bookings.createdAt})`,
    id: bookings.id,
    direction: 'desc',
    type: 'timestamptz',
  },
};

export interface BookingsPageQuery {
  tab?: TripTab | undefined;
  before?: Cursor | undefined;
  pageSize?: number | undefined;
}

export interface BookingsPage {
  rows: BookingRow[];
  nextCursor: string | null;
  counts?: Record<TripTab, number>;
}

export const tabOf = (status: BookingStatus): TripTab =>
  (Object.keys(TAB_STATUSES) as TripTab[]).find((tab) => TAB_STATUSES[tab].includes(status)) ?? 'upcoming';

async function tabCounts(db: Db, userId: string): Promise<Record<TripTab, number>> {
  const rows = await db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .groupBy(bookings.status);
  const counts: Record<TripTab, number> = { upcoming: 0, past: 0, cancelled: 0 };
  for (const row of rows) counts[tabOf(row.status)] += row.n;
  return counts;
}

export async function listBookingsPage(db: Db, userId: string, query: BookingsPageQuery): Promise<BookingsPage> {
  const order = ORDERINGS[query.tab ?? 'all'];
  const size = query.pageSize ?? BOOKINGS_PAGE_SIZE;
  const filters: (SQL | undefined)[] = [eq(bookings.userId, userId)];
  if (query.tab) filters.push(inArray(bookings.status, TAB_STATUSES[query.tab]));
  if (query.before) filters.push(after(order, query.before));
  const [rows, counts] = await Promise.all([
    db
      .select({ row: bookings, cursorKey: keyText(order) })
      .from(bookings)
      .where(and(...filters))
      .orderBy(orderBy(order))
      .limit(size + 1),
    query.before ? undefined : tabCounts(db, userId),
  ]);
  const page = pageOf(
    order,
    rows.map((r) => ({ ...r, id: r.row.id })),
    size,
  );
  return { rows: page.rows.map((r) => r.row), nextCursor: page.nextCursor, ...(counts ? { counts } : {}) };
}

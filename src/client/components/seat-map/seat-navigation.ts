import type { CabinLayout, SeatCell } from './seat-layout';

/*
 * Arrow-key movement over a drawn cabin (the grid pattern: one tab stop, arrows move between
 * seats). Facility rows and aisles are skipped; moving up or down keeps the column, or lands on
 * the nearest seat of the next row that has one.
 */

/** Seat rows only, each as its seats left to right. */
export function seatRows(layout: CabinLayout): SeatCell[][] {
  return layout.rows
    .map((row) =>
      row.sections.flatMap((s) => (s.kind === 'seats' ? s.cells.filter((c): c is SeatCell => c !== null) : [])),
    )
    .filter((seats) => seats.length > 0);
}

function nearest(seats: SeatCell[], column: number): SeatCell | undefined {
  return seats.reduce<SeatCell | undefined>(
    (best, seat) => (!best || Math.abs(seat.column - column) < Math.abs(best.column - column) ? seat : best),
    undefined,
  );
}

/** The designator focus moves to for `key` from `current`; null when the key does not move it. */
export function nextSeat(rows: SeatCell[][], current: string, key: string, ctrlKey = false): string | null {
  const r = rows.findIndex((seats) => seats.some((s) => s.designator === current));
  const row = rows[r];
  if (!row) return rows[0]?.[0]?.designator ?? null;
  const c = row.findIndex((s) => s.designator === current);
  const column = row[c]?.column ?? 0;
  const vertical = (to: number) => nearest(rows[Math.max(0, Math.min(rows.length - 1, to))] ?? [], column);
  const moves: Partial<Record<string, () => SeatCell | undefined>> = {
    ArrowRight: () => row[c + 1],
    ArrowLeft: () => row[c - 1],
    ArrowDown: () => vertical(r + 1),
    ArrowUp: () => vertical(r - 1),
    PageDown: () => vertical(r + 5),
    PageUp: () => vertical(r - 5),
    Home: () => (ctrlKey ? rows[0]?.[0] : row[0]),
    End: () => (ctrlKey ? rows.at(-1)?.at(-1) : row.at(-1)),
  };
  const move = moves[key];
  if (!move) return null;
  const target = move();
  return target?.designator ?? current;
}

import type { Offer } from '../../../../shared/schemas/flights';

/*
 * R45: an offer's connections, read once for the layover filters. A connection is the wait at an
 * airport between one flight's arrival and the next flight's departure within a slice (a
 * technical stop inside one flight is not one: nobody leaves the plane). Both times are the
 * connecting airport's own wall clock (R14), so their difference is the wait.
 *
 * "Overnight": a wait that covers any of the night from 00:00 to 05:00 at the connecting
 * airport, e.g. landing at 23:10 and leaving at 00:40, or waiting from 02:00 to 06:30.
 */

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The night an overnight layover touches: from midnight to 5 am at the connecting airport. */
export const NIGHT_ENDS_HOUR = 5;

export interface Layover {
  airport: string;
  minutes: number;
  overnight: boolean;
}

/** A local wall-clock string as milliseconds, read as if it were UTC (only differences are used). */
function wallClock(local: string | null | undefined): number {
  return local ? Date.parse(local.length === 16 ? `${local}:00Z` : `${local}Z`) : Number.NaN;
}

export function isOvernight(arrivesAt: number, leavesAt: number): boolean {
  for (let day = Math.floor(arrivesAt / DAY_MS) * DAY_MS; day < leavesAt; day += DAY_MS) {
    if (arrivesAt < day + NIGHT_ENDS_HOUR * 60 * MINUTE_MS && leavesAt > day) return true;
  }
  return false;
}

export function layovers(offer: Offer): Layover[] {
  const found: Layover[] = [];
  for (const slice of offer.slices) {
    slice.segments.forEach((segment, index) => {
      const next = slice.segments[index + 1];
      if (!next) return;
      const arrives = wallClock(segment.arriving_at);
      const leaves = wallClock(next.departing_at);
      if (Number.isNaN(arrives) || Number.isNaN(leaves) || leaves < arrives) return;
      found.push({
        airport: segment.destination?.iata_code ?? next.origin?.iata_code ?? '',
        minutes: Math.round((leaves - arrives) / MINUTE_MS),
        overnight: isOvernight(arrives, leaves),
      });
    });
  }
  return found;
}

/** Minutes from the epoch of a local wall-clock time: earlier and later departures compare right. */
export function wallClockMinutes(local: string | null | undefined): number | null {
  const ms = wallClock(local);
  return Number.isNaN(ms) ? null : ms / MINUTE_MS;
}

/*
 * Day arithmetic on wall-clock ms for the sandbox schedule; the zone rules themselves are the
 * shared ones (src/shared/time.ts), re-exported so the sandbox imports one module.
 */

import { DAY_MS, MINUTE_MS } from '../../../../shared/time';

export {
  DAY_MS,
  formatLocal,
  HOUR_MS,
  isoDuration,
  localToUtc,
  MINUTE_MS,
  offsetMinutes,
  utcToLocal,
} from '../../../../shared/time';

/** yyyy-MM-dd -> the wall-clock midnight of that day, or NaN when it is not a real date. */
export function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

export function formatDay(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 10);
}

/** Minutes past local midnight. */
export function minuteOfDay(localMs: number): number {
  return Math.floor((((localMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

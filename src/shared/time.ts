/*
 * Airport wall-clock time (R14). Flight times are printed as each airport's local clock
 * without an offset; anything measured (durations, layovers) goes through the UTC instants those
 * clocks stand for, found with the airport's IANA zone. A "local" value in ms is what Date.UTC
 * gives for the wall-clock reading, so formatting it needs no zone. Pure: usable on both sides.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat | null>();
const offsets = new Map<string, number>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      formatter = null; // an unknown zone reads as UTC rather than failing a whole search
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isKnownTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

function offsetAtHour(timeZone: string, hour: number): number {
  const formatter = formatterFor(timeZone);
  if (!formatter) return 0;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(hour * HOUR_MS)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return Math.round((wall - hour * HOUR_MS) / MINUTE_MS);
}

/**
 * Minutes the zone is ahead of UTC at this instant. Zones change offset on the hour at most a
 * few times a year, so a UTC day whose first and last hours agree is cached whole; the rare
 * day with a change is looked up hour by hour.
 */
export function offsetMinutes(timeZone: string, instantMs: number): number {
  const hour = Math.floor(instantMs / HOUR_MS);
  const day = Math.floor(hour / 24);
  const dayKey = `${timeZone}|d${day}`;
  let offset = offsets.get(dayKey);
  if (offset === undefined) {
    const start = offsetAtHour(timeZone, day * 24);
    const end = offsetAtHour(timeZone, day * 24 + 24);
    offset = start === end ? start : Number.NaN;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(dayKey, offset);
  }
  if (!Number.isNaN(offset)) return offset;
  const hourKey = `${timeZone}|${hour}`;
  let exact = offsets.get(hourKey);
  if (exact === undefined) {
    exact = offsetAtHour(timeZone, hour);
    offsets.set(hourKey, exact);
  }
  return exact;
}

export function utcToLocal(timeZone: string, instantMs: number): number {
  return instantMs + offsetMinutes(timeZone, instantMs) * MINUTE_MS;
}

/** The instant a wall-clock reading happens (the later one in a DST gap's shadow, as clocks do). */
export function localToUtc(timeZone: string, localMs: number): number {
  const guess = localMs - offsetMinutes(timeZone, localMs) * MINUTE_MS;
  return localMs - offsetMinutes(timeZone, guess) * MINUTE_MS;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?/;

/** "2026-12-01T08:35" / "...:00" / "...:00.000Z" -> "2026-12-01T08:35:00", or null. */
export function normaliseLocal(value: string): string | null {
  const match = LOCAL.exec(value);
  return match ? `${match[1]}${match[2] ?? ':00'}` : null;
}

/** A local string as wall-clock ms (see the top of this file), or NaN. */
export function parseLocal(value: string): number {
  const local = normaliseLocal(value);
  return local ? Date.parse(`${local}Z`) : Number.NaN;
}

/** 2026-12-01T08:35:00: the airport's wall clock, without offset, as Duffel prints it. */
export function formatLocal(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 19);
}

/** The instant of an airport-local time, or null when the time or the zone cannot be read. */
export function localToInstant(local: string, timeZone: string | null | undefined): number | null {
  if (!timeZone || !isKnownTimeZone(timeZone)) return null;
  const wall = parseLocal(local);
  return Number.isNaN(wall) ? null : localToUtc(timeZone, wall);
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Minutes in an ISO 8601 duration (PT02H26M, P1DT2H, PT45M30S), or null when it is not one. */
export function isoDurationMinutes(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const match = DURATION.exec(iso.trim());
  if (!match || iso.trim() === 'P' || iso.trim().endsWith('T')) return null;
  const [, days, hours, minutes, seconds] = match;
  return (
    Number(days ?? 0) * 1_440 + Number(hours ?? 0) * 60 + Number(minutes ?? 0) + Math.round(Number(seconds ?? 0) / 60)
  );
}

/** Our one spelling of a duration, the spec's PT#H#M, whichever provider measured it. */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  return `PT${Math.floor(total / 60)}H${total % 60}M`;
}

/*
 * Wall-clock arithmetic. A "local" time is kept as the milliseconds that Date.UTC gives for the
 * airport's wall-clock reading, so formatting it needs no zone; converting to and from the instant
 * needs the zone's offset at that instant (decision 14: times are printed local, durations come
 * from instants).
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
      formatter = null; // an unknown zone reads as UTC rather than failing a search
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
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

/** 2026-12-01T08:35:00: the airport's wall clock, without offset, as Duffel prints it. */
export function formatLocal(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 19);
}

/** ISO 8601 duration in the spec's style: PT7H5M, PT45M, P1DT2H30M. */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  const time = `${hours ? `${hours}H` : ''}${mins || (!hours && !days) ? `${mins}M` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** Minutes past local midnight. */
export function minuteOfDay(localMs: number): number {
  return Math.floor((((localMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

export function startOfDay(localMs: number): number {
  return Math.floor(localMs / DAY_MS) * DAY_MS;
}

/*
 * Durations and local times as Duffel sends them: ISO 8601 durations ("PT02H26M", "P1DT2H") and
 * airport-local wall-clock times without an offset (decision 14).
 */

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Minutes in an ISO 8601 duration, or null when it is not one. */
export function durationMinutes(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const match = DURATION.exec(iso.trim());
  if (!match) return null;
  const [, days, hours, minutes, seconds] = match;
  return (
    Number(days ?? 0) * 1_440 + Number(hours ?? 0) * 60 + Number(minutes ?? 0) + Math.round(Number(seconds ?? 0) / 60)
  );
}

/** Our one spelling of a duration, as the spec shows it: PT#H#M. */
export function formatDuration(minutes: number): string {
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}

/** "2026-12-01T08:35:00.000" or with an offset -> "2026-12-01T08:35:00" (the airport's wall clock). */
export function localDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?/.exec(value);
  if (!match) throw new Error(`Not a local date-time: "${value}"`);
  return `${match[1]}${match[2] ?? ':00'}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms. */
function zoneOffsetMs(timeZone: string, instant: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1_000) * 1_000;
}

/** The instant of an airport-local wall-clock time, or null when the zone is unknown. */
export function localToInstant(local: string, timeZone: string | null | undefined): number | null {
  if (!timeZone) return null;
  const wall = Date.parse(`${localDateTime(local)}Z`);
  if (Number.isNaN(wall)) return null;
  try {
    const first = wall - zoneOffsetMs(timeZone, wall);
    return wall - zoneOffsetMs(timeZone, first);
  } catch {
    return null; // an unknown zone name
  }
}

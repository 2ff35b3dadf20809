/*
 * Durations and local times as Duffel sends them, read with the shared wall-clock rules
 * (R14): ISO 8601 durations ("PT02H26M", "P1DT2H") and airport-local times without an offset.
 */
import { isoDuration, isoDurationMinutes, localToInstant, normaliseLocal } from '../../../../shared/time';

export { isoDurationMinutes as durationMinutes, isoDuration as formatDuration, localToInstant };

/** "2026-12-01T08:35:00.000" or with an offset -> "2026-12-01T08:35:00" (the airport's wall clock). */
export function localDateTime(value: string): string {
  const local = normaliseLocal(value);
  if (!local) throw new Error(`Not a local date-time: "${value}"`);
  return local;
}

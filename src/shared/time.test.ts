import { describe, expect, it } from 'vitest';
import {
  formatLocal,
  isoDuration,
  isoDurationMinutes,
  localToInstant,
  localToUtc,
  normaliseLocal,
  offsetMinutes,
  parseLocal,
  utcToLocal,
} from './time';
import { itFollowsRules } from './testing/rules';

describe('airport wall-clock time', () => {
  itFollowsRules(([zone, instant]: [string, string]) => offsetMinutes(zone, Date.parse(instant)), {
    'knows the offset on both sides of a clock change': [
      [['Europe/London', '2026-07-01T12:00:00Z'], 60],
      [['Europe/London', '2026-12-01T12:00:00Z'], 0],
      [['Asia/Kolkata', '2026-12-01T12:00:00Z'], 330],
      [['America/New_York', '2026-03-08T06:59:00Z'], -300],
      [['America/New_York', '2026-03-08T07:00:00Z'], -240],
    ],
  });

  it('reads an unknown zone as UTC instead of failing', () => {
    expect(offsetMinutes('Mars/Olympus_Mons', 0)).toBe(0);
    expect(localToInstant('2026-12-01T12:00:00', 'Mars/Olympus_Mons')).toBeNull();
  });

  it('turns local times into instants through the zone', () => {
    expect(localToInstant('2026-07-01T12:00:00', 'Europe/London')).toBe(Date.parse('2026-07-01T11:00:00Z'));
    expect(localToInstant('2026-12-01T12:00', 'Asia/Kolkata')).toBe(Date.parse('2026-12-01T06:30:00Z'));
    expect(localToInstant('not a time', 'Europe/London')).toBeNull();
    expect(localToInstant('2026-12-01T12:00:00', null)).toBeNull();
  });

  it('round-trips local and UTC', () => {
    const instant = Date.parse('2026-10-20T00:30:00Z');
    const local = utcToLocal('Europe/Paris', instant);
    expect(formatLocal(local)).toBe('2026-10-20T02:30:00');
    expect(localToUtc('Europe/Paris', local)).toBe(instant);
  });

  it('normalises the local spellings providers send', () => {
    expect(normaliseLocal('2026-12-01T08:35')).toBe('2026-12-01T08:35:00');
    expect(normaliseLocal('2026-12-01T08:35:12.000Z')).toBe('2026-12-01T08:35:12');
    expect(normaliseLocal('08:35')).toBeNull();
    expect(parseLocal('2026-12-01T08:35:00')).toBe(Date.UTC(2026, 11, 1, 8, 35));
  });

  it('reads ISO durations, and writes them as the spec does: PT#H#M', () => {
    expect(isoDurationMinutes('PT02H26M')).toBe(146);
    expect(isoDurationMinutes('P1DT2H')).toBe(1_560);
    expect(isoDurationMinutes('PT45M30S')).toBe(46);
    expect(isoDurationMinutes('soon')).toBeNull();
    expect(isoDurationMinutes('P')).toBeNull();
    expect(isoDuration(425)).toBe('PT7H5M');
    expect(isoDuration(45)).toBe('PT0H45M');
    expect(isoDuration(1_590)).toBe('PT26H30M');
  });
});

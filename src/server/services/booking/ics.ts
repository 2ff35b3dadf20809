import { offsetMinutes, localToInstant, parseLocal } from '../../../shared/time';

/*
 * A small RFC 5545 writer: what R47's calendar file needs and no more. Times are written in the
 * airport's own zone (DTSTART;TZID=...), so a calendar shows 18:30 in New York as the ticket
 * does, and each zone used gets the VTIMEZONE the RFC requires, built from the zone's offsets
 * over the trip's dates (a transition inside the trip, such as a clock change between outbound
 * and return, becomes its own observance).
 */

export interface CalendarEvent {
  uid: string;
  /** The airport's wall clock, as Duffel prints it (2026-12-11T18:30:00). */
  start: string;
  startZone: string | null;
  end: string;
  endZone: string | null;
  summary: string;
  location?: string | undefined;
  description?: string | undefined;
  status: 'CONFIRMED' | 'CANCELLED';
  /** Raised when the event changes (a cancellation), so calendars replace their copy. */
  sequence: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** TEXT values escape backslash, semicolon, comma and newline (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space (3.1), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-12-11T18:30:00 -> 20261211T183000 (a local DATE-TIME). */
const basicLocal = (local: string) => local.slice(0, 19).replace(/[-:]/g, '');

const basicUtc = (instant: number) => new Date(instant).toISOString().slice(0, 19).replace(/[-:]/g, '').concat('Z');

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The zone's offset changes between two instants, to the minute. */
function transitions(zone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  let previous = offsetMinutes(zone, from);
  for (let t = from + HOUR_MS; t <= to; t += HOUR_MS) {
    const offset = offsetMinutes(zone, t);
    if (offset === previous) continue;
    // Somewhere in the last hour: halve to the minute (half-hour zones change off the hour).
    let low = t - HOUR_MS;
    let high = t;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(zone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return found;
}

/** One VTIMEZONE for `zone` valid over [from, to]: its offset at the start, then each change. */
function timeZoneBlock(zone: string, from: number, to: number): string[] {
  const first = offsetMinutes(zone, from);
  const changes = transitions(zone, from, to);
  const offsets = [first, ...changes.map((c) => c.after)];
  const standard = Math.min(...offsets);
  const observance = (onsetLocal: number, before: number, after: number) => {
    const kind = after > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${basicLocal(new Date(onsetLocal).toISOString())}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(from + first * 60_000, first, first),
    // The onset is the local time in effect before the change (RFC 5545 3.6.5).
    ...changes.flatMap((c) => observance(c.at + c.before * 60_000, c.before, c.after)),
    'END:VTIMEZONE',
  ];
}

/** DTSTART or DTEND: in the airport's zone when known, else a floating local time (same wall clock anywhere). */
function timeProperty(name: 'DTSTART' | 'DTEND', local: string, zone: string | null): string {
  return zone ? `${name};TZID=${zone}:${basicLocal(local)}` : `${name}:${basicLocal(local)}`;
}

/** The whole file, CRLF line ends, folded. `now` stamps DTSTAMP. */
export function writeCalendar(input: { productId: string; events: readonly CalendarEvent[]; now: Date }): string {
  const spans = new Map<string, { from: number; to: number }>();
  const widen = (zone: string | null, local: string) => {
    if (!zone) return;
    const instant = localToInstant(local, zone) ?? parseLocal(local);
    if (Number.isNaN(instant)) return;
    const span = spans.get(zone);
    spans.set(zone, {
      from: Math.min(span?.from ?? Infinity, instant - DAY_MS),
      to: Math.max(span?.to ?? -Infinity, instant + DAY_MS),
    });
  };
  for (const event of input.events) {
    widen(event.startZone, event.start);
    widen(event.endZone, event.end);
  }
  const stamp = basicUtc(input.now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${input.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...[...spans.entries()].flatMap(([zone, span]) => timeZoneBlock(zone, span.from, span.to)),
    ...input.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      timeProperty('DTSTART', event.start, event.startZone),
      timeProperty('DTEND', event.end, event.endZone),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status}`,
      `SEQUENCE:${event.sequence}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

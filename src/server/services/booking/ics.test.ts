import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../../shared/time';
import { escapeText, foldLine, writeCalendar, type CalendarEvent } from './ics';

/* R47: the calendar writer, read back by an independent RFC 5545 parser (ical.js). */

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'one@flight-booking',
  start: '2027-03-27T18:30:00',
  startZone: 'America/New_York',
  end: '2027-03-28T06:35:00',
  endZone: 'Europe/London',
  summary: 'BA117 New York (JFK) to London (LHR)',
  status: 'CONFIRMED',
  sequence: 0,
  ...overrides,
});

/** Each VEVENT's start and end as instants, with its zones registered as the file defines them. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const read = events.map((e) => ({
    summary: e.summary,
    start: e.startDate.toJSDate().getTime(),
    end: e.endDate.toJSDate().getTime(),
    startZone: e.startDate.zone?.tzid,
    status: e.component.getFirstPropertyValue('status'),
  }));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  return { calendar, events: read };
}

describe('the calendar file', () => {
  it('puts each flight at its airports’ own times: the instants match the zones’ offsets', () => {
    const text = writeCalendar({ productId: '-//Test//EN', events: [event()], now: new Date('2027-01-01T00:00:00Z') });
    const [read] = readBack(text).events;
    expect(read?.startZone).toBe('America/New_York');
    expect(read?.start).toBe(localToInstant('2027-03-27T18:30:00', 'America/New_York'));
    expect(read?.end).toBe(localToInstant('2027-03-28T06:35:00', 'Europe/London'));
    expect(text).toContain('DTSTART;TZID=America/New_York:20270327T183000');
  });

  it('gives a zone a second observance when the clocks change inside the trip', () => {
    // London goes to summer time on 28 March 2027: outbound before, return after.
    const out = event({
      uid: 'out',
      start: '2027-03-27T09:00:00',
      startZone: 'Europe/London',
      end: '2027-03-27T12:00:00',
      endZone: 'Europe/London',
    });
    const back = event({
      uid: 'back',
      start: '2027-04-03T09:00:00',
      startZone: 'Europe/London',
      end: '2027-04-03T12:00:00',
      endZone: 'Europe/London',
    });
    const text = writeCalendar({ productId: '-//Test//EN', events: [out, back], now: new Date() });
    expect(text).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:20270328T010000\r\nTZOFFSETFROM:\+0000\r\nTZOFFSETTO:\+0100/);
    const { events } = readBack(text);
    expect(events.map((e) => new Date(e.start).toISOString())).toEqual([
      '2027-03-27T09:00:00.000Z',
      '2027-04-03T08:00:00.000Z',
    ]);
  });

  it('writes a floating time when the airport’s zone is unknown', () => {
    const text = writeCalendar({
      productId: '-//Test//EN',
      events: [event({ startZone: null, endZone: null })],
      now: new Date(),
    });
    expect(text).toContain('DTSTART:20270327T183000\r\n');
    expect(text).not.toContain('VTIMEZONE');
  });

  it('ends every line with CRLF and stamps DTSTAMP in UTC', () => {
    const text = writeCalendar({ productId: '-//Test//EN', events: [event()], now: new Date('2027-01-02T03:04:05Z') });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(text).toContain('DTSTAMP:20270102T030405Z');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((line, i) => (i === 0 ? line : line.slice(1)))
        .join(''),
    ).toBe(long);
    const description = 'Passengers: Zoë Ødegaard, seat 12A; e-ticket 125-1234567890, and more text to fold over';
    const text = writeCalendar({ productId: '-//Test//EN', events: [event({ description })], now: new Date() });
    const parsed = readBack(text).calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('description');
    expect(parsed).toBe(description);
  });

  it('marks a cancelled trip’s events cancelled', () => {
    const text = writeCalendar({
      productId: '-//Test//EN',
      events: [event({ status: 'CANCELLED', sequence: 1 })],
      now: new Date(),
    });
    expect(readBack(text).events[0]?.status).toBe('CANCELLED');
    expect(text).toContain('SEQUENCE:1');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../../shared/display';
import type { Place, Segment } from '../../../../shared/schemas/flights';
import { connectionsOf, localToInstant } from './connections';

const place = (iata_code: string, time_zone: string | null): Place => ({
  type: 'airport',
  iata_code,
  name: `${iata_code} Airport`,
  city_name: iata_code,
  country_code: 'XX',
  time_zone,
});

function segment(from: Place, departing_at: string, to: Place, arriving_at: string): Segment {
  const carrier = { name: 'Test Air', iata_code: 'TA', logo_url: null };
  return {
    id: `${from.iata_code}-${to.iata_code}`,
    origin: from,
    destination: to,
    departing_at,
    arriving_at,
    duration: 'PT1H',
    marketing_carrier: carrier,
    operating_carrier: carrier,
    airline: { name: carrier.name, logo_url: null },
    flight_number: 'TA1',
    aircraft: null,
    services: [],
    passengers: [],
  };
}

const JFK = place('JFK', 'America/New_York');
const DUB = place('DUB', 'Europe/Dublin');
const LHR = place('LHR', 'Europe/London');
const LGW = place('LGW', 'Europe/London');
const DXB = place('DXB', 'Asia/Dubai');
const SIN = place('SIN', 'Asia/Singapore');

describe('localToInstant', () => {
  it('reads a wall clock in its own zone (New York is UTC-5 in December)', () => {
    expect(new Date(localToInstant('2026-12-11T18:00:00', 'America/New_York') ?? 0).toISOString()).toBe(
      '2026-12-11T23:00:00.000Z',
    );
  });

  it('follows summer time (London is UTC+1 in July)', () => {
    expect(new Date(localToInstant('2026-07-01T09:30', 'Europe/London') ?? 0).toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
  });

  it('gives no instant when the zone is unknown or missing, rather than a wrong one', () => {
    expect(localToInstant('2026-07-01T09:30', null)).toBeNull();
    expect(localToInstant('2026-07-01T09:30', 'Mars/Olympus_Mons')).toBeNull();
    expect(localToInstant('not a time', 'Europe/London')).toBeNull();
  });
});

describe('connectionsOf', () => {
  it.each([
    {
      says: 'measures a layover between airports in different zones from UTC instants, not local clocks',
      // Lands in Dubai 23:10 local (19:10 UTC), leaves 01:15 local next day (21:15 UTC): 2h 5m.
      legs: [
        segment(LHR, '2026-12-11T09:00:00', DXB, '2026-12-11T23:10:00'),
        segment(DXB, '2026-12-12T01:15:00', SIN, '2026-12-12T12:30:00'),
      ],
      minutes: 125,
      duration: '2h 5m',
    },
    {
      says: 'uses each airport its own zone when the flight lands in one zone and the next leaves from another',
      // A made-up connection where the two airports disagree by an hour: 10:00 in Dublin is 10:00 UTC,
      // 12:00 in Dubai is 08:00 UTC, so the next flight would leave 2 hours before landing.
      legs: [
        segment(JFK, '2026-12-10T18:00:00', DUB, '2026-12-11T10:00:00'),
        segment({ ...DUB, time_zone: 'Asia/Dubai' }, '2026-12-11T12:00:00', LHR, '2026-12-11T13:20:00'),
      ],
      minutes: -120,
      duration: null,
    },
    {
      says: 'counts the layover across a clock change (London falls back on 25 October 2026)',
      // 00:30 BST (23:30 UTC on the 24th) to 02:30 GMT (02:30 UTC): 3 hours, not the 2 the clocks say.
      legs: [
        segment(JFK, '2026-10-24T12:00:00', LHR, '2026-10-25T00:30:00'),
        segment(LHR, '2026-10-25T02:30:00', DUB, '2026-10-25T03:45:00'),
      ],
      minutes: 180,
      duration: '3h',
    },
    {
      says: 'leaves the duration unknown when an airport has no time zone',
      legs: [
        segment(JFK, '2026-12-10T18:00:00', place('DUB', null), '2026-12-11T06:00:00'),
        segment(place('DUB', null), '2026-12-11T08:00:00', LHR, '2026-12-11T09:20:00'),
      ],
      minutes: null,
      duration: null,
    },
  ])('$says', ({ legs, minutes, duration }) => {
    const [connection] = connectionsOf(legs);
    expect(connection?.minutes).toBe(minutes);
    expect(connection?.duration && formatDuration(connection.duration)).toBe(duration);
    expect(connection?.airportChange).toBe(false);
  });

  it('flags an airport change when the next flight leaves from another airport of the city', () => {
    const [connection] = connectionsOf([
      segment(JFK, '2026-12-10T18:00:00', LHR, '2026-12-11T06:00:00'),
      segment(LGW, '2026-12-11T11:40:00', DUB, '2026-12-11T13:00:00'),
    ]);
    expect(connection?.airportChange).toBe(true);
    expect(connection?.arrivalAirport.iata_code).toBe('LHR');
    expect(connection?.departureAirport.iata_code).toBe('LGW');
    expect(formatDuration(connection?.duration)).toBe('5h 40m');
  });

  it('has one connection fewer than segments', () => {
    expect(connectionsOf([segment(JFK, '2026-12-10T18:00:00', LHR, '2026-12-11T06:00:00')])).toEqual([]);
  });
});

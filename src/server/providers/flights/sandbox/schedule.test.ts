import { describe, expect, it } from 'vitest';
import type { Airport } from '../../../../shared/airports/types';
import { airportsForCode, getAirport } from '../../../data/airports';
import { getAircraft } from './aircraft';
import { getAirline, type Airline } from './airlines';
import { itinerariesForSlice, maximumConnectionMinutes, minimumConnectionMinutes, type Itinerary } from './itineraries';
import { blockMinutes, flightsOn, type Flight } from './schedule';
import { formatLocal, isoDuration, localToUtc, minuteOfDay, offsetMinutes, parseDay } from './time';

const airport = (code: string): Airport => getAirport(code) ?? (undefined as never);
const airline = (code: string): Airline => getAirline(code) ?? (undefined as never);
const day = parseDay('2026-12-01');
const journeys = (from: string, to: string, date = day): Itinerary[] =>
  itinerariesForSlice(airportsForCode(from), airportsForCode(to), date, 0);

describe('time zones (R14)', () => {
  it('reads wall clocks in the airport zone, daylight saving included', () => {
    expect(offsetMinutes('Europe/London', Date.UTC(2026, 6, 1))).toBe(60);
    expect(offsetMinutes('Europe/London', Date.UTC(2026, 11, 1))).toBe(0);
    expect(offsetMinutes('America/New_York', Date.UTC(2026, 11, 1))).toBe(-300);
    expect(offsetMinutes('Asia/Kolkata', Date.UTC(2026, 11, 1))).toBe(330);
    // New York springs forward at 02:00 local on 8 March 2026: 01:30 is EST, 03:30 is EDT.
    expect(localToUtc('America/New_York', Date.UTC(2026, 2, 8, 1, 30))).toBe(Date.UTC(2026, 2, 8, 6, 30));
    expect(localToUtc('America/New_York', Date.UTC(2026, 2, 8, 3, 30))).toBe(Date.UTC(2026, 2, 8, 7, 30));
  });

  it('formats local times without an offset and durations the ISO way', () => {
    expect(formatLocal(Date.UTC(2026, 11, 1, 8, 35))).toBe('2026-12-01T08:35:00');
    expect(isoDuration(425)).toBe('PT7H5M');
    expect(isoDuration(45)).toBe('PT0H45M');
    expect(isoDuration(120)).toBe('PT2H0M');
    expect(isoDuration(1590)).toBe('PT26H30M');
  });

  it('segment times are local to each airport and the duration comes from the instants', () => {
    for (const flight of flightsOn(airline('BA'), airport('LHR'), airport('JFK'), day)) {
      const depUtc = localToUtc('Europe/London', flight.depLocal);
      const arrUtc = localToUtc('America/New_York', flight.arrLocal);
      expect(depUtc).toBe(flight.depUtc);
      expect(arrUtc - depUtc).toBe(flight.blockMinutes * 60_000);
      // Five hours behind London in December: the wall clocks differ by block time minus five hours.
      expect(flight.arrLocal - flight.depLocal).toBe((flight.blockMinutes - 300) * 60_000);
    }
  });
});

describe('block times from distance and aircraft', () => {
  it('JFK-LHR takes 6 to 7.5 hours, the way back longer against the jet stream', () => {
    const b777 = getAircraft('77W');
    const east = blockMinutes(airport('JFK'), airport('LHR'), b777);
    const west = blockMinutes(airport('LHR'), airport('JFK'), b777);
    expect(east).toBeGreaterThanOrEqual(360);
    expect(east).toBeLessThanOrEqual(450);
    expect(west).toBeGreaterThan(east + 30);
    expect(west).toBeLessThanOrEqual(510);
  });

  it('short hops take about an hour and a turboprop is slower than a jet', () => {
    const [lhr, cdg] = [airport('LHR'), airport('CDG')];
    expect(blockMinutes(lhr, cdg, getAircraft('320'))).toBeGreaterThanOrEqual(60);
    expect(blockMinutes(lhr, cdg, getAircraft('320'))).toBeLessThanOrEqual(90);
    expect(blockMinutes(lhr, cdg, getAircraft('AT7'))).toBeGreaterThan(blockMinutes(lhr, cdg, getAircraft('320')));
  });
});

describe('timetables', () => {
  it('flight numbers are stable per airline and route, whatever the date', () => {
    const numbers = (date: string) =>
      flightsOn(airline('BA'), airport('LHR'), airport('JFK'), parseDay(date)).map((f) => f.flightNumber);
    expect(numbers('2026-12-01')).toEqual(numbers('2027-03-15'));
    const back = flightsOn(airline('BA'), airport('JFK'), airport('LHR'), day).map((f) => f.flightNumber);
    expect(back.some((n) => numbers('2026-12-01').includes(n))).toBe(false);
  });

  it('departures come in waves through the day, not before 05:30 nor landing between 00:30 and 05:00', () => {
    const flights: Flight[] = ['JFK LHR', 'LHR JFK', 'ATL ORD', 'FRA MUC', 'SIN SYD'].flatMap((pair) => {
      const [from, to] = pair.split(' ').map(airport) as [Airport, Airport];
      return ['AA', 'BA', 'DL', 'LH', 'SQ', 'QF', 'VS', 'UA']
        .map(airline)
        .flatMap((a) =>
          a.hubs.includes(from.iata_code) || a.hubs.includes(to.iata_code) ? flightsOn(a, from, to, day) : [],
        );
    });
    expect(flights.length).toBeGreaterThan(20);
    const hours = new Set(flights.map((f) => Math.floor(minuteOfDay(f.depLocal) / 60)));
    expect(hours.size).toBeGreaterThan(8);
    for (const f of flights) {
      expect(minuteOfDay(f.depLocal)).toBeGreaterThanOrEqual(330);
      const landing = minuteOfDay(f.arrLocal);
      expect(landing >= 30 && landing < 300, `${f.flightNumber} lands ${formatLocal(f.arrLocal)}`).toBe(false);
    }
  });

  it('regional flights are operated by the partner and sold under the mainline code', () => {
    const thin = journeys('EYW', 'ORD').flatMap((j) => j.legs);
    const all = [
      ...thin,
      ...journeys('BZN', 'ORD').flatMap((j) => j.legs),
      ...journeys('ITH', 'PHL').flatMap((j) => j.legs),
    ];
    const regional = all.filter((l) => l.operator !== l.airline.iata);
    expect(regional.length).toBeGreaterThan(0);
    for (const leg of regional) {
      expect(leg.airline.regionalOperator).toBe(leg.operator);
      expect(leg.airline.regional).toContain(leg.aircraft.iata);
    }
  });
});

describe('connections', () => {
  it('minimum connection times: 45 min domestic small airport, 60 big, 75 international same airline, 90 changing', () => {
    const leg = (from: string, to: string, carrier: string) =>
      flightsOn(airline(carrier), airport(from), airport(to), day)[0] ?? (undefined as never);
    expect(minimumConnectionMinutes(leg('BZN', 'DEN', 'UA'), leg('DEN', 'ORD', 'UA'))).toBe(60);
    expect(minimumConnectionMinutes(leg('EYW', 'CLT', 'AA'), leg('CLT', 'ORD', 'AA'))).toBe(45);
    expect(minimumConnectionMinutes(leg('LHR', 'JFK', 'BA'), leg('JFK', 'BOS', 'AA'))).toBe(90);
    expect(minimumConnectionMinutes(leg('LHR', 'JFK', 'AA'), leg('JFK', 'BOS', 'AA'))).toBe(75);
    expect(maximumConnectionMinutes(1000)).toBe(360);
    expect(maximumConnectionMinutes(9000)).toBe(600);
  });

  it('every generated connection respects its minimum and maximum', () => {
    const all = ['BZN LHR', 'JFK SYD', 'EYW ORD', 'LHR SYD', 'CPH LIS', 'DEL YYZ', 'BOS DEN'].flatMap((pair) => {
      const [from, to] = pair.split(' ') as [string, string];
      return journeys(from, to);
    });
    let connections = 0;
    const minimums = new Set<number>();
    for (const it of all.filter((j) => j.stops > 0)) {
      it.legs.slice(1).forEach((next, i) => {
        const previous = it.legs[i] ?? next;
        const wait = (next.depUtc - previous.arrUtc) / 60_000;
        const minimum = minimumConnectionMinutes(previous, next);
        expect(wait).toBeGreaterThanOrEqual(minimum);
        expect(wait).toBeLessThanOrEqual(maximumConnectionMinutes(it.odKm));
        expect(minimum).toBeGreaterThanOrEqual(45);
        minimums.add(minimum);
        connections++;
      });
    }
    expect(connections).toBeGreaterThan(100);
    expect([...minimums].sort()).toEqual([45, 60, 75, 90]);
  });
});

import type { Airport } from '../../../../shared/airports/types';
import { getAircraft, type Aircraft } from './aircraft';
import type { Airline } from './airlines';
import { distanceKm, tierOf } from './network';
import { hash32, seeded } from './prng';
import { DAY_MS, formatDay, localToUtc, MINUTE_MS, offsetMinutes, utcToLocal } from './time';

/*
 * The timetable of one airline on one route: how many flights a day, when they leave (local
 * time, in waves through the day, and never arriving in the small hours), which aircraft, and the
 * flight numbers, which are stable per airline, route and direction. The daily pattern does not
 * depend on the date; the instants do (time zones and daylight saving).
 */

export interface Flight {
  airline: Airline;
  /** Who flies it: the airline itself, or its regional partner (Envoy for American Eagle...). */
  operator: string;
  /** Marketing flight number with the airline code, e.g. BA117. */
  flightNumber: string;
  from: Airport;
  to: Airport;
  aircraft: Aircraft;
  distanceKm: number;
  blockMinutes: number;
  depUtc: number;
  arrUtc: number;
  /** Wall-clock readings at each airport (see time.ts). */
  depLocal: number;
  arrLocal: number;
  /** Identifies the flight on its day: seat occupancy follows it whichever offer shows it. */
  key: string;
}

interface Departure {
  minute: number;
  number: number;
  aircraft: Aircraft;
  operator: string;
}

interface Pattern {
  distanceKm: number;
  blockMinutes: number[];
  departures: Departure[];
}

/** Taxi out and in, climb and descent, on top of cruise. */
const FIXED_MINUTES = 45;
const REFERENCE_INSTANT = Date.UTC(2025, 0, 15, 12);

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** The eastward share of the initial course: jet streams make eastbound flights shorter. */
function eastward(from: Airport, to: Airport): number {
  const f1 = toRadians(from.latitude);
  const f2 = toRadians(to.latitude);
  const dl = toRadians(to.longitude - from.longitude);
  const y = Math.sin(dl) * Math.cos(f2);
  const x = Math.cos(f1) * Math.sin(f2) - Math.sin(f1) * Math.cos(f2) * Math.cos(dl);
  return Math.sin(Math.atan2(y, x));
}

export function blockMinutes(from: Airport, to: Airport, aircraft: Aircraft): number {
  const d = distanceKm(from, to);
  const wind = 1 - 0.06 * eastward(from, to) * Math.min(1, d / 3000);
  const minutes = FIXED_MINUTES + (d / aircraft.speedKmh) * 60 * wind;
  return Math.round(minutes / 5) * 5;
}

function frequency(airline: Airline, from: Airport, to: Airport, d: number, rnd: () => number): number {
  const tiers = [tierOf(from.iata_code), tierOf(to.iata_code)];
  const trunk = tiers.every((t) => t === 'hub' || t === 'large');
  const small = tiers.includes('small');
  let [min, max] =
    airline.scope === 'low_cost'
      ? [1, d < 1500 ? 3 : 2]
      : d < 1000
        ? trunk
          ? [4, 9]
          : [1, 4]
        : d < 3000
          ? trunk
            ? [3, 6]
            : [1, 3]
          : d < 7000
            ? trunk
              ? [2, 6]
              : [1, 2]
            : trunk
              ? [1, 3]
              : [1, 1];
  if (small) [min, max] = [1, Math.min(max, 3)];
  if (airline.hubs.includes(from.iata_code) && airline.hubs.includes(to.iata_code)) max += 2;
  return min + Math.floor(rnd() * (max - min + 1));
}

function chooseAircraft(airline: Airline, from: Airport, to: Airport, d: number, rnd: () => number): Aircraft {
  const fits = (codes: readonly string[], margin: number) =>
    codes.map(getAircraft).filter((a) => a.rangeKm >= d * margin);
  const thin = tierOf(from.iata_code) === 'small' || tierOf(to.iata_code) === 'small';
  let choices: Aircraft[] = [];
  if (d <= 900 && thin) choices = fits(airline.regional, 1.1);
  if (!choices.length && d <= 4500) choices = fits(airline.shortHaul, 1.1);
  if (!choices.length) choices = fits(airline.longHaul, 1.05);
  if (!choices.length) choices = fits([...airline.shortHaul, ...airline.longHaul], 1);
  if (!choices.length) choices = [...airline.longHaul, ...airline.shortHaul].map(getAircraft);
  // The first types listed are the airline's most common: favour them.
  const index = Math.min(choices.length - 1, Math.floor(rnd() ** 1.6 * choices.length));
  const chosen = choices[index];
  if (!chosen) throw new Error(`${airline.iata} has no aircraft`);
  return chosen;
}

/**
 * Number blocks: long-haul 1-999, medium 1000-2999, short 3000-4999, regional partners 5000-6999.
 * Each route owns a block of 20 numbers, odd one way and even the other.
 */
function flightNumberBase(airline: Airline, from: Airport, to: Airport, d: number, regional: boolean): number {
  const [start, size] = regional ? [5000, 2000] : d > 4000 ? [1, 999] : d > 1500 ? [1000, 2000] : [3000, 2000];
  const pair = from.iata_code < to.iata_code ? `${from.iata_code}${to.iata_code}` : `${to.iata_code}${from.iata_code}`;
  const slots = Math.floor(size / 20);
  return start + (hash32(`fn:${airline.iata}:${pair}`) % slots) * 20 + (from.iata_code < to.iata_code ? 0 : 1);
}

/** Arrivals between 00:30 and 05:00 local are moved: airports sleep and airlines avoid them. */
function acceptable(depMinute: number, arrMinute: number, longHaul: boolean): boolean {
  const nightArrival = arrMinute >= 30 && arrMinute < 300;
  const nightDeparture = depMinute < (longHaul ? 360 : 330);
  return !nightArrival && !nightDeparture;
}

const patterns = new Map<string, Pattern>();

function pattern(airline: Airline, from: Airport, to: Airport): Pattern {
  const key = `${airline.iata}:${from.iata_code}:${to.iata_code}`;
  const cached = patterns.get(key);
  if (cached) return cached;
  const rnd = seeded(`schedule:${key}`).next;
  const d = distanceKm(from, to);
  const count = frequency(airline, from, to, d, rnd);
  const shift = offsetMinutes(to.time_zone, REFERENCE_INSTANT) - offsetMinutes(from.time_zone, REFERENCE_INSTANT);
  const departures: Departure[] = [];
  const blocks: number[] = [];
  const span = 1350 - 360; // 06:00 to 22:30
  for (let i = 0; i < count; i++) {
    const aircraft = chooseAircraft(airline, from, to, d, rnd);
    const block = blockMinutes(from, to, aircraft);
    let minute = 360 + Math.round(((i + 0.15 + 0.7 * rnd()) * span) / count / 5) * 5;
    for (let tries = 0; tries < 24; tries++) {
      const arrival = (((minute + block + shift) % 1440) + 1440) % 1440;
      if (acceptable(minute, arrival, d > 4000)) break;
      minute = (minute + 60) % 1440;
    }
    const regional = airline.regional.includes(aircraft.iata);
    const operator = regional && airline.regionalOperator ? airline.regionalOperator : airline.iata;
    departures.push({ minute, number: 0, aircraft, operator });
    blocks.push(block);
  }
  // Number the flights in departure order, as airlines do.
  const order = departures
    .map((dep, i) => ({ dep, block: blocks[i] ?? 0 }))
    .sort((a, b) => a.dep.minute - b.dep.minute);
  for (const [i, entry] of order.entries()) {
    const regional = entry.dep.operator !== airline.iata;
    entry.dep.number = flightNumberBase(airline, from, to, d, regional) + 2 * i;
  }
  const result = { distanceKm: d, departures: order.map((o) => o.dep), blockMinutes: order.map((o) => o.block) };
  if (patterns.size > 50_000) patterns.clear();
  patterns.set(key, result);
  return result;
}

/** The airline's flights from `from` to `to` leaving on the local day starting at `dayLocal`. */
export function flightsOn(airline: Airline, from: Airport, to: Airport, dayLocal: number): Flight[] {
  const { departures, blockMinutes: blocks, distanceKm: d } = pattern(airline, from, to);
  const day = formatDay(dayLocal);
  return departures.map((dep, i) => {
    const depLocal = dayLocal + dep.minute * MINUTE_MS;
    const depUtc = localToUtc(from.time_zone, depLocal);
    const block = blocks[i] ?? 0;
    const arrUtc = depUtc + block * MINUTE_MS;
    const flightNumber = `${airline.iata}${dep.number}`;
    return {
      airline,
      operator: dep.operator,
      flightNumber,
      from,
      to,
      aircraft: dep.aircraft,
      distanceKm: d,
      blockMinutes: block,
      depUtc,
      arrUtc,
      depLocal: utcToLocal(from.time_zone, depUtc),
      arrLocal: utcToLocal(to.time_zone, arrUtc),
      key: `${flightNumber}:${from.iata_code}:${day}`,
    };
  });
}

/** Flights leaving between two instants, looking at each local day the window touches. */
export function flightsBetween(
  airline: Airline,
  from: Airport,
  to: Airport,
  startUtc: number,
  endUtc: number,
): Flight[] {
  const firstDay = Math.floor(utcToLocal(from.time_zone, startUtc) / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(utcToLocal(from.time_zone, endUtc) / DAY_MS) * DAY_MS;
  const found: Flight[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    for (const flight of flightsOn(airline, from, to, day)) {
      if (flight.depUtc >= startUtc && flight.depUtc <= endUtc) found.push(flight);
    }
  }
  return found;
}

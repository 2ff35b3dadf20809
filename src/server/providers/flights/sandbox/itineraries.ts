import type { Airport } from '../../../../shared/airports/types';
import type { Airline } from './airlines';
import { baseTier } from './airport-tiers';
import { airlinesHubbedAt, distanceKm } from './network';
import { routesBetween } from './routes';
import { flightsBetween, flightsOn, type Flight } from './schedule';
import { HOUR_MS, MINUTE_MS } from './time';

/*
 * Turns routes into concrete journeys for one slice: the flights of the day, and for each first
 * flight the next flights out of the connecting hub that respect the minimum connection time and
 * leave within a sensible wait.
 */

export const MAX_ITINERARIES_PER_SLICE = 50;
/** Nonstops fill at most this many places, so cheaper connections are always offered too. */
const MAX_NONSTOPS = 30;
/** Connections kept per arriving flight: the next departures, as a travel agent would offer. */
const NEXT_DEPARTURES = 2;

export interface Itinerary {
  legs: Flight[];
  /** The validating airline: the one flying the longest leg. */
  owner: Airline;
  stops: number;
  durationMinutes: number;
  /** Great-circle distance origin to destination, and the distance actually flown. */
  odKm: number;
  flownKm: number;
  key: string;
}

/**
 * Minimum connection time: 45 minutes domestic at a one-airline hub (Charlotte), 60 at a big
 * shared one (Denver, Atlanta); 75 minutes international on one airline, 90 when changing airline
 * (bags and passport control).
 */
export function minimumConnectionMinutes(arriving: Flight, leaving: Flight): number {
  const country = arriving.from.country_code;
  const domestic = [arriving.to, leaving.from, leaving.to].every((a) => a.country_code === country);
  if (domestic) {
    const at = arriving.to.iata_code;
    return baseTier(at) === 'large' || airlinesHubbedAt(at).length > 1 ? 60 : 45;
  }
  return arriving.airline.iata === leaving.airline.iata ? 75 : 90;
}

export function maximumConnectionMinutes(odKm: number): number {
  return odKm < 3000 ? 6 * 60 : 10 * 60;
}

function itinerary(legs: Flight[], odKm: number): Itinerary {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) throw new Error('an itinerary needs a flight');
  const longest = legs.reduce((a, b) => (b.distanceKm > a.distanceKm ? b : a), first);
  return {
    legs,
    owner: longest.airline,
    stops: legs.length - 1,
    durationMinutes: Math.round((last.arrUtc - first.depUtc) / MINUTE_MS),
    odKm,
    flownKm: legs.reduce((sum, leg) => sum + leg.distanceKm, 0),
    key: legs.map((leg) => leg.key).join('+'),
  };
}

/** Continues a journey from `done`'s last flight over the remaining airports. */
function extend(done: Flight[], airports: Airport[], airlines: Airline[], odKm: number, out: Flight[][]): void {
  const previous = done[done.length - 1];
  const at = airports[done.length];
  const next = airports[done.length + 1];
  const airline = airlines[done.length];
  if (!previous || !at || !next || !airline) {
    out.push(done);
    return;
  }
  const latest = previous.arrUtc + maximumConnectionMinutes(odKm) * MINUTE_MS;
  const candidates = flightsBetween(airline, at, next, previous.arrUtc + 45 * MINUTE_MS, latest)
    .filter((f) => f.depUtc >= previous.arrUtc + minimumConnectionMinutes(previous, f) * MINUTE_MS)
    .sort((a, b) => a.depUtc - b.depUtc);
  const isLast = done.length + 2 === airports.length;
  for (const flight of candidates.slice(0, isLast ? NEXT_DEPARTURES : 1)) {
    extend([...done, flight], airports, airlines, odKm, out);
  }
}

/** Score: time door to door, with each stop counting as extra time (travellers avoid them). */
export function itineraryScore(it: Itinerary): number {
  return it.durationMinutes + it.stops * 60;
}

/** Days of journeys kept: a 7 x 7 date grid (R46) plans 49 trips from 14 days of journeys. */
const DAYS_KEPT = 64;
const dayJourneys = new Map<string, Itinerary[]>();

/** Every journey of a day between the airports, best first, whenever it leaves. Pure, so kept. */
function journeysOfDay(origins: readonly Airport[], destinations: readonly Airport[], dayLocal: number): Itinerary[] {
  const key = `${origins.map((a) => a.iata_code).join(',')}>${destinations.map((a) => a.iata_code).join(',')}@${dayLocal}`;
  const kept = dayJourneys.get(key);
  if (kept) {
    dayJourneys.delete(key); // refresh its place: the map's order is the eviction order
    dayJourneys.set(key, kept);
    return kept;
  }
  const found = new Map<string, Itinerary>();
  for (const origin of origins) {
    for (const destination of destinations) {
      if (origin.iata_code === destination.iata_code) continue;
      const odKm = distanceKm(origin, destination);
      for (const route of routesBetween(origin, destination)) {
        const [firstAirline] = route.airlines;
        const [, firstStop] = route.airports;
        if (!firstAirline || !firstStop) continue;
        for (const flight of flightsOn(firstAirline, origin, firstStop, dayLocal)) {
          const journeys: Flight[][] = [];
          extend([flight], route.airports, route.airlines, odKm, journeys);
          for (const legs of journeys) {
            const it = itinerary(legs, odKm);
            if (!found.has(it.key)) found.set(it.key, it);
          }
        }
      }
    }
  }
  const ranked = [...found.values()].sort(
    (a, b) => itineraryScore(a) - itineraryScore(b) || a.key.localeCompare(b.key),
  );
  if (dayJourneys.size >= DAYS_KEPT) dayJourneys.delete(dayJourneys.keys().next().value ?? '');
  dayJourneys.set(key, ranked);
  return ranked;
}

/**
 * The day's journeys between any of the origin and destination airports (several for a city
 * code), leaving no earlier than `notBeforeUtc`, best first, at most MAX_ITINERARIES_PER_SLICE.
 * The journeys are shared between searches: read them, never change them.
 */
export function itinerariesForSlice(
  origins: readonly Airport[],
  destinations: readonly Airport[],
  dayLocal: number,
  notBeforeUtc: number,
): Itinerary[] {
  const ranked = journeysOfDay(origins, destinations, dayLocal).filter(
    (it) => (it.legs[0]?.depUtc ?? 0) >= notBeforeUtc,
  );
  const nonstops = ranked.filter((it) => it.stops === 0);
  const connecting = ranked.filter((it) => it.stops > 0);
  const nonstopPlaces = Math.max(MAX_NONSTOPS, MAX_ITINERARIES_PER_SLICE - connecting.length);
  const kept = new Set([...nonstops.slice(0, nonstopPlaces), ...connecting].slice(0, MAX_ITINERARIES_PER_SLICE));
  return ranked.filter((it) => kept.has(it));
}

/** The slice after this one may leave only once this one has landed, with an hour to spare. */
export function canFollow(previous: Itinerary, next: Itinerary): boolean {
  const landed = previous.legs[previous.legs.length - 1]?.arrUtc ?? 0;
  const leaves = next.legs[0]?.depUtc ?? 0;
  return leaves >= landed + HOUR_MS;
}

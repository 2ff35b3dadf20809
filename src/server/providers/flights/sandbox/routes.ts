import type { Airport } from '../../../../shared/airports/types';
import { getAirport } from '../../../data/airports';
import { canInterline, type Airline } from './airlines';
import { distanceKm, hubLinks, MIN_SECTOR_KM, nonstopCarriers } from './network';

/*
 * Ways to get from one airport to another: nonstop, one stop at a hub, two stops at two hubs.
 * A connection happens only at a hub of one of the two airlines meeting there, between airlines
 * that sell through tickets together (same airline or same alliance), and never with a detour
 * longer than MAX_DETOUR times the great-circle distance.
 */

export const MAX_DETOUR = 1.6;
/** Two-stop routes are looked for only when fewer routes than this exist with at most one stop. */
const TWO_STOP_THRESHOLD = 8;
const COMBOS_PER_HUB = 3;
const MAX_TWO_STOP_ROUTES = 30;

export interface Route {
  /** Origin, connection points, destination. */
  airports: Airport[];
  /** The marketing airline of each leg. */
  airlines: Airline[];
  /** Sum of the legs' great-circle distances. */
  flownKm: number;
}

const cache = new Map<string, Route[]>();

const hubOf = (airline: Airline, airport: Airport) => airline.hubs.includes(airport.iata_code);

const connecting = (airlines: readonly Airline[]) => airlines.filter((a) => a.sellsConnections);

function legPairs(firstLeg: readonly Airline[], secondLeg: readonly Airline[], at: Airport): [Airline, Airline][] {
  const first = connecting(firstLeg);
  const second = connecting(secondLeg);
  const pairs: [Airline, Airline][] = [];
  for (const a of first) if (second.includes(a) && hubOf(a, at)) pairs.push([a, a]);
  for (const a of first) {
    for (const b of second) {
      if (pairs.length >= COMBOS_PER_HUB) return pairs;
      if (a !== b && canInterline(a, b) && (hubOf(a, at) || hubOf(b, at))) pairs.push([a, b]);
    }
  }
  return pairs.slice(0, COMBOS_PER_HUB);
}

export function routesBetween(origin: Airport, destination: Airport): Route[] {
  const key = `${origin.iata_code}-${destination.iata_code}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const direct = distanceKm(origin, destination);
  const routes: Route[] = [];
  if (direct >= MIN_SECTOR_KM) {
    const limit = direct * MAX_DETOUR;
    for (const airline of nonstopCarriers(origin, destination)) {
      routes.push({ airports: [origin, destination], airlines: [airline], flownKm: direct });
    }
    const fromOrigin = hubLinks(origin);
    for (const [code, firstLeg] of fromOrigin) {
      const hub = getAirport(code);
      if (!hub || code === destination.iata_code) continue;
      const flown = distanceKm(origin, hub) + distanceKm(hub, destination);
      if (flown > limit) continue;
      for (const [a, b] of legPairs(firstLeg, nonstopCarriers(hub, destination), hub)) {
        routes.push({ airports: [origin, hub, destination], airlines: [a, b], flownKm: flown });
      }
    }
    if (routes.length < TWO_STOP_THRESHOLD) routes.push(...twoStopRoutes(origin, destination, limit));
  }
  routes.sort(
    (a, b) =>
      a.airports.length - b.airports.length ||
      a.flownKm - b.flownKm ||
      a.airlines
        .map((x) => x.iata)
        .join()
        .localeCompare(b.airlines.map((x) => x.iata).join()),
  );
  if (cache.size > 20_000) cache.clear();
  cache.set(key, routes);
  return routes;
}

function twoStopRoutes(origin: Airport, destination: Airport, limit: number): Route[] {
  const found: Route[] = [];
  const intoDestination = hubLinks(destination);
  for (const [firstCode, firstLeg] of hubLinks(origin)) {
    const first = getAirport(firstCode);
    if (!first || firstCode === destination.iata_code) continue;
    const toFirst = distanceKm(origin, first);
    if (toFirst + distanceKm(first, destination) > limit) continue;
    for (const [secondCode, lastLeg] of intoDestination) {
      const second = getAirport(secondCode);
      if (!second || secondCode === firstCode || secondCode === origin.iata_code) continue;
      const flown = toFirst + distanceKm(first, second) + distanceKm(second, destination);
      if (flown > limit) continue;
      const middle = connecting(nonstopCarriers(first, second));
      let added = 0;
      for (const b of middle) {
        if (added >= 2) break;
        const a = connecting(firstLeg).find((x) => canInterline(x, b) && (hubOf(x, first) || hubOf(b, first)));
        const c = connecting(lastLeg).find(
          (x) => a && canInterline(x, b) && canInterline(x, a) && (hubOf(x, second) || hubOf(b, second)),
        );
        if (!a || !c) continue;
        found.push({ airports: [origin, first, second, destination], airlines: [a, b, c], flownKm: flown });
        added++;
      }
    }
  }
  return found.sort((a, b) => a.flownKm - b.flownKm).slice(0, MAX_TWO_STOP_ROUTES);
}

import { greatCircleKm } from '../../../../shared/airports/geo';
import type { Airport } from '../../../../shared/airports/types';
import { getAirport } from '../../../data/airports';
import { getAircraft } from './aircraft';
import { AIRLINES, HUB_PAIRS, type Airline } from './airlines';
import { baseTier, GATEWAYS, marketOf, type Tier } from './airport-tiers';
import { unit } from './prng';

/*
 * Who flies nonstop between two airports. An airline flies from its hubs (bases for low-cost
 * carriers): to its other hubs always, and to other airports with a probability that falls with
 * the airport's size and distance and rises at home; a deterministic coin per airline and airport
 * pair decides, so the network is stable and needs no table of routes. Cabotage holds because
 * every route touches the airline's own hub. A small airport no hub serves gets its nearest hub.
 * Everything is computed per airport pair on demand and cached: no pass over all airports.
 */

export const MIN_SECTOR_KM = 150;
/** Low-cost carriers stay within this reach, whatever their aircraft could do. */
const LOW_COST_REACH_KM = 4500;
/** Airlines without narrow-bodies (Virgin Atlantic, Emirates) do not fly short sectors. */
const WIDEBODY_ONLY_MIN_KM = 2000;

interface LiveHub {
  airline: Airline;
  hub: Airport;
}

let liveHubs: LiveHub[] | undefined;
let hubsByAirport: Map<string, Airline[]> | undefined;

/** Hubs whose airport is in the airport list (a hub missing from the data is skipped, not fatal). */
function hubs(): LiveHub[] {
  if (!liveHubs) {
    liveHubs = [];
    hubsByAirport = new Map();
    for (const { airline, hub } of HUB_PAIRS) {
      const airport = getAirport(hub);
      if (!airport) continue;
      liveHubs.push({ airline, hub: airport });
      hubsByAirport.set(hub, [...(hubsByAirport.get(hub) ?? []), airline]);
    }
  }
  return liveHubs;
}

export function airlinesHubbedAt(iata: string): readonly Airline[] {
  hubs();
  return hubsByAirport?.get(iata) ?? [];
}

export function isHub(iata: string): boolean {
  return airlinesHubbedAt(iata).length > 0;
}

export function tierOf(iata: string): Tier {
  return isHub(iata) ? 'hub' : baseTier(iata);
}

export function distanceKm(a: Airport, b: Airport): number {
  return greatCircleKm(a, b);
}

const ranges = new Map<string, number>();
export function reachKm(airline: Airline): number {
  let reach = ranges.get(airline.iata);
  if (reach === undefined) {
    const fleet = [...airline.shortHaul, ...airline.longHaul];
    reach = Math.max(...fleet.map((code) => getAircraft(code).rangeKm));
    if (airline.scope === 'low_cost') reach = Math.min(reach, LOW_COST_REACH_KM);
    ranges.set(airline.iata, reach);
  }
  return reach;
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** A full-service airline sees a low-cost base (Luton, Bergamo) as the airport it otherwise is. */
function tierFor(airline: Airline, iata: string): Tier {
  if (airline.scope === 'low_cost') return tierOf(iata);
  return airlinesHubbedAt(iata).some((a) => a.scope !== 'low_cost') ? 'hub' : baseTier(iata);
}

/** The chance that `airline` flies between its hub and `other`, before the coin is thrown. */
function serviceChance(airline: Airline, hub: Airport, other: Airport, d: number): number {
  if (airline.hubs.includes(other.iata_code) || airline.extraDestinations.includes(other.iata_code)) return 1;
  const tier = tierFor(airline, other.iata_code);
  if (airline.scope === 'low_cost') {
    const sameMarket = marketOf(other.country_code) === marketOf(hub.country_code);
    if (tier === 'hub' || tier === 'large') return sameMarket ? 0.6 : 0.1;
    if (tier === 'medium') return sameMarket ? 0.45 : 0.05;
    return sameMarket && d <= 2000 ? 0.12 : 0;
  }
  const home = other.country_code === airline.country;
  const near = d <= 3000;
  // Long-haul networks are sparse, and sparser the further they reach...
  const far = d > 9000 ? 0.4 : d > 6000 ? 0.7 : 1;
  // ...except between the great gateways, from an airline's main hub; one-hub airlines (Emirates,
  // Singapore, KLM) build their whole network on reaching them all.
  const mainHub = airline.hubs[0] === hub.iata_code || GATEWAYS.has(hub.iata_code);
  if (!home && !near && mainHub && GATEWAYS.has(other.iata_code)) {
    return airline.hubs.length === 1 ? 0.95 : d > 9000 ? 0.6 : 0.85;
  }
  switch (tier) {
    case 'hub': {
      const partner = airlinesHubbedAt(other.iata_code).some((a) => a.alliance && a.alliance === airline.alliance);
      if (partner) return near || home ? 0.97 : 0.9 * far;
      return home ? 0.95 : near ? 0.7 : 0.3 * far;
    }
    case 'large':
      return home ? 0.95 : near ? 0.6 : 0.15 * far;
    case 'medium':
      return home ? (d <= 2500 ? 0.75 : 0.3) : near ? 0.25 : 0.02 * far;
    case 'small':
      return home ? (d <= 1200 ? 0.45 : d <= 2500 ? 0.1 : 0) : d <= 800 ? 0.05 : 0;
  }
}

/** Does `airline` fly nonstop between `hub` (one of its hubs) and `other`? */
export function serves(airline: Airline, hub: Airport, other: Airport): boolean {
  if (hub.iata_code === other.iata_code) return false;
  const d = distanceKm(hub, other);
  const extra = airline.extraDestinations.includes(other.iata_code);
  if (d < MIN_SECTOR_KM || (d > reachKm(airline) && !extra)) return false;
  if (airline.shortHaul.length === 0 && d < WIDEBODY_ONLY_MIN_KM) return false;
  const chance = serviceChance(airline, hub, other, d);
  return chance > 0 && unit(`route:${airline.iata}:${pairKey(hub.iata_code, other.iata_code)}`) < chance;
}

const forced = new Map<string, LiveHub[]>();

/** A non-hub airport that no hub serves gets its nearest hub (same country first): every town has a way out. */
export function fallbackLinks(airport: Airport): readonly LiveHub[] {
  const cached = forced.get(airport.iata_code);
  if (cached) return cached;
  let links: LiveHub[] = [];
  if (!isHub(airport.iata_code) && !hubs().some((h) => serves(h.airline, h.hub, airport))) {
    const candidates = hubs()
      .map((h) => ({ ...h, d: distanceKm(h.hub, airport) }))
      .filter((h) => h.d >= MIN_SECTOR_KM && h.d <= reachKm(h.airline) && h.airline.shortHaul.length > 0)
      .sort((a, b) => a.d - b.d || a.airline.iata.localeCompare(b.airline.iata));
    const domestic = candidates.find((h) => h.hub.country_code === airport.country_code && h.d <= 2500);
    const nearest = domestic ?? candidates[0];
    if (nearest) {
      // Every full-service carrier of that hub, or its low-cost base carrier when it has no other.
      const atHub = candidates.filter((h) => h.hub.iata_code === nearest.hub.iata_code);
      const fullService = atHub.filter((h) => h.airline.scope !== 'low_cost');
      links = (fullService.length ? fullService : atHub).map(({ airline, hub }) => ({ airline, hub }));
    }
  }
  forced.set(airport.iata_code, links);
  return links;
}

const pointToPointCarriers = AIRLINES.filter((a) => a.scope !== 'global');

const nonstopCache = new Map<string, Airline[]>();

/** Every airline flying nonstop between a and b (either direction: schedules differ, routes do not). */
export function nonstopCarriers(a: Airport, b: Airport): readonly Airline[] {
  const key = pairKey(a.iata_code, b.iata_code);
  const cached = nonstopCache.get(key);
  if (cached) return cached;
  const found = new Map<string, Airline>();
  for (const airline of airlinesHubbedAt(a.iata_code)) if (serves(airline, a, b)) found.set(airline.iata, airline);
  for (const airline of airlinesHubbedAt(b.iata_code)) if (serves(airline, b, a)) found.set(airline.iata, airline);
  for (const link of fallbackLinks(a))
    if (link.hub.iata_code === b.iata_code) found.set(link.airline.iata, link.airline);
  for (const link of fallbackLinks(b))
    if (link.hub.iata_code === a.iata_code) found.set(link.airline.iata, link.airline);
  // Busy domestic pairs away from any hub: flown point to point by the country's own non-hub carriers.
  const d = distanceKm(a, b);
  const busy = (code: string) => tierOf(code) === 'large' || tierOf(code) === 'hub';
  if (a.country_code === b.country_code && busy(a.iata_code) && busy(b.iata_code) && d >= MIN_SECTOR_KM) {
    for (const airline of pointToPointCarriers) {
      if (airline.country !== a.country_code || d > reachKm(airline) || found.has(airline.iata)) continue;
      if (unit(`p2p:${airline.iata}:${key}`) < 0.3) found.set(airline.iata, airline);
    }
  }
  const carriers = [...found.values()];
  if (nonstopCache.size > 200_000) nonstopCache.clear();
  nonstopCache.set(key, carriers);
  return carriers;
}

const linkCache = new Map<string, Map<string, readonly Airline[]>>();

/** The hubs an airport has nonstop flights to, with who flies them: where its connections happen. */
export function hubLinks(airport: Airport): ReadonlyMap<string, readonly Airline[]> {
  const cached = linkCache.get(airport.iata_code);
  if (cached) return cached;
  const links = new Map<string, readonly Airline[]>();
  const seen = new Set<string>();
  for (const { hub } of hubs()) {
    if (seen.has(hub.iata_code) || hub.iata_code === airport.iata_code) continue;
    seen.add(hub.iata_code);
    const carriers = nonstopCarriers(airport, hub);
    if (carriers.length) links.set(hub.iata_code, carriers);
  }
  linkCache.set(airport.iata_code, links);
  return links;
}

import { greatCircleKm } from './geo';
import type { Airport } from './types';

/*
 * R46: the airports near a searched one, by great-circle distance between their coordinates.
 */

/** Airports within this distance of the searched one are "nearby" (R46). No zod here: the results page's first download reads this file. */
export const NEARBY_RADIUS_KM = 100;

export interface NearbyAirport {
  airport: Airport;
  /** Whole kilometres from the searched airport. */
  km: number;
}

/** The most nearby airports one end of a search adds: beyond a few, the budget is spent on airfields. */
export const NEARBY_LIMIT = 3;

/**
 * Airports within `radiusKm` of `center`, at most `limit`: those of the same metro code first, then
 * the others, nearest first; never `center` itself.
 */
export function nearbyAirports(
  center: Airport,
  airports: readonly Airport[],
  radiusKm: number = NEARBY_RADIUS_KM,
  limit: number = NEARBY_LIMIT,
): NearbyAirport[] {
  const found: NearbyAirport[] = [];
  // One degree of latitude is ~111 km everywhere: a cheap box test before the trigonometry.
  const latSpan = radiusKm / 111;
  for (const airport of airports) {
    if (airport.iata_code === center.iata_code) continue;
    if (Math.abs(airport.latitude - center.latitude) > latSpan) continue;
    const km = greatCircleKm(center, airport);
    if (km <= radiusKm) found.push({ airport, km: Math.round(km) });
  }
  // The city's other airports first (Gatwick and Luton for Heathrow, not the airfields nearer to
  // it): they are the ones with the flights, and the budget buys a search per airport.
  const sameCity = (a: Airport) => (center.city_code !== center.iata_code && a.city_code === center.city_code ? 0 : 1);
  return found
    .sort(
      (a, b) =>
        sameCity(a.airport) - sameCity(b.airport) ||
        a.km - b.km ||
        a.airport.iata_code.localeCompare(b.airport.iata_code),
    )
    .slice(0, limit);
}

/** "London Heathrow" from "London Heathrow Airport": the name as a label reads it. */
export function shortAirportName(airport: Pick<Airport, 'name'>): string {
  return airport.name.replace(/\s+(International\s+)?Airport$/i, '').trim() || airport.name;
}

/** "Departs from Luton (LTN), 45 km from London Heathrow" (R46's label on a merged result). */
export function nearbyLabel(
  end: 'origin' | 'destination',
  used: Pick<Airport, 'name' | 'iata_code'>,
  searched: Pick<Airport, 'name'>,
  km: number,
): string {
  const verb = end === 'origin' ? 'Departs from' : 'Arrives at';
  return `${verb} ${shortAirportName(used)} (${used.iata_code}), ${km} km from ${shortAirportName(searched)}`;
}

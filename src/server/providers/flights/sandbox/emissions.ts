import type { CabinClass } from '../../../../shared/schemas/flights';
import type { Aircraft } from './aircraft';

/*
 * R45: the sandbox airline's CO2e estimate, what Duffel's `total_emissions_kg` carries for a real
 * airline. For each flight:
 *
 *   kg = distance_km x CABIN_KG_PER_KM[cabin] x aircraftFactor(aircraft) x seated passengers
 *
 * summed over the offer's flights and rounded to whole kilograms. The economy factor (0.085 kg
 * CO2e per passenger-km, with the climate effect of flying high) is of the order the public
 * calculators use (ICAO, the UK's DEFRA factors); premium cabins take more floor space per seat, so
 * more of the flight's fuel (premium economy 1.5x, business 2.9x, first 4x). The aircraft factor
 * is the type's fuel burn per seat against a current narrow-body: the newest engines (A320neo
 * family, 737 MAX, A220, 787, A350) burn about 15% less, older wide-bodies (767, 777-200, A330ceo)
 * and four-engined A380s more, regional jets more per seat, turboprops less on the short hops they
 * fly. Infants on a lap have no seat and add nothing.
 */

export const CABIN_KG_PER_KM: Readonly<Record<CabinClass, number>> = {
  economy: 0.085,
  premium_economy: 0.1275,
  business: 0.2465,
  first: 0.34,
};

const NEW_ENGINES = new Set(['32N', '32Q', '7M8', '7M9', '223', '788', '789', '339', '359', '351']);
const HEAVY = new Set(['763', '772', '332', '333', '388']);

export function aircraftFactor(aircraft: Pick<Aircraft, 'iata' | 'body'>): number {
  if (NEW_ENGINES.has(aircraft.iata)) return 0.85;
  if (HEAVY.has(aircraft.iata)) return 1.15;
  if (aircraft.body === 'regional') return 1.2;
  if (aircraft.body === 'turboprop') return 0.9;
  return 1;
}

/** One flight's emissions for `seated` passengers in `cabin`, in kg (not rounded). */
export function flightEmissionsKg(
  distanceKm: number,
  aircraft: Pick<Aircraft, 'iata' | 'body'>,
  cabin: CabinClass,
  seated: number,
): number {
  return distanceKm * CABIN_KG_PER_KM[cabin] * aircraftFactor(aircraft) * seated;
}

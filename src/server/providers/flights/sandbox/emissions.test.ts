import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../testing/database';
import { clock, NOW, oneWay } from '../../../testing/sandbox';
import { getAircraft } from './aircraft';
import { aircraftFactor, CABIN_KG_PER_KM, flightEmissionsKg } from './emissions';
import { createSandboxProvider } from '.';

const database = useTestDatabase();
const provider = () => createSandboxProvider({ db: database.db, now: clock(NOW).now });

/* R45: the documented method, kg = km x cabin factor x aircraft factor x seated passengers. */
describe('sandbox emissions', () => {
  it('multiplies distance, the cabin factor, the aircraft factor and the seated passengers', () => {
    const a320 = getAircraft('320');
    expect(aircraftFactor(a320)).toBe(1);
    expect(flightEmissionsKg(1000, a320, 'economy', 1)).toBeCloseTo(85);
    expect(flightEmissionsKg(1000, a320, 'economy', 3)).toBeCloseTo(255);
    expect(flightEmissionsKg(1000, a320, 'business', 1)).toBeCloseTo(1000 * CABIN_KG_PER_KM.business);
    // New engines burn less per seat, an A380 more, a regional jet more, a turboprop less.
    expect(flightEmissionsKg(1000, getAircraft('32N'), 'economy', 1)).toBeCloseTo(85 * 0.85);
    expect(aircraftFactor(getAircraft('388'))).toBeGreaterThan(1);
    expect(aircraftFactor(getAircraft('E75'))).toBeGreaterThan(1);
    expect(aircraftFactor(getAircraft('AT7'))).toBeLessThan(1);
  });

  it('ranks the cabins economy < premium economy < business < first', () => {
    const { economy, premium_economy, business, first } = CABIN_KG_PER_KM;
    expect(economy).toBeLessThan(premium_economy);
    expect(premium_economy).toBeLessThan(business);
    expect(business).toBeLessThan(first);
  });

  it('gives each offer the sum over its flights, for its seated passengers only (a lap infant adds none)', async () => {
    const [offer] = await provider().search(oneWay('JFK', 'LHR'));
    if (!offer) throw new Error('no offer');
    const expected = offer.slices
      .flatMap((slice) => slice.segments)
      .reduce((sum, segment) => {
        const aircraft = getAircraft(segment.aircraft?.iata_code ?? '');
        const cabin = segment.passengers[0]?.cabin_class ?? 'economy';
        return sum + flightEmissionsKg(segment.distance_km ?? 0, aircraft, cabin, 1);
      }, 0);
    // distance_km is rounded on the segment; the offer sums exact distances.
    expect(Math.abs(Number(offer.total_emissions_kg) - expected)).toBeLessThan(2);

    const single = (await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { adults: 1 })))[0];
    const withInfant = (await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { adults: 1, infants: 1 })))[0];
    const pair = (await provider().search(oneWay('JFK', 'LHR', '2026-12-01', { adults: 2 })))[0];
    expect(withInfant?.total_emissions_kg).toBe(single?.total_emissions_kg);
    expect(Math.abs(Number(pair?.total_emissions_kg) - 2 * Number(single?.total_emissions_kg))).toBeLessThanOrEqual(1);
  });
});

import { describe, expect, it } from 'vitest';
import airportFile from '../data/airports.json';
import { greatCircleKm } from './geo';
import { nearbyAirports, nearbyLabel, shortAirportName } from './nearby';
import { decodeAirports } from './types';

const airports = decodeAirports(airportFile);
const byCode = new Map(airports.map((a) => [a.iata_code, a]));
const at = (code: string) => byCode.get(code)!;

describe('nearby airports (R46)', () => {
  it('lists the airports within 100 km, nearest first, never the airport itself', () => {
    const found = nearbyAirports(at('LHR'), airports, 100, 50);
    expect(found.length).toBeGreaterThan(3);
    expect(found.map((n) => n.airport.iata_code)).not.toContain('LHR');
    expect(found.map((n) => n.airport.iata_code)).toEqual(expect.arrayContaining(['LGW', 'LTN', 'LCY']));
    for (const { airport, km } of found) {
      expect(km).toBeLessThanOrEqual(100);
      expect(km).toBe(Math.round(greatCircleKm(at('LHR'), airport)));
    }
  });

  it("puts the city's own airports first, nearest first, then the others by distance", () => {
    // Heathrow's nearest neighbours are airfields (Blackbushe, Farnborough); London's airports come first.
    expect(nearbyAirports(at('LHR'), airports).map((n) => n.airport.iata_code)).toEqual(['LCY', 'LGW', 'LTN']);
    expect(nearbyAirports(at('JFK'), airports).map((n) => n.airport.iata_code)).toEqual(['LGA', 'EWR', 'TEB']);
    const found = nearbyAirports(at('MAN'), airports, 100, 50);
    expect(found.map((n) => n.km)).toEqual([...found.map((n) => n.km)].sort((a, b) => a - b));
  });

  it('leaves out airports beyond the radius and stops at the limit', () => {
    // Manchester to Heathrow is ~240 km: never "nearby".
    expect(nearbyAirports(at('LHR'), airports, 100, 50).map((n) => n.airport.iata_code)).not.toContain('MAN');
    expect(nearbyAirports(at('LHR'), airports)).toHaveLength(3);
    // A 10 km radius around Heathrow holds only Northolt-sized neighbours, if any, all within it.
    expect(nearbyAirports(at('LHR'), airports, 10, 50).every((n) => n.km <= 10)).toBe(true);
  });

  it('finds none around an airport far from any other', () => {
    // Easter Island: the nearest airport is thousands of km away.
    expect(nearbyAirports(at('IPC'), airports)).toEqual([]);
  });

  it('writes the label a merged result carries', () => {
    expect(shortAirportName({ name: 'London Heathrow Airport' })).toBe('London Heathrow');
    expect(nearbyLabel('origin', { name: 'London Luton Airport', iata_code: 'LTN' }, at('LHR'), 45)).toBe(
      `Departs from London Luton (LTN), 45 km from ${shortAirportName(at('LHR'))}`,
    );
    expect(
      nearbyLabel('destination', { name: 'Newark Liberty International Airport', iata_code: 'EWR' }, at('JFK'), 34),
    ).toBe(`Arrives at Newark Liberty (EWR), 34 km from ${shortAirportName(at('JFK'))}`);
  });
});

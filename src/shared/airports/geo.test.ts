import { describe, expect, it } from 'vitest';
import airportFile from '../data/airports.json';
import { EARTH_RADIUS_KM, greatCircleKm } from './geo';
import { decodeAirports } from './types';

const byCode = new Map(decodeAirports(airportFile).map((a) => [a.iata_code, a]));
const at = (code: string) => {
  const airport = byCode.get(code);
  if (!airport) throw new Error(`${code} missing`);
  return airport;
};

describe('greatCircleKm', () => {
  it('measures London Heathrow to New York JFK at about 5,540 km', () => {
    expect(greatCircleKm(at('LHR'), at('JFK'))).toBeCloseTo(5540, -1);
  });

  it('measures Sydney to Los Angeles at about 12,050 km', () => {
    expect(Math.abs(greatCircleKm(at('SYD'), at('LAX')) - 12_050)).toBeLessThan(30);
  });

  it('is zero from a place to itself and the same both ways', () => {
    expect(greatCircleKm(at('LHR'), at('LHR'))).toBe(0);
    expect(greatCircleKm(at('JFK'), at('NRT'))).toBe(greatCircleKm(at('NRT'), at('JFK')));
  });

  it('gives half the circumference between antipodes and crosses the date line the short way', () => {
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
    const oneDegree = (Math.PI * EARTH_RADIUS_KM) / 180;
    expect(greatCircleKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      oneDegree,
      6,
    );
  });
});

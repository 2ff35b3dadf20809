import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../shared/airports/geo';
import { airportsForCode, allAirports, getAirport, isKnownLocationCode } from './airports';

const codes = (list: readonly { iata_code: string }[]) => list.map((a) => a.iata_code);

describe('server airport data', () => {
  it('loads every airport once, sorted by code and read-only', () => {
    const list = allAirports();
    expect(list.length).toBeGreaterThan(4000);
    expect(allAirports()).toBe(list);
    expect(codes(list)).toEqual([...codes(list)].sort());
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
  });

  it('finds an airport by IATA code in any case, and nothing for an unknown code', () => {
    expect(getAirport('LHR')).toMatchObject({ name: 'London Heathrow Airport', city_code: 'LON', country_code: 'GB' });
    expect(getAirport('lhr')?.iata_code).toBe('LHR');
    expect(getAirport('LON')).toBeUndefined();
    expect(getAirport('QQQ')).toBeUndefined();
  });

  it('turns an airport code into that airport and a city code into its airports, main one first', () => {
    expect(codes(airportsForCode('JFK'))).toEqual(['JFK']);
    expect(codes(airportsForCode('LON'))).toEqual(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']);
    expect(codes(airportsForCode('nyc'))).toEqual(['JFK', 'EWR', 'LGA']);
    expect(codes(airportsForCode('PAR'))).toEqual(['CDG', 'ORY', 'BVA', 'LBG']);
    expect(codes(airportsForCode('TYO'))).toEqual(['HND', 'NRT']);
  });

  it('reads a code that is both an airport and a city (SHA) as the airport', () => {
    expect(codes(airportsForCode('SHA'))).toEqual(['SHA']);
  });

  it('hands out copies, so a caller cannot change the city lists', () => {
    airportsForCode('LON').pop();
    expect(airportsForCode('LON')).toHaveLength(6);
  });

  it('knows airport and city codes, and nothing else', () => {
    expect(isKnownLocationCode('LHR')).toBe(true);
    expect(isKnownLocationCode('NYC')).toBe(true);
    expect(isKnownLocationCode('QQQ')).toBe(false);
    expect(isKnownLocationCode('')).toBe(false);
    expect(airportsForCode('QQQ')).toEqual([]);
  });

  it('gives distances between the airports it holds (LHR to JFK about 5,540 km)', () => {
    const [lhr, jfk] = [getAirport('LHR'), getAirport('JFK')];
    if (!lhr || !jfk) throw new Error('LHR and JFK must be there');
    expect(greatCircleKm(lhr, jfk)).toBeCloseTo(5540, -1);
  });
});

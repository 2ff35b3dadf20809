import { describe, expect, it } from 'vitest';
import airportFile from '../data/airports.json';
import { AIRPORT_ALIASES } from './aliases';
import { METRO_AREAS } from './city-codes';
import { BUSIEST_AIRPORTS } from './importance';
import { buildAirportIndex, searchAirports } from './search';
import { itMapsEach } from '../testing/rules';
import { decodeAirports, type Airport } from './types';

// R25: what travellers really type, on the real list.
const airports = decodeAirports(airportFile);
const world = buildAirportIndex(airports);
const codes = (query: string) => searchAirports(world, query).map((a) => a.iata_code);
const first = (query: string) => codes(query)[0];
/** One test per query typed: the airport the traveller means is the first suggestion. */
const itComesFirst = (examples: [query: string, code: string][]) => itMapsEach(first, examples, ' first');

function airport(iata: string, name: string, city: string): Airport {
  return {
    id: `arp_${iata.toLowerCase()}_xx`,
    iata_code: iata,
    name,
    city_name: city,
    country_code: 'XX',
    time_zone: 'UTC',
    latitude: 0,
    longitude: 0,
    city_code: iata,
  };
}

describe('R25: the airport a traveller means comes first', () => {
  itComesFirst([
    ['phoenix', 'PHX'], // not Deer Valley, also in Phoenix
    ['portland', 'PDX'], // not Portland, Victoria
    ['MAN', 'MAN'], // Manchester, not Man (Côte d'Ivoire)
    ['man', 'MAN'],
    ['Man', 'MAN'],
    ['chicago', 'ORD'],
    ['london', 'LHR'],
    ['paris', 'CDG'],
    ['san jose', 'SJC'],
    ['birmingham', 'BHX'],
    ['santiago', 'SCL'],
    ['sydney', 'SYD'],
    ['melbourne', 'MEL'],
    ['georgetown', 'GCM'],
    ['sao', 'GRU'],
  ]);

  it('puts an exact IATA code first in any case, even over a city of that name', () => {
    expect(first('goa')).toBe('GOA'); // Genoa's code; Goa, India, right after
    expect(codes('goa')[1]).toBe('GOI');
    expect(first('SYD')).toBe('SYD');
    expect(first('bru')).toBe('BRU');
  });

  it('ranks by importance inside a tier: two exact cities, the busier first', () => {
    const index = buildAirportIndex([
      airport('PTJ', 'Portland Airport', 'Portland'),
      airport('PDX', 'Portland Intl', 'Portland'),
    ]);
    expect(searchAirports(index, 'portland').map((a) => a.iata_code)).toEqual(['PDX', 'PTJ']);
  });

  it('keeps a better tier ahead of a busier airport: an exact city beats a busy city prefix', () => {
    // "lon": the metro code first, then London Ontario's exact... no: Long Beach's city prefix
    // is busier, but the metro code's six airports still come first.
    expect(codes('lon').slice(0, 6)).toEqual(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']);
    const index = buildAirportIndex([airport('ATL', 'Hartsfield', 'Atlantaville'), airport('ZZZ', 'Tiny', 'Atlanta')]);
    expect(searchAirports(index, 'atlanta').map((a) => a.iata_code)).toEqual(['ZZZ', 'ATL']);
  });
});

describe('R25: aliases (other languages, former names, islands and regions)', () => {
  it.each([
    ['Köln', ['CGN']],
    ['koln', ['CGN']],
    ['Koeln', ['CGN']],
    ['Lisboa', ['LIS']],
    ['Wien', ['VIE']],
    ['Praha', ['PRG']],
    ['Bombay', ['BOM']],
    ['Peking', ['PEK', 'PKX']],
    ['Maui', ['OGG']],
    ['Tenerife', ['TFS', 'TFN']],
    ['Mauritius', ['MRU']],
    ['maldives', ['MLE']],
    ['München', ['MUC']],
    ['Firenze', ['FLR']],
    ['Venezia', ['VCE']],
    ['Saigon', ['SGN']],
    ['Calcutta', ['CCU']],
    ['Chennai', ['MAA']], // the data still says Madras
    ['Kyiv', ['KBP']],
    ['Bali', ['DPS']],
    ['Crete', ['HER', 'CHQ']],
    ['Sicily', ['CTA', 'PMO']],
    ['Mallorca', ['PMI']],
    ['Algarve', ['FAO']],
    ['Santorini', ['JTR']],
    ['Seychelles', ['SEZ']],
    ['Los Cabos', ['SJD']],
    ['saint petersburg', ['LED']],
  ])('%s -> %s', (query, expected) => {
    expect(codes(query).slice(0, expected.length)).toEqual(expected);
  });

  it('counts an alias as a city: "Roma" lists Rome before Roma, Queensland', () => {
    expect(codes('roma').slice(0, 3)).toEqual(['FCO', 'CIA', 'RMA']);
  });

  it('matches an alias by prefix while it is typed, and together with other words', () => {
    expect(first('lisbo')).toBe('LIS');
    expect(first('maur')).not.toBe(undefined);
    expect(codes('maui kahului')).toEqual(['OGG']);
  });

  it('finds the metro areas by code and by name', () => {
    expect(codes('NYC')).toEqual(['JFK', 'EWR', 'LGA']);
    expect(codes('bjs')).toEqual(['PEK', 'PKX']);
    expect(codes('tci')).toEqual(['TFS', 'TFN']);
    expect(codes('milan').slice(0, 3)).toEqual(['MXP', 'LIN', 'BGY']);
  });
});

describe('R25: typos (one edit from 5 letters, two from 8), below exact matches', () => {
  itComesFirst([
    ['amsterdm', 'AMS'],
    ['amstredam', 'AMS'], // a swap counts one edit
    ['barcelna', 'BCN'],
    ['manchestr', 'MAN'],
    ['frankfrt', 'FRA'],
    ['chicgao', 'ORD'],
    ['sydnay', 'SYD'],
    ['los angelas', 'LAX'],
    ['philadelfia', 'PHL'], // ph -> f: two edits in an 11-letter word
    ['istambul', 'IST'],
    ['phenix', 'PHX'],
  ]);

  it('forgives nothing in words under 5 letters', () => {
    expect(codes('rone')).not.toContain('FCO');
    expect(codes('lodn')).toEqual([]);
  });

  it('forgives one edit, not two, in words of 5 to 7 letters', () => {
    const index = buildAirportIndex([airport('AAA', 'Alpha', 'Toronto')]);
    expect(searchAirports(index, 'torontu').map((a) => a.iata_code)).toEqual(['AAA']);
    expect(searchAirports(index, 'tarontu')).toEqual([]);
  });

  it('ranks a typo match below every exact match, one edit above two', () => {
    const index = buildAirportIndex([
      airport('BBB', 'Second', 'Palarmo'), // palermos: two edits; palermo: one
      airport('AAA', 'First', 'Palarmos'), // palermos: one edit; palermo: two
      airport('EXA', 'Palermos Field', 'Zzz'), // exact, in the name only
    ]);
    expect(searchAirports(index, 'palermos').map((a) => a.iata_code)).toEqual(['EXA', 'AAA', 'BBB']);
    // Seven letters: one edit only.
    expect(searchAirports(index, 'palermo').map((a) => a.iata_code)).toEqual(['EXA', 'BBB']);
  });
});

describe('the data R25 ships', () => {
  const known = new Set([...airports.map((a) => a.iata_code), ...METRO_AREAS.map((m) => m.code)]);

  it('names only airports and metro codes that exist, each once in the busiest list', () => {
    const busiest = BUSIEST_AIRPORTS.split(' ');
    expect(busiest.filter((code) => !known.has(code))).toEqual([]);
    expect(new Set(busiest).size).toBe(busiest.length);
    expect(busiest.length).toBeGreaterThanOrEqual(500);
    const aliasCodes = Object.keys(AIRPORT_ALIASES).flatMap((key) => key.split(' '));
    expect(aliasCodes.filter((code) => !known.has(code))).toEqual([]);
  });
});

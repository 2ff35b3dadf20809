import { describe, expect, it } from 'vitest';
import airportFile from '../data/airports.json';
import { buildAirportIndex, searchAirports } from './search';
import { foldText, formatAirportLabel, formatAirportOption, MAX_SUGGESTIONS } from './text';
import { decodeAirports, type Airport } from './types';
import { itFollowsRules } from '../testing/rules';

const world = buildAirportIndex(decodeAirports(airportFile));
const codes = (query: string, limit?: number) => searchAirports(world, query, limit).map((a) => a.iata_code);

function airport(iata: string, name: string, city: string, country = 'XX', cityCode = iata): Airport {
  return {
    id: `arp_${iata.toLowerCase()}_${country.toLowerCase()}`,
    iata_code: iata,
    name,
    city_name: city,
    country_code: country,
    time_zone: 'UTC',
    latitude: 0,
    longitude: 0,
    city_code: cityCode,
  };
}

describe('foldText', () => {
  itFollowsRules(foldText, {
    'lower-cases and strips accents, spelling out letters Unicode does not decompose': [
      ['São Paulo', 'sao paulo'],
      ['Zürich', 'zurich'],
      ['Tromsø Ærø Straße Łódź İstanbul', 'tromso aero strasse lodz istanbul'],
    ],
    'drops apostrophes and dots, and turns other punctuation and runs of spaces into one space': [
      ["  Chicago O'Hare ", 'chicago ohare'],
      ['St. Thomas', 'st thomas'],
      ['Dallas-Fort Worth /  (DFW)', 'dallas fort worth dfw'],
    ],
  });
});

describe('searchAirports: how much must be typed', () => {
  it('answers nothing under 2 characters, counting after trimming and folding', () => {
    expect(codes('')).toEqual([]);
    expect(codes('l')).toEqual([]);
    expect(codes('  l  ')).toEqual([]);
    expect(codes('é')).toEqual([]);
    expect(codes('lo').length).toBeGreaterThan(0);
  });

  it('gives at most 15 suggestions, and fewer when asked', () => {
    expect(MAX_SUGGESTIONS).toBe(15);
    expect(codes('gb')).toHaveLength(15);
    expect(codes('an')).toHaveLength(15);
    expect(codes('an', 5)).toHaveLength(5);
    expect(codes('an', 0)).toEqual([]);
  });

  it('answers nothing when nothing matches', () => {
    expect(codes('xq')).toEqual([]);
    expect(codes('qqqq')).toEqual([]);
  });
});

describe('searchAirports: ranking tiers (J5)', () => {
  // Cities chosen so plain alphabetical order would be the reverse of the tier order.
  const fixtures = buildAirportIndex([
    airport('ZZG', 'Northabc Field', 'Aaaa'), // "abc" only inside the name: the last tier
    airport('ZZF', 'Foxtrot Airport', 'Northabc'), // city contains "abc"
    airport('ZZE', 'Abc Regional Airport', 'Aaab'), // name starts with "abc"
    airport('ZZD', 'Delta Airport', 'Abcville'), // city starts with "abc"
    airport('ABC', 'Charlie Airport', 'Aaac'), // IATA code equals "abc"
    airport('ZZB', 'Abc', 'Aaad'), // name equals "abc"
    airport('ZZA', 'Alpha Airport', 'Abc'), // city equals "abc"
  ]);
  const rank = (query: string) => searchAirports(fixtures, query).map((a) => a.iata_code);

  // R25 moves the exact code from third to first: "MAN" means Manchester, not Man (Côte d'Ivoire).
  it('puts exact code, exact city, exact name, city prefix, name prefix, city substring, then the rest', () => {
    expect(rank('abc')).toEqual(['ABC', 'ZZA', 'ZZB', 'ZZD', 'ZZE', 'ZZF', 'ZZG']);
  });

  // Each pair: the better tier first, although its city comes later in the alphabet.
  it.each([
    ['exact code', 'exact city', airport('ABC', 'Zed Field', 'Zzzz'), airport('ZZA', 'Zed Field', 'Abc')],
    ['exact city', 'exact name', airport('ZZA', 'Zed Field', 'Abc'), airport('ZZB', 'Abc', 'Aaaa')],
    ['exact name', 'city prefix', airport('ZZB', 'Abc', 'Bbbb'), airport('ZZD', 'Zed Field', 'Abcville')],
    ['city prefix', 'name prefix', airport('ZZD', 'Zed Field', 'Abcville'), airport('ZZE', 'Abc Regional', 'Aaaa')],
    ['name prefix', 'city substring', airport('ZZE', 'Abc Regional', 'Bbbb'), airport('ZZF', 'Zed Field', 'Aabc')],
    ['city substring', 'any other match', airport('ZZF', 'Zed Field', 'Babc'), airport('ZZG', 'Northabc', 'Aaaa')],
  ])('ranks %s above %s', (_better, _worse, better, worse) => {
    const index = buildAirportIndex([worse, better]);
    expect(searchAirports(index, 'abc').map((a) => a.iata_code)).toEqual([better.iata_code, worse.iata_code]);
  });

  it('ignores case and accents when deciding what is exact', () => {
    expect(rank('ÁBC')).toEqual(['ABC', 'ZZA', 'ZZB', 'ZZD', 'ZZE', 'ZZF', 'ZZG']);
  });

  it('lists airports of the same tier alphabetically by city when none is among the busiest', () => {
    const index = buildAirportIndex([
      airport('CCC', 'Port C', 'Portland'),
      airport('AAA', 'Port A', 'Porto'),
      airport('BBB', 'Port B', 'Port Elizabeth'),
    ]);
    // All three cities start with "port": one tier, so the city decides.
    expect(searchAirports(index, 'port').map((a) => a.iata_code)).toEqual(['BBB', 'CCC', 'AAA']);
  });

  it('keeps a better tier ahead even when 15 worse matches come first alphabetically', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      airport(`A${String.fromCharCode(65 + i)}A`, `Abc Field ${i}`, `Aa${String.fromCharCode(97 + i)}`),
    );
    const index = buildAirportIndex([...many, airport('ZZZ', 'Last Airport', 'Abcz')]);
    const found = searchAirports(index, 'abc').map((a) => a.iata_code);
    expect(found).toHaveLength(15);
    expect(found[0]).toBe('ZZZ'); // a city prefix beats the 20 name-prefix matches
  });
});

describe('searchAirports: what a word matches', () => {
  it('needs every word to match: London alone finds Heathrow; with a made-up word, nothing', () => {
    expect(codes('london')).toContain('LHR');
    expect(codes('london zzzz')).toEqual([]);
  });

  it('matches multi-word cities and a city followed by part of the name', () => {
    expect(codes('new york').slice(0, 3).sort()).toEqual(['EWR', 'JFK', 'LGA']);
    expect(codes('london heathrow')).toEqual(['LHR']);
    expect(codes('heathrow london')).toEqual(['LHR']);
  });

  it('matches an IATA code only when a word equals it', () => {
    expect(codes('LHR')[0]).toBe('LHR');
    expect(codes('lhr')[0]).toBe('LHR');
    expect(codes('lh')).not.toContain('LHR');
  });

  it('matches a country code only when a word equals it', () => {
    const index = buildAirportIndex([
      airport('AAA', 'Alpha Field', 'Alpha', 'GB'),
      airport('BBB', 'Beta Field', 'Beta', 'FR'),
      airport('CCC', 'Gamma Field', 'Gamma', 'GR'),
    ]);
    expect(searchAirports(index, 'gb').map((a) => a.iata_code)).toEqual(['AAA']);
    expect(searchAirports(index, 'field gb').map((a) => a.iata_code)).toEqual(['AAA']);
    expect(codes('heathrow gb')).toEqual(['LHR']);
    expect(codes('heathrow us')).toEqual([]);
    expect(codes('heathrow g')).toEqual([]);
  });

  it('does not let one word straddle the city and the name', () => {
    const index = buildAirportIndex([airport('AAA', 'Deer Field', 'Moon')]);
    expect(searchAirports(index, 'moondeer')).toEqual([]);
    expect(searchAirports(index, 'moon deer').map((a) => a.iata_code)).toEqual(['AAA']);
  });

  it('is accent-insensitive both ways', () => {
    expect(codes('Sao Paulo')).toEqual(expect.arrayContaining(['GRU', 'CGH']));
    expect(codes('São Paulo')).toEqual(codes('Sao Paulo'));
    expect(codes('zurich')).toContain('ZRH');
    expect(codes('Zürich')).toContain('ZRH');
    expect(codes('angelholm')).toContain('AGH'); // Ängelholm in the data
    const index = buildAirportIndex([airport('TOS', 'Tromsø Airport', 'Tromsø', 'NO')]);
    expect(searchAirports(index, 'tromso').map((a) => a.iata_code)).toEqual(['TOS']);
  });
});

describe('searchAirports: metropolitan areas', () => {
  const LONDON = ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'];

  it("finds all six London airports for 'London', main airport first, ahead of other Londons", () => {
    const found = codes('London');
    expect(found.slice(0, 6)).toEqual(LONDON);
    expect(found).toContain('YXU'); // London, Ontario, after them
  });

  it('treats a metro code like an airport code: LON and NYC list their airports first', () => {
    expect(codes('lon').slice(0, 6)).toEqual(LONDON);
    expect(codes('NYC')).toEqual(['JFK', 'EWR', 'LGA']);
    expect(codes('tyo')).toEqual(['HND', 'NRT']);
  });

  it('finds a member airport by its metro city even when its own city differs', () => {
    expect(codes('new york')).toContain('EWR'); // Newark
    expect(codes('washington')).toContain('BWI'); // Baltimore
    expect(codes('paris')).toContain('BVA'); // Beauvais
  });
});

describe('labels', () => {
  const heathrow = airport('LHR', 'London Heathrow Airport', 'London', 'GB', 'LON');

  it('shows the city and the code in brackets after a pick', () => {
    expect(formatAirportLabel(heathrow)).toBe('London (LHR)');
  });

  it("falls back to the airport's name when it has no city", () => {
    expect(formatAirportLabel(airport('QUT', 'Utsunomiya Airport', ''))).toBe('Utsunomiya Airport (QUT)');
  });

  it('gives a suggestion as airport name, then city, country code and IATA code', () => {
    expect(formatAirportOption(heathrow)).toEqual({
      name: 'London Heathrow Airport',
      city: 'London',
      countryCode: 'GB',
      code: 'LHR',
      location: 'London, GB',
    });
    expect(formatAirportOption(airport('QUT', 'Utsunomiya Airport', '', 'JP')).location).toBe('JP');
  });
});

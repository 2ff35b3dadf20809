import { METRO_AREAS } from './city-codes';
import { foldText, MAX_SUGGESTIONS, MIN_QUERY_LENGTH } from './text';
import type { Airport } from './types';

/**
 * Everything the type-ahead compares, folded once when the data arrives. Parallel arrays, in
 * the order results are listed within a tier ("alphabetical by city"), so a search allocates
 * nothing per airport and needs no sort.
 */
export interface AirportIndex {
  readonly airports: readonly Airport[];
  readonly city: readonly string[];
  /** The metro area's name (London for Southend) or ''. */
  readonly metroCity: readonly string[];
  readonly name: readonly string[];
  /** city, metro city and name joined by a character no folded query contains. */
  readonly text: readonly string[];
  /** Which letters occur in `text` (see letterMask): most airports fail a word on this alone. */
  readonly letters: Int32Array;
  readonly code: readonly string[];
  /** The metro code (lon) or '' when the airport is in none. */
  readonly cityCode: readonly string[];
  readonly country: readonly string[];
}

/** One bit per letter a-z, one for any digit, one for any other letter: a cheap superset test. */
function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) mask |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) mask |= 1 << 26;
    else if (c > 127) mask |= 1 << 27;
  }
  return mask;
}

const METRO_BY_CODE = new Map(METRO_AREAS.map((m) => [m.code, m]));

export function buildAirportIndex(airports: readonly Airport[]): AirportIndex {
  const rows = airports.map((airport) => {
    const metro = METRO_BY_CODE.get(airport.city_code);
    const metroOrder = metro?.airports.indexOf(airport.iata_code) ?? -1;
    const city = foldText(airport.city_name);
    const metroCity = metro && metroOrder >= 0 ? foldText(metro.name) : '';
    const name = foldText(airport.name);
    return {
      airport,
      city,
      metroCity: metroCity === city ? '' : metroCity,
      name,
      cityCode: metroOrder >= 0 || airport.city_code !== airport.iata_code ? airport.city_code.toLowerCase() : '',
      // Members of a metro area sort under its name, main airport first, ahead of namesakes
      // elsewhere (London's six airports before London, Ontario).
      sortCity: metroCity || city || name,
      metroOrder: metroOrder >= 0 ? metroOrder : Number.MAX_SAFE_INTEGER,
    };
  });
  rows.sort(
    (a, b) =>
      compare(a.sortCity, b.sortCity) ||
      a.metroOrder - b.metroOrder ||
      compare(a.name, b.name) ||
      compare(a.airport.iata_code, b.airport.iata_code),
  );
  const text = rows.map((r) => `${r.city}\u0000${r.metroCity}\u0000${r.name}`);
  return {
    airports: rows.map((r) => r.airport),
    city: rows.map((r) => r.city),
    metroCity: rows.map((r) => r.metroCity),
    name: rows.map((r) => r.name),
    text,
    letters: Int32Array.from(text, letterMask),
    code: rows.map((r) => r.airport.iata_code.toLowerCase()),
    cityCode: rows.map((r) => r.cityCode),
    country: rows.map((r) => r.airport.country_code.toLowerCase()),
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Ranking tiers, best first (J5): exact city, exact name, exact code, then city
 * prefix, name prefix and city substring, then the rest; alphabetical by city within each.
 * A metro area's name counts as a city and its code as a code.
 */
const TIER_COUNT = 7;

function tierOf(index: AirportIndex, i: number, q: string): number {
  const city = index.city[i] as string;
  const metroCity = index.metroCity[i] as string;
  if (city === q || metroCity === q) return 0;
  const name = index.name[i] as string;
  if (name === q) return 1;
  if (index.code[i] === q || index.cityCode[i] === q) return 2;
  if (city.startsWith(q) || (metroCity !== '' && metroCity.startsWith(q))) return 3;
  if (name.startsWith(q)) return 4;
  if (city.includes(q) || (metroCity !== '' && metroCity.includes(q))) return 5;
  return 6;
}

/**
 * The spec's airport type-ahead: at least 2 characters; every word of the query must occur in
 * the city or the name, or equal the IATA code, the metro code or the country code.
 */
export function searchAirports(index: AirportIndex, query: string, limit = MAX_SUGGESTIONS): Airport[] {
  const q = foldText(query);
  if (q.length < MIN_QUERY_LENGTH || limit <= 0) return [];
  const words = q.split(' ');
  const wordCount = words.length;
  const wordLetters = words.map(letterMask);
  // Scanning in listing order, each tier keeps its first `limit` airports: later ones can
  // never make the cut.
  const picked = new Int32Array(TIER_COUNT * limit);
  const counts = new Int32Array(TIER_COUNT);
  const { text, letters, code, cityCode, country } = index;
  const total = text.length;

  for (let i = 0; i < total; i++) {
    let matches = true;
    for (let w = 0; w < wordCount; w++) {
      const word = words[w] as string;
      const need = wordLetters[w] as number;
      const found =
        (((letters[i] as number) & need) === need && (text[i] as string).includes(word)) ||
        (word.length === 3 && (code[i] === word || cityCode[i] === word)) ||
        (word.length === 2 && country[i] === word);
      if (!found) {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    const tier = tierOf(index, i, q);
    const count = counts[tier] as number;
    if (count < limit) {
      picked[tier * limit + count] = i;
      counts[tier] = count + 1;
      if (tier === 0 && count + 1 === limit) break;
    }
  }

  const results: Airport[] = [];
  for (let tier = 0; tier < TIER_COUNT && results.length < limit; tier++) {
    const count = counts[tier] as number;
    for (let k = 0; k < count && results.length < limit; k++) {
      results.push(index.airports[picked[tier * limit + k] as number] as Airport);
    }
  }
  return results;
}

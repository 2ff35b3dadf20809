import { aliasEntries } from './aliases';
import { METRO_AREAS } from './city-codes';
import { busiestRanks } from './importance';
import { foldText, MAX_SUGGESTIONS, MIN_QUERY_LENGTH } from './text';
import { withinEdits } from './typos';
import type { Airport } from './types';

/**
 * Everything the type-ahead compares, folded once when the data arrives. Parallel arrays, in
 * the order results are listed within a tier (busiest first, then alphabetical by city: R25),
 * so a search allocates almost nothing per airport and needs no sort.
 */
export interface AirportIndex {
  readonly airports: readonly Airport[];
  readonly city: readonly string[];
  /** The metro area's name (London for Southend) or ''. */
  readonly metroCity: readonly string[];
  readonly name: readonly string[];
  /** Other names of the places the airport serves (aliases.ts), folded; mostly empty. */
  readonly aliases: readonly (readonly string[])[];
  /** city, metro city, name and aliases joined by a character no folded query contains. */
  readonly text: readonly string[];
  /** Which letters occur in `text` (see letterMask): most airports fail a word on this alone. */
  readonly letters: Int32Array;
  readonly code: readonly string[];
  /** The metro code (lon) or '' when the airport is in none. */
  readonly cityCode: readonly string[];
  readonly country: readonly string[];
  /** The distinct words of every airport's text, for typo matching, with their airports. */
  readonly words: TypoVocabulary;
}

interface TypoVocabulary {
  /** Sorted by length, so a query word looks only at words of a length within reach. */
  readonly word: readonly string[];
  /** The first word of each length: words of length n are word[byLength[n]] to word[byLength[n + 1]]. */
  readonly byLength: Int32Array;
  readonly letters: Int32Array;
  /** Airports (positions in the index) carrying word k: at[start[k]] to at[start[k + 1]]. */
  readonly start: Int32Array;
  readonly at: Int32Array;
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

function bitCount(mask: number): number {
  let n = mask - ((mask >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const METRO_BY_CODE = new Map(METRO_AREAS.map((m) => [m.code, m]));

/** Folded aliases by airport code; a metro code's aliases go to each of its airports. */
function aliasesByAirport(): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const [codes, names] of aliasEntries()) {
    const airports = codes.flatMap((code) => METRO_BY_CODE.get(code)?.airports ?? [code]);
    for (const airport of airports) {
      const list = byCode.get(airport) ?? [];
      for (const name of names) {
        const folded = foldText(name);
        if (folded && !list.includes(folded)) list.push(folded);
      }
      byCode.set(airport, list);
    }
  }
  return byCode;
}

/** Words too common in airport names to mean anything as a typo target ("airprot"). */
const NOT_TYPO_TARGETS = new Set(['airport', 'international', 'regional', 'municipal', 'airfield', 'county']);

function typoVocabulary(text: readonly string[]): TypoVocabulary {
  const airportsOf = new Map<string, number[]>();
  text.forEach((t, i) => {
    for (const w of t.replaceAll('\u0000', ' ').split(' ')) {
      if (w.length < TYPO_MIN_LENGTH - 1 || NOT_TYPO_TARGETS.has(w)) continue;
      const list = airportsOf.get(w);
      if (!list) airportsOf.set(w, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  });
  const word = [...airportsOf.keys()].sort((a, b) => a.length - b.length);
  const longest = word.length > 0 ? (word[word.length - 1] as string).length : 0;
  const byLength = new Int32Array(longest + 2);
  for (let n = 0, k = 0; n <= longest + 1; n++) {
    while (k < word.length && (word[k] as string).length < n) k++;
    byLength[n] = k;
  }
  const start = new Int32Array(word.length + 1);
  const at: number[] = [];
  word.forEach((w, k) => {
    at.push(...(airportsOf.get(w) as number[]));
    start[k + 1] = at.length;
  });
  return { word, byLength, letters: Int32Array.from(word, letterMask), start, at: Int32Array.from(at) };
}

export function buildAirportIndex(airports: readonly Airport[]): AirportIndex {
  const ranks = busiestRanks();
  const aliases = aliasesByAirport();
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
      aliases: aliases.get(airport.iata_code) ?? [],
      cityCode: metroOrder >= 0 || airport.city_code !== airport.iata_code ? airport.city_code.toLowerCase() : '',
      rank: ranks.get(airport.iata_code) ?? Number.MAX_SAFE_INTEGER,
      // Members of a metro area sort under its name, main airport first, ahead of namesakes
      // elsewhere (London's six airports before London, Ontario).
      sortCity: metroCity || city || name,
      metroOrder: metroOrder >= 0 ? metroOrder : Number.MAX_SAFE_INTEGER,
    };
  });
  rows.sort(
    (a, b) =>
      a.rank - b.rank ||
      compare(a.sortCity, b.sortCity) ||
      a.metroOrder - b.metroOrder ||
      compare(a.name, b.name) ||
      compare(a.airport.iata_code, b.airport.iata_code),
  );
  const text = rows.map((r) => [r.city, r.metroCity, r.name, ...r.aliases].join('\u0000'));
  return {
    airports: rows.map((r) => r.airport),
    city: rows.map((r) => r.city),
    metroCity: rows.map((r) => r.metroCity),
    name: rows.map((r) => r.name),
    aliases: rows.map((r) => r.aliases),
    text,
    letters: Int32Array.from(text, letterMask),
    code: rows.map((r) => r.airport.iata_code.toLowerCase()),
    cityCode: rows.map((r) => r.cityCode),
    country: rows.map((r) => r.airport.country_code.toLowerCase()),
    words: typoVocabulary(text),
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Ranking tiers, best first (J5 as R25 refines it): the exact IATA code, the exact metro code,
 * exact city, exact name, then city prefix, name prefix and city substring, then the rest; then
 * matches that needed a typo forgiven, one edit before two. A metro area's name and an alias
 * (Köln, Maui) count as a city, so "Roma" lists Rome's airports before Roma, Queensland, by
 * importance. Within a tier, busiest first (the index's order).
 */
const TIER = {
  code: 0,
  metroCode: 1,
  city: 2,
  name: 3,
  cityPrefix: 4,
  namePrefix: 5,
  citySubstring: 6,
  other: 7,
  oneTypo: 8,
  twoTypos: 9,
} as const;
const TIER_COUNT = 10;

/** R25: typos are forgiven in words this long: one edit, or two from TWO_TYPO_LENGTH letters. */
export const TYPO_MIN_LENGTH = 5;
export const TWO_TYPO_LENGTH = 8;

function tierOf(index: AirportIndex, i: number, q: string): number {
  if (index.code[i] === q) return TIER.code;
  if (index.cityCode[i] === q) return TIER.metroCode;
  const city = index.city[i] as string;
  const metroCity = index.metroCity[i] as string;
  const aliases = index.aliases[i] as readonly string[];
  if (city === q || metroCity === q || aliases.includes(q)) return TIER.city;
  const name = index.name[i] as string;
  if (name === q) return TIER.name;
  if (city.startsWith(q) || (metroCity !== '' && metroCity.startsWith(q)) || aliases.some((a) => a.startsWith(q))) {
    return TIER.cityPrefix;
  }
  if (name.startsWith(q)) return TIER.namePrefix;
  if (city.includes(q) || (metroCity !== '' && metroCity.includes(q)) || aliases.some((a) => a.includes(q))) {
    return TIER.citySubstring;
  }
  return TIER.other;
}

function matchesExactly(index: AirportIndex, i: number, word: string, need: number): boolean {
  return (
    (((index.letters[i] as number) & need) === need && (index.text[i] as string).includes(word)) ||
    (word.length === 3 && (index.code[i] === word || index.cityCode[i] === word)) ||
    (word.length === 2 && index.country[i] === word)
  );
}

/**
 * For one query word: the fewest edits (1 or 2) by which each airport carries a word within
 * reach of it, 0 for none. Words of other lengths, or missing more of the query's letters than
 * edits allow, are passed over without computing a distance.
 */
function typoDistances(index: AirportIndex, word: string): Uint8Array {
  const best = new Uint8Array(index.text.length);
  const maxEdits = word.length >= TWO_TYPO_LENGTH ? 2 : 1;
  const need = letterMask(word);
  const { word: vocabulary, byLength, letters, start, at } = index.words;
  const from = byLength[Math.min(byLength.length - 1, Math.max(0, word.length - maxEdits))] as number;
  const to = byLength[Math.min(byLength.length - 1, word.length + maxEdits + 1)] as number;
  for (let k = from; k < to; k++) {
    const candidate = vocabulary[k] as string;
    if (bitCount(need & ~(letters[k] as number)) > maxEdits) continue;
    const edits = withinEdits(word, candidate, maxEdits);
    if (edits < 0 || edits === 0) continue;
    for (let p = start[k] as number; p < (start[k + 1] as number); p++) {
      const airport = at[p] as number;
      const seen = best[airport] as number;
      if (seen === 0 || edits < seen) best[airport] = edits;
    }
  }
  return best;
}

/**
 * The spec's airport type-ahead: at least 2 characters; every word of the query must occur in
 * the city, the name or an alias, or equal the IATA code, the metro code or the country code.
 * When that finds fewer than `limit`, words of 5+ letters may also match with a typo (R25).
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
  const keep = (tier: number, i: number) => {
    const count = counts[tier] as number;
    if (count < limit) {
      picked[tier * limit + count] = i;
      counts[tier] = count + 1;
    }
  };
  const total = index.text.length;
  let found = 0;

  for (let i = 0; i < total; i++) {
    let matches = true;
    for (let w = 0; w < wordCount; w++) {
      if (!matchesExactly(index, i, words[w] as string, wordLetters[w] as number)) {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    found++;
    keep(tierOf(index, i, q), i);
  }

  // Typos only when exact matches leave room, and only for words long enough to be sure of.
  const typoWords = words.map((word) => (word.length >= TYPO_MIN_LENGTH ? word : ''));
  if (found < limit && typoWords.some(Boolean)) {
    const distances = typoWords.map((word) => (word ? typoDistances(index, word) : null));
    for (let i = 0; i < total; i++) {
      // Most airports carry no word near any query word: one byte each tells.
      let near = false;
      for (let w = 0; w < wordCount && !near; w++) near = (distances[w]?.[i] ?? 0) > 0;
      if (!near) continue;
      let worst = 0;
      for (let w = 0; w < wordCount; w++) {
        const word = words[w] as string;
        if (matchesExactly(index, i, word, wordLetters[w] as number)) continue;
        const edits = distances[w]?.[i] ?? 0;
        if (edits === 0) {
          worst = -1;
          break;
        }
        worst = Math.max(worst, edits);
      }
      // worst 0: every word matched exactly, so the airport is listed above already.
      if (worst > 0) keep(worst === 1 ? TIER.oneTypo : TIER.twoTypos, i);
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

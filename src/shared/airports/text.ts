import type { Airport } from './types';

// The type-ahead's text: how it compares what is typed, and what it shows. Kept apart from the
// search engine (search.ts), which the browser downloads with the airport list, on first use.

/** The spec's limits for the type-ahead (J5 and J9). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 15;

const LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Lower case without accents, so 'Sao Paulo' finds São Paulo and 'zurich' Zürich. Letters that
 * Unicode does not decompose (ø, ß, ł...) are spelled out; apostrophes and dots vanish
 * ("O'Hare", "St. Thomas") and any other punctuation separates words ("Dallas-Fort Worth").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıħ]/g, (c) => LETTERS[c] ?? c)
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What the field shows after a pick: the city (or the airport's name) and the code, "London (LHR)". */
export function formatAirportLabel(airport: Airport): string {
  return `${airport.city_name || airport.name} (${airport.iata_code})`;
}

export interface AirportOption {
  /** First line: the airport's name. */
  name: string;
  city: string;
  countryCode: string;
  code: string;
  /** City and country code as one piece, "London, GB" (just "GB" without a city). */
  location: string;
}

/** A suggestion's pieces in the spec's order: airport name, then city, country code and IATA code. */
export function formatAirportOption(airport: Airport): AirportOption {
  return {
    name: airport.name,
    city: airport.city_name,
    countryCode: airport.country_code,
    code: airport.iata_code,
    location: [airport.city_name, airport.country_code].filter(Boolean).join(', '),
  };
}

import cityCodesFile from '../data/city-codes.json';

/**
 * IATA metropolitan area ("city") codes: one code that stands for every airport serving a city,
 * so a search for LON or 'London' can mean Heathrow, Gatwick, Stansted, Luton, City and Southend.
 *
 * Source of the facts: the IATA Airline Coding Directory as summarised by Wikivoyage's
 * "Metropolitan area airport codes" page (en.wikivoyage.org/wiki/Metropolitan_area_airport_codes).
 * The table is src/shared/data/city-codes.json. Only codes IATA really assigns are listed, and
 * only airports that are in our airport list (closed ones such as Tegel, Schönefeld, Nanyuan and Atatürk are left out). Some cities reuse
 * their main airport's code as the city code (SHA, BKK, HOU, IST, TPE, BFS, IEV, WAW, CTU):
 * for those the code keeps meaning the airport when a single location is looked up.
 *
 * scripts/generate-airports.ts refuses to run if a member here is missing from the data.
 */
export interface MetroArea {
  /** The IATA city code. */
  code: string;
  /** The city as people type it; matched by the type-ahead like an airport's own city. */
  name: string;
  countryCode: string;
  /** Member airports' IATA codes, main airport first. */
  airports: readonly string[];
}

type MetroRow = [code: string, name: string, countryCode: string, airports: string[]];

/** src/shared/data/city-codes.json, by region, in the column order it names (a JSON import types rows loosely). */
const regions = cityCodesFile.regions as unknown as Record<string, MetroRow[]>;

export const METRO_AREAS: readonly MetroArea[] = Object.values(regions)
  .flat()
  .map(([code, name, countryCode, airports]) => ({ code, name, countryCode, airports }));

import { METRO_AREAS } from '../../shared/airports/city-codes';
import { decodeAirports, type Airport } from '../../shared/airports/types';
// Bundled into the server by esbuild: no file to find at run time.
import airportFile from '../../shared/data/airports.json';

interface AirportTable {
  list: readonly Airport[];
  byCode: ReadonlyMap<string, Airport>;
  byCityCode: ReadonlyMap<string, readonly Airport[]>;
}

let table: AirportTable | undefined;

// Decoded on first use, so processes and tests that never look an airport up pay nothing.
function airportTable(): AirportTable {
  if (table) return table;
  const list = Object.freeze(decodeAirports(airportFile).map((a) => Object.freeze(a)));
  const byCode = new Map(list.map((a) => [a.iata_code, a]));
  const byCityCode = new Map<string, readonly Airport[]>();
  for (const metro of METRO_AREAS) {
    const members = metro.airports.map((code) => byCode.get(code)).filter((a): a is Airport => a !== undefined);
    byCityCode.set(metro.code, Object.freeze(members));
  }
  table = { list, byCode, byCityCode };
  return table;
}

/** Every airport, sorted by IATA code. */
export function allAirports(): readonly Airport[] {
  return airportTable().list;
}

export function getAirport(iata: string): Airport | undefined {
  return airportTable().byCode.get(iata.toUpperCase());
}

/**
 * The airports a search code stands for: an airport code gives that airport, a metro code
 * (LON, NYC) its airports, main one first. Where IATA uses one code for both (SHA, BKK, IST)
 * the airport wins: a traveller who picked Hongqiao means Hongqiao. Unknown codes give [].
 */
export function airportsForCode(code: string): Airport[] {
  const upper = code.toUpperCase();
  const airport = airportTable().byCode.get(upper);
  if (airport) return [airport];
  return [...(airportTable().byCityCode.get(upper) ?? [])];
}

export function isKnownLocationCode(code: string): boolean {
  return airportsForCode(code).length > 0;
}

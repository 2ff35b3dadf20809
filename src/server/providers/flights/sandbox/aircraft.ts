import type { CabinClass } from '../../../../shared/schemas/flights';
import type { Airline } from './airlines';
// Bundled into the server by esbuild, as the airports are.
import aircraftFile from './aircraft.json';

/*
 * Aircraft types the sandbox flies (IATA type codes), their cruise speed and range for block
 * times and route reach, and one typical cabin layout per type. Seat letters follow the usual
 * convention: A and K at the windows on wide-bodies, I never used (3-3-3 ABC DEF HJK, 3-4-3
 * ABC DEFG HJK, premium 2-3-2 AC DEF HK, business 1-2-1 A DG K, first 1-2-1 A EF K); narrow-bodies
 * 3-3 ABC DEF with a 2-2 AC DF front cabin.
 */

export type Body = 'turboprop' | 'regional' | 'narrow' | 'wide';

export interface CabinLayout {
  cabin: CabinClass;
  /** 0 main deck, 1 upper deck (A380). */
  deck: number;
  /** Seat letters per section, left to right. */
  sections: readonly string[];
  firstRow: number;
  rows: number;
  /** 0-based positions of the rows at an emergency exit. */
  exitRows: readonly number[];
  /** The first rows of the cabin have more legroom (sold at a premium in economy). */
  extraLegroomRows: number;
  /** 0-based positions of the first and last rows beside the wing, or null. */
  wing: readonly [number, number] | null;
}

export interface Aircraft {
  iata: string;
  name: string;
  body: Body;
  /** Effective speed over the whole flight, for block times (slower than cruise: climb, descent, routing). */
  speedKmh: number;
  rangeKm: number;
  cabins: readonly CabinLayout[];
}

/**
 * aircraft.json holds the table, one line per type and one per cabin (a type's cabins front to
 * back), in the column order its "columns" names.
 */
interface AircraftFile {
  types: [iata: string, name: string, body: Body, speedKmh: number, rangeKm: number][];
  cabins: [
    iata: string,
    cabin: CabinClass,
    letters: string,
    firstRow: number,
    rows: number,
    exitRows: number[],
    wing: [number, number] | null,
    extraLegroomRows: number,
    deck: number,
  ][];
}
// A JSON import types its rows as loose arrays; seat-maps.test.ts builds a map of every type.
const { types: TYPES, cabins: CABINS } = aircraftFile as unknown as AircraftFile;

export const AIRCRAFT: readonly Aircraft[] = TYPES.map(([iata, name, body, speedKmh, rangeKm]) => ({
  iata,
  name,
  body,
  speedKmh,
  rangeKm,
  cabins: CABINS.filter((row) => row[0] === iata).map(
    ([, cabin, letters, firstRow, rows, exitRows, wing, extraLegroomRows, deck]) => ({
      cabin,
      deck,
      sections: letters.split(' '),
      firstRow,
      rows,
      exitRows,
      extraLegroomRows,
      wing,
    }),
  ),
}));

const BY_CODE = new Map(AIRCRAFT.map((a) => [a.iata, a]));

export function getAircraft(iata: string): Aircraft {
  const aircraft = BY_CODE.get(iata);
  if (!aircraft) throw new Error(`Unknown aircraft type ${iata}`);
  return aircraft;
}

/**
 * The cabins this airline fits on this type: low-cost carriers fly all-economy from row 1,
 * premium economy and first only where the airline sells them.
 */
export function cabinsFor(aircraft: Aircraft, airline: Airline): CabinLayout[] {
  if (airline.scope === 'low_cost') {
    const economy = aircraft.cabins.find((c) => c.cabin === 'economy');
    if (!economy) return [];
    const front = aircraft.cabins.filter((c) => c.cabin !== 'economy' && c.deck === economy.deck);
    const extraRows = front.reduce((sum, c) => sum + Math.ceil(c.rows / 2), 0);
    return [{ ...economy, firstRow: 1, rows: economy.rows + extraRows }];
  }
  return aircraft.cabins.filter(
    (c) => (c.cabin !== 'premium_economy' || airline.premiumEconomy) && (c.cabin !== 'first' || airline.firstClass),
  );
}

const CABIN_RANK: Record<CabinClass, number> = { economy: 0, premium_economy: 1, business: 2, first: 3 };

/** The cabin a passenger who asked for `wanted` sits in: that one, else the best one below it. */
export function cabinOnBoard(cabins: readonly CabinLayout[], wanted: CabinClass): CabinLayout | undefined {
  const below = cabins.filter((c) => CABIN_RANK[c.cabin] <= CABIN_RANK[wanted]);
  return below.sort((a, b) => CABIN_RANK[b.cabin] - CABIN_RANK[a.cabin])[0];
}

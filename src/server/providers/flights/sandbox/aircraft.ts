import type { CabinClass } from '../../../../shared/schemas/flights';
import type { Airline } from './airlines';

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

interface CabinOptions {
  exits?: number[];
  wing?: [number, number];
  legroom?: number;
  deck?: number;
}

function cab(cabin: CabinClass, letters: string, firstRow: number, rows: number, o: CabinOptions = {}): CabinLayout {
  return {
    cabin,
    deck: o.deck ?? 0,
    sections: letters.split(' '),
    firstRow,
    rows,
    exitRows: o.exits ?? [],
    extraLegroomRows: o.legroom ?? 0,
    wing: o.wing ?? null,
  };
}

function type(iata: string, name: string, body: Body, speedKmh: number, rangeKm: number, cabins: CabinLayout[]) {
  return { iata, name, body, speedKmh, rangeKm, cabins };
}

const NARROW_BIZ = (rows: number) => cab('business', 'AC DF', 1, rows);
const BIZ = (rows: number, firstRow = 1, deck = 0) => cab('business', 'A DG K', firstRow, rows, { deck });
const FIRST = (deck = 0) => cab('first', 'A EF K', 1, 2, { deck });

export const AIRCRAFT: readonly Aircraft[] = [
  type('AT7', 'ATR 72-600', 'turboprop', 510, 1500, [cab('economy', 'AC DF', 1, 18, { wing: [3, 9], legroom: 1 })]),
  type('DH4', 'De Havilland Canada Dash 8-400', 'turboprop', 560, 2000, [
    cab('economy', 'AC DF', 1, 19, { wing: [3, 8], legroom: 1 }),
  ]),
  type('E75', 'Embraer 175', 'regional', 760, 3700, [
    cab('business', 'A CD', 1, 3),
    cab('economy', 'AC DF', 5, 17, { exits: [6], wing: [4, 10], legroom: 2 }),
  ]),
  type('E90', 'Embraer 190', 'regional', 760, 4000, [
    NARROW_BIZ(3),
    cab('economy', 'AC DF', 4, 22, { exits: [8], wing: [5, 12], legroom: 2 }),
  ]),
  type('CR9', 'Bombardier CRJ900', 'regional', 770, 2900, [
    cab('business', 'A CD', 1, 3),
    cab('economy', 'AC DF', 5, 17, { exits: [8], wing: [6, 12], legroom: 2 }),
  ]),
  type('223', 'Airbus A220-300', 'narrow', 800, 6000, [
    NARROW_BIZ(3),
    cab('economy', 'AC DEF', 4, 24, { exits: [6, 7], wing: [4, 13], legroom: 3 }),
  ]),
  type('319', 'Airbus A319', 'narrow', 800, 6000, [
    NARROW_BIZ(2),
    cab('economy', 'ABC DEF', 3, 21, { exits: [7], wing: [4, 12], legroom: 2 }),
  ]),
  type('320', 'Airbus A320', 'narrow', 800, 5500, [
    NARROW_BIZ(3),
    cab('economy', 'ABC DEF', 4, 26, { exits: [7, 8], wing: [5, 14], legroom: 3 }),
  ]),
  type('32N', 'Airbus A320neo', 'narrow', 800, 6300, [
    NARROW_BIZ(3),
    cab('economy', 'ABC DEF', 4, 27, { exits: [7, 8], wing: [5, 14], legroom: 3 }),
  ]),
  type('321', 'Airbus A321', 'narrow', 800, 5500, [
    NARROW_BIZ(4),
    cab('economy', 'ABC DEF', 5, 31, { exits: [9, 20], wing: [7, 17], legroom: 3 }),
  ]),
  type('32Q', 'Airbus A321neo', 'narrow', 800, 7400, [
    NARROW_BIZ(4),
    cab('economy', 'ABC DEF', 5, 32, { exits: [9, 20], wing: [7, 17], legroom: 3 }),
  ]),
  type('73G', 'Boeing 737-700', 'narrow', 800, 5500, [
    NARROW_BIZ(3),
    cab('economy', 'ABC DEF', 4, 21, { exits: [9], wing: [6, 13], legroom: 2 }),
  ]),
  type('738', 'Boeing 737-800', 'narrow', 810, 5400, [
    NARROW_BIZ(4),
    cab('economy', 'ABC DEF', 7, 26, { exits: [7, 8], wing: [4, 12], legroom: 3 }),
  ]),
  type('7M8', 'Boeing 737 MAX 8', 'narrow', 810, 6500, [
    NARROW_BIZ(4),
    cab('economy', 'ABC DEF', 7, 26, { exits: [7, 8], wing: [4, 12], legroom: 3 }),
  ]),
  type('739', 'Boeing 737-900', 'narrow', 810, 5400, [
    NARROW_BIZ(5),
    cab('economy', 'ABC DEF', 7, 29, { exits: [9, 10], wing: [6, 14], legroom: 3 }),
  ]),
  type('7M9', 'Boeing 737 MAX 9', 'narrow', 810, 6500, [
    NARROW_BIZ(5),
    cab('economy', 'ABC DEF', 7, 29, { exits: [9, 10], wing: [6, 14], legroom: 3 }),
  ]),
  type('763', 'Boeing 767-300ER', 'wide', 840, 10000, [
    BIZ(6),
    cab('premium_economy', 'AC DF HK', 20, 3),
    cab('economy', 'AC DEF HK', 25, 24, { exits: [0, 12], wing: [0, 10], legroom: 3 }),
  ]),
  type('788', 'Boeing 787-8', 'wide', 880, 13500, [
    BIZ(6),
    cab('premium_economy', 'AC DEF HK', 20, 3),
    cab('economy', 'ABC DEF HJK', 25, 22, { exits: [0, 11], wing: [0, 10], legroom: 3 }),
  ]),
  type('789', 'Boeing 787-9', 'wide', 880, 14000, [
    BIZ(8),
    cab('premium_economy', 'AC DEF HK', 20, 3),
    cab('economy', 'ABC DEF HJK', 25, 27, { exits: [0, 14], wing: [0, 12], legroom: 3 }),
  ]),
  type('772', 'Boeing 777-200ER', 'wide', 880, 12000, [
    BIZ(9),
    cab('premium_economy', 'AC DEFG HK', 20, 3),
    cab('economy', 'ABC DEFG HJK', 25, 30, { exits: [0, 15], wing: [1, 13], legroom: 3 }),
  ]),
  type('77W', 'Boeing 777-300ER', 'wide', 885, 13600, [
    FIRST(),
    BIZ(10, 5),
    cab('premium_economy', 'AC DEFG HK', 20, 4),
    cab('economy', 'ABC DEFG HJK', 26, 30, { exits: [0, 16], wing: [2, 14], legroom: 3 }),
  ]),
  type('332', 'Airbus A330-200', 'wide', 860, 13000, [
    BIZ(6),
    cab('premium_economy', 'AC DEF HK', 15, 3),
    cab('economy', 'AC DEFG HK', 20, 24, { exits: [0, 13], wing: [1, 12], legroom: 3 }),
  ]),
  type('333', 'Airbus A330-300', 'wide', 860, 11000, [
    BIZ(7),
    cab('premium_economy', 'AC DEF HK', 15, 3),
    cab('economy', 'AC DEFG HK', 20, 29, { exits: [0, 14], wing: [1, 13], legroom: 3 }),
  ]),
  type('339', 'Airbus A330-900', 'wide', 860, 13000, [
    BIZ(8),
    cab('premium_economy', 'AC DEF HK', 20, 3),
    cab('economy', 'AC DEFG HK', 25, 28, { exits: [0, 14], wing: [1, 13], legroom: 3 }),
  ]),
  type('359', 'Airbus A350-900', 'wide', 880, 15000, [
    BIZ(9),
    cab('premium_economy', 'AC DEFG HK', 20, 3),
    cab('economy', 'ABC DEF HJK', 25, 30, { exits: [0, 14], wing: [1, 13], legroom: 3 }),
  ]),
  type('351', 'Airbus A350-1000', 'wide', 880, 16000, [
    FIRST(),
    BIZ(11, 3),
    cab('premium_economy', 'AC DEFG HK', 20, 4),
    cab('economy', 'ABC DEF HJK', 26, 32, { exits: [0, 15], wing: [1, 14], legroom: 3 }),
  ]),
  type('388', 'Airbus A380-800', 'wide', 880, 15000, [
    FIRST(1),
    BIZ(12, 5, 1),
    cab('premium_economy', 'AC DEF HK', 20, 5, { deck: 1 }),
    cab('economy', 'ABC DEFG HJK', 30, 42, { exits: [0, 14, 28], wing: [6, 22], legroom: 3 }),
  ]),
];

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

import type { CabinClass } from '../../../../shared/schemas/flights';
import type { OfferQuery } from '../types';
import { shortHash } from './prng';
import { parseDay } from './time';

/*
 * An offer id carries everything needed to rebuild the offer: the query, the instant of the
 * search and the offer's place in that search's list. Any process, before or after a restart,
 * regenerates the same search and picks the offer, so no offer is stored. Two checksums: one over
 * the id itself (a typo or a forged id is "not found"), one over the offer's flights and fare (if
 * the rebuilt offer differs, say after the sandbox's rules changed, it is "no longer available").
 *
 *   off_1_JFKLHR20261201-LHRJFK20261208_E1217_t3k9qz_1f_ab12cd34
 *        ^ slices                       ^ cabin, adults, children, infants, then (R58) each
 *                                         youth's age (12-17: c-h in base 36) and (R26) each
 *                                         child's and infant's age in base 36, when searched with ages
 *                                            ^ search time (seconds, base 36)
 *                                                   ^ index (base 36) ^ checksums
 */

const VERSION = '1';
const CABIN_LETTER: Record<CabinClass, string> = { economy: 'E', premium_economy: 'W', business: 'C', first: 'F' };
const LETTER_CABIN = new Map(Object.entries(CABIN_LETTER).map(([cabin, letter]) => [letter, cabin as CabinClass]));

const ID =
  /^off_1_((?:[A-Z]{6}\d{8})(?:-[A-Z]{6}\d{8}){0,4})_([EWCF])(\d)(\d)(\d)([c-h]{0,9})([0-9ab]{0,9})_([0-9a-z]{1,9})_([0-9a-z]{1,4})_([0-9a-z]{4})([0-9a-z]{4})$/;

export interface OfferLocator {
  query: OfferQuery;
  /** Milliseconds, whole seconds. */
  searchedAt: number;
  index: number;
}

/** The part of an id shared by every offer of one search: the search's identity. */
export function searchKey(query: OfferQuery, searchedAt: number): string {
  const slices = query.slices
    .map((s) => `${s.origin}${s.destination}${s.departureDate.replaceAll('-', '')}`.toUpperCase())
    .join('-');
  const ages = [...(query.youthAges ?? []), ...(query.childAges ?? []), ...(query.infantAges ?? [])]
    .map((age) => age.toString(36))
    .join('');
  const people = `${CABIN_LETTER[query.cabinClass]}${query.adults}${query.children}${query.infants}${ages}`;
  return `${VERSION}_${slices}_${people}_${Math.floor(searchedAt / 1000).toString(36)}`;
}

export function encodeOfferId(locator: OfferLocator, contentSignature: string): string {
  const prefix = `${searchKey(locator.query, locator.searchedAt)}_${locator.index.toString(36)}`;
  return `off_${prefix}_${shortHash(`id:${prefix}`, 4)}${shortHash(`content:${contentSignature}`, 4)}`;
}

/** The id's query, search time and index; null when the id is malformed or its checksum is wrong. */
export function decodeOfferId(id: string): OfferLocator | null {
  const match = ID.exec(id);
  if (!match) return null;
  const [
    ,
    slicesPart = '',
    cabinLetter = '',
    a = '',
    c = '',
    i = '',
    youthPart = '',
    agesPart = '',
    time = '',
    index = '',
    idCheck = '',
  ] = match;
  const prefix = `${VERSION}_${slicesPart}_${cabinLetter}${a}${c}${i}${youthPart}${agesPart}_${time}_${index}`;
  if (shortHash(`id:${prefix}`, 4) !== idCheck) return null;
  const cabinClass = LETTER_CABIN.get(cabinLetter);
  if (!cabinClass) return null;
  const slices = slicesPart.split('-').map((part) => ({
    origin: part.slice(0, 3),
    destination: part.slice(3, 6),
    departureDate: `${part.slice(6, 10)}-${part.slice(10, 12)}-${part.slice(12, 14)}`,
  }));
  if (slices.some((s) => Number.isNaN(parseDay(s.departureDate)))) return null;
  const [children, infants] = [Number(c), Number(i)];
  const ages = [...agesPart].map((digit) => parseInt(digit, 36));
  if (ages.length !== 0 && ages.length !== children + infants) return null;
  const withAges = ages.length > 0 ? { childAges: ages.slice(0, children), infantAges: ages.slice(children) } : {};
  const youthAges = [...youthPart].map((digit) => parseInt(digit, 36));
  if (youthAges.length > Number(a)) return null;
  const withYouths = youthAges.length > 0 ? { youthAges } : {};
  return {
    query: { slices, cabinClass, adults: Number(a), children, infants, ...withYouths, ...withAges },
    searchedAt: parseInt(time, 36) * 1000,
    index: parseInt(index, 36),
  };
}

import { priceWithBags, type BagChoice, type PriceWithBags } from '../../../../shared/bags';
import { fromMinorUnits, toMinorUnits } from '../../../../shared/pricing';
import { ALLIANCE_IDS, ALLIANCES, allianceOf, type AllianceId } from '../../../../shared/alliances';
import { durationMinutes, stopCount, TIME_BUCKET_IDS, timeBucket, type TimeBucket } from '../../../../shared/display';
import type { FareBrandSummary, Offer } from '../../../../shared/schemas/flights';
import { SPEC_AIRLINES, specAirlineName } from './airlines';
import { emissionsKg, isLowerEmissions, medianEmissions } from './emissions';
import { layovers, wallClockMinutes } from './journey';

/*
 * The results filters and sort (J9): price in steps of 10 between the
 * floor and ceiling of the offers, stops 0/1/2+, departure and arrival time buckets, airlines,
 * refundable, baggage included, and a duration limit the spec keeps in state without a control.
 * R45 adds the longest layover (hours), connecting airports, alliances, no overnight layovers, a
 * CO2e ceiling and "Lower emissions only" (journey.ts and emissions.ts define them); the order is
 * sort.ts's. Pure: the page memoises them, so 300 offers filter and sort in well under a frame.
 */

export const PRICE_STEP = 10;

export { DEFAULT_SORT, readSort, SORT_OPTIONS, sortOffers, writeSort, type SortOption } from './sort';

export const STOPS_OPTIONS = [
  { id: '0', label: 'Direct' },
  { id: '1', label: '1 stop' },
  { id: '2+', label: '2+ stops' },
] as const;
export type StopsOption = (typeof STOPS_OPTIONS)[number]['id'];

export type PriceRange = readonly [number, number];

export interface Filters {
  /** Null: every price. */
  price: PriceRange | null;
  stops: StopsOption[];
  departure: TimeBucket[];
  arrival: TimeBucket[];
  /** Airline codes (the offer owner's). */
  airlines: string[];
  refundable: boolean;
  baggage: boolean;
  /** Longest outbound duration in minutes; null: any. No control (spec), but kept and cleared. */
  maxDuration: number | null;
  /** R45: the longest wait at a connection, in whole hours; null: any. */
  maxLayoverHours: number | null;
  /** R45: connect only at these airports (direct flights stay); empty: anywhere. */
  via: string[];
  alliances: AllianceId[];
  noOvernight: boolean;
  /** R45: the most kg CO2e for the offer; null: any. */
  maxEmissions: number | null;
  lowerEmissions: boolean;
}

export const NO_FILTERS: Filters = {
  price: null,
  stops: [],
  departure: [],
  arrival: [],
  airlines: [],
  refundable: false,
  baggage: false,
  maxDuration: null,
  maxLayoverHours: null,
  via: [],
  alliances: [],
  noOvernight: false,
  maxEmissions: null,
  lowerEmissions: false,
};

/** What the filters and sort look at, computed once per offer. */
export interface OfferFacts {
  offer: Offer;
  price: number;
  stops: StopsOption | null;
  departure: TimeBucket | null;
  arrival: TimeBucket | null;
  airline: string;
  airlineName: string;
  refundable: boolean;
  baggage: boolean;
  /** The outbound slice's duration, from the provider (R14); null when unreadable. */
  duration: number | null;
  /** Every slice's duration summed (Best, R45); null when one is unreadable. */
  totalDuration: number | null;
  /** Every slice's stops summed (Best). */
  totalStops: number;
  /** The outbound departure, local wall clock in minutes (earliest / latest departure). */
  departureAt: number | null;
  /** The longest wait at a connection in minutes; 0 for a direct flight. */
  longestLayover: number;
  /** Airports where the offer connects, each once. */
  via: string[];
  overnight: boolean;
  alliance: AllianceId | null;
  /** kg CO2e for all passengers; null when the airline gave none. */
  emissions: number | null;
  /** At least 15% below the search's median (set by withLowerEmissions). */
  lowerEmissions: boolean;
  /** R52: the group's fare the card shows when the filters passed over the cheapest; null: the offer itself. */
  fare: FareBrandSummary | null;
  /** R54: the price with the bags chosen on the page, when some are; `price` is then its total. */
  withBags?: { choice: BagChoice; price: PriceWithBags };
}

function stopsOption(offer: Offer): StopsOption | null {
  if (offer.slices.length === 0) return null;
  // A round trip is as direct as its least direct way.
  const stops = Math.max(...offer.slices.map((slice) => stopCount(slice)));
  if (stops < 0) return null;
  return stops === 0 ? '0' : stops === 1 ? '1' : '2+';
}

/** A checked bag for every passenger on every flight. */
function includesCheckedBag(offer: Offer): boolean {
  return offer.slices.every((slice) =>
    slice.segments.every(
      (segment) =>
        segment.passengers.length > 0 &&
        segment.passengers.every((p) => p.baggages.some((bag) => bag.type === 'checked' && bag.quantity > 0)),
    ),
  );
}

export function offerFacts(offer: Offer): OfferFacts {
  const outbound = offer.slices[0];
  const firstCarrier = outbound?.segments[0]?.marketing_carrier;
  const airline = offer.owner.iata_code ?? firstCarrier?.iata_code ?? offer.owner.name;
  const price = Number(offer.total_amount);
  const waits = layovers(offer);
  let totalDuration: number | null = 0;
  let totalStops = 0;
  for (const slice of offer.slices) {
    const minutes = durationMinutes(slice.duration);
    totalDuration = minutes === null || totalDuration === null ? null : totalDuration + minutes;
    totalStops += Math.max(stopCount(slice), 0);
  }
  return {
    offer,
    price: Number.isFinite(price) ? price : Number.NaN,
    stops: stopsOption(offer),
    departure: timeBucket(outbound?.departure_time),
    arrival: timeBucket(outbound?.arrival_time),
    airline,
    airlineName: offer.owner.name || specAirlineName(airline) || 'Airline',
    refundable: offer.conditions.refundable === true,
    baggage: includesCheckedBag(offer),
    duration: durationMinutes(outbound?.duration),
    totalDuration,
    totalStops,
    departureAt: wallClockMinutes(outbound?.departure_time ?? outbound?.segments[0]?.departing_at),
    longestLayover: waits.reduce((longest, wait) => Math.max(longest, wait.minutes), 0),
    via: [...new Set(waits.map((wait) => wait.airport).filter(Boolean))],
    overnight: waits.some((wait) => wait.overnight),
    alliance: allianceOf(offer.owner.iata_code ?? firstCarrier?.iata_code),
    emissions: emissionsKg(offer.total_emissions_kg),
    lowerEmissions: false,
    fare: null,
  };
}

/**
 * Every offer's facts, with the Lower emissions mark against the list's median (R45) and, with
 * bags chosen (R54), the price with those bags, which the price filter and sort then use.
 */
export function offersFacts(offers: readonly Offer[], bags: BagChoice | null = null): OfferFacts[] {
  const facts = offers.map(offerFacts);
  if (bags) {
    for (const [index, fact] of facts.entries()) {
      const price = priceWithBags(fact.offer, bags);
      fact.withBags = { choice: bags, price };
      fact.price = amount(price.total);
      const cheaper = cheapestFareWithBags(fact);
      if (cheaper) facts[index] = cheaper;
    }
  }
  const median = medianEmissions(facts.map((fact) => fact.emissions));
  for (const fact of facts) fact.lowerEmissions = isLowerEmissions(fact.emissions, median);
  return facts;
}

export interface PriceBounds {
  min: number;
  max: number;
}

/** The slider's ends: floor of the cheapest and ceiling of the dearest offer; null without prices. */
export function priceBounds(facts: readonly OfferFacts[]): PriceBounds | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { price } of facts) {
    if (Number.isNaN(price)) continue;
    if (price < min) min = price;
    if (price > max) max = price;
  }
  return min === Number.POSITIVE_INFINITY ? null : { min: Math.floor(min), max: Math.ceil(max) };
}

/**
 * A range kept inside the bounds (they move when Load More brings dearer offers), or null when
 * it covers them all: a range at the ends is no filter, so new offers at new ends still show.
 */
export function clampPriceRange(range: PriceRange | null, bounds: PriceBounds | null): PriceRange | null {
  if (!range || !bounds) return range;
  const low = Math.min(Math.max(range[0], bounds.min), bounds.max);
  const high = Math.max(Math.min(range[1], bounds.max), low);
  return low <= bounds.min && high >= bounds.max ? null : [low, high];
}

const matchesAny = <T>(selected: readonly T[], value: T | null) =>
  selected.length === 0 || (value !== null && selected.includes(value));

export function matchesFilters(facts: OfferFacts, filters: Filters): boolean {
  if (filters.price && !(facts.price >= filters.price[0] && facts.price <= filters.price[1])) return false;
  if (filters.refundable && !facts.refundable) return false;
  if (filters.baggage && !facts.baggage) return false;
  if (filters.maxDuration !== null && (facts.duration === null || facts.duration > filters.maxDuration)) return false;
  if (filters.maxLayoverHours !== null && facts.longestLayover > filters.maxLayoverHours * 60) return false;
  if (filters.noOvernight && facts.overnight) return false;
  if (filters.via.length > 0 && !facts.via.every((airport) => filters.via.includes(airport))) return false;
  if (filters.maxEmissions !== null && (facts.emissions === null || facts.emissions > filters.maxEmissions)) {
    return false;
  }
  if (filters.lowerEmissions && !facts.lowerEmissions) return false;
  return (
    matchesAny(filters.alliances, facts.alliance) &&
    matchesAny(filters.stops, facts.stops) &&
    matchesAny(filters.departure, facts.departure) &&
    matchesAny(filters.arrival, facts.arrival) &&
    matchesAny(filters.airlines, facts.airline)
  );
}

const amount = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
};

/**
 * R52 with R54: a fare of the group with the page's bags. A fare that includes the bag costs its
 * own price; one that does not costs its price plus what the group's cheapest fare pays for the
 * bag (bags are sold per flight and traveller, whatever the fare: the same services).
 */
function fareWithBags(fare: FareBrandSummary, offer: Offer, choice: BagChoice): PriceWithBags {
  // Always from the group's own offer (its cheapest fare), never from a fare standing in for it.
  const cheapest = priceWithBags(offer, choice);
  const included = choice === 'checked' ? fare.checked_bags : fare.carry_on_bags;
  const currency = fare.total_currency;
  if ((included ?? 0) >= 1 || cheapest.status === 'included') {
    return { status: 'included', extra: fromMinorUnits(0, currency), total: fare.total_amount, currency };
  }
  if (cheapest.status === 'priced') {
    const total = toMinorUnits(fare.total_amount, currency) + toMinorUnits(cheapest.extra, currency);
    return { status: 'priced', extra: cheapest.extra, total: fromMinorUnits(total, currency), currency };
  }
  return { ...cheapest, total: fare.total_amount, currency };
}

/** A fare of the group standing in for the offer on the card, at `fare`'s price (with the page's bags). */
function withFare(fact: OfferFacts, fare: FareBrandSummary): OfferFacts {
  const choice = fact.withBags?.choice;
  const bags = choice && { choice, price: fareWithBags(fare, fact.offer, choice) };
  return {
    ...fact,
    fare,
    price: amount(bags ? bags.price.total : fare.total_amount),
    refundable: fare.refund?.allowed === true,
    baggage: (fare.checked_bags ?? 0) > 0,
    ...(bags ? { withBags: bags } : {}),
  };
}

/** R54: with bags chosen, a dearer fare that includes them can be the group's cheapest: it stands in. */
function cheapestFareWithBags(fact: OfferFacts): OfferFacts | null {
  let best: OfferFacts | null = null;
  for (const fare of fact.offer.fare_brands ?? []) {
    if (fare.offer_id === fact.offer.id) continue;
    const candidate = withFare(fact, fare);
    if (candidate.price < (best ?? fact).price) best = candidate;
  }
  return best;
}

const fareMatches = (fact: OfferFacts, fare: FareBrandSummary, filters: Filters) => {
  const price = withFare(fact, fare).price;
  if (filters.price && !(price >= filters.price[0] && price <= filters.price[1])) return false;
  if (filters.refundable && fare.refund?.allowed !== true) return false;
  return !filters.baggage || (fare.checked_bags ?? 0) > 0;
};

/**
 * R52: filters apply to any fare of a group. When the group's cheapest fare fails the fare
 * filters (price, refundable, bag), the cheapest fare that passes stands in for it, with its price.
 */
function withMatchingFare(fact: OfferFacts, filters: Filters): OfferFacts {
  const fares = fact.offer.fare_brands;
  if (!fares || fares.length < 2 || !(filters.price || filters.refundable || filters.baggage)) return fact;
  if (matchesFilters(fact, filters)) return fact;
  const shownId = fact.fare?.offer_id ?? fact.offer.id;
  const fare = fares.find((candidate) => candidate.offer_id !== shownId && fareMatches(fact, candidate, filters));
  return fare ? withFare(fact, fare) : fact;
}

export function applyFilters(facts: readonly OfferFacts[], filters: Filters): OfferFacts[] {
  const kept: OfferFacts[] = [];
  for (const fact of facts) {
    const shown = withMatchingFare(fact, filters);
    if (matchesFilters(shown, filters)) kept.push(shown);
  }
  return kept;
}

/** The badge: one per chosen value, plus one each for price, refundable, baggage and duration. */
export function activeFilterCount(filters: Filters): number {
  return (
    filters.stops.length +
    filters.departure.length +
    filters.arrival.length +
    filters.airlines.length +
    Number(filters.price !== null) +
    Number(filters.refundable) +
    Number(filters.baggage) +
    Number(filters.maxDuration !== null) +
    filters.via.length +
    filters.alliances.length +
    Number(filters.maxLayoverHours !== null) +
    Number(filters.noOvernight) +
    Number(filters.maxEmissions !== null) +
    Number(filters.lowerEmissions)
  );
}

export interface CountedOption<T extends string = string> {
  id: T;
  label: string;
  count: number;
}

/** Connecting airports in the results, most offers first, then any chosen that no offer uses. */
export function viaOptions(facts: readonly OfferFacts[], chosen: readonly string[] = []): CountedOption[] {
  const counts = new Map<string, number>();
  for (const fact of facts) for (const airport of fact.via) counts.set(airport, (counts.get(airport) ?? 0) + 1);
  for (const airport of chosen) if (!counts.has(airport)) counts.set(airport, 0);
  return [...counts]
    .map(([id, count]) => ({ id, label: id, count }))
    .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
}

/** The three alliances, with how many offers each one's airlines own. */
export function allianceOptions(facts: readonly OfferFacts[]): CountedOption<AllianceId>[] {
  return ALLIANCES.map((alliance) => ({
    id: alliance.id,
    label: alliance.label,
    count: facts.filter((fact) => fact.alliance === alliance.id).length,
  }));
}

export interface Range {
  min: number;
  max: number;
}

/** The layover slider's ends in whole hours (1 to the longest wait); null when no offer connects. */
export function layoverBounds(facts: readonly OfferFacts[]): Range | null {
  let longest = 0;
  for (const fact of facts) if (fact.longestLayover > longest) longest = fact.longestLayover;
  return longest === 0 ? null : { min: 1, max: Math.max(1, Math.ceil(longest / 60)) };
}

/** The CO2e slider's ends in whole kg; null when no offer has a figure. */
export function emissionsBounds(facts: readonly OfferFacts[]): Range | null {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const { emissions } of facts) {
    if (emissions === null) continue;
    min = Math.min(min, emissions);
    max = Math.max(max, emissions);
  }
  return max === 0 ? null : { min: Math.floor(min), max: Math.ceil(max) };
}

export interface AirlineOption {
  code: string;
  name: string;
  count: number;
}

/** The airlines in the results (most offers first), then the rest of the spec's twelve, then any chosen. */
export function airlineOptions(facts: readonly OfferFacts[], chosen: readonly string[] = []): AirlineOption[] {
  const present = new Map<string, AirlineOption>();
  for (const fact of facts) {
    const option = present.get(fact.airline);
    if (option) option.count += 1;
    else present.set(fact.airline, { code: fact.airline, name: fact.airlineName, count: 1 });
  }
  // Names compared as plain strings: the first localeCompare loads the ICU collator, ~30 ms on a
  // throttled phone while the results first draw, to order a few airline names.
  const byName = (a: AirlineOption, b: AirlineOption) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const listed = [...present.values()].sort((a, b) => b.count - a.count || byName(a, b));
  const absent = [...SPEC_AIRLINES, ...chosen.map((code) => ({ code, name: specAirlineName(code) ?? code }))]
    .filter(
      (airline, index, all) => !present.has(airline.code) && all.findIndex((a) => a.code === airline.code) === index,
    )
    .map((airline) => ({ ...airline, count: 0 }));
  return [...listed, ...absent];
}

/* The URL carries the filters (and sort), so a shared or reloaded page shows the same list. */

export const FILTER_PARAMS = [
  'price',
  'stops',
  'dep',
  'arr',
  'airlines',
  'refundable',
  'baggage',
  'maxDuration',
  'layover',
  'via',
  'alliances',
  'noOvernight',
  'co2',
  'lowerCo2',
];

/** A whole number above 0, else null (an unknown value is no filter, never an error). */
function readWhole(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function readCodes(value: string | null, pattern: RegExp): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => pattern.test(code)),
    ),
  ];
}

type Params = Pick<URLSearchParams, 'get'>;

function readList<T extends string>(params: Params, name: string, allowed: readonly T[]): T[] {
  const values = (params.get(name) ?? '').split(',').map((v) => v.trim());
  return allowed.filter((value) => values.includes(value));
}

function readPrice(value: string | null): PriceRange | null {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return low <= high ? [low, high] : null;
}

export function readFilters(params: Params): Filters {
  const duration = Number(params.get('maxDuration'));
  return {
    price: readPrice(params.get('price')),
    stops: readList(
      params,
      'stops',
      STOPS_OPTIONS.map((o) => o.id),
    ),
    departure: readList(params, 'dep', TIME_BUCKET_IDS),
    arrival: readList(params, 'arr', TIME_BUCKET_IDS),
    airlines: readCodes(params.get('airlines'), /^[A-Z0-9]{2,3}$/),
    refundable: params.get('refundable') === '1',
    baggage: params.get('baggage') === '1',
    maxDuration: Number.isSafeInteger(duration) && duration > 0 ? duration : null,
    maxLayoverHours: readWhole(params.get('layover')),
    via: readCodes(params.get('via'), /^[A-Z]{3}$/),
    alliances: readList(params, 'alliances', ALLIANCE_IDS),
    noOvernight: params.get('noOvernight') === '1',
    maxEmissions: readWhole(params.get('co2')),
    lowerEmissions: params.get('lowerCo2') === '1',
  };
}

/** Writes the filters into `params` (a copy the caller then navigates to); defaults leave no trace. */
export function writeFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.price) next.set('price', `${filters.price[0]}-${filters.price[1]}`);
  const lists: [string, readonly string[]][] = [
    ['stops', filters.stops],
    ['dep', filters.departure],
    ['arr', filters.arrival],
    ['airlines', filters.airlines],
    ['via', filters.via],
    ['alliances', filters.alliances],
  ];
  for (const [name, values] of lists) if (values.length > 0) next.set(name, values.join(','));
  if (filters.refundable) next.set('refundable', '1');
  if (filters.baggage) next.set('baggage', '1');
  if (filters.maxDuration !== null) next.set('maxDuration', String(filters.maxDuration));
  if (filters.maxLayoverHours !== null) next.set('layover', String(filters.maxLayoverHours));
  if (filters.noOvernight) next.set('noOvernight', '1');
  if (filters.maxEmissions !== null) next.set('co2', String(filters.maxEmissions));
  if (filters.lowerEmissions) next.set('lowerCo2', '1');
  return next;
}

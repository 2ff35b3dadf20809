import { durationMinutes, stopCount, TIME_BUCKET_IDS, timeBucket, type TimeBucket } from '../../../../shared/display';
import type { Offer } from '../../../../shared/schemas/flights';
import { SPEC_AIRLINES, specAirlineName } from './airlines';

/*
 * The results filters and sort (J9): price in steps of 10 between the
 * floor and ceiling of the offers, stops 0/1/2+, departure and arrival time buckets, airlines,
 * refundable, baggage included, and a duration limit the spec keeps in state without a control.
 * Pure: the page memoises them, so 300 offers filter and sort in well under a frame.
 */

export const PRICE_STEP = 10;

export const SORT_OPTIONS = [
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'duration-asc', label: 'Duration: Shortest first' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'price-asc';

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
  };
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
  return (
    matchesAny(filters.stops, facts.stops) &&
    matchesAny(filters.departure, facts.departure) &&
    matchesAny(filters.arrival, facts.arrival) &&
    matchesAny(filters.airlines, facts.airline)
  );
}

export function applyFilters(facts: readonly OfferFacts[], filters: Filters): OfferFacts[] {
  return facts.filter((fact) => matchesFilters(fact, filters));
}

// Unknown prices and durations sort last (MAX_VALUE, not Infinity: Infinity - Infinity is NaN).
const priceOf = (f: OfferFacts) => (Number.isNaN(f.price) ? Number.MAX_VALUE : f.price);
const durationOf = (f: OfferFacts) => f.duration ?? Number.MAX_VALUE;
const byPrice = (a: OfferFacts, b: OfferFacts) => priceOf(a) - priceOf(b);
const byDuration = (a: OfferFacts, b: OfferFacts) => durationOf(a) - durationOf(b);
const byId = (a: OfferFacts, b: OfferFacts) => (a.offer.id < b.offer.id ? -1 : a.offer.id > b.offer.id ? 1 : 0);

const COMPARE: Record<SortOption, (a: OfferFacts, b: OfferFacts) => number> = {
  'price-asc': (a, b) => byPrice(a, b) || byDuration(a, b) || byId(a, b),
  'price-desc': (a, b) => byPrice(b, a) || byDuration(a, b) || byId(a, b),
  'duration-asc': (a, b) => byDuration(a, b) || byPrice(a, b) || byId(a, b),
};

/** A sorted copy; ties break on the other measure, then the id, so the order never flickers. */
export function sortOffers(facts: readonly OfferFacts[], sort: SortOption): OfferFacts[] {
  return [...facts].sort(COMPARE[sort]);
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
    Number(filters.maxDuration !== null)
  );
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

export const FILTER_PARAMS = ['price', 'stops', 'dep', 'arr', 'airlines', 'refundable', 'baggage', 'maxDuration'];

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
    airlines: [
      ...new Set(
        (params.get('airlines') ?? '')
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter((code) => /^[A-Z0-9]{2,3}$/.test(code)),
      ),
    ],
    refundable: params.get('refundable') === '1',
    baggage: params.get('baggage') === '1',
    maxDuration: Number.isSafeInteger(duration) && duration > 0 ? duration : null,
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
  ];
  for (const [name, values] of lists) if (values.length > 0) next.set(name, values.join(','));
  if (filters.refundable) next.set('refundable', '1');
  if (filters.baggage) next.set('baggage', '1');
  if (filters.maxDuration !== null) next.set('maxDuration', String(filters.maxDuration));
  return next;
}

export function readSort(params: Params): SortOption {
  const value = params.get('sort');
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

export function writeSort(params: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

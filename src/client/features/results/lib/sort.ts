import type { OfferFacts } from './filters';

/*
 * The results' order (J9, R45). Best is the default: a score of price, total travel time and stops
 * against the best of the flights shown,
 *
 *   score = price / cheapest price + 0.5 x (travel time / shortest travel time) + 0.25 x stops
 *
 * lowest first. Travel time is the sum of the offer's slices (out and back), stops the sum of its
 * slices' stops. The weights mean a flight twice the cheapest price must save a lot of time to
 * rank first, and one stop weighs as much as a quarter of the cheapest fare. Ties break on price,
 * then time, then the id, so the order never flickers.
 *
 * The URL's sort values of before stay good: price-asc reads as Cheapest, duration-asc as
 * Fastest, price-desc still sorts dearest first; anything else reads as Best, with no error.
 */

export const SORT_OPTIONS = [
  { value: 'best', label: 'Best' },
  { value: 'cheapest', label: 'Cheapest' },
  { value: 'fastest', label: 'Fastest' },
  { value: 'earliest', label: 'Earliest departure' },
  { value: 'latest', label: 'Latest departure' },
  { value: 'price-desc', label: 'Price: High to Low' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'best';

/** Values the URL carried before R45, read as the sort that replaced them. */
export const LEGACY_SORTS: Readonly<Record<string, SortOption>> = {
  'price-asc': 'cheapest',
  'duration-asc': 'fastest',
};

export const BEST_WEIGHTS = { price: 1, duration: 0.5, stop: 0.25 } as const;

export const BEST_EXPLANATION =
  'Best ranks flights by price, total travel time and number of stops together: each flight’s price against the cheapest shown, plus half its travel time against the shortest, plus a quarter for each stop. The lowest score comes first.';

export function sortLabel(value: SortOption): string {
  return SORT_OPTIONS.find((option) => option.value === value)?.label ?? 'Best';
}

/** Each fact's Best score, in the list's order; unknown price or time scores last. */
export function bestScores(facts: readonly OfferFacts[]): number[] {
  let cheapest = Number.POSITIVE_INFINITY;
  let shortest = Number.POSITIVE_INFINITY;
  for (const fact of facts) {
    if (fact.price > 0 && fact.price < cheapest) cheapest = fact.price;
    if (fact.totalDuration !== null && fact.totalDuration > 0 && fact.totalDuration < shortest) {
      shortest = fact.totalDuration;
    }
  }
  return facts.map((fact) => {
    if (!(fact.price > 0) || fact.totalDuration === null || !Number.isFinite(cheapest + shortest)) {
      return Number.MAX_VALUE;
    }
    return (
      BEST_WEIGHTS.price * (fact.price / cheapest) +
      BEST_WEIGHTS.duration * (fact.totalDuration / shortest) +
      BEST_WEIGHTS.stop * fact.totalStops
    );
  });
}

// Unknown prices, durations and times sort last (MAX_VALUE, not Infinity: Infinity - Infinity is NaN).
const priceOf = (f: OfferFacts) => (Number.isNaN(f.price) ? Number.MAX_VALUE : f.price);
const durationOf = (f: OfferFacts) => f.duration ?? Number.MAX_VALUE;
const byPrice = (a: OfferFacts, b: OfferFacts) => priceOf(a) - priceOf(b);
const byDuration = (a: OfferFacts, b: OfferFacts) => durationOf(a) - durationOf(b);
const byId = (a: OfferFacts, b: OfferFacts) => (a.offer.id < b.offer.id ? -1 : a.offer.id > b.offer.id ? 1 : 0);
const byDeparture = (a: OfferFacts, b: OfferFacts, direction: 1 | -1) => {
  if (a.departureAt === b.departureAt) return 0;
  if (a.departureAt === null) return 1;
  if (b.departureAt === null) return -1;
  return direction * (a.departureAt - b.departureAt);
};

const COMPARE: Record<Exclude<SortOption, 'best'>, (a: OfferFacts, b: OfferFacts) => number> = {
  cheapest: (a, b) => byPrice(a, b) || byDuration(a, b) || byId(a, b),
  'price-desc': (a, b) => byPrice(b, a) || byDuration(a, b) || byId(a, b),
  fastest: (a, b) => byDuration(a, b) || byPrice(a, b) || byId(a, b),
  earliest: (a, b) => byDeparture(a, b, 1) || byPrice(a, b) || byId(a, b),
  latest: (a, b) => byDeparture(a, b, -1) || byPrice(a, b) || byId(a, b),
};

/** A sorted copy. */
export function sortOffers(facts: readonly OfferFacts[], sort: SortOption): OfferFacts[] {
  if (sort !== 'best') return [...facts].sort(COMPARE[sort]);
  const scores = bestScores(facts);
  const order = facts.map((_, index) => index);
  order.sort((i, j) => {
    const a = facts[i] as OfferFacts;
    const b = facts[j] as OfferFacts;
    return (scores[i] as number) - (scores[j] as number) || byPrice(a, b) || byDuration(a, b) || byId(a, b);
  });
  return order.map((index) => facts[index] as OfferFacts);
}

type Params = Pick<URLSearchParams, 'get'>;

export function readSort(params: Params): SortOption {
  const value = params.get('sort') ?? '';
  return LEGACY_SORTS[value] ?? SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

export function writeSort(params: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

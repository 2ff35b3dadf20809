import type { Offer } from '../../../shared/schemas/flights';
import type { SearchRequest } from '../../../shared/schemas/search';
import type { OfferQuery } from '../../providers/flights/types';
import { toOfferQuery } from './offer-query';

/*
 * R46: "include nearby airports". The traveller's own pair is always searched (and counted as
 * their search); each other pair of airports (origin or one within 100 km, destination or one
 * within 100 km) is read from the cache, or asked of the airline while the brand's budget lasts,
 * nearest pairs first. The offers are merged into one list; each names its own airports, which is
 * what the results page labels.
 */

export interface NearbySearches {
  budget: number;
  nearbyCodes: (code: string) => string[];
  /** The traveller's own search (counted, cached as any search). */
  main: (query: OfferQuery) => Promise<Offer[]>;
  cached: (query: OfferQuery) => Promise<Offer[] | undefined>;
  /** An uncounted airline search for another pair. */
  search: (query: OfferQuery) => Promise<Offer[]>;
}

/**
 * Nearby airports widen a one-way trip or a round trip (back the way it went). A multi-city trip
 * (R24), open-jaw ones included, is searched as asked: its pairs are not one origin and destination.
 */
export function nearbyApplies(request: SearchRequest): boolean {
  const [out, back, ...more] = request.slices;
  if (!out || more.length > 0) return false;
  return !back || (back.origin === out.destination && back.destination === out.origin);
}

function queryFor(request: SearchRequest, origin: string, destination: string): OfferQuery {
  const [out, back] = request.slices;
  const slices = [{ origin, destination, departureDate: out!.departureDate }];
  if (back) slices.push({ origin: destination, destination: origin, departureDate: back.departureDate });
  return toOfferQuery(request, slices);
}

/** The other pairs to try, nearest first: each code's rank in its nearby list stands for its distance. */
export function nearbyPairs(
  origin: string,
  destination: string,
  nearby: { origin: boolean; destination: boolean },
  nearbyCodes: (code: string) => string[],
): [string, string][] {
  const origins = [origin, ...(nearby.origin ? nearbyCodes(origin) : [])];
  const destinations = [destination, ...(nearby.destination ? nearbyCodes(destination) : [])];
  const pairs: { pair: [string, string]; rank: number }[] = [];
  origins.forEach((o, i) =>
    destinations.forEach((d, j) => {
      if ((i === 0 && j === 0) || o === d) return;
      pairs.push({ pair: [o, d], rank: i + j });
    }),
  );
  return pairs.sort((a, b) => a.rank - b.rank).map(({ pair }) => pair);
}

// The merged list is kept while its parts are the same lists, so the pages of one search are
// slices of one sorted list (the service caches sorting and pages per list object).
const merged = new WeakMap<Offer[], { parts: Offer[][]; list: Offer[] }>();

export async function nearbyOffers(
  request: SearchRequest,
  nearby: { origin: boolean; destination: boolean },
  searches: NearbySearches,
): Promise<Offer[]> {
  const [out] = request.slices;
  // Multi-city has no "the" origin and destination: nearby applies to one-way and round trips.
  if (!out || request.slices.length > 2) return searches.main(queryFor(request, out!.origin, out!.destination));
  const pairs = nearbyPairs(out.origin, out.destination, nearby, searches.nearbyCodes);
  const mainOffers = searches.main(queryFor(request, out.origin, out.destination));
  const queries = pairs.map(([origin, destination]) => queryFor(request, origin, destination));
  const cached = await Promise.all(queries.map((query) => searches.cached(query)));
  let left = searches.budget;
  const others = await Promise.all(
    queries.map((query, i): Offer[] | Promise<Offer[]> => {
      const hit = cached[i];
      if (hit) return hit;
      if (left <= 0) return [];
      left -= 1;
      // A pair the airline cannot fly or does not answer must not cost the traveller their own results.
      return searches.search(query).catch(() => []);
    }),
  );
  const main = await mainOffers;
  const parts = [main, ...others];
  const known = merged.get(main);
  if (known && known.parts.length === parts.length && known.parts.every((part, i) => part === parts[i])) {
    return known.list;
  }
  const list = parts.flat();
  merged.set(main, { parts, list });
  return list;
}

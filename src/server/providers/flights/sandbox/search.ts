import { CABIN_CLASSES, type CabinClass, type Offer } from '../../../../shared/schemas/flights';
import { MAX_SLICES } from '../../../../shared/schemas/search-rules';
import { airportsForCode } from '../../../data/airports';
import { FlightProviderError, type OfferQuery } from '../types';
import { cabinOnBoard, cabinsFor } from './aircraft';
import { canInterline } from './airlines';
import { fareBrands, type TripContext } from './fares';
import { canFollow, itinerariesForSlice, itineraryScore, type Itinerary } from './itineraries';
import { encodeOfferId, searchKey } from './offer-id';
import {
  buildOffer,
  contentSignature,
  offerPassengers,
  plannedFareCents,
  type BuildContext,
  type PlannedOffer,
} from './offers';
import { unit } from './prng';
import { HOUR_MS, parseDay } from './time';

/*
 * One search, start to finish: check the query, find each slice's journeys, pair them into
 * round trips or multi-city trips on one airline or alliance, multiply by the fare brands, and
 * build the offers in a fixed order (the index in that order is part of each offer id).
 */

/** R22: the sandbox sells only departures at least two hours ahead. */
export const MIN_HOURS_BEFORE_DEPARTURE = 2;
export const MAX_OFFERS = 300;
/** Return journeys paired with each outbound one. */
const RETURNS_PER_OUTBOUND = 2;
const LONG_HAUL_KM = 4000;

/** A search's offers before they are built: cheap to keep, rebuilt into fresh objects on demand. */
export interface SearchPlan {
  context: BuildContext;
  plans: PlannedOffer[];
  ids: string[];
}

const invalid = (message: string) => new FlightProviderError('VALIDATION', message);

/** Upper-cased codes and checked counts (R8, R24), or a VALIDATION error. */
export function normalizeQuery(query: OfferQuery): OfferQuery {
  const { adults, children, infants, cabinClass } = query;
  if (query.slices.length < 1 || query.slices.length > MAX_SLICES) {
    throw invalid(`A search has 1 to ${MAX_SLICES} slices.`);
  }
  if (!CABIN_CLASSES.includes(cabinClass)) throw invalid(`Unknown cabin class ${String(cabinClass)}.`);
  const counts = [adults, children, infants];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0)) throw invalid('Passenger counts must be whole numbers.');
  if (adults < 1 || adults > 9) throw invalid('A search needs 1 to 9 adults.');
  if (infants > adults) throw invalid('Each infant needs an adult to sit on.');
  if (adults + children + infants > 9) throw invalid('At most 9 passengers can travel together.');
  const slices = query.slices.map((s) => {
    const origin = s.origin.trim().toUpperCase();
    const destination = s.destination.trim().toUpperCase();
    for (const code of [origin, destination]) {
      if (!/^[A-Z]{3}$/.test(code) || airportsForCode(code).length === 0) {
        throw invalid(`Unknown airport or city code ${code}.`);
      }
    }
    if (Number.isNaN(parseDay(s.departureDate))) throw invalid(`Invalid departure date ${s.departureDate}.`);
    return { origin, destination, departureDate: s.departureDate };
  });
  // R26: ages as airlines take them: one per child (2-11) and per infant (0-1), or none at all.
  const checkAges = (list: number[] | undefined, count: number, min: number, max: number, who: string) => {
    if (list === undefined) return;
    if (list.length !== count || !list.every((age) => Number.isInteger(age) && age >= min && age <= max)) {
      throw invalid(`Give one age from ${min} to ${max} for each ${who}.`);
    }
  };
  checkAges(query.childAges, children, 2, 11, 'child');
  checkAges(query.infantAges, infants, 0, 1, 'infant');
  // R58: some of the adults may be 12-17, each searched by age.
  if (query.youthAges && query.youthAges.length > adults) throw invalid('Give at most one youth age per adult.');
  checkAges(query.youthAges, query.youthAges?.length ?? 0, 12, 17, 'adult aged 12 to 17');
  const { maxConnections } = query;
  if (
    maxConnections !== undefined &&
    !(Number.isInteger(maxConnections) && maxConnections >= 0 && maxConnections <= 2)
  ) {
    throw invalid('Connections must be 0, 1 or 2.');
  }
  return {
    slices,
    cabinClass,
    adults,
    children,
    infants,
    ...(query.childAges ? { childAges: [...query.childAges] } : {}),
    ...(query.infantAges ? { infantAges: [...query.infantAges] } : {}),
    ...(query.youthAges?.length ? { youthAges: [...query.youthAges] } : {}),
    ...(maxConnections !== undefined ? { maxConnections } : {}),
  };
}

/**
 * R45: the offers of a search whose every slice has at most `maxConnections` connections (all of
 * them when the query sets no limit). The narrowed list is drawn from the whole search's plan, so
 * each offer keeps the id (and index) it has there and is found again from that id alone.
 */
export function indicesWithin(search: SearchPlan, maxConnections: number | undefined): number[] {
  const indices: number[] = [];
  search.plans.forEach((plan, index) => {
    if (maxConnections === undefined || plan.slices.every((it) => it.stops <= maxConnections)) indices.push(index);
  });
  return indices;
}

function cabinsOf(it: Itinerary, wanted: CabinClass): CabinClass[] {
  return it.legs.map((leg) => cabinOnBoard(cabinsFor(leg.aircraft, leg.airline), wanted)?.cabin ?? 'economy');
}

function longestLeg(it: Itinerary): number {
  let best = 0;
  it.legs.forEach((leg, i) => {
    if (leg.distanceKm > (it.legs[best]?.distanceKm ?? 0)) best = i;
  });
  return best;
}

/** Journeys whose main flight has the cabin asked for; when none has it, the best cabin each offers. */
function withCabin(its: Itinerary[], wanted: CabinClass): Itinerary[] {
  const matching = its.filter((it) => cabinsOf(it, wanted)[longestLeg(it)] === wanted);
  return matching.length ? matching : its;
}

function tripContext(journeys: Itinerary[]): TripContext {
  const legs = journeys.flatMap((it) => it.legs);
  const first = journeys[0];
  if (!first) throw new Error('a trip needs a journey');
  return {
    owner: first.owner,
    longHaul: journeys.some((it) => it.odKm > LONG_HAUL_KM),
    usDomestic: legs.every((l) => l.from.country_code === 'US' && l.to.country_code === 'US'),
    international: legs.some((l) => l.from.country_code !== l.to.country_code),
  };
}

/** Pairs each partial trip with the best next journeys on the same airline, else an alliance partner. */
function combine(perSlice: Itinerary[][]): Itinerary[][] {
  let trips = (perSlice[0] ?? []).map((it) => [it]);
  for (let s = 1; s < perSlice.length; s++) {
    const options = perSlice[s] ?? [];
    const keep = s === 1 ? RETURNS_PER_OUTBOUND : 1;
    trips = trips.flatMap((trip) => {
      const previous = trip[trip.length - 1];
      const owner = trip[0]?.owner;
      if (!previous || !owner) return [];
      const rank = (it: Itinerary) =>
        (it.owner === owner ? 0 : 10_000) +
        Math.abs(it.stops - previous.stops) * 1_000 +
        itineraryScore(it) / 10 +
        unit(`pair:${trip.map((t) => t.key).join('/')}:${it.key}`) * 30;
      return options
        .filter((it) => canFollow(previous, it) && canInterline(it.owner, owner))
        .map((it) => ({ it, score: rank(it) }))
        .sort((a, b) => a.score - b.score)
        .slice(0, keep)
        .map(({ it }) => [...trip, it]);
    });
  }
  return trips;
}

/** Every offer of a search, in index order. Pure: the same query and instant give the same offers. */
export function planSearch(query: OfferQuery, searchedAt: number, lifetimeMs: number): SearchPlan {
  const notBefore = searchedAt + MIN_HOURS_BEFORE_DEPARTURE * HOUR_MS;
  const perSlice = query.slices.map((s) => {
    const found = itinerariesForSlice(
      airportsForCode(s.origin),
      airportsForCode(s.destination),
      parseDay(s.departureDate),
      notBefore,
    );
    return withCabin(found, query.cabinClass);
  });
  const key = searchKey(query, searchedAt);
  const context: BuildContext = {
    query,
    searchedAt,
    expiresAt: searchedAt + lifetimeMs,
    searchDay: new Date(searchedAt).toISOString().slice(0, 10),
    passengers: offerPassengers(query, key),
  };
  const plans: PlannedOffer[] = [];
  for (const journeys of combine(perSlice)) {
    const trip = tripContext(journeys);
    const [outbound] = journeys;
    if (!outbound) continue;
    const cabins = journeys.map((it) => cabinsOf(it, query.cabinClass));
    const mainCabin = cabins[0]?.[longestLeg(outbound)] ?? 'economy';
    for (const brand of fareBrands(mainCabin, trip)) plans.push({ slices: journeys, cabins, brand, trip });
  }
  const kept = plans.slice(0, MAX_OFFERS);
  const ids = kept.map((plan, index) => encodeOfferId({ query, searchedAt, index }, contentSignature(plan)));
  return { context, plans: kept, ids };
}

export function buildPlannedOffer(search: SearchPlan, index: number): Offer {
  const plan = search.plans[index];
  const id = search.ids[index];
  if (!plan || !id) throw new Error(`no offer ${index} in this search`);
  return buildOffer(id, plan, search.context);
}

/** R46: the index, among `indices`, of the offer with the lowest total (the first of equals), priced unbuilt. */
export function cheapestPlanned(search: SearchPlan, indices: number[]): number | undefined {
  let best: number | undefined;
  let bestCents = Infinity;
  for (const index of indices) {
    const plan = search.plans[index];
    if (!plan) continue;
    const { baseCents, taxCents } = plannedFareCents(plan, search.context);
    if (baseCents + taxCents < bestCents) {
      best = index;
      bestCents = baseCents + taxCents;
    }
  }
  return best;
}

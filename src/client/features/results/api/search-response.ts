import type { Offer, SearchResponse } from '../../../../shared/schemas/flights';
import type { AnswerReader } from '../../../lib/api';

/*
 * The search answer read without zod: its runtime was the results page's largest download after
 * React (25 KB gzip of its ~220), for a check the server has already made. Both ways a page of
 * offers leaves the server (the API's reply, and the #search-data a drawn page carries) encode it
 * with the shared SearchResponseSchema, which refuses an offer that breaks the contract. What the
 * browser still checks is what the screen reads without guarding: an answer of another shape (a
 * proxy's, an older server's) is refused here, as the schema would, instead of breaking the list.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;
const everyItem = (value: unknown, check: (item: unknown) => boolean, min = 0) =>
  Array.isArray(value) && value.length >= min && value.every(check);

const MONEY = /^\d+(\.\d{1,3})?$/;
const CURRENCY = /^[A-Z]{3}$/;

const isBaggage = (bag: unknown) => isRecord(bag) && isString(bag.type) && typeof bag.quantity === 'number';
const isSegmentPassenger = (p: unknown) => isRecord(p) && everyItem(p.baggages, isBaggage);
const isPlace = (place: unknown) => isRecord(place) && isString(place.iata_code);
const isCarrier = (carrier: unknown) => isRecord(carrier) && isString(carrier.name);

const isSegment = (segment: unknown) =>
  isRecord(segment) &&
  isString(segment.id) &&
  isPlace(segment.origin) &&
  isPlace(segment.destination) &&
  isString(segment.departing_at) &&
  isString(segment.arriving_at) &&
  isCarrier(segment.marketing_carrier) &&
  everyItem(segment.passengers, isSegmentPassenger);

const isSlice = (slice: unknown) =>
  isRecord(slice) &&
  isString(slice.id) &&
  isPlace(slice.origin) &&
  isPlace(slice.destination) &&
  isString(slice.departure_time) &&
  isString(slice.arrival_time) &&
  isString(slice.duration) &&
  everyItem(slice.segments, isSegment, 1);

/** An offer as the results screen reads it (offerFacts, the flight card, Load More's merge). */
export function isOffer(value: unknown): value is Offer {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.total_amount) &&
    MONEY.test(value.total_amount) &&
    isString(value.total_currency) &&
    CURRENCY.test(value.total_currency) &&
    isCarrier(value.owner) &&
    isRecord(value.conditions) &&
    typeof value.conditions.refundable === 'boolean' &&
    everyItem(value.slices, isSlice, 1) &&
    everyItem(value.passengers, isRecord, 1)
  );
}

export function isSearchResponse(value: unknown): value is SearchResponse {
  return (
    isRecord(value) &&
    everyItem(value.offers, isOffer) &&
    isCount(value.total_count, 0) &&
    isCount(value.page, 1) &&
    isCount(value.limit, 1) &&
    (value.cheapest_only === undefined || typeof value.cheapest_only === 'boolean')
  );
}

/** SearchResponseSchema's place in api.get/post for the results page's own queries. */
export const SearchResponseReader: AnswerReader<SearchResponse> = {
  safeParse: (value) => (isSearchResponse(value) ? { success: true, data: value } : { success: false }),
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { OfferSchema, SeatMapsResponseSchema, VerifyOfferSchema, type VerifyOffer } from '../../shared/schemas/flights';
import { api, ApiRequestError } from './api';
import { offerPath } from './offer-paths';
import { OFFER_EXPIRED_MESSAGE } from '../../shared/messages';

/*
 * The offer calls the offer screen and the booking flow share (J7):
 * the offer itself, its seat maps and the validity check.
 */

/** GET /api/flights/offer/{id}: the offer at its selling price, with conditions and services. */
export const getOffer = (offerId: string, signal?: AbortSignal) =>
  api.get(offerPath('offer', offerId), OfferSchema, { signal });

/** R52: GET /api/flights/offer/{id}?from={current id}: another fare of the same flights, priced by the server. */
export const switchFare = (offerId: string, fromOfferId: string, signal?: AbortSignal) =>
  api.get(`${offerPath('offer', offerId)}?from=${encodeURIComponent(fromOfferId)}`, OfferSchema, { signal });

/** A read of one offer's data as a query; an offer is held about 30 minutes, so after 5 a fresh read is worth the call. */
const offerQuery = <T>(name: string, offerId: string, read: (offerId: string, signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: ['flights', name, offerId],
    queryFn: ({ signal }) => read(offerId, signal),
    staleTime: 5 * 60_000,
  });

export const offerQueryOptions = (offerId: string) => offerQuery('offer', offerId, getOffer);

export function useOffer(offerId: string) {
  return useQuery(offerQueryOptions(offerId));
}

/** GET /api/flights/seatmaps/{id}: one seat map per segment; [] when the airline has none. */
export const getSeatMaps = (offerId: string, signal?: AbortSignal) =>
  api.get(offerPath('seatmaps', offerId), SeatMapsResponseSchema, { signal });

export const seatMapsQueryOptions = (offerId: string) => offerQuery('seat-maps', offerId, getSeatMaps);

export function useSeatMaps(offerId: string) {
  return useQuery(seatMapsQueryOptions(offerId));
}

/** The spec's default sentence for an expired offer (J8). */

/**
 * GET /api/flights/verify-offer/{id}. A 410 (expired) or 404 (unknown) is an answer, not a
 * failure: the server sends the same verification body, which the fetch client reads as an
 * error ({error, message}); it is turned back into an invalid result here. Anything else
 * (network, 5xx) throws, so the caller can tell "expired" from "could not check".
 */
export async function verifyOffer(offerId: string, signal?: AbortSignal): Promise<VerifyOffer> {
  try {
    return await api.get(offerPath('verify-offer', offerId), VerifyOfferSchema, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 410 || error.status === 404)) {
      return {
        valid: false,
        // A body without its own sentence (a proxy's page) still means the offer cannot be booked.
        message: error.code === 'HTTP_ERROR' || !error.message ? OFFER_EXPIRED_MESSAGE : error.message,
        error: error.code,
        offer_id: offerId,
        expires_at: null,
        minutes_remaining: null,
      };
    }
    throw error;
  }
}

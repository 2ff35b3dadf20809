import { queryOptions, useQuery } from '@tanstack/react-query';
import { OfferSchema } from '../../../../shared/schemas/flights';
import { api } from '../../../lib/api';

/** GET /api/flights/offer/{id}: the offer at its selling price, with conditions and services. */
export const getOffer = (offerId: string, signal?: AbortSignal) =>
  api.get(`/api/flights/offer/${encodeURIComponent(offerId)}`, OfferSchema, { signal });

export const offerQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: ['flights', 'offer', offerId],
    queryFn: ({ signal }) => getOffer(offerId, signal),
    // An offer is held about 30 minutes; after 5 a fresh read is worth the call.
    staleTime: 5 * 60_000,
  });

export function useOffer(offerId: string) {
  return useQuery(offerQueryOptions(offerId));
}

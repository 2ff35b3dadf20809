import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeatMapsResponseSchema } from '../../../../shared/schemas/flights';
import { api } from '../../../lib/api';

/** GET /api/flights/seatmaps/{id}: one seat map per segment; [] when the airline has none. */
export const getSeatMaps = (offerId: string, signal?: AbortSignal) =>
  api.get(`/api/flights/seatmaps/${encodeURIComponent(offerId)}`, SeatMapsResponseSchema, { signal });

export const seatMapsQueryOptions = (offerId: string) =>
  queryOptions({
    queryKey: ['flights', 'seat-maps', offerId],
    queryFn: ({ signal }) => getSeatMaps(offerId, signal),
    staleTime: 5 * 60_000,
  });

export function useSeatMaps(offerId: string) {
  return useQuery(seatMapsQueryOptions(offerId));
}

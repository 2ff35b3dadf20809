import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BookingSchema,
  BookingsListSchema,
  CancelBookingResponseSchema,
  CancellationQuoteResponseSchema,
  type TripTab,
} from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api';

/* The traveller's bookings (A7), all under the ['bookings'] key. */

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** GET /api/bookings?tab=&before=: a page of one My Trips tab (R44); a 401 means signed out. */
export const getBookingsPage = (tab: TripTab, before: string | undefined, signal?: AbortSignal) => {
  const query = new URLSearchParams({ tab });
  if (before) query.set('before', before);
  return api.get(`/api/bookings?${query.toString()}`, BookingsListSchema, { signal });
};

/** One tab's trips, a page at a time, each page continuing where the last ended. */
export function useTripsPages(tab: TripTab, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['bookings', 'list', tab],
    queryFn: ({ pageParam, signal }) => getBookingsPage(tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** GET /api/bookings/{id}: one booking, with what the list may not carry fresh (refund, failure). */
export const getBooking = (id: string, signal?: AbortSignal) => api.get(bookingPath(id), BookingSchema, { signal });

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['bookings', 'detail', id], queryFn: ({ signal }) => getBooking(id, signal) });

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: id !== null });
}

/** POST /api/bookings/{id}/cancel with the quote the traveller saw (R28); every bookings query is refreshed afterwards. */
export const cancelBooking = ({ id, quoteId }: { id: string; quoteId?: string | undefined }) =>
  api.post(`${bookingPath(id)}/cancel`, quoteId ? { quoteId } : {}, CancelBookingResponseSchema);

/** R28: POST /api/bookings/{id}/cancellation-quote, asked each time the dialog opens (quotes expire). */
export function useCancellationQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bookings', 'cancellation-quote', id],
    queryFn: () => api.post(`${bookingPath(id)}/cancellation-quote`, {}, CancellationQuoteResponseSchema),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

/** R42: POST /api/bookings/{id}/airline-changes/{changeId}/accept; the trip's queries are refreshed. */
export function useAcceptAirlineChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, changeId }: { bookingId: string; changeId: string }) =>
      api.post(`${bookingPath(bookingId)}/airline-changes/${encodeURIComponent(changeId)}/accept`, {}, BookingSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

/** R55: POST /api/bookings/{id}/release: let a hold go (nothing is charged); the trips are refreshed. */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => api.post(`${bookingPath(bookingId)}/release`, {}, BookingSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

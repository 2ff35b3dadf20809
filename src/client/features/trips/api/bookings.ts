import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookingSchema, BookingsListSchema, CancelBookingResponseSchema } from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api';

/* The traveller's bookings (A7), all under the ['bookings'] key. */

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** GET /api/bookings: the signed-in person's bookings; a 401 means signed out. */
export const getBookings = (signal?: AbortSignal) => api.get('/api/bookings', BookingsListSchema, { signal });

export const bookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['bookings', 'list'],
    queryFn: ({ signal }) => getBookings(signal).then((answer) => answer.bookings),
  });

export function useBookings(enabled: boolean) {
  return useQuery({ ...bookingsQueryOptions(), enabled });
}

/** GET /api/bookings/{id}: one booking, with what the list may not carry fresh (refund, failure). */
export const getBooking = (id: string, signal?: AbortSignal) => api.get(bookingPath(id), BookingSchema, { signal });

export const bookingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['bookings', 'detail', id], queryFn: ({ signal }) => getBooking(id, signal) });

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: id !== null });
}

/** POST /api/bookings/{id}/cancel; every bookings query is refreshed afterwards, success or not. */
export const cancelBooking = (id: string) => api.post(`${bookingPath(id)}/cancel`, {}, CancelBookingResponseSchema);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

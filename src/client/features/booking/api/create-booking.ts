import { CreateBookingResponseSchema, type CreateBookingRequest } from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api';

/**
 * POST /api/bookings with the authorisation process-card returned. The same Idempotency-Key as
 * the card call ties the two to one checkout attempt, so a retry never books twice (R5).
 */
export const createBooking = (request: CreateBookingRequest, idempotencyKey: string) =>
  api.post('/api/bookings', request, CreateBookingResponseSchema, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

import { ProcessCardResponseSchema, type ProcessCardRequest } from '../../../../shared/schemas/booking';
import { api } from '../../../lib/api';

/**
 * POST /api/payments/process-card: authorises (holds) the amount on the card; the booking then
 * captures it. The attempt's Idempotency-Key makes a retried request return the first answer
 * instead of holding the money twice (R5).
 */
export const processCard = (request: ProcessCardRequest, idempotencyKey: string) =>
  api.post('/api/payments/process-card', request, ProcessCardResponseSchema, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

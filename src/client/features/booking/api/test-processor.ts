import type { CardDetails } from '../../../../shared/schemas/booking';
import {
  AuthenticateTestPaymentResponseSchema,
  TestTokenSchema,
  type AuthenticateTestPaymentRequest,
} from '../../../../shared/schemas/test-processor';
import { api } from '../../../lib/api';

/*
 * The built-in test processor's own endpoints (R23), as Stripe.js talks to Stripe: the card is
 * exchanged for a token before anything is paid, and the 3-D Secure check is answered there.
 */

export const tokeniseCard = (cardDetails: CardDetails) =>
  api.post('/api/payments/test-processor/tokens', { cardDetails }, TestTokenSchema);

export const answerAuthentication = (request: AuthenticateTestPaymentRequest) =>
  api.post('/api/payments/test-processor/authenticate', request, AuthenticateTestPaymentResponseSchema);

import type { CardDetails } from '../../../../shared/schemas/booking';
import { tokeniseCard } from '../api/test-processor';
import type { PaymentSource } from './card-attempt';

/**
 * The built-in test processor's card (R23): our own fields, tokenised at the processor's endpoint
 * as Stripe.js tokenises at Stripe; its 3-D Secure page is the step's dialog.
 */
export function testProcessorSource(
  card: CardDetails,
  authenticate: (clientSecret: string) => Promise<boolean>,
): PaymentSource {
  return {
    fingerprint: JSON.stringify(card),
    tokenise: async () => (await tokeniseCard(card)).id,
    authenticate,
  };
}

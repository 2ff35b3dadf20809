/**
 * Stripe's documented declining test cards and the error each gets (code, decline_code), written
 * out here apart from providers/payments/test-cards.ts, so that a mistake in that table fails
 * the tests of both the built-in processor and the Stripe stand-in.
 */
export const DECLINED_TEST_CARDS: [number: string, code: string, declineCode: string | undefined][] = [
  ['4000000000000002', 'card_declined', 'generic_decline'],
  ['4000000000009995', 'card_declined', 'insufficient_funds'],
  ['4000000000009987', 'card_declined', 'lost_card'],
  ['4000000000009979', 'card_declined', 'stolen_card'],
  ['4000000000000069', 'expired_card', undefined],
  ['4000000000000127', 'incorrect_cvc', undefined],
  ['4000000000000119', 'processing_error', undefined],
];

import { cardBrand, luhnValid } from '../../../shared/cards';
import { CardError, type CardInput, type CardSummary } from './types';

/*
 * The public test card set (R3; Stripe's documented test numbers), so
 * the built-in processor and Stripe's test mode answer the same card the same way.
 */

interface Outcome {
  code: CardError['code'];
  declineCode?: string;
  message: string;
}

const DECLINED = 'Your card was declined.';

/** Numbers that fail, and how. Every other Luhn-valid number succeeds. */
export const TEST_CARD_OUTCOMES: Readonly<Record<string, Outcome>> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: DECLINED },
  '4000000000009979': { code: 'card_declined', declineCode: 'stolen_card', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  // We cannot run 3-D Secure, so a card that demands it is declined with a clear reason.
  '4000002760003184': {
    code: 'card_declined',
    declineCode: 'authentication_required',
    message: 'Your card requires authentication.',
  },
};

/** Cards that succeed, by name, for tests and the payment step's hint. */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  visaDebit: '4000056655665556',
} as const;

/** What may be kept of a card (R4): brand, last four, expiry. */
export function cardSummary(card: CardInput): CardSummary {
  return {
    brand: cardBrand(card.number),
    last4: card.number.slice(-4),
    expMonth: Number(card.expiryMonth),
    expYear: 2000 + Number(card.expiryYear),
  };
}

/** Throws the CardError a real processor would give this card, or returns when it would be accepted. */
export function checkTestCard(card: CardInput, now: Date): void {
  if (!/^\d{15,16}$/.test(card.number) || !luhnValid(card.number)) {
    throw new CardError('incorrect_number', 'Your card number is incorrect.');
  }
  const outcome = TEST_CARD_OUTCOMES[card.number];
  if (outcome) throw new CardError(outcome.code, outcome.message, outcome.declineCode);
  const { expMonth, expYear } = cardSummary(card);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!(expMonth >= 1 && expMonth <= 12) || expYear * 12 + expMonth < thisMonth) {
    throw new CardError('expired_card', 'Your card has expired.');
  }
  const cvvLength = cardBrand(card.number) === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(card.cvv) || card.cvv.length !== cvvLength) {
    throw new CardError('incorrect_cvc', "Your card's security code is incorrect.");
  }
}

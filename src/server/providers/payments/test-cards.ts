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
};

/**
 * Cards whose bank asks for 3-D Secure (Stripe's documented numbers): the payment waits for the
 * traveller's authentication; `then` is what happens once they pass it.
 */
export const AUTHENTICATION_TEST_CARDS: Readonly<Record<string, { then?: Outcome }>> = {
  '4000002760003184': {}, // requires authentication on every payment
  '4000002500003155': {}, // requires authentication unless set up (we never set cards up)
  '4000000000003220': {}, // 3-D Secure 2 required
  '4000008400001629': { then: { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED } },
};

/** What a test card will do when paid with: kept on its token, never the number (R4). */
export interface TestCardOutcome {
  authenticate: boolean;
  /** Why it is refused (after authentication when authenticate is true), or none. */
  failure?: Outcome;
}

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

export const cardErrorOf = (outcome: Outcome) => new CardError(outcome.code, outcome.message, outcome.declineCode);

/** What a real processor would do with this card: ask for authentication, refuse it, or accept it. */
export function testCardOutcome(card: CardInput, now: Date): TestCardOutcome {
  if (!/^\d{15,16}$/.test(card.number) || !luhnValid(card.number)) {
    return { authenticate: false, failure: { code: 'incorrect_number', message: 'Your card number is incorrect.' } };
  }
  const failure = TEST_CARD_OUTCOMES[card.number];
  if (failure) return { authenticate: false, failure };
  const { expMonth, expYear } = cardSummary(card);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!(expMonth >= 1 && expMonth <= 12) || expYear * 12 + expMonth < thisMonth) {
    return { authenticate: false, failure: { code: 'expired_card', message: 'Your card has expired.' } };
  }
  const cvvLength = cardBrand(card.number) === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(card.cvv) || card.cvv.length !== cvvLength) {
    return {
      authenticate: false,
      failure: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    };
  }
  const authentication = AUTHENTICATION_TEST_CARDS[card.number];
  if (authentication) return { authenticate: true, ...(authentication.then ? { failure: authentication.then } : {}) };
  return { authenticate: false };
}

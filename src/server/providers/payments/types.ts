/*
 * What every card processor does (R17): the built-in test processor (default) and
 * Stripe. Amounts are integer minor units. Card numbers and CVVs pass through here to the
 * processor and nowhere else: never into a log, a table or an error message (R4).
 */

export interface CardInput {
  /** Digits only, 15-16, Luhn-valid (the shared schema checked it). */
  number: string;
  expiryMonth: string; // '01'-'12'
  expiryYear: string; // 'YY'
  cvv: string;
  holderName: string;
}

export interface AuthorizeInput {
  amountMinor: number;
  currency: string; // ISO 4217
  card: CardInput;
  /** Sent to the processor so a retried call cannot authorise twice. */
  idempotencyKey: string;
  description?: string;
}

/** What may be kept about a card: brand, last four, expiry (R4). */
export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number; // four digits
}

export interface Authorization {
  /** The processor's id for the hold (a PaymentIntent id at Stripe). */
  ref: string;
  amountMinor: number;
  currency: string;
  card: CardSummary;
}

export type CardErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'incorrect_number'
  | 'processing_error'
  | 'authentication_required'
  | 'amount_invalid'
  | 'currency_unsupported';

/** The card was refused: a 402 for the traveller with a message they can act on. */
export class CardError extends Error {
  constructor(
    readonly code: CardErrorCode,
    message: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** The processor itself failed or could not be reached: a 502, nothing was charged we know of. */
export class ProcessorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessorError';
  }
}

export interface CardProcessor {
  readonly name: 'test' | 'stripe';
  authorize(input: AuthorizeInput): Promise<Authorization>;
  /** Takes the held money; capturing a captured authorisation again is a no-op. */
  capture(ref: string, amountMinor: number, idempotencyKey: string): Promise<void>;
  /** Releases the hold; voiding a voided authorisation again is a no-op. */
  void(ref: string, idempotencyKey: string): Promise<void>;
  /** Gives back part or all of a captured payment. */
  refund(ref: string, amountMinor: number, idempotencyKey: string): Promise<{ refundRef: string }>;
}

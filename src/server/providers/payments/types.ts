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

interface AuthorizeBase {
  amountMinor: number;
  currency: string; // ISO 4217
  /** Sent to the processor so a retried call cannot authorise twice. */
  idempotencyKey: string;
  description?: string;
  /** Where a bank's authentication page sends the traveller back (Stripe's return_url). */
  returnUrl?: string;
  /** Our references, kept with the payment at the processor (booking, brand). */
  metadata?: Record<string, string>;
}

/**
 * What pays: a token the browser made (a Stripe confirmation token, or the built-in processor's)
 * or, for the spec's programs on the built-in processor only, the card itself (R23).
 */
export type AuthorizeInput = AuthorizeBase & ({ token: string; card?: never } | { card: CardInput; token?: never });

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
  /**
   * requires_capture: the money is held. requires_action: the card's bank asks the traveller to
   * authenticate (3-D Secure) first; the browser does it with clientSecret, then we read the state.
   */
  status: 'requires_capture' | 'requires_action';
  clientSecret?: string;
}

/** Where a payment stands at the processor now, read after the traveller's authentication. */
export type AuthorizationState =
  | { status: 'requires_capture' | 'requires_action' | 'succeeded' | 'canceled' }
  | { status: 'failed'; error: CardError };

/** Who pays with a token: the browser (R36) and the brand whose page made it. */
export interface TokenOwner {
  visitor: string | null;
  brandId?: string | undefined;
}

/** A token the browser made, as the processor describes it: what may be kept of the card (R4). */
export interface TokenPreview {
  card: CardSummary;
  /** The processor's fingerprint of the card number: counts refusals per card (R36). */
  fingerprint: string | null;
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
  | 'payment_intent_authentication_failure'
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

/** A token is unknown, expired, used, or not this browser's: a 400 for the traveller, nothing held. */
export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

/** The processor takes no card numbers from our server (Stripe): the card must be tokenised in the browser. */
export class RawCardRefused extends Error {
  constructor() {
    super('This processor takes no card numbers from our server');
    this.name = 'RawCardRefused';
  }
}

export interface CardProcessor {
  readonly name: 'test' | 'stripe';
  /**
   * Reads a token before paying with it: unknown, spent, expired tokens, and tokens made for
   * another browser or brand (where the processor knows them), throw TokenError.
   */
  previewToken(token: string, owner: TokenOwner): Promise<TokenPreview>;
  authorize(input: AuthorizeInput): Promise<Authorization>;
  /** Reads a payment's state again, e.g. after the traveller's 3-D Secure authentication. */
  retrieve(ref: string): Promise<AuthorizationState>;
  /**
   * Takes the held money; capturing a captured authorisation again is a no-op. The metadata (our
   * booking) joins what the processor keeps of the payment, so its dashboard finds the booking.
   */
  capture(ref: string, amountMinor: number, idempotencyKey: string, metadata?: Record<string, string>): Promise<void>;
  /** Releases the hold (or drops an unauthenticated payment); voiding again is a no-op. */
  void(ref: string, idempotencyKey: string): Promise<void>;
  /** Gives back part or all of a captured payment. */
  refund(ref: string, amountMinor: number, idempotencyKey: string): Promise<{ refundRef: string }>;
}

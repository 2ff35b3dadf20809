import { AUTHENTICATION_FAILED_MESSAGE } from '../../../../shared/messages';
import { ApiRequestError } from '../../../lib/api';
import type { Notice } from './card-fields';

/*
 * What a failed checkout attempt means for the traveller (J4 and J8,
 * R2). Every outcome is an honest message: a network error or a 401 is never turned into
 * a made-up payment.
 */

export type FailureKind =
  /** The card was refused or its details are wrong: clear the card fields, focus the number. */
  | 'card'
  /** The offer is gone: the booking page says so and goes back to the search. */
  | 'expired'
  /** Nothing reached a final answer (network, session, server error): retrying is safe. */
  | 'unknown-outcome'
  /** A final answer other than the card's: the message says what happened. */
  | 'booking'
  /**
   * The card was authorised, then the booking could not be completed (the airline refused the
   * order, or the payment could not be taken) and the hold was released: a lasting panel says so.
   */
  | 'not-booked'
  /** The price changed before anything was charged: the step shows the new one and asks to accept it. */
  | 'price-changed'
  /** The processor's card form found the card incomplete or invalid before anything was sent. */
  | 'entry'
  /** The traveller did not pass their bank's 3-D Secure check (R23): nothing was charged. */
  | 'authentication';

export interface Failure extends Notice {
  kind: FailureKind;
}

export const PAYMENT_TEXTS = {
  failedStatus: (status: number) => `Payment failed with status ${status}`,
  processing: 'Payment processing failed',
  unknown: 'Unknown payment error',
  network:
    'We could not reach our server, so your booking was not confirmed. Check your connection and try again; you will not be charged twice.',
  session:
    'Your session could not be verified, so your booking was not confirmed. Please reload the page and try again.',
  reload: 'Your booking was not confirmed. Please reload the page and try again; you will not be charged twice.',
  bookingFallback: 'Unable to create booking',
} as const;

/** J8's reading of a message whose status says nothing: payment, expiry, or neither. */
export function classifyMessage(message: string): 'payment' | 'expired' | 'other' {
  const text = message.toLowerCase();
  if (/payment|card|payment_failed|resource not found/.test(text)) return 'payment';
  if (/expired|offer_expired|does not exist/.test(text)) return 'expired';
  return 'other';
}

/** The processor's own card form (Stripe's Payment Element) refused what was typed; its words say why. */
export class CardEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardEntryError';
  }
}

/** The bank's 3-D Secure check was failed or closed (R23): the attempt ends, nothing charged. */
export class AuthenticationFailedError extends Error {
  constructor() {
    super(AUTHENTICATION_FAILED_MESSAGE);
    this.name = 'AuthenticationFailedError';
  }
}

/** Turns what the card or booking call threw into what the traveller is told. */
export function describeFailure(error: unknown): Failure {
  if (error instanceof CardEntryError) {
    return { kind: 'entry', title: 'Check your card details', description: error.message };
  }
  if (error instanceof AuthenticationFailedError) {
    return { kind: 'authentication', title: 'Authentication Failed', description: AUTHENTICATION_FAILED_MESSAGE };
  }
  if (!(error instanceof ApiRequestError)) {
    // A fault in the page itself: its words are for developers (the console), never the traveller.
    console.error(error);
    return {
      kind: 'unknown-outcome',
      title: 'Payment Error',
      description: `${PAYMENT_TEXTS.unknown}. ${PAYMENT_TEXTS.reload}`,
    };
  }
  const message = error.message;
  if (error.status === 0)
    return { kind: 'unknown-outcome', title: 'Payment Error', description: PAYMENT_TEXTS.network };
  if (error.status === 401)
    return { kind: 'unknown-outcome', title: 'Payment Error', description: PAYMENT_TEXTS.session };
  if (error.status === 402 || error.code === 'PAYMENT_FAILED') {
    return { kind: 'card', title: 'Payment Failed', description: message || PAYMENT_TEXTS.failedStatus(402) };
  }
  if (error.status === 410 || error.code === 'OFFER_EXPIRED')
    return { kind: 'expired', title: 'Flight Offer Expired', description: message };
  if (error.status === 409 && error.code === 'PRICE_CHANGED') {
    return { kind: 'price-changed', title: 'Booking Failed', description: message || PAYMENT_TEXTS.bookingFallback };
  }
  if (error.status === 502 && error.code === 'BOOKING_FAILED') {
    return { kind: 'not-booked', title: 'Booking Failed', description: message || PAYMENT_TEXTS.bookingFallback };
  }
  if (error.status === 409 || error.status === 422 || error.code === 'BOOKING_FAILED') {
    return { kind: 'booking', title: 'Booking Failed', description: message || PAYMENT_TEXTS.bookingFallback };
  }
  if (error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE') {
    // The server may have acted before failing: keep the attempt's key so a retry cannot act twice.
    return { kind: 'unknown-outcome', title: 'Payment Error', description: message || PAYMENT_TEXTS.processing };
  }
  if (error.status === 400 && error.fields?.[0]) {
    return { kind: 'booking', title: 'Booking Failed', description: error.fields[0].message };
  }
  switch (classifyMessage(message)) {
    case 'payment':
      return {
        kind: 'card',
        title: 'Payment Failed',
        description: message || PAYMENT_TEXTS.failedStatus(error.status),
      };
    case 'expired':
      return { kind: 'expired', title: 'Flight Offer Expired', description: message };
    default:
      return { kind: 'booking', title: 'Booking Failed', description: message || PAYMENT_TEXTS.bookingFallback };
  }
}

/*
 * Sentences both sides show or send, defined once (J8). Zod-free: the home page's first download
 * may import this.
 */

/** An offer the airline no longer sells at that price (410 OFFER_EXPIRED, and the screens' fallback). */
export const OFFER_EXPIRED_MESSAGE = 'This flight offer has expired. Please select another flight.';
/** The same 410 OFFER_EXPIRED for an offer the airline withdrew before its time: it did not expire. */
export const OFFER_WITHDRAWN_MESSAGE = 'This flight is no longer available. Please select another flight.';

/** R23: the traveller failed or closed their bank's 3-D Secure check; nothing was held. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'Your card could not be authenticated, so nothing was charged. Please try again, or use another card.';

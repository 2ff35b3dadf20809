import Stripe from 'stripe';

/*
 * Stripe's webhook signature (R23), checked with the official package: the Stripe-Signature header
 * is an HMAC of the raw body with the endpoint's secret and a timestamp, refused after 5 minutes
 * (Stripe's default tolerance) so a captured request cannot be replayed later.
 */

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export type StripeEvent = Stripe.Event;

/** The event the raw body carries, once its signature is proven; otherwise a WebhookSignatureError. */
export function verifyStripeEvent(raw: Buffer, signature: string | undefined, secret: string): StripeEvent {
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not match.');
  }
}

/** A Stripe-Signature header for a payload, as Stripe signs it: for the stand-in that sends events. */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

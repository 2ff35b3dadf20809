import type { Intent } from './objects';

/* The Stripe stand-in's answers in Stripe's error shapes, and how it reads Stripe's form fields. */

export interface Answer {
  status: number;
  body: unknown;
}

export const invalid = (message: string, code?: string, param?: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
});

export const unexpectedState = (intent: Intent, action: string): Answer =>
  invalid(
    `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
    'payment_intent_unexpected_state',
  );

/**
 * The form fields of these requests that hold a card number (a value of 15-16 digits, spaced or
 * not): what no call of ours may send. Ids, which may hold long digit runs among letters, are not.
 */
export function cardNumbersIn(requests: readonly { form: Record<string, string> }[]): string[] {
  return requests.flatMap((request) => Object.values(request.form).filter((value) => /^\d[\d ]{13,17}\d$/.test(value)));
}

/** Stripe's answer to a server that sends a card number (a normal account has no raw card data access). */
export const RAW_CARD_MESSAGE =
  'Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing. To enable raw card data APIs in test mode, see https://support.stripe.com/questions/enabling-access-to-raw-card-data-apis.';

export const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice(9, -1), value]),
  );

export const expandOf = (form: Record<string, string>) =>
  Object.entries(form)
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value);

import Stripe from 'stripe';
import { cardSummary } from '../test-cards';
import {
  CardError,
  ProcessorError,
  type Authorization,
  type AuthorizeInput,
  type CardErrorCode,
  type CardProcessor,
} from '../types';

/*
 * Stripe (R17) through the official package. A hold is a PaymentIntent with manual
 * capture, confirmed at once; capture, cancel (void) and refunds follow. Every POST carries an
 * Idempotency-Key, so the package's own retries and ours never charge twice.
 *
 * The card goes to Stripe as raw payment_method_data. That needs Stripe's permission for raw
 * card data APIs and puts this server in PCI scope; a real deployment should switch the form
 * to Stripe Elements and send only the token or PaymentMethod id it returns.
 */

export interface StripeSettings {
  secretKey: string;
  /** Another API address, e.g. the local stand-in in tests: http://127.0.0.1:4010. */
  apiBase?: string | undefined;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

const KNOWN_CODES: readonly CardErrorCode[] = [
  'card_declined',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'processing_error',
  'authentication_required',
  'amount_invalid',
  'currency_unsupported',
];

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Card refusals become CardError (a 402 for the traveller); anything else is the processor failing. */
export function mapStripeError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.rawType === 'card_error' || error.type === 'StripeCardError') {
      const given = error.code ?? 'card_declined';
      const code = (KNOWN_CODES as readonly string[]).includes(given) ? (given as CardErrorCode) : 'card_declined';
      const declineCode = error.decline_code || (code === given ? undefined : given);
      return new CardError(code, error.message, declineCode);
    }
    return new ProcessorError(`Stripe ${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}`);
  }
  return error instanceof Error ? new ProcessorError(error.message) : new ProcessorError(String(error));
}

const unexpectedState = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state';

export function createStripeProcessor(settings: StripeSettings): CardProcessor {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiBase),
    timeout: settings.timeoutMs ?? 30_000,
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    telemetry: false,
  });

  async function stripeCall<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw mapStripeError(error);
    }
  }

  /** Capturing or cancelling twice is a no-op for us; Stripe answers the second with an unexpected state. */
  async function alreadyIn(ref: string, status: Stripe.PaymentIntent.Status, error: unknown): Promise<boolean> {
    if (!unexpectedState(error)) return false;
    const intent = await stripeCall(() => stripe.paymentIntents.retrieve(ref));
    return intent.status === status;
  }

  return {
    name: 'stripe',

    async authorize(input: AuthorizeInput): Promise<Authorization> {
      const card = cardSummary(input.card);
      // Raw card fields are not in the package's types (see the note above on Elements).
      const paymentMethodData = {
        type: 'card',
        card: {
          number: input.card.number,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          cvc: input.card.cvv,
        },
        billing_details: { name: input.card.holderName },
      } as Stripe.PaymentIntentCreateParams.PaymentMethodData;
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            // A card needs no redirect; without this Stripe would ask for a return_url.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            payment_method_data: paymentMethodData,
            ...(input.description ? { description: input.description } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (intent.status === 'requires_action') {
        // 3-D Secure would need the traveller in the loop, which this checkout cannot do yet.
        await stripeCall(() => stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${intent.id}:void` }));
        throw new CardError('card_declined', 'Your card requires authentication.', 'authentication_required');
      }
      if (intent.status !== 'requires_capture') {
        throw new CardError('card_declined', 'Your card was declined.', 'generic_decline');
      }
      return { ref: intent.id, amountMinor: intent.amount, currency: intent.currency.toUpperCase(), card };
    },

    async capture(ref, amountMinor, idempotencyKey) {
      try {
        await stripe.paymentIntents.capture(ref, { amount_to_capture: amountMinor }, { idempotencyKey });
      } catch (error) {
        if (await alreadyIn(ref, 'succeeded', error)) return;
        throw mapStripeError(error);
      }
    },

    async void(ref, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey });
      } catch (error) {
        if (await alreadyIn(ref, 'canceled', error)) return;
        throw mapStripeError(error);
      }
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const refund = await stripeCall(() =>
        stripe.refunds.create({ payment_intent: ref, amount: amountMinor }, { idempotencyKey }),
      );
      return { refundRef: refund.id };
    },
  };
}

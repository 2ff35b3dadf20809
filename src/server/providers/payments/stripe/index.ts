import Stripe from 'stripe';
import {
  CardError,
  ProcessorError,
  RawCardRefused,
  TokenError,
  type Authorization,
  type AuthorizationState,
  type AuthorizeInput,
  type CardErrorCode,
  type CardProcessor,
  type CardSummary,
} from '../types';

/*
 * Stripe (R17, R23) through the official package. The browser's Payment Element turns the card
 * into a confirmation token; a hold is a PaymentIntent with manual capture, created from that
 * token and confirmed at once; capture, cancel (void) and refunds follow. Every POST carries an
 * Idempotency-Key, so the package's own retries and ours never charge twice. A card number never
 * passes through here: Stripe refuses them from servers, and they would put this one in PCI scope.
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
  'payment_intent_authentication_failure',
  'amount_invalid',
  'currency_unsupported',
];

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function cardErrorFrom(given: string | undefined, message: string, declineCode: string | undefined): CardError {
  const code = (KNOWN_CODES as readonly string[]).includes(given ?? '') ? (given as CardErrorCode) : 'card_declined';
  return new CardError(code, message, declineCode || (code === given ? undefined : given));
}

/** Card refusals become CardError (a 402 for the traveller); anything else is the processor failing. */
export function mapStripeError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.rawType === 'card_error' || error.type === 'StripeCardError') {
      return cardErrorFrom(error.code ?? 'card_declined', error.message, error.decline_code);
    }
    if (error.code === 'payment_intent_authentication_failure') {
      return new CardError('payment_intent_authentication_failure', error.message);
    }
    return new ProcessorError(`Stripe ${error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}`);
  }
  return error instanceof Error ? new ProcessorError(error.message) : new ProcessorError(String(error));
}

const TOKEN_UNUSABLE = 'This payment token is unknown, expired or already used. Please enter your card again.';

const summaryOf = (card: { brand: string; last4: string; exp_month: number; exp_year: number }): CardSummary => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.exp_month,
  expYear: card.exp_year,
});

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

    // Stripe's tokens carry neither our visitor nor our brand: spent and expired ones are refused.
    async previewToken(token) {
      let preview: Stripe.ConfirmationToken;
      try {
        preview = await stripe.confirmationTokens.retrieve(token);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
          throw new TokenError(TOKEN_UNUSABLE);
        }
        throw mapStripeError(error);
      }
      const spent = preview.payment_intent !== null || preview.setup_intent !== null;
      const expired = preview.expires_at !== null && preview.expires_at * 1000 <= Date.now();
      const card = preview.payment_method_preview?.card;
      if (spent || expired) throw new TokenError(TOKEN_UNUSABLE);
      if (!card) throw new TokenError('Only cards can pay for a booking. Please enter a card.');
      return { card: summaryOf(card), fingerprint: card.fingerprint ?? null };
    },

    async authorize(input: AuthorizeInput): Promise<Authorization> {
      if (!input.token) throw new RawCardRefused();
      const token = input.token;
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            confirmation_token: token,
            automatic_payment_methods: { enabled: true },
            ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
            ...(input.description ? { description: input.description } : {}),
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const method = intent.payment_method;
      const card = typeof method === 'object' && method?.card ? summaryOf(method.card) : null;
      if (!card) throw new ProcessorError(`PaymentIntent ${intent.id} has no card`);
      const held = { ref: intent.id, amountMinor: intent.amount, currency: intent.currency.toUpperCase(), card };
      if (intent.status === 'requires_capture') return { ...held, status: 'requires_capture' };
      if (intent.status === 'requires_action' && intent.client_secret) {
        return { ...held, status: 'requires_action', clientSecret: intent.client_secret };
      }
      const failure = intent.last_payment_error;
      throw cardErrorFrom(failure?.code, failure?.message ?? 'Your card was declined.', failure?.decline_code);
    },

    async retrieve(ref): Promise<AuthorizationState> {
      const intent = await stripeCall(() => stripe.paymentIntents.retrieve(ref));
      switch (intent.status) {
        case 'requires_capture':
          return { status: 'requires_capture' };
        case 'succeeded':
          return { status: 'succeeded' };
        case 'canceled':
          return { status: 'canceled' };
        case 'requires_action':
        case 'processing':
          return { status: 'requires_action' };
        default: {
          // requires_payment_method again: the authentication failed or the card was declined after it.
          const failure = intent.last_payment_error;
          return {
            status: 'failed',
            error: cardErrorFrom(
              failure?.code ?? 'payment_intent_authentication_failure',
              failure?.message ?? 'Your card could not be authenticated.',
              failure?.decline_code,
            ),
          };
        }
      }
    },

    async capture(ref, amountMinor, idempotencyKey, metadata) {
      try {
        await stripe.paymentIntents.capture(
          ref,
          { amount_to_capture: amountMinor, ...(metadata ? { metadata } : {}) },
          { idempotencyKey },
        );
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

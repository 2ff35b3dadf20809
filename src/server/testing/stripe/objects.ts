import { createHash, randomBytes } from 'node:crypto';
import { cardBrand } from '../../../shared/cards';
import { testCardOutcome, type TestCardOutcome } from '../../providers/payments/test-cards';

/*
 * The Stripe stand-in's objects (server.ts serves them): confirmation tokens as Stripe.js makes
 * them, PaymentIntents as the API moves them through their statuses, in Stripe's documented shapes.
 * A token keeps what Stripe shows of a card and what the test card will do, never the number.
 */

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe releases an uncaptured online card authorisation after 7 days. */
export const HOLD_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** A confirmation token expires 12 hours after it is made. */
export const TOKEN_LIFETIME_S = 12 * 60 * 60;

export interface StandInCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
}

export interface ConfirmationToken {
  id: string;
  object: 'confirmation_token';
  created: number;
  expires_at: number;
  livemode: false;
  payment_intent: string | null;
  setup_intent: null;
  payment_method_preview: { type: 'card'; card: StandInCard };
  /** Not in Stripe's answer: what this test card does when paid with. */
  outcome: TestCardOutcome;
}

export interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  status: 'requires_capture' | 'requires_action' | 'requires_payment_method' | 'succeeded' | 'canceled';
  cancellation_reason: string | null;
  latest_charge: string | null;
  payment_method: string | null;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect'; source: string } } | null;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  metadata: Record<string, string>;
  return_url: string | null;
  created: number;
  /** Not in Stripe's answer: the token's card, and the refunded total. */
  card: StandInCard | null;
  outcome: TestCardOutcome | null;
  refunded: number;
}

/** A confirmation token for a card, as Stripe.js's createConfirmationToken makes one. */
export function makeToken(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  nowSeconds: number,
): ConfirmationToken {
  const outcome = testCardOutcome(
    {
      number: card.number,
      expiryMonth: String(card.exp_month).padStart(2, '0'),
      expiryYear: String(card.exp_year % 100).padStart(2, '0'),
      cvv: card.cvc,
      holderName: '',
    },
    new Date(nowSeconds * 1000),
  );
  return {
    id: id('ctoken'),
    object: 'confirmation_token',
    created: nowSeconds,
    expires_at: nowSeconds + TOKEN_LIFETIME_S,
    livemode: false,
    payment_intent: null,
    setup_intent: null,
    payment_method_preview: {
      type: 'card',
      card: {
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: createHash('sha256').update(`standin:${card.number}`).digest('hex').slice(0, 16),
      },
    },
    outcome,
  };
}

export function publicToken(token: ConfirmationToken) {
  const { outcome: _outcome, ...rest } = token;
  return rest;
}

export function publicIntent(intent: Intent, expand: readonly string[] = []) {
  const { refunded: _refunded, card, outcome: _outcome, ...rest } = intent;
  if (expand.includes('payment_method') && intent.payment_method && card) {
    return { ...rest, payment_method: { id: intent.payment_method, object: 'payment_method', type: 'card', card } };
  }
  return rest;
}

/** Declines the intent the way a card error leaves it: back to requires_payment_method. */
export function decline(intent: Intent, failure: { code: string; declineCode?: string; message: string }): void {
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent.latest_charge = id('ch');
  intent.last_payment_error = {
    type: 'card_error',
    code: failure.code,
    ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
    message: failure.message,
  };
}

export function holdAmount(intent: Intent): void {
  intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
  intent.next_action = null;
  intent.latest_charge = id('ch');
  if (intent.status === 'requires_capture') intent.amount_capturable = intent.amount;
  else intent.amount_received = intent.amount;
}

/** The bank's 3-D Secure page: passing holds the money (or declines a card declined after it). */
export function authenticate(intent: Intent, passed: boolean): void {
  if (intent.status !== 'requires_action') return;
  if (!passed) {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    };
    return;
  }
  const failure = intent.outcome?.failure;
  if (failure) decline(intent, failure);
  else holdAmount(intent);
}

import { randomUUID } from 'node:crypto';
import { cardBrand } from '../../../shared/cards';
import type { payments } from '../../db/schema';
import type { CardError, CardInput, CardSummary } from '../../providers/payments/types';
import { failureCode, travellerMessage } from './errors';
import type { PaymentRecord } from './record';

/* What an authorisation is asked with and answers (R23), and what a refused one keeps of the card (R4). */

export interface AuthorizeRequest {
  amountMinor: number;
  currency: string;
  /** What pays (R23): a browser's token, previewed first, or the card a program sent. */
  token?: string;
  card?: CardInput;
  /** The token's card as the processor described it: kept on a refused attempt's record (R4). */
  tokenCard?: CardSummary;
  idempotencyKey: string;
  bookingId?: string;
  /** The browser that asked (R36); only its booking may claim the hold. */
  visitor?: string | null;
  returnUrl?: string;
  metadata?: Record<string, string>;
}

/** A payment just made; clientSecret when the traveller's bank asks them to authenticate (R23). */
export type AuthorizedPayment = PaymentRecord & { clientSecret?: string };

/** What a refused attempt's record keeps of the card: brand, last four, expiry (R4). */
export function failedCardColumns(card: CardInput | undefined, tokenCard: CardSummary | undefined) {
  if (tokenCard) {
    return {
      cardBrand: tokenCard.brand,
      cardLast4: tokenCard.last4,
      cardExpMonth: tokenCard.expMonth,
      cardExpYear: tokenCard.expYear,
    };
  }
  if (!card) return {};
  const last4 = card.number.slice(-4);
  return {
    cardBrand: cardBrand(card.number),
    cardLast4: /^\d{4}$/.test(last4) ? last4 : null,
    cardExpMonth: Number(card.expiryMonth) || null,
    cardExpYear: Number(card.expiryYear) ? 2000 + Number(card.expiryYear) : null,
  };
}

type NewPayment = typeof payments.$inferInsert;

/** What the record of an attempt that took no money starts with. */
function attemptColumns(processor: string, input: AuthorizeRequest, status: 'failed' | 'unknown') {
  return {
    id: randomUUID(),
    bookingId: input.bookingId ?? null,
    processor,
    status,
    amountMinor: input.amountMinor,
    currency: input.currency,
  };
}

/** The record of a refused attempt: what R4 allows of the card, and the traveller's words for why. */
export function refusedRow(processor: string, input: AuthorizeRequest, error: CardError) {
  return {
    ...attemptColumns(processor, input, 'failed'),
    ...failedCardColumns(input.card, input.tokenCard),
    failureCode: failureCode(error),
    failureMessage: travellerMessage(error),
  } satisfies NewPayment;
}

/** R23: an attempt the processor never answered, kept as it was asked (no card data) to be asked again. */
export function unknownRow(processor: string, input: AuthorizeRequest): NewPayment {
  return {
    ...attemptColumns(processor, input, 'unknown'),
    sourceToken: input.token ?? null,
    visitor: input.visitor ?? null,
    ...failedCardColumns(undefined, input.tokenCard),
    attempt: {
      idempotencyKey: input.idempotencyKey,
      ...(input.metadata ? { metadata: input.metadata } : {}),
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    },
  };
}

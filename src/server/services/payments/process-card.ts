import { createHash, randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '../../../shared/pricing';
import type { z } from 'zod';
import type { ProcessCardRequestSchema, ProcessCardResponse } from '../../../shared/schemas/booking';
import type { ApiError } from '../../../shared/schemas/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { keyedRequestHash, withIdempotency, type StoredResponse } from '../platform';
import type { CardAttempt, CardLimits } from './card-limits';
import type { PaymentsService } from './service';

/*
 * POST /api/payments/process-card (J7): authorises (holds) the amount
 * on the card; the booking claims the hold and captures it. With an Idempotency-Key a repeated
 * request answers as the first did and never holds twice (R5). The body is never
 * stored: only its keyed one-way hash, to refuse the same key with another card or amount.
 * The hold and the key belong to the browser that asked (R36): the hash covers the visitor, so
 * another browser replaying the key is refused, and only that browser's booking may use the hold.
 */

export const PROCESS_CARD_SCOPE = 'payments.process-card';

export interface ProcessCardDeps {
  db: Db;
  payments: Pick<PaymentsService, 'authorize' | 'previewToken'>;
  /** Refused cards per browser, address and card (card-limits.ts). */
  limits: CardLimits;
  /** Keys the stored hash of a request body. */
  requestHashSecret: string;
}

export interface ProcessCardAnswer {
  statusCode: number;
  body: ProcessCardResponse | ApiError;
  replayed: boolean;
}

function amountInMinorUnits(amount: string, currency: string): number {
  try {
    return toMinorUnits(amount, currency);
  } catch {
    throw new AppError(400, 'INVALID_AMOUNT', `The amount is not valid for ${currency}.`);
  }
}

export async function processCard(
  deps: ProcessCardDeps,
  input: {
    body: z.output<typeof ProcessCardRequestSchema>;
    idempotencyKey: string | undefined;
    ip: string;
    visitor: string | null;
    /** The brand the page was sold under: kept with the payment at the processor. */
    brandId?: string;
  },
): Promise<ProcessCardAnswer> {
  const key = input.idempotencyKey;
  const now = new Date();
  const { amount, currency, cardDetails, paymentToken } = input.body;
  const amountMinor = amountInMinorUnits(amount, currency);
  // A token's card is counted by the processor's fingerprint of it, as a number is by its hash.
  const owner = { visitor: input.visitor, brandId: input.brandId };
  const preview = paymentToken ? await deps.payments.previewToken(paymentToken, owner) : null;
  const attempt: CardAttempt = {
    ip: input.ip,
    visitor: input.visitor,
    ...(cardDetails ? { cardNumber: cardDetails.number } : {}),
    ...(preview?.fingerprint ? { cardFingerprint: preview.fingerprint } : {}),
  };
  await deps.limits.check(attempt, now);

  const run = async (): Promise<StoredResponse> => {
    const payment = await deps.payments.authorize({
      amountMinor,
      currency,
      ...(cardDetails
        ? { card: cardDetails }
        : { token: paymentToken ?? '', ...(preview ? { tokenCard: preview.card } : {}) }),
      visitor: input.visitor,
      ...(input.brandId ? { metadata: { brand: input.brandId } } : {}),
      // Derived from the client's key, so a retry reaching the processor is the same hold there too.
      idempotencyKey: key
        ? `process-card:${createHash('sha256').update(key).digest('hex')}`
        : `process-card:${randomUUID()}`,
    });
    const body: ProcessCardResponse = {
      success: true,
      paymentId: payment.id,
      status: payment.status === 'requires_action' ? 'requires_action' : 'authorized',
      ...(payment.clientSecret ? { clientSecret: payment.clientSecret } : {}),
      amount: fromMinorUnits(payment.amountMinor, payment.currency),
      currency: payment.currency,
      card: { brand: payment.card.brand ?? 'unknown', last4: payment.card.last4 ?? '0000' },
    };
    return { statusCode: 200, body };
  };

  try {
    const result = key
      ? await withIdempotency(
          deps.db,
          { scope: PROCESS_CARD_SCOPE, key, hash: keyedRequestHash(deps.requestHashSecret, input.body, input.visitor) },
          run,
        )
      : { ...(await run()), replayed: false };
    return { ...result, body: result.body as ProcessCardResponse | ApiError };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 402) await deps.limits.recordRefusal(attempt, now);
    throw error;
  }
}

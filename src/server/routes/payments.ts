import { createHash, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromMinorUnits, toMinorUnits } from '../../shared/pricing';
import {
  ProcessCardRequestSchema,
  ProcessCardResponseSchema,
  type ProcessCardResponse,
} from '../../shared/schemas/booking';
import { ApiErrorSchema, type ApiError } from '../../shared/schemas/errors';
import { AppError } from '../errors';
import { idempotencyKeyFrom, keyedRequestHash, withIdempotency, type StoredResponse } from '../services/booking';
import { CARD_THROTTLE_MESSAGE, cardFailuresExceeded, recordCardFailure } from '../services/payments';

/*
 * POST /api/payments/process-card (booking-journey.md section 7): authorises (holds) the amount
 * on the card; the booking claims the hold and captures it. With an Idempotency-Key a repeated
 * request answers as the first did and never holds twice (decision 5). The body is never
 * stored: only its keyed one-way hash, to refuse the same key with another card or amount.
 */

export const PROCESS_CARD_SCOPE = 'payments.process-card';

const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  502: ApiErrorSchema,
};

function amountInMinorUnits(amount: string, currency: string): number {
  try {
    return toMinorUnits(amount, currency);
  } catch {
    throw new AppError(400, 'INVALID_AMOUNT', `The amount is not valid for ${currency}.`);
  }
}

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/process-card',
    { schema: { body: ProcessCardRequestSchema, response: { 200: ProcessCardResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const key = idempotencyKeyFrom(request.headers);
      const now = new Date();
      if (await cardFailuresExceeded(app.rateCounters, request.ip, now)) {
        throw new AppError(429, 'TOO_MANY_CARD_ATTEMPTS', CARD_THROTTLE_MESSAGE);
      }
      const { amount, currency, cardDetails } = request.body;
      const amountMinor = amountInMinorUnits(amount, currency);

      const run = async (): Promise<StoredResponse> => {
        const payment = await app.payments.authorize({
          amountMinor,
          currency,
          card: cardDetails,
          // Derived from the client's key, so a retry reaching the processor is the same hold there too.
          idempotencyKey: key
            ? `process-card:${createHash('sha256').update(key).digest('hex')}`
            : `process-card:${randomUUID()}`,
        });
        const body: ProcessCardResponse = {
          success: true,
          paymentId: payment.id,
          status: 'authorized',
          amount: fromMinorUnits(payment.amountMinor, payment.currency),
          currency: payment.currency,
          card: { brand: payment.card.brand ?? 'unknown', last4: payment.card.last4 ?? '0000' },
        };
        return { statusCode: 200, body };
      };

      let result: StoredResponse & { replayed: boolean };
      try {
        result = key
          ? await withIdempotency(
              app.db,
              { scope: PROCESS_CARD_SCOPE, key, hash: keyedRequestHash(app.config.sessionSecret, request.body) },
              run,
            )
          : { ...(await run()), replayed: false };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 402)
          await recordCardFailure(app.rateCounters, request.ip, now);
        throw error;
      }
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode).send(result.body as ProcessCardResponse | ApiError);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProcessCardRequestSchema, ProcessCardResponseSchema } from '../../shared/schemas/booking';
import { ApiErrorSchema, apiErrors } from '../../shared/schemas/errors';
import {
  AuthenticateTestPaymentRequestSchema,
  AuthenticateTestPaymentResponseSchema,
  CreateTestTokenRequestSchema,
  PaymentConfigSchema,
  TestTokenSchema,
} from '../../shared/schemas/test-processor';
import { AppError } from '../errors';
import { visitorOf } from '../plugins/visitor';
import { authenticateTestPayment, createTestToken } from '../providers/payments/test-processor-tokens';
import { idempotencyKeyFrom } from '../services/platform';
import { noStore } from '../plugins/no-store';

/*
 * POST /api/payments/process-card: a hold on the card, once per Idempotency-Key (services/payments).
 * GET /api/payments/config: which processor the payment page is drawn for.
 * The built-in processor's own endpoints (R23), open only while it takes the payments: its card
 * tokens, and its 3-D Secure page's answer.
 */

const errors = apiErrors(400, 402, 409, 422, 429, 502);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Card holds, tokens and the processor in use are each one moment's answer: never cached.
  noStore(app);

  app.post(
    '/api/payments/process-card',
    { schema: { body: ProcessCardRequestSchema, response: { 200: ProcessCardResponseSchema, ...errors } } },
    async (request, reply) => {
      const answer = await app.payments.processCard({
        body: request.body,
        idempotencyKey: idempotencyKeyFrom(request.headers),
        ip: request.ip,
        visitor: visitorOf(request, reply, app.config),
        brandId: request.brand.id,
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get('/api/payments/config', { schema: { response: { 200: PaymentConfigSchema } } }, async () => {
    const processor = await app.payments.activeProcessor();
    const key = app.config.providers.stripePublishableKey;
    return { processor, ...(processor === 'stripe' && key ? { publishableKey: key } : {}) };
  });

  /** Stripe's cards go to Stripe; these endpoints are the built-in processor's and close while Stripe is used. */
  const testProcessorOnly = async () => {
    if ((await app.payments.activeProcessor()) !== 'test') {
      throw new AppError(404, 'NOT_FOUND', 'The test card processor is not in use on this site.');
    }
  };

  app.post(
    '/api/payments/test-processor/tokens',
    {
      schema: {
        body: CreateTestTokenRequestSchema,
        response: { 201: TestTokenSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
      preHandler: testProcessorOnly,
    },
    async (request, reply) => {
      const token = await createTestToken(app.db, {
        card: request.body.cardDetails,
        visitor: visitorOf(request, reply, app.config),
        brandId: request.brand.id,
        fingerprintSecret: app.config.sessionSecret,
      });
      return reply.status(201).send(token);
    },
  );

  app.post(
    '/api/payments/test-processor/authenticate',
    {
      schema: {
        body: AuthenticateTestPaymentRequestSchema,
        response: { 200: AuthenticateTestPaymentResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
      preHandler: testProcessorOnly,
    },
    async (request) => {
      const status = await authenticateTestPayment(
        app.db,
        request.body.clientSecret,
        request.body.result === 'complete',
      );
      if (!status) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'No payment is waiting for this authentication.');
      return { status };
    },
  );
};

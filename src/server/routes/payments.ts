import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProcessCardRequestSchema, ProcessCardResponseSchema } from '../../shared/schemas/booking';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { visitorOf } from '../plugins/visitor';
import { idempotencyKeyFrom } from '../services/platform';

/** POST /api/payments/process-card: a hold on the card, once per Idempotency-Key (services/payments). */

const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  429: ApiErrorSchema,
  502: ApiErrorSchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/process-card',
    { schema: { body: ProcessCardRequestSchema, response: { 200: ProcessCardResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await app.payments.processCard({
        body: request.body,
        idempotencyKey: idempotencyKeyFrom(request.headers),
        ip: request.ip,
        visitor: visitorOf(request, reply, app.config),
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequestSchema, ContactResponseSchema } from '../../shared/schemas/contact';
import { ApiErrorSchema } from '../../shared/schemas/errors';

/** POST /api/contact (R11): the contact form, stored, e-mailed and acknowledged. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await app.contact.submit({
        input: request.body,
        // The brand the brand plugin resolved from the host (or ?brand= / X-Brand on localhost).
        brand: {
          id: request.brand.id,
          name: request.brand.name,
          supportEmail: request.brand.contact.email,
          phone: request.brand.contact.phone,
        },
        ip: request.ip,
        now: new Date(),
      });
      return reply.status(201).header('cache-control', 'no-store').send(answer);
    },
  );
};

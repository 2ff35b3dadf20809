import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessMessageSchema } from '../../shared/schemas/auth';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import {
  DeleteAccountSchema,
  SavedTravellerInputSchema,
  SavedTravellerSchema,
  SavedTravellersListSchema,
  TRAVELLER_MESSAGES,
  TravellerIdParamsSchema,
} from '../../shared/schemas/travellers';
import { clearSessionCookie, requireUser, sessionOf } from '../plugins/auth';
import { createTraveller, deleteTraveller, listTravellers, updateTraveller } from '../services/travellers';
import { noStore } from '../plugins/no-store';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** R49: the signed-in account's saved travellers, and deleting the account itself. */
export const travellerRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    '/api/account/travellers',
    { preHandler: requireUser, schema: { response: { 200: SavedTravellersListSchema, ...errors } } },
    async (request) => ({ travellers: await listTravellers(app.db, userId(request)) }),
  );

  app.post(
    '/api/account/travellers',
    {
      preHandler: requireUser,
      schema: { body: SavedTravellerInputSchema, response: { 201: SavedTravellerSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createTraveller(app.db, userId(request), request.body)),
  );

  app.put(
    '/api/account/travellers/:id',
    {
      preHandler: requireUser,
      schema: {
        params: TravellerIdParamsSchema,
        body: SavedTravellerInputSchema,
        response: { 200: SavedTravellerSchema, ...errors },
      },
    },
    async (request) => updateTraveller(app.db, userId(request), request.params.id, request.body),
  );

  app.delete(
    '/api/account/travellers/:id',
    {
      preHandler: requireUser,
      schema: { params: TravellerIdParamsSchema, response: { 200: SuccessMessageSchema, ...errors } },
    },
    async (request) => {
      await deleteTraveller(app.db, userId(request), request.params.id);
      return { success: true, message: TRAVELLER_MESSAGES.deleted };
    },
  );

  app.delete(
    '/api/account',
    {
      preHandler: requireUser,
      schema: {
        body: DeleteAccountSchema,
        response: {
          200: SuccessMessageSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await app.accounts.deleteAccount(sessionOf(request), request.body.password, { ip: request.ip });
      clearSessionCookie(reply, app.config);
      return { success: true, message: TRAVELLER_MESSAGES.accountDeleted };
    },
  );
};

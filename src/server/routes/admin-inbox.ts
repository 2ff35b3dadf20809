import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContactListSchema,
  AdminContactQuerySchema,
  AdminEmailListSchema,
  AdminEmailQuerySchema,
} from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { requireAdmin } from '../plugins/auth';
import { compressLists } from '../plugins/compress';
import { noStore } from '../plugins/no-store';

/** The admin's views of the e-mail outbox and the contact messages (R11, R12). Admins only. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAdmin);
  await compressLists(app, { everyRoute: true });
  // Personal data: never kept by a browser or a proxy.
  noStore(app);
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

  app.get(
    '/api/admin/emails',
    { schema: { querystring: AdminEmailQuerySchema, response: { 200: AdminEmailListSchema, ...errors } } },
    async (request) => app.admin.listEmails(request.query),
  );

  app.get(
    '/api/admin/contact-messages',
    { schema: { querystring: AdminContactQuerySchema, response: { 200: AdminContactListSchema, ...errors } } },
    async (request) => app.admin.listContactMessages(request.query),
  );
};

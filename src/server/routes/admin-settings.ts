import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSettingsSchema, UpdateAdminSettingsSchema } from '../../shared/schemas/admin';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { requireAdmin, requireAdminTwoFactor } from '../plugins/auth';
import { noStore } from '../plugins/no-store';

/** GET/POST /api/admin/settings: the live-mode switch (R17, R18). Admins only. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAdmin);
  noStore(app);

  app.get(
    '/api/admin/settings',
    { schema: { response: { 200: AdminSettingsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } } },
    async () => app.admin.settings(),
  );

  app.post(
    '/api/admin/settings',
    {
      preHandler: requireAdminTwoFactor,
      schema: {
        body: UpdateAdminSettingsSchema,
        response: {
          200: UpdateAdminSettingsSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      return app.admin.setLiveMode({
        enableLiveMode: request.body.enableLiveMode,
        // requireAdmin ran: there is a user.
        actorUserId: request.user?.id ?? '',
        ip: request.ip,
      });
    },
  );
};

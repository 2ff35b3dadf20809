import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessMessageSchema } from '../../shared/schemas/auth';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { requireAdmin, sessionOf, setSessionCookie } from '../plugins/auth';
import { unauthorized } from '../errors';

/**
 * POST /api/admin/login: the admin screen re-verifies before and after a mode change. It
 * proves the session is an admin's and gives the session a new id (ASVS 5.0 7.2.4), keeping
 * its lifetime: no password was shown, so the clock does not restart.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/login',
    {
      preHandler: requireAdmin,
      schema: { response: { 200: SuccessMessageSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const token = await app.accounts.rotateSession(session);
      if (!token) throw unauthorized('Not authenticated');
      setSessionCookie(reply, app.config, token, session);
      reply.header('cache-control', 'no-store');
      return { success: true, message: 'Admin privileges verified' };
    },
  );
};

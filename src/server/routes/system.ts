import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { HealthSchema, SystemModeSchema } from '../../shared/schemas/system';
import { getSystemMode } from '../services/mode';

const READY_TIMEOUT_MS = 2_000;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. No database call, so a slow database never gets us restarted.
  app.get('/healthz', { schema: { response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  // Readiness: a load balancer should send traffic only while the database answers.
  app.get('/readyz', { schema: { response: { 200: HealthSchema, 503: ApiErrorSchema } } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok' as const };
    } catch {
      return reply.status(503).send({ error: 'NOT_READY', message: 'The database is not reachable.' });
    } finally {
      clearTimeout(timer);
    }
  });

  app.get('/api/system/mode', { schema: { response: { 200: SystemModeSchema } } }, async () => getSystemMode(app.db));
};

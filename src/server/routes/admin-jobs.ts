import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminJobListSchema, AdminJobParamsSchema } from '../../shared/schemas/admin-jobs';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { AppError } from '../errors';
import { requireAdmin } from '../plugins/auth';
import { noStore } from '../plugins/no-store';

/** R51: the job queue's dead letters, an admin's retry, and a price-alert run on demand. Admins only. */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAdmin);
  noStore(app);
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  app.get('/api/admin/jobs/dead', { schema: { response: { 200: AdminJobListSchema, ...errors } } }, async () => ({
    jobs: (await app.jobs.dead()).map((job) => ({
      id: job.id,
      queue: job.queue,
      attempts: job.attempts,
      lastError: job.lastError ?? '',
      payload: job.payload,
      createdAt: job.createdAt.toISOString(),
      failedAt: job.updatedAt.toISOString(),
    })),
  }));

  app.post(
    '/api/admin/jobs/:id/retry',
    { schema: { params: AdminJobParamsSchema, response: { 200: AdminJobListSchema.pick({}), ...errors } } },
    async (request) => {
      if (!(await app.jobs.retry(request.params.id))) {
        throw new AppError(404, 'NOT_FOUND', 'No failed job with this id');
      }
      return {};
    },
  );

  app.post(
    '/api/admin/jobs/price-alerts/run',
    { schema: { response: { 202: AdminJobListSchema.pick({}), ...errors } } },
    async (_request, reply) => {
      await app.alerts.runNow();
      return reply.status(202).send({});
    },
  );
};

import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/errors';
import { forbidden, unauthorized } from '../errors';
import { createAppMetrics, type AppMetrics } from '../services/platform';
import { findSession } from '../services/accounts';
import { sessionCookieName } from './auth';

/*
 * GET /metrics in Prometheus' text format, and the hook that times every request. Readable with
 * `Authorization: Bearer <METRICS_TOKEN>` (a scraper) or by a signed-in administrator.
 */

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

async function metricsPlugin(app: FastifyInstance) {
  const metrics = createAppMetrics(app.db, app.log);
  app.decorate('metrics', metrics);

  // reply.elapsedTime is Fastify's own clock from onRequest: nothing to start per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
const plugin = fp(metricsPlugin, { name: 'metrics' });
export { plugin as metricsPlugin };

/** GET /metrics; registered with the routes, after the app's error handler, so refusals are `{error, message}`. */
export async function metricsRoutes(app: FastifyInstance) {
  const { metrics } = app;
  const cookieName = sessionCookieName(app.config);
  /** The auth plugin reads sessions under /api/ only; /metrics looks its cookie up itself. */
  async function mayRead(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    if (token && app.config.metricsToken && sameSecret(token, app.config.metricsToken)) return;
    const found = await findSession(app.db, request.cookies[cookieName], app.auth.clock());
    if (found.status !== 'active') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('Send the metrics token as a Bearer token, or sign in as an administrator.');
    }
    if (!found.session.user.isAdmin) throw forbidden('Only administrators may read the metrics.');
  }

  app.get(
    '/metrics',
    {
      preHandler: mayRead,
      schema: {
        summary: 'Prometheus metrics',
        description:
          'HTTP requests by route pattern, flight provider calls, offer cache lookups, bookings by status and ' +
          'process metrics, in the Prometheus text format.',
        tags: ['observability'],
        security: [{ metricsToken: [] }, { sessionCookie: [] }],
        response: {
          200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: z.string() } } },
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      const text = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { PROJECT_ROOT } from '../paths';
import { requireAdmin, requireUser, sessionCookieName } from './auth';

/*
 * The OpenAPI 3 document, built from the routes' zod schemas as they are registered, at
 * GET /api/docs/openapi.json, and Swagger UI at /api/docs. The UI's page loads only its own
 * same-origin scripts (no inline script), so the site's Content-Security-Policy applies to it
 * unchanged.
 */

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

const TAGS = [
  { name: 'flights', description: 'Search, offers, seat maps and offer checks.' },
  { name: 'bookings', description: 'Booking, my trips, cancellation.' },
  { name: 'payments', description: 'Card authorisation holds.' },
  { name: 'account', description: 'Sign-up, sign-in, sessions, passwords.' },
  { name: 'brands', description: 'Public brand settings.' },
  { name: 'contact', description: 'The contact form.' },
  { name: 'admin', description: 'Administrators only: settings, inbox, brands.' },
  { name: 'system', description: 'Health, readiness and the site mode.' },
  { name: 'observability', description: 'Prometheus metrics.' },
] as const;

const AREA_TAGS: Record<string, string> = { auth: 'account', system: 'system' };
const TOP_LEVEL = new Set(['/healthz', '/readyz', '/metrics']);

/** The API is what lives under /api/ (the docs themselves aside) and the probes; the client's pages are not. */
export function isDocumented(url: string): boolean {
  if (url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return false;
  return url.startsWith('/api/') || TOP_LEVEL.has(url);
}

function tagFor(url: string): string {
  if (url === '/metrics') return 'observability';
  const area = /^\/api\/([^/]+)/.exec(url)?.[1];
  if (!area) return 'system';
  return AREA_TAGS[area] ?? (TAGS.some((tag) => tag.name === area) ? area : 'system');
}

function guards(route: RouteOptions): unknown[] {
  return [route.preValidation, route.preHandler, route.onRequest].flat().filter(Boolean);
}

/** Signed-in routes: their own guard says so, or the admin area's plugin-wide one. */
function needsSession(url: string, route: RouteOptions): boolean {
  if (url.startsWith('/api/admin/')) return true;
  return guards(route).some((hook) => hook === requireUser || hook === requireAdmin);
}

function packageVersion(): string {
  const json = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return json.version ?? '0.0.0';
}

async function apiDocsPlugin(app: FastifyInstance) {
  // Transforms and refinements have no JSON Schema: documented as their input/output type, still validated.
  const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });
  const transform: SwaggerTransform = (input) => {
    const { url, route } = input;
    if (!isDocumented(url)) return { schema: { hide: true }, url };
    const given = (input.schema ?? {}) as typeof input.schema & { tags?: readonly string[]; security?: unknown };
    const schema = {
      ...given,
      tags: given.tags ?? [tagFor(url)],
      ...(given.security || !needsSession(url, route) ? {} : { security: [{ sessionCookie: [] }] }),
    };
    return zodTransform({ ...input, schema });
  };

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Flight booking API',
        description:
          'The JSON API behind the site. Errors are `{error, message}` with a stable code; 400s from validation ' +
          'add `fields`. Signed-in calls use the session cookie set by POST /api/auth/login.',
        version: packageVersion(),
      },
      tags: [...TAGS],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config) },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for GET /metrics only.' },
        },
      },
    },
    transform,
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No "valid" badge fetched from swagger.io: the document stays on this site.
    validatorUrl: false,
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
    theme: { title: 'Flight booking API' },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(app.swagger());
  });
}
// Not encapsulated: @fastify/swagger must see the routes registered after it, in every plugin.
const plugin = fp(apiDocsPlugin, { name: 'api-docs' });
export { plugin as apiDocsPlugin };

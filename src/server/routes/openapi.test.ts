import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';
import { createTestApp, type TestApp } from '../testing/app';

/*
 * The OpenAPI document against the routes the app really registers: every API route listed
 * with its method, in a document that looks like OpenAPI 3, request bodies carrying their
 * schema's required fields. Routes are seen through an onRoute hook put on the real Fastify
 * at creation, before buildApp registers anything.
 */

const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withRouteLog = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface JsonSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers?: unknown[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t.close());

const isApi = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || ['/healthz', '/readyz', '/metrics'].includes(url);
/** Fastify's /a/:id is OpenAPI's /a/{id}. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const methodsOf = (route: RouteOptions) => [route.method].flat().map((m) => m.toLowerCase());
const operation = (method: string, url: string) => doc.paths[openapiPath(url)]?.[method];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 with the API name, the package version, relative servers and the security schemes', () => {
    const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Flight booking API', version: pkg.version });
    expect(doc.servers ?? []).toEqual([]);
    expect(doc.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie' },
      metricsToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('lists every API route the app registers, with its method, tags and responses', () => {
    const api = registered.filter((route) => isApi(route.url));
    // Sanity: the hook saw the app's routes, not an empty list that would pass anything.
    expect(api.length).toBeGreaterThan(25);
    const tagNames = new Set(doc.tags.map((tag) => tag.name));
    for (const route of api) {
      // HEAD twins of GET routes are Fastify's, not the API's.
      for (const method of methodsOf(route).filter((m) => m !== 'head')) {
        const op = operation(method, route.url);
        expect(op, `${method.toUpperCase()} ${route.url}`).toBeDefined();
        expect(Object.keys(op?.responses ?? {}).length, `${method} ${route.url} responses`).toBeGreaterThan(0);
        expect(op?.tags?.length, `${method} ${route.url} tags`).toBe(1);
        expect(tagNames.has(op?.tags?.[0] ?? '')).toBe(true);
      }
    }
  });

  it('lists nothing that is not an API route: no docs pages, no client pages', () => {
    for (const url of Object.keys(doc.paths)) expect(isApi(url.replace(/\{(\w+)\}/g, ':$1')), url).toBe(true);
    expect(Object.keys(doc.paths)).not.toContain('/api/docs/openapi.json');
  });

  it('carries each zod body and path parameter, required fields included', () => {
    let objects = 0;
    for (const route of registered.filter((r) => isApi(r.url))) {
      const method = methodsOf(route).find((m) => m !== 'head');
      if (!method) continue;
      const body = route.schema?.body;
      if (body instanceof z.ZodObject) {
        objects += 1;
        const schema = operation(method, route.url)?.requestBody?.content['application/json']?.schema;
        // Required as zod sees it: a key whose field refuses to be missing.
        const required = Object.entries(body.shape as Record<string, z.ZodType>)
          .filter(([, field]) => !field.safeParse(undefined).success)
          .map(([key]) => key);
        expect(schema?.properties && Object.keys(schema.properties), route.url).toEqual(Object.keys(body.shape));
        expect([...(schema?.required ?? [])].sort(), `${method} ${route.url}`).toEqual(required.sort());
      }
      for (const name of route.url.match(/:(\w+)/g) ?? []) {
        const parameter = operation(method, route.url)?.parameters?.find(
          (p) => p.in === 'path' && p.name === name.slice(1),
        );
        expect(parameter, `${route.url} ${name}`).toMatchObject({ name: name.slice(1), required: true });
      }
    }
    expect(objects).toBeGreaterThan(5);
  });

  it('describes the search body: its fields, and what each slice requires', () => {
    const schema = operation('post', '/api/flights/search')?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['origin', 'destination', 'departureDate', 'adultsCount', 'cabinClass', 'slices']),
    );
    expect(schema?.properties?.slices?.items?.required).toEqual(['origin', 'destination', 'departureDate']);
    const booking = operation('post', '/api/bookings')?.requestBody?.content['application/json']?.schema;
    expect(booking?.required).toEqual(expect.arrayContaining(['offerId', 'passengers', 'paymentDetails']));
  });

  it('documents the 503 of every route that hashes a password (R44)', () => {
    const hashing = [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/change-password',
      '/api/auth/reset-password',
      '/api/bookings',
    ];
    for (const url of hashing) expect(Object.keys(operation('post', url)?.responses ?? {}), url).toContain('503');
  });

  it('asks for the session on signed-in routes and for the token or an admin on /metrics', () => {
    expect(operation('get', '/api/admin/settings')?.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('get', '/api/auth/user')?.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('get', '/metrics')?.security).toEqual([{ metricsToken: [] }, { sessionCookie: [] }]);
    expect(operation('post', '/api/flights/search')?.security).toBeUndefined();
  });
});

describe('the docs page', () => {
  it('answers HTML at /api/docs that loads only same-origin scripts, under the site CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)/);
    for (const src of res.body.matchAll(/<script src="([^"]+)"/g)) {
      const script = await t.app.inject({ method: 'GET', url: src[1] ?? '' });
      expect(script.statusCode, src[1]).toBe(200);
    }
  });

  it('loads the same document the page points its reader at', async () => {
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(doc);
  });
});

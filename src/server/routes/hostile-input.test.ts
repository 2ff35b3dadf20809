import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { fastHasher, nextTestAddress, registerAndSignIn } from '../testing/accounts';
import { hostileBody, hostileId, hostileQuery, pollutedJson } from '../testing/hostile';
import { createTestApp, type TestApp } from '../testing/app';

/*
 * Every endpoint, whatever it is sent: the route list is taken from the app as it registers
 * them (a new route is covered without touching this file), and each gets generated bodies,
 * queries and path ids, anonymously and, where a session is needed to reach validation, signed
 * in and as an administrator. The answer is never a 5xx and never a hang; an error is always
 * the JSON {error, message} with no stack. A failure prints the request that caused it.
 */

interface Route {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const routes: Route[] = [];
const API = (url: string) => url.startsWith('/api/') || ['/healthz', '/readyz', '/metrics'].includes(url);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 25);
const ANSWER_WITHIN_MS = 10_000;

let t: TestApp;
let userCookie = '';
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp(
    {},
    async (app) => {
      app.auth.hasher = fastHasher();
    },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && API(route.url)) routes.push({ method, url: route.url, schema: route.schema });
        }
      },
    },
  );
  t.app.auth.clock = () => new Date();
  userCookie = (await registerAndSignIn(t.app)).cookie;
  const admin = await registerAndSignIn(t.app);
  await t.app.db.update(users).set({ isAdmin: true }).where(eq(users.username, admin.user.username));
  adminCookie = admin.cookie;
});
afterAll(async () => t?.close());

type Who = 'anonymous' | 'user' | 'admin';

/** Sends one request, bounded in time, from a fresh address (so per-address limits stay out of the way). */
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([t.app.inject({ remoteAddress: nextTestAddress(), ...options }), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The one rule for every answer to hostile input. */
function expectSafe(res: LightMyRequestResponse, request: InjectOptions) {
  const shown = `${request.method} ${String(request.url).slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}`;
  expect(res.statusCode, `${shown}\n=> ${res.statusCode} ${res.body.slice(0, 500)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json<Record<string, unknown>>();
    expect(typeof body.error, shown).toBe('string');
    expect(typeof body.message, shown).toBe('string');
    expect(res.body, shown).not.toMatch(/\n\s+at |node_modules|"stack"/);
  }
  for (const [name, value] of Object.entries(res.headers)) {
    expect(String(value), `header ${name} of ${shown}`).not.toMatch(/[\r\n]/);
  }
}

function urlWith(url: string, id: string, query: string) {
  const path = url.replace(/:[A-Za-z]+|\*/g, id);
  return query ? `${path}?${query}` : path;
}

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function request(route: Route, who: Who, id: string, query: string, body: unknown): InjectOptions {
  const cookie = who === 'user' ? userCookie : who === 'admin' ? adminCookie : undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: urlWith(route.url, id, query),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(hasBody(route.method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody(route.method) && body !== undefined ? { payload: JSON.stringify(body) ?? 'null' } : {}),
  };
}

/** Who can reach a route's validation: anyone, plus a session where the route wants one. */
function audiences(route: Route): Who[] {
  // Signing out, or the admin re-check (which gives the session a new id), would end the session the other runs use.
  if (route.url === '/api/auth/logout' || route.url === '/api/admin/login') return ['anonymous'];
  if (route.url.startsWith('/api/admin/')) return ['anonymous', 'admin'];
  return ['anonymous', 'user'];
}

describe('hostile input on every endpoint', () => {
  it('finds the API routes from the app itself', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/bookings');
    expect(urls).toContain('GET /api/flights/offer/:id');
    expect(urls).toContain('PUT /api/admin/brands/:id');
    expect(routes.length).toBeGreaterThan(25);
  });

  it('never answers 5xx or hangs, and every error is {error, message}', { timeout: 240_000 }, async () => {
    for (const route of routes) {
      for (const who of audiences(route)) {
        const body = (route.schema as { body?: unknown } | undefined)?.body;
        await fc.assert(
          fc.asyncProperty(
            hostileId,
            fc.oneof(fc.constant(''), hostileQuery),
            hostileBody(body),
            async (id, query, payload) => {
              const options = request(route, who, id, query, payload);
              expectSafe(await send(options), options);
            },
          ),
          { numRuns: RUNS },
        );
      }
    }
  });

  it('refuses prototype-pollution keys and malformed JSON with a 400, on every body route', async () => {
    for (const route of routes.filter((r) => hasBody(r.method))) {
      await fc.assert(
        fc.asyncProperty(pollutedJson, async (payload) => {
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: urlWith(route.url, 'x', ''),
            headers: { 'content-type': 'application/json', cookie: adminCookie },
            payload,
          };
          const res = await send(options);
          expectSafe(res, options);
        }),
        { numRuns: 7 },
      );
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

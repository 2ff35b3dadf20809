import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../testing/app';
import { expectApiError } from '../testing/errors';

let t: TestApp;
beforeAll(async () => {
  // Test-only routes that fail in each way a real route can.
  t = await createTestApp({ logLevel: 'info' }, async (base) => {
    const scope = base.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(3, 'Name must be at least 3 characters') }) } },
      async (request) => ({ name: request.body.name }),
    );
    scope.get('/api/test/gone', async () => {
      throw new AppError(410, 'OFFER_EXPIRED', 'This flight offer has expired. Please select another flight.');
    });
    scope.get('/api/test/crash', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
    // Values PostgreSQL itself refuses, reaching the database past any schema.
    scope.post(
      '/api/test/store',
      { schema: { body: z.object({ kind: z.string(), value: z.string() }) } },
      async (request) => {
        const { kind, value } = request.body;
        if (kind === 'text') await base.db.execute(sql`select ${value}::text`);
        if (kind === 'uuid') await base.db.execute(sql`select ${value}::uuid`);
        if (kind === 'short') {
          await base.db.transaction(async (tx) => {
            await tx.execute(sql`create temporary table short_text (v varchar(3)) on commit drop`);
            await tx.execute(sql`insert into short_text (v) values (${value})`);
          });
        }
        return { ok: true };
      },
    );
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('error handler', () => {
  it('answers a schema violation with 400 VALIDATION_ERROR, the schema message and the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Name must be at least 3 characters',
      fields: [{ path: 'body.name', message: 'Name must be at least 3 characters' }],
    });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "abc",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_JSON' });
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 1 MB limit.',
    });
  });

  it('accepts a body just under 1 MB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES - 100) }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('passes a domain error through with its status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/gone' });
    expectApiError(res, 410, 'OFFER_EXPIRED', 'This flight offer has expired. Please select another flight.');
  });

  it('hides the detail and stack of an unexpected failure but logs it with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expectApiError(res, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
    expect(res.body).not.toMatch(/secret detail|postgres:|at .*\.ts/);
    const logged = t.logs.find((line) => line.msg === 'request failed');
    expect(logged?.reqId).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(logged?.err)).toContain('secret detail');
  });

  it.each([
    ['a NUL character (22021)', 'text', 'a\u0000b'],
    ['malformed text for its type (22P02)', 'uuid', 'not-a-uuid'],
    ['a value too long for its column (22001)', 'short', 'abcdef'],
  ])('answers %s refused by PostgreSQL with 400, never a 500', async (_name, kind, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/store', payload: { kind, value } });
    expectApiError(res, 400, 'INVALID_INPUT', 'The request contains a value that cannot be stored.');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'No route matches GET /api/no/such/thing' });
  });

  it('echoes a well-formed x-request-id and replaces a hostile one', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

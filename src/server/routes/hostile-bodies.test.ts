import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

/*
 * Bodies built to hurt the parser rather than the schema: over the 1 MB limit, nested a hundred
 * thousand levels deep, in a content type we do not read. Each is a quick 4xx {error, message}.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

async function timed<T>(work: Promise<T>) {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

function expectError(res: { statusCode: number; json: () => unknown; body: string }, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ error, message: expect.any(String) as string });
  expect(res.body).not.toMatch(/\n\s+at /);
}

describe('oversized bodies', () => {
  it.each(['/api/contact', '/api/bookings', '/api/auth/register', '/api/flights/search'])(
    'POST %s over 1 MB: 413',
    async (url) => {
      const huge = JSON.stringify({ message: 'x'.repeat(1_048_577) });
      expectError(await post(url, huge), 413, 'PAYLOAD_TOO_LARGE');
    },
  );

  it('a Content-Length that lies: 400, not a hang', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"a":1}',
      headers: { 'content-type': 'application/json', 'content-length': '5000' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('deeply nested JSON', () => {
  const DEPTH = 100_000;
  it.each([
    ['arrays', '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
    ['objects', '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
    ['objects hiding __proto__ at the bottom', '{"a":'.repeat(DEPTH) + '{"__proto__":{"x":1}}' + '}'.repeat(DEPTH)],
    ['unclosed', '['.repeat(DEPTH)],
  ])('%s, 100k levels: a quick 400', async (_name, body) => {
    for (const url of ['/api/contact', '/api/bookings', '/api/flights/search']) {
      const { value: res, ms } = await timed(post(url, body));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) as string, message: expect.any(String) as string });
      expect(ms).toBeLessThan(5_000);
    }
  });
});

describe('content types', () => {
  it('text/plain (what a cross-site form can send): read as a string, refused by the schema', async () => {
    expectError(await post('/api/contact', '{"name":"Ada"}', 'text/plain'), 400, 'VALIDATION_ERROR');
  });

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonx',
    'text/json',
  ])('%s: 415 with a JSON answer', async (type) => {
    expectError(await post('/api/contact', '{"name":"Ada"}', type), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('JSON with a charset, or +json, is still read as JSON (400 from the schema, not 415)', async () => {
    const res = await post('/api/contact', '{}', 'application/json; charset=utf-8');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });

  it('a body with no content type: 4xx, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: Buffer.from('{"a":1}') });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('JSON that is not UTF-8 or not JSON: 400', async () => {
    expectError(await post('/api/contact', Buffer.from([0xff, 0xfe, 0x7b, 0x00])), 400, 'INVALID_JSON');
    expectError(await post('/api/contact', '{"a":'), 400, 'INVALID_JSON');
    expectError(await post('/api/contact', ''), 400, 'INVALID_JSON');
  });
});

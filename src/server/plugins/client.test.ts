import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

const INDEX = '<!doctype html><html><head><title>Test</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'fb-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'main-Ab12Cd34.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
});

describe('serving the built client', () => {
  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it, still cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
  });

  it('makes browsers revalidate files that are not hashed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/search?origin=LHR', '/flight/off_123', '/admin/brands', '/my-trips'])(
    'serves index.html for the client route %s so deep links work',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>SkyBound Travel - Flight Booking</title>');
    },
  );

  it('serves the app with a 404 status for a path no screen has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers unknown /api paths with JSON, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flights/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('does not serve files outside the client folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
  });
});

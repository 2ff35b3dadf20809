import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';

/* R44: the build's files are read once at start and served from memory; source maps from disk. */

const SCRIPT = 'console.log("kept in memory")';
let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'fb-static-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets', 'app-Zz99.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'app-Zz99.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(clientDir, 'assets', 'app-Zz99.js.map'), '{"version":3}');
  writeFileSync(path.join(clientDir, 'assets', 'app-Zz99.css'), 'body{color:red}');
  t = await createTestApp({ clientDir });
});
afterAll(async () => t?.close());

describe('the built client served from memory', () => {
  it('still sends a file after it is gone from the disk: it was read at start', async () => {
    rmSync(path.join(clientDir, 'assets', 'app-Zz99.css'));
    const res = await t.app.inject({ url: '/assets/app-Zz99.css' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('body{color:red}');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('sends the compressed copy the browser accepts, and says the answer varies by it', async () => {
    const gz = await t.app.inject({ url: '/assets/app-Zz99.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
    expect(gz.headers.vary).toBe('Accept-Encoding');
    const plain = await t.app.inject({ url: '/assets/app-Zz99.js', headers: { 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers 304 to a browser that has the same file', async () => {
    const first = await t.app.inject({ url: '/assets/app-Zz99.js' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({ url: '/assets/app-Zz99.js', headers: { 'if-none-match': `W/${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await t.app.inject({ url: '/assets/app-Zz99.js', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('reads a source map from the disk when asked', async () => {
    writeFileSync(path.join(clientDir, 'assets', 'app-Zz99.js.map'), '{"version":3,"later":true}');
    const res = await t.app.inject({ url: '/assets/app-Zz99.js.map' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: 3, later: true });
  });

  it('does not send the pages’ template as a file, and answers a file not in the build with a JSON 404', async () => {
    const template = await t.app.inject({ url: '/index.html' });
    expect(template.statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/assets/nope-Aa11.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { createClientDir } from '../../../tests/support/client-dir';

/*
 * Requests aimed outside the built client (path traversal in every spelling) and headers made to
 * split the answer (CR/LF in X-Request-Id, X-Brand, Host). Sent over a real socket, byte for byte,
 * since fetch and inject tidy '..' and refuse bad headers before they would reach the server.
 */

const INDEX = '<!doctype html><html><head><title>Test</title></head><body><div id="root"></div></body></html>';
const SECRET = 'TOP-SECRET-NEXT-TO-THE-CLIENT';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  const clientDir = await createClientDir(INDEX);
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)');
  // What a traversal would be after: a file beside the client folder.
  writeFileSync(path.join(clientDir, '..', 'secret.txt'), SECRET);
  t = await createTestApp({ clientDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t?.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** One HTTP/1.1 request written as given; the answer read until the server closes. */
function raw(requestLine: string, headers: string[] = [], host = 'localhost'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    const lines = [requestLine, `Host: ${host}`, 'Connection: close', ...headers];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

const TRAVERSALS = [
  '/assets/../../secret.txt',
  '/assets/../../package.json',
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e%2fsecret.txt',
  '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/assets/..\\..\\secret.txt',
  '/assets/%5c..%5c..%5csecret.txt',
  '/assets/%252e%252e/%252e%252e/secret.txt',
  '/....//secret.txt',
  '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
  '/assets/%00/../../secret.txt',
  '/index.html%00.js',
  '//secret.txt',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/assets/main-Ab12Cd34.js/..%2f..%2f..%2fsecret.txt',
];

describe('path traversal on the static client', () => {
  it.each(TRAVERSALS)('GET %s reaches nothing outside the client folder', async (target) => {
    const res = await raw(`GET ${target} HTTP/1.1`);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toMatch(/root:.*:0:0:|"devDependencies"/);
  });

  it('still serves the real asset', async () => {
    const res = await raw('GET /assets/main-Ab12Cd34.js HTTP/1.1');
    expect([res.status, res.body]).toEqual([200, 'console.log(1)']);
  });
});

describe('header injection', () => {
  it.each(['X-Request-Id', 'X-Brand', 'X-Forwarded-Host'])(
    'a bare CR in %s is refused before it reaches us',
    async (name) => {
      const res = await raw('GET /api/system/mode HTTP/1.1', [`${name}: a\rSet-Cookie: pwned=1`]);
      expect(res.status).toBe(400);
      expect(res.head).not.toMatch(/^Set-Cookie: pwned/im);
    },
  );

  it('a bare CR in Host is refused too', async () => {
    const res = await raw('GET /api/system/mode HTTP/1.1', [], 'localhost\rSet-Cookie: pwned=1');
    expect(res.status).toBe(400);
    expect(res.head).not.toMatch(/^Set-Cookie: pwned/im);
  });

  it('an X-Request-Id that is not an id is replaced, never echoed', async () => {
    for (const given of ['<script>', 'a b', 'x'.repeat(65), 'id%0d%0aSet-Cookie:x=1', 'é']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const ok = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-123.abc_9' } });
    expect(ok.headers['x-request-id']).toBe('edge-123.abc_9');
  });

  it('a hostile X-Brand or Host neither splits the answer nor lands in the page unescaped', async () => {
    const hostile = 'evil.example"><script>alert(1)</script>';
    const viaBrand = await raw('GET /api/system/mode HTTP/1.1', [`X-Brand: ${hostile}`]);
    expect(viaBrand.status).toBe(200);
    const page = await raw('GET / HTTP/1.1', [`X-Forwarded-Host: ${hostile}`]);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const viaHost = await raw('GET / HTTP/1.1', [], hostile);
    expect(viaHost.status).toBeLessThan(500);
    expect(viaHost.body).not.toContain('<script>alert(1)</script>');
    expect(viaHost.head.split('\r\n').filter((line) => /^set-cookie/i.test(line))).toEqual([]);
  });
});

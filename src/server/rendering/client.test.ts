import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { createClientDir } from '../../../tests/support/client-dir';

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

  it.each([
    ['answers a missing asset with a 404, not the page', '/assets/gone-123.js'],
    ['answers unknown /api paths with JSON, never the page', '/api/flights/nothing'],
  ])('%s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('does not serve files outside the client folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
  });
});

/*
 * R31: the home page's first screen arrives as HTML (the hero paints before any script runs),
 * rendered from the client's own components by the prerender module the build writes beside the
 * client; every other page keeps the empty #root that the browser fills.
 */
describe('the home page rendered by the server', () => {
  const STYLED_INDEX = INDEX.replace(
    '</head>',
    '<link rel="stylesheet" crossorigin href="/assets/index-Zz99.css"></head>',
  );
  const CSS = '.hero{color:red}';
  let p: TestApp;
  beforeAll(async () => {
    const clientDir = await createClientDir(STYLED_INDEX, { prerender: true });
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'index-Zz99.css'), CSS);
    p = await createTestApp({ clientDir });
  }, 120_000);
  afterAll(async () => {
    await p?.close();
  });

  const root = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

  it('sends / with the header, the hero and the search form inside #root', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = root(res.body);
    expect(html).toMatch(/<h1[^>]*>Cheap flights to anywhere, booked in minutes<\/h1>/);
    expect(html).toContain('<header');
    expect(html).toContain('aria-label="Search flights"');
    // The default brand's phone, in the header and the hero's call button.
    expect(html).toContain('href="tel:+18885550142"');
    expect(html).toMatch(/Call <!-- -->\+1 \(888\) 555-0142/);
    // No inline script (the CSP forbids them): the page is hydrated by the bundle alone.
    expect(res.body).not.toMatch(/<script(?![^>]*(type="application\/json"|type="module"))/);
  });

  it('writes the stylesheet into the rendered page, before the brand theme; other pages keep the link', async () => {
    const home = (await p.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(`<style>${CSS}</style>`);
    expect(home).not.toContain('index-Zz99.css');
    expect(home.indexOf('id="brand-theme"')).toBeGreaterThan(home.indexOf(CSS));
    const faq = (await p.app.inject({ method: 'GET', url: '/faq' })).body;
    expect(faq).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Zz99.css">');
    expect(faq).not.toContain(CSS);
  });

  it('sends the support landing page (/expedia) rendered too', async () => {
    const html = root((await p.app.inject({ method: 'GET', url: '/expedia?gclid=x' })).body);
    expect(html).toMatch(/<h1[^>]*>Flight booking help from a real travel expert<\/h1>/);
    expect(html).not.toContain('Cheap flights to anywhere');
  });

  it.each([
    ['/faq', 200],
    ['/search?origin=LHR', 200],
    ['/my-trips', 200],
    ['/login', 200],
    ['/no/such/page', 404],
  ])('leaves #root empty on %s, answering %i', async (url, status) => {
    const res = await p.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Cheap flights to anywhere');
  });

  it('compresses the rendered page for browsers that accept it', async () => {
    const plain = await p.app.inject({ method: 'GET', url: '/' });
    const br = await p.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    const gz = await p.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('pages kept whatever PUBLIC_URL says (R44)', () => {
  const page = (host: string) =>
    t.app.inject({ method: 'GET', url: '/my-trips', headers: { host, 'accept-encoding': 'br' } });

  it('keeps a page for the Host it was asked under and writes each origin its own address', async () => {
    const first = await page('localhost:3000');
    const again = await page('localhost:3000');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      '<link rel="canonical" href="http://localhost:3000/my-trips" />',
    );
    const other = brotliDecompressSync((await page('127.0.0.1:3000')).rawPayload).toString();
    expect(other).toContain('<link rel="canonical" href="http://127.0.0.1:3000/my-trips" />');
  });

  it('does not keep an address no route knows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page-here', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root"></div>');
  });
});

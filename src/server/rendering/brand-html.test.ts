import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellingPrice } from '../../shared/pricing';
import type { SearchResponse } from '../../shared/schemas/flights';
import { daysFromNow } from '../testing/flights';
import { brandInput, rawBrandInput } from '../testing/brands';
import { createTestApp, type TestApp } from '../testing/app';
import { createClientDir } from '../../../tests/support/client-dir';
import { BUILT_IN_BRAND } from '../services/brands/catalog';
import { createPageRenderer } from './brand-html';

/*
 * R19: two brands on two host names (and ?brand= on localhost)
 * each get their own name, colours and phone in the first HTML and their own markup in prices;
 * an unknown brand falls back to the default.
 */

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Built title</title>
    <meta
      name="description"
      content="Built description"
    />
    <link rel="stylesheet" href="/assets/index-Ab12.css" />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  // With the real prerender module: the home page's markup is the brand's too.
  t = await createTestApp({ clientDir: await createClientDir(INDEX, { prerender: true }) });
  await t.app.brands.admin.create(
    brandInput('sunny', {
      name: 'Sunny Skies',
      domains: ['sunny.travel'],
      theme: { ...rawBrandInput('xx').theme, primary: '#fde047', background: '#fffbeb' },
      contact: { email: 'hi@sunny.travel', phone: '+44 161 496 0001', address: 'Manchester' },
      markupBasisPoints: 1000,
    }),
    { userId: null },
  );
  await t.app.brands.admin.create(
    brandInput('nordic', {
      name: 'Nordic <Fly> & "Co"',
      domains: ['book.nordicfly.com'],
      theme: { ...rawBrandInput('xx').theme, primary: '#1e3a8a', background: '#0f172a', text: '#f8fafc' },
      contact: { email: 'help@nordicfly.com', phone: '+47 21 00 00 00', address: 'Oslo' },
      markupBasisPoints: 3000,
    }),
    { userId: null },
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

const page = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

function themeVar(html: string, name: string): string | undefined {
  const css = /<style id="brand-theme">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  return new RegExp(`${name}:([^;}]+)`).exec(css)?.[1];
}

function brandData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="brand-data">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the first HTML wears the brand', () => {
  it.each([
    ['sunny.travel', '/', 'Sunny Skies', '#fde047', '#000000', '+44 161 496 0001'],
    ['www.sunny.travel', '/faq', 'Sunny Skies', '#fde047', '#000000', '+44 161 496 0001'],
    ['book.nordicfly.com:443', '/', 'Nordic <Fly> & "Co"', '#1e3a8a', '#ffffff', '+47 21 00 00 00'],
    ['localhost:3000', '/?brand=sunny', 'Sunny Skies', '#fde047', '#000000', '+44 161 496 0001'],
    ['127.0.0.1', '/about?brand=nordic', 'Nordic <Fly> & "Co"', '#1e3a8a', '#ffffff', '+47 21 00 00 00'],
    ['unknown.example', '/', 'SkyBound Travel', '#2563eb', '#ffffff', '+1 (888) 555-0142'],
    ['localhost', '/?brand=nobody', 'SkyBound Travel', '#2563eb', '#ffffff', '+1 (888) 555-0142'],
  ])('%s %s -> %s', async (host, url, name, primary, primaryText, phone) => {
    const res = await page(url, host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escaped} - Flight Booking</title>`);
    expect(html).toContain(`<meta property="og:site_name" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} - Flight Booking" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${escaped} - Flight Booking" />`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*${phone.replace(/[()+]/g, '\\$&')}`));
    expect(themeVar(html, '--primary')).toBe(primary);
    expect(themeVar(html, '--primary-foreground')).toBe(primaryText);
    const data = brandData(html);
    expect(data).toMatchObject({ name, contact: { phone } });
    expect(data).not.toHaveProperty('markupBasisPoints');
    // The build's own title and description are replaced, not repeated.
    expect(html).not.toContain('Built title');
    expect(html).not.toContain('Built description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // After the stylesheet, so the brand's :root wins over the defaults.
    expect(html.indexOf('id="brand-theme"')).toBeGreaterThan(html.indexOf('/assets/index-Ab12.css'));
  });

  it('keeps the brand chosen with ?brand= on a reload and on links, until the default is chosen (R19)', async () => {
    const chosen = await page('/?brand=sunny', 'localhost:3000');
    const cookie = chosen.cookies.find((c) => c.name === 'brand');
    expect(cookie).toMatchObject({ value: 'sunny', path: '/', httpOnly: true, sameSite: 'Lax' });
    const withCookie = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', cookie: `brand=${cookie?.value}` } });
    for (const url of ['/', '/about', '/search?origin=JFK&destination=LHR']) {
      expect(brandData((await withCookie(url)).body)).toMatchObject({ id: 'sunny', name: 'Sunny Skies' });
    }
    // A brand's own host name is never changed by the cookie.
    const own = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'book.nordicfly.com', cookie: 'brand=sunny' },
    });
    expect(brandData(own.body)).toMatchObject({ name: 'Nordic <Fly> & "Co"' });
    const back = await t.app.inject({
      method: 'GET',
      url: '/?brand=default',
      headers: { host: 'localhost:3000', cookie: 'brand=sunny' },
    });
    expect(brandData(back.body)).toMatchObject({ id: 'default' });
    expect(back.cookies.find((c) => c.name === 'brand')?.value).toBe('');
  });

  it('derives the shades of a dark theme towards its text', async () => {
    const html = (await page('/', 'book.nordicfly.com')).body;
    expect(themeVar(html, '--background')).toBe('#0f172a');
    expect(themeVar(html, '--muted')).toBe('#1c2437');
  });

  it('writes a canonical address without the query, on the brand host or PUBLIC_URL', async () => {
    const own = (await page('/search?origin=LHR&utm_source=x', 'www.sunny.travel')).body;
    expect(own).toContain('<link rel="canonical" href="http://www.sunny.travel/search" />');
    expect(own).toContain('<meta property="og:url" content="http://www.sunny.travel/search" />');
    const local = (await page('/faq?brand=sunny', 'localhost:3000')).body;
    expect(local).toContain('<link rel="canonical" href="http://localhost:3000/faq" />');
  });

  it('keeps the brand JSON inside its script element whatever the brand says', async () => {
    const html = (await page('/', 'book.nordicfly.com')).body;
    const script = /id="brand-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toMatch(/[<>]/);
    expect(script).toContain('\\u003cFly\\u003e');
  });

  it('keeps the 404 status for a path no screen has, in the brand', async () => {
    const res = await page('/no/such/page', 'sunny.travel');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Sunny Skies - Flight Booking</title>');
  });

  it('renders the home page for the brand: its name (escaped) and phone in the header and the hero', async () => {
    const html = (await page('/', 'book.nordicfly.com')).body;
    const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain('Cheap flights to anywhere, booked in minutes');
    expect(root).toContain('Nordic &lt;Fly&gt; &amp; &quot;Co&quot;');
    expect(root).toContain('href="tel:+4721000000"');
    expect(root).toMatch(/Call <!-- -->\+47 21 00 00 00/);
    expect(html).not.toContain('<Fly>');
    // Each brand its own page, whatever was rendered for another one first.
    const sunny = (await page('/', 'sunny.travel')).body;
    expect(sunny).toMatch(/Call <!-- -->\+44 161 496 0001/);
    expect(sunny).not.toContain('Nordic');
  });

  it('renders only the home and landing pages ahead; other pages are left to the browser', async () => {
    for (const url of ['/faq', '/search', '/about?brand=nordic']) {
      expect((await page(url, 'sunny.travel')).body).toContain('<div id="root"></div>');
    }
  });

  it('follows an edit of the brand at once in this process', async () => {
    await t.app.brands.admin.update(
      'sunny',
      { ...brandInput('sunny'), name: 'Sunnier Skies', domains: ['sunny.travel'], markupBasisPoints: 1000 },
      { userId: null },
    );
    const html = (await page('/', 'sunny.travel')).body;
    expect(html).toContain('<title>Sunnier Skies - Flight Booking</title>');
    // The home page's markup too: it is kept per brand content, not per brand id.
    expect(html).toMatch(/<div id="root">[\s\S]*Sunnier Skies/);
  });
});

describe('prices carry the brand markup', () => {
  it('gives the same search different selling prices under two brands, each from the net price', async () => {
    const body = { origin: 'JFK', destination: 'LHR', departureDate: daysFromNow(21) };
    const search = async (headers: Record<string, string>, url = '/api/flights/search') => {
      const res = await t.app.inject({ method: 'POST', url, payload: body, headers });
      expect(res.statusCode).toBe(200);
      return res.json<SearchResponse>().offers;
    };
    const sunny = await search({ host: 'sunny.travel' });
    const nordic = await search({ host: 'www.book.nordicfly.com' }); // www. stripped
    const nordicOwn = await search({ host: 'book.nordicfly.com' });
    const viaQuery = await search({ host: 'localhost:3000' }, '/api/flights/search?brand=sunny');
    const viaHeader = await search({ host: 'localhost:3000', 'x-brand': 'nordic' });
    const fallback = await search({ host: 'unknown.example' });
    const sub = await search({ host: 'other.sunny.travel' }); // not one of its domains: default

    const first = sunny[0];
    if (!first) throw new Error('no offers');
    const net = await t.app.flightProvider.getOffer(first.id);
    const at = (bp: number) =>
      sellingPrice({ total: net.total_amount, tax: net.tax_amount, currency: net.total_currency }, bp).total;
    const priceOf = (offers: SearchResponse['offers']) => offers.find((o) => o.id === first.id)?.total_amount;

    expect(priceOf(sunny)).toBe(at(1000));
    expect(priceOf(viaQuery)).toBe(at(1000));
    expect(priceOf(nordicOwn)).toBe(at(3000));
    expect(priceOf(viaHeader)).toBe(at(3000));
    expect(priceOf(fallback)).toBe(at(2300));
    expect(priceOf(nordic)).toBe(at(3000));
    expect(priceOf(sub)).toBe(at(2300));
    expect(at(1000)).not.toBe(at(3000));

    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/flights/offer/${first.id}`,
      headers: { host: 'book.nordicfly.com' },
    });
    expect(offer.json<{ total_amount: string }>().total_amount).toBe(at(3000));
  });
});

describe('with the database gone', () => {
  it('still serves the page: the last brands read, else the built-in default brand', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'fb-brand-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    const own = await createTestApp({ clientDir });
    await own.app.brands.admin.create(brandInput('kept', { name: 'Kept Brand', domains: ['kept.travel'] }), {
      userId: null,
    });
    expect((await own.app.inject({ url: '/', headers: { host: 'kept.travel' } })).body).toContain('Kept Brand');
    await own.database.close();
    const kept = await own.app.inject({ url: '/', headers: { host: 'kept.travel' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('<title>Kept Brand - Flight Booking</title>');
    own.app.brands.catalog.invalidate();
    const fallback = await own.app.inject({ url: '/', headers: { host: 'kept.travel' } });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toContain('<title>SkyBound Travel - Flight Booking</title>');
    await own.close();
  });
});

const INDEX_HTML =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';

describe("a page's address (kept compressed only when fixed)", () => {
  const brand = { ...BUILT_IN_BRAND, domains: ['sunny.travel'] };
  const request = (host: string) => ({ host, protocol: 'https', url: '/' }) as FastifyRequest;

  it('is fixed by PUBLIC_URL or the brand’s own domain, and not by any other Host', () => {
    const open = createPageRenderer(INDEX_HTML, undefined);
    expect(open.fixedOrigin(brand, request('made-up-123.example'))).toBeUndefined();
    expect(open.fixedOrigin(brand, request('www.sunny.travel'))).toBe('https://www.sunny.travel');
    expect(open.render(brand, request('made-up-123.example'))).toContain('https://made-up-123.example/');
    const configured = createPageRenderer(INDEX_HTML, 'https://flights.example.com');
    expect(configured.fixedOrigin(brand, request('made-up-123.example'))).toBe('https://flights.example.com');
    expect(configured.render(brand, request('made-up-123.example'))).not.toContain('made-up-123');
  });
});

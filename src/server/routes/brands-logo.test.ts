import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp, signInAsAdmin, type AccountsTestApp } from '../testing/accounts';
import { brandInput } from '../testing/brands';
import { createClientDir } from '../../../tests/support/client-dir';

// A 1x1 PNG and an SVG that would run script if it were opened as a page of ours.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>';
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

let t: AccountsTestApp;
let admin: string;
beforeAll(async () => {
  const clientDir = await createClientDir(
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createAccountsTestApp({ clientDir });
  admin = await signInAsAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const save = async (id: string, logo: string | null, method: 'POST' | 'PUT' = 'POST') => {
  const res = await t.app.inject({
    method,
    url: method === 'POST' ? '/api/admin/brands' : `/api/admin/brands/${id}`,
    payload: brandInput(id, { logo }),
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
};
const publicLogo = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/brands/${id}` })).json<{ logo: string | null }>().logo;

describe('an uploaded brand logo', () => {
  it('is named by an address in the public brand and served from it as an image, cached for good', async () => {
    await save('pnglogo', dataUrl('image/png', PNG));
    const logo = await publicLogo('pnglogo');
    expect(logo).toMatch(/^\/brand-logos\/pnglogo-[0-9a-f]{16}\.png$/);

    const res = await t.app.inject({ method: 'GET', url: logo ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);

    // The admin still edits the upload itself.
    const admins = await t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: { cookie: admin } });
    const own = admins.json<{ brands: { id: string; logo: string | null }[] }>().brands.find((b) => b.id === 'pnglogo');
    expect(own?.logo).toBe(dataUrl('image/png', PNG));
  });

  it('rides in no page: the HTML names its address only', async () => {
    await save('pagelogo', dataUrl('image/png', PNG));
    const page = await t.app.inject({ method: 'GET', url: '/?brand=pagelogo' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"logo":"/brand-logos/pagelogo-');
    expect(page.body).not.toContain('data:image');
  });

  it('gets a new address when it changes; the old address gets the new image, revalidated', async () => {
    await save('changing', dataUrl('image/png', PNG));
    const before = (await publicLogo('changing')) ?? '';
    await save('changing', dataUrl('image/svg+xml', Buffer.from(SVG)), 'PUT');
    const after = (await publicLogo('changing')) ?? '';
    expect(after).not.toBe(before);
    const old = await t.app.inject({ method: 'GET', url: before });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/svg+xml');
    expect(old.headers['cache-control']).toBe('no-cache');
  });

  it('sets no cookie on the yearlong-cached file, even for a visitor with a stale session', async () => {
    await save('cookielogo', dataUrl('image/png', PNG));
    const res = await t.app.inject({
      method: 'GET',
      url: (await publicLogo('cookielogo')) ?? '',
      headers: { cookie: 'sid=expired-or-forged' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never runs an uploaded SVG as a page of the site', async () => {
    await save('svglogo', dataUrl('image/svg+xml', Buffer.from(SVG)));
    const res = await t.app.inject({ method: 'GET', url: (await publicLogo('svglogo')) ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SVG);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 with {error, message} for a brand without an upload or no brand at all', async () => {
    await save('httpslogo', 'https://cdn.example.com/logo.png');
    expect(await publicLogo('httpslogo')).toBe('https://cdn.example.com/logo.png');
    const version = '0123456789abcdef';
    for (const url of [
      `/brand-logos/httpslogo-${version}.png`,
      `/brand-logos/default-${version}.png`,
      `/brand-logos/nobody-${version}.png`,
      '/brand-logos/not-a-logo-name.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: 'This brand has no uploaded logo.' });
    }
  });
});

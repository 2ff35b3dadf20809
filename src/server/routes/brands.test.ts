import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MESSAGES } from '../../shared/schemas/brand';
import { auditLog, bookings } from '../db/schema';
import { createAccountsTestApp, registerAndSignIn, signInAsAdmin, type AccountsTestApp } from '../testing/accounts';
import { BRAND_HAS_BOOKINGS, BRAND_ID_FIXED } from '../services/brands/admin';
import { brandInput, rawBrandInput } from '../testing/brands';

let t: AccountsTestApp;
let admin: string;
beforeAll(async () => {
  t = await createAccountsTestApp();
  admin = await signInAsAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const as = (cookie: string | null) => (cookie ? { cookie } : {});
const create = (body: unknown, cookie: string | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/brands', payload: body as object, headers: as(cookie) });
const update = (id: string, body: unknown, cookie: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/brands/${id}`, payload: body as object, headers: as(cookie) });
const remove = (id: string, cookie: string | null = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/brands/${id}`, headers: as(cookie) });
const list = (cookie: string | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/brands', headers: as(cookie) });
const audits = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'brand'), eq(auditLog.entityId, id)));

describe('GET /api/brands/{brand}', () => {
  it('answers the default brand, public and cacheable, without the markup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brands/default' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ id: 'default', name: 'SkyBound Travel', domain: null, logo: null });
    expect(body.theme).toMatchObject({ primary: '#2563eb', secondary: '#4f46e5' });
    expect(body).not.toHaveProperty('markupBasisPoints');
  });

  it('finds a brand by id or by any of its domains; 404 for an unknown one', async () => {
    expect((await create(brandInput('findme', { domains: ['findme.travel', 'fly.findme.com'] }))).statusCode).toBe(201);
    for (const key of ['findme', 'findme.travel', 'fly.findme.com']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/brands/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.json()).toMatchObject({ id: 'findme', domain: 'findme.travel', name: 'Brand findme' });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/brands/nobody.travel' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'Brand not found' });
  });
});

describe('the brand manager API', () => {
  it('refuses the signed-out (401) and travellers (403), even with an invalid body', async () => {
    const { cookie } = await registerAndSignIn(t.app);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(cookie)).statusCode).toBe(403);
    expect((await create({}, null)).statusCode).toBe(401);
    expect((await create(brandInput('sneaky'), cookie)).statusCode).toBe(403);
    expect((await update('default', brandInput('default'), cookie)).statusCode).toBe(403);
    expect((await remove('default', cookie)).statusCode).toBe(403);
  });

  it('creates a brand (201), lists it with its markup, and audits who did it', async () => {
    const res = await create(brandInput('acme', { domains: ['Acme.Travel'], markupBasisPoints: 1000 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: 'acme', domains: ['acme.travel'], markupBasisPoints: 1000 });
    const brands = (await list()).json<{ brands: { id: string; markupBasisPoints: number }[] }>().brands;
    expect(brands[0]?.id).toBe('default');
    expect(brands.find((b) => b.id === 'acme')?.markupBasisPoints).toBe(1000);
    const [row] = await audits('acme');
    expect(row).toMatchObject({ action: 'brand.created', before: null });
    expect(row?.actorUserId).toBeTruthy();
    expect(row?.after).toMatchObject({ id: 'acme', name: 'Brand acme' });
  });

  it('validates with the spec messages', async () => {
    const cases: [unknown, string][] = [
      [rawBrandInput('x'), BRAND_MESSAGES.id],
      [rawBrandInput('okid', { name: ' ' }), BRAND_MESSAGES.name],
      [rawBrandInput('okid', { theme: { ...rawBrandInput('a').theme, primary: 'red' } }), BRAND_MESSAGES.colour],
      [rawBrandInput('okid', { domains: ['https://acme.travel/'] }), BRAND_MESSAGES.domain],
      [rawBrandInput('okid', { contact: { ...rawBrandInput('a').contact, email: 'nope' } }), BRAND_MESSAGES.email],
      [rawBrandInput('okid', { social: { twitter: 'http://x.com/a' } }), BRAND_MESSAGES.url],
      [rawBrandInput('okid', { contact: { ...rawBrandInput('a').contact, phone: '12' } }), BRAND_MESSAGES.phone],
      [rawBrandInput('okid', { markupBasisPoints: 10_001 }), BRAND_MESSAGES.markup],
      [
        rawBrandInput('okid', { company: { legalName: ' ', registeredOffice: '', companyNumber: '' } }),
        BRAND_MESSAGES.legalName,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
  });

  it('keeps ids and domains unique across brands (409)', async () => {
    await create(brandInput('one', { domains: ['one.travel'] }));
    const sameId = await create(brandInput('one', { domains: ['other.travel'] }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().message).toBe(BRAND_MESSAGES.idTaken);
    const sameDomain = await create(brandInput('two', { domains: ['two.travel', 'one.travel'] }));
    expect(sameDomain.statusCode).toBe(409);
    expect(sameDomain.json().message).toBe(BRAND_MESSAGES.domainTaken);
    // Nothing of the refused brand was written.
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/two' })).statusCode).toBe(404);
    // A brand may keep its own domains when it is edited, but not take another's.
    expect((await update('one', brandInput('one', { domains: ['one.travel', 'www2.one.travel'] }))).statusCode).toBe(
      200,
    );
    await create(brandInput('three'));
    expect((await update('three', brandInput('three', { domains: ['one.travel'] }))).json().message).toBe(
      BRAND_MESSAGES.domainTaken,
    );
  });

  it('updates a brand, audits before and after, and the public answer follows at once', async () => {
    await create(brandInput('edit', { name: 'Before' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/edit' })).json().name).toBe('Before');
    const res = await update('edit', brandInput('edit', { name: 'After', markupBasisPoints: 500 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'After', markupBasisPoints: 500 });
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/edit' })).json().name).toBe('After');
    const updated = (await audits('edit')).find((r) => r.action === 'brand.updated');
    expect(updated?.before).toMatchObject({ name: 'Before' });
    expect(updated?.after).toMatchObject({ name: 'After', markupBasisPoints: 500 });
  });

  it('never changes an id, the default brand included; 404 for an unknown brand', async () => {
    const renamed = await update('default', brandInput('newdefault'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(BRAND_ID_FIXED);
    expect((await update('ghost', brandInput('ghost'))).statusCode).toBe(404);
    expect((await remove('ghost')).statusCode).toBe(404);
  });

  it('deletes a brand (204) and audits it; the default brand and a brand with bookings stay', async () => {
    await create(brandInput('gone'));
    const res = await remove('gone');
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/brands/gone' })).statusCode).toBe(404);
    expect((await audits('gone')).map((r) => r.action)).toEqual(['brand.created', 'brand.deleted']);

    const undeletable = await remove('default');
    expect(undeletable.statusCode).toBe(409);
    expect(undeletable.json().message).toBe(BRAND_MESSAGES.defaultUndeletable);

    await create(brandInput('sold'));
    await t.database.db.insert(bookings).values({
      brandId: 'sold',
      provider: 'sandbox',
      offerId: 'off_1',
      contactEmail: 'a@example.com',
      totalAmountMinor: 10_000,
    });
    const kept = await remove('sold');
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(BRAND_HAS_BOOKINGS);
  });
});

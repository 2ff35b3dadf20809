import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../../shared/brand';
import { brands } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/database';
import { createBrandAdmin } from './admin';
import { brandInput } from '../../testing/brands';
import { BRAND_CACHE_TTL_MS, createBrandCatalog, toResolved } from './catalog';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('the brand catalog', () => {
  it('resolves ids and domains, and the default brand for anything else', async () => {
    const catalog = createBrandCatalog(database.db);
    await createBrandAdmin(database.db, catalog).create(brandInput('cat', { domains: ['cat.travel', 'fly.cat.com'] }), {
      userId: null,
    });
    expect((await catalog.resolve('cat')).id).toBe('cat');
    expect((await catalog.resolve('FLY.cat.com')).id).toBe('cat');
    expect((await catalog.resolve('dog.travel')).id).toBe('default');
    expect(await catalog.find('dog.travel')).toBeNull();
    expect((await catalog.resolve('default')).markupBasisPoints).toBe(DEFAULT_BRAND.markupBasisPoints);
  });

  it("sees another process's change within the TTL, and its own at once", async () => {
    let now = 1_000_000;
    const mine = createBrandCatalog(database.db, { now: () => now });
    const theirs = createBrandCatalog(database.db, { now: () => now });
    await createBrandAdmin(database.db, mine).create(brandInput('ttl', { name: 'First' }), { userId: null });
    expect((await theirs.resolve('ttl')).name).toBe('First');
    await createBrandAdmin(database.db, mine).update('ttl', brandInput('ttl', { name: 'Second' }), { userId: null });
    expect((await mine.resolve('ttl')).name).toBe('Second');
    expect((await theirs.resolve('ttl')).name).toBe('First');
    now += BRAND_CACHE_TTL_MS + 1;
    expect((await theirs.resolve('ttl')).name).toBe('Second');
  });

  it('reads stored JSON leniently: a field that fails the schema falls back instead of breaking pages', async () => {
    await database.db.insert(brands).values({
      id: 'broken',
      name: 'Broken',
      theme: { primary: 'red' },
      contact: {},
      company: {},
    });
    const [row] = await database.db.select().from(brands).where(eq(brands.id, 'broken'));
    if (!row) throw new Error('no row');
    const brand = toResolved(row);
    expect(brand.theme).toEqual(DEFAULT_BRAND.theme);
    expect(brand.contact).toEqual(DEFAULT_BRAND.contact);
    expect(brand.domain).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { brands, settings } from '../db/schema';
import { CONTACT_LIMIT } from '../services/contact/rate-limit';
import { daysFromNow } from '../testing/flights';
import { LIVE_MODE_KEY } from '../services/mode/mode';
import { testConfig } from '../testing/app';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { deleteRedisKeys, redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from '../testing/redis';
import { contactMessage } from '../testing/contact';

/*
 * Two apps on one database and one Redis: two processes of one site, in one test process. The
 * end-to-end proof with real processes is tests/e2e/scale-out.spec.ts.
 */

const reachable = await redisReachable();
if (!reachable) console.warn(`Redis at ${TEST_REDIS_URL} is unreachable: the scale-out plugin tests are skipped`);

const prefix = uniqueRedisPrefix('scale-out');

describe.skipIf(!reachable)('two processes sharing Redis', () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ redis: { url: TEST_REDIS_URL, keyPrefix: prefix } });
    a = await buildApp(config, database);
    b = await buildApp(config, database);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.destroy();
    await deleteRedisKeys(prefix);
  });

  const until = async (check: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 25));
    }
    return true;
  };

  it('answers on B from the cache a search made on A (x-cache: miss, then hit)', async () => {
    const payload = {
      slices: [{ origin: 'LHR', destination: 'CDG', departureDate: daysFromNow(30) }],
      cabinClass: 'economy',
      adults: 1,
    };
    const first = await a.inject({ method: 'POST', url: '/api/flights/search', payload });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await b.inject({ method: 'POST', url: '/api/flights/search', payload });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
  });

  it('counts contact messages across both: the sixth, on the other process, is 429', async () => {
    const message = contactMessage();
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '198.51.100.7' });
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(a)).statusCode).toBe(201);
    expect((await send(b)).statusCode).toBe(429);
  });

  it('drops the mode and brand copies of the other process when one changes them', async () => {
    // Both processes hold a copy first: without the message B would keep it for 5 s and 30 s.
    expect(await b.mode.current()).toBe('test');
    expect((await b.brands.catalog.find('default'))?.markupBasisPoints).not.toBe(4321);
    await database.db
      .insert(settings)
      .values({ key: LIVE_MODE_KEY, value: true })
      .onConflictDoUpdate({ target: settings.key, set: { value: true } });
    await database.db.update(brands).set({ markupBasisPoints: 4321 }).where(eq(brands.id, 'default'));
    // What the admin routes do after writing: this process drops its copy and tells the others.
    a.mode.invalidate();
    a.brands.catalog.invalidate();
    expect(await until(async () => (await b.mode.current()) === 'live', 2_000)).toBe(true);
    expect(await until(async () => (await b.brands.catalog.find('default'))?.markupBasisPoints === 4321, 2_000)).toBe(
      true,
    );
    await database.db.update(settings).set({ value: false }).where(eq(settings.key, LIVE_MODE_KEY));
  });
});

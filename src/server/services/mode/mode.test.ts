import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createCardProcessorsByMode, createModeFollowingCardProcessor } from '../../providers/payments';
import { createFlightProvidersByMode } from '../../providers/flights';
import { testConfig } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/database';
import { fastHasher } from '../../testing/accounts';
import { createModeCache, MODE_CACHE_TTL_MS } from './mode';
import { setLiveMode } from '../admin/settings';
import { createOrResetAdmin } from '../accounts/admin';
import { findUserByUsername } from '../accounts/users';

const LIVE_KEYS = { duffelAccessToken: 'duffel_live_abc', stripeSecretKey: 'sk_live_abc' };

let database: TestDatabase;
let adminId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await createOrResetAdmin(database.db, { username: 'boss', password: 'B0ss-Passw0rd!' }, fastHasher());
  adminId = (await findUserByUsername(database.db, 'boss'))?.id ?? '';
});
afterAll(async () => database.destroy());

const switchTo = (enableLiveMode: boolean) =>
  setLiveMode(database.db, LIVE_KEYS, { enableLiveMode, actorUserId: adminId, ip: undefined });

describe('the mode cache (R18: every process follows the switch)', () => {
  it(`reads the database at most once per ${MODE_CACHE_TTL_MS} ms and sees another process's change after it`, async () => {
    let clock = 0;
    const cache = createModeCache(database.db, MODE_CACHE_TTL_MS, () => clock);
    expect(cache.last()).toBe('test');
    expect(await cache.current()).toBe('test');
    await switchTo(true);
    clock += MODE_CACHE_TTL_MS - 1;
    expect(await cache.current()).toBe('test');
    clock += 1;
    expect(await cache.current()).toBe('live');
    expect(cache.last()).toBe('live');
    await switchTo(false);
    cache.invalidate();
    expect(await cache.current()).toBe('test');
  });

  it('keeps nothing from a read that started before invalidate(): the switch is seen at once', async () => {
    // The read is held until the switch is written, as when another process's message arrives
    // while this one's query is on the wire with the old answer.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const db = database.db;
    const held = {
      select: (fields: Parameters<typeof db.select>[0]) => ({
        from: (table: Parameters<ReturnType<typeof db.select>['from']>[0]) => ({
          where: async (condition: Parameters<ReturnType<ReturnType<typeof db.select>['from']>['where']>[0]) => {
            const answer = await db.select(fields).from(table).where(condition);
            await gate;
            return answer;
          },
        }),
      }),
    } as unknown as typeof db;
    const cache = createModeCache(held, MODE_CACHE_TTL_MS, () => 0);
    const early = cache.current();
    await new Promise((r) => setTimeout(r, 50));
    await switchTo(true);
    cache.invalidate();
    const after = cache.current();
    release();
    expect(await early).toBe('test');
    expect(await after).toBe('live');
    expect(await cache.current()).toBe('live');
    await switchTo(false);
  });

  it('a second app on the same database picks up the first one’s switch within the TTL', async () => {
    const config = testConfig({ providers: { ...testConfig().providers, ...LIVE_KEYS } });
    const apps: FastifyInstance[] = [await buildApp(config, database), await buildApp(config, database)];
    try {
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      expect(await second.mode.current()).toBe('test');
      expect(second.flightProvider.name).toBe('sandbox');
      await switchTo(true);
      first.mode.invalidate();
      expect(await first.mode.current()).toBe('live');
      // Not yet: the second process acts on what it read less than a TTL ago ...
      expect(await second.mode.current()).toBe('test');
      // ... and on the live mode once the TTL has passed.
      await new Promise((resolve) => setTimeout(resolve, MODE_CACHE_TTL_MS + 50));
      expect(await second.mode.current()).toBe('live');
      expect(second.flightProvider.name).toBe('duffel');
    } finally {
      await switchTo(false);
      for (const app of apps) await app.close();
    }
  }, 15_000);
});

describe('providers per mode (R16, R17)', () => {
  it('never uses a live key in test mode', () => {
    const flights = createFlightProvidersByMode({ duffelAccessToken: 'duffel_live_abc' }, database.db);
    expect(flights.test?.name).toBe('sandbox');
    expect(flights.live?.name).toBe('duffel');
    const cards = createCardProcessorsByMode({ stripeSecretKey: 'sk_live_abc' }, database.db);
    expect(cards.test?.name).toBe('test');
    expect(cards.live?.name).toBe('stripe');
  });

  it('uses a test key in test mode and nothing in live mode without a live key', () => {
    const flights = createFlightProvidersByMode({ duffelAccessToken: 'duffel_test_abc' }, database.db);
    expect(flights.test?.name).toBe('duffel');
    expect(flights.live).toBeNull();
    const cards = createCardProcessorsByMode({ stripeSecretKey: 'sk_test_abc' }, database.db);
    expect(cards.test?.name).toBe('stripe');
    expect(cards.live).toBeNull();
  });

  it('refuses to take a payment in live mode without a live processor rather than use the test one', async () => {
    const cards = createCardProcessorsByMode({ stripeSecretKey: undefined }, database.db);
    const processor = createModeFollowingCardProcessor(cards, {
      current: async () => 'live',
      last: () => 'live',
    });
    await expect(processor.void('ref', 'key')).rejects.toThrow('Live mode is on but no live Stripe key is configured');
  });

  it('captures and refunds a payment with the processor that took it, even after the mode changed', async () => {
    // A live key makes live mode use Stripe (unreachable here): the test payment must not go there.
    const cards = createCardProcessorsByMode({ stripeSecretKey: 'sk_live_unreachable' }, database.db);
    let now: 'test' | 'live' = 'test';
    const processor = createModeFollowingCardProcessor(cards, { current: async () => now, last: () => now });
    const held = await processor.authorize({
      amountMinor: 12_300,
      currency: 'USD',
      card: { number: '4242424242424242', expiryMonth: '12', expiryYear: '39', cvv: '123', holderName: 'Ada' },
      idempotencyKey: 'mode-switch-hold',
    });
    expect(held.ref.startsWith('tp_')).toBe(true);
    now = 'live';
    await processor.capture(held.ref, 12_300, 'mode-switch-capture');
    await expect(processor.refund(held.ref, 12_300, 'mode-switch-refund')).resolves.toMatchObject({
      refundRef: expect.stringMatching(/^tpre_/),
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { useTestDatabase } from '../../testing/database';
import { createAccountsTestApp } from '../../testing/accounts';
import {
  ACCOUNT_FAILURE_LIMIT,
  addressKey,
  clearAccountFailures,
  openLoginAttempt,
  openRegistration,
  pruneLoginAttempts,
  settleLoginAttempt,
} from './sign-in-limits';

const database = useTestDatabase();

const HOUR = 60 * 60_000;
const keysOf = async () =>
  (await database.db.select({ scope: loginAttempts.scope, key: loginAttempts.key }).from(loginAttempts)).map(
    (row) => `${row.scope}|${row.key}`,
  );

const rowsFor = async (key: string) =>
  (await database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key))).length;

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
    [undefined, 'unknown'],
    ['not an address', 'unknown'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('counting under concurrency', () => {
  it('lets at most 10 of 40 parallel attempts on one account from one address through', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => openLoginAttempt(database.db, { username: 'burst', ip: '192.0.2.10' }, now)),
    );
    const allowed = attempts.filter((a) => a.allowed).length;
    expect(allowed).toBeLessThanOrEqual(10);
    // Refused attempts leave nothing behind: the count holds exactly the attempts let through.
    expect(await rowsFor('192.0.2.10 burst')).toBe(allowed);
  });

  it('lets at most 100 of 130 parallel attempts on one account from many addresses through', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const attempts = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        openLoginAttempt(database.db, { username: 'spread', ip: `10.20.${Math.floor(i / 100)}.${i % 100}` }, now),
      ),
    );
    const allowed = attempts.filter((a) => a.allowed).length;
    expect(allowed).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(await rowsFor('spread')).toBe(allowed);
  });

  it('lets at most 20 of 30 parallel sign-ups from one address through', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () => openRegistration(database.db, '192.0.2.11', now)),
    );
    const allowed = attempts.filter((a) => a.allowed).length;
    expect(allowed).toBeLessThanOrEqual(20);
    expect(await rowsFor('register:192.0.2.11')).toBe(allowed);
  });
});

describe('clearing and pruning', () => {
  it("wipes an account's failures from every address after a reset, and nobody else's", async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    for (const [username, ip] of [
      ['carol', '192.0.2.20'],
      ['carol', '192.0.2.21'],
      ['x carol', '192.0.2.20'],
      ['dave', '192.0.2.20'],
    ] as const) {
      const attempt = await openLoginAttempt(database.db, { username, ip }, now);
      if (attempt.allowed) await settleLoginAttempt(database.db, attempt, { username, ip, outcome: 'failure' });
    }
    await clearAccountFailures(database.db, 'Carol');
    const left = (await keysOf()).filter((key) => key.includes('192.0.2.2') || /carol|dave/.test(key));
    expect(left.sort()).toEqual(
      [
        'account|dave',
        'account|x carol',
        'ip|192.0.2.20',
        'ip|192.0.2.20',
        'ip|192.0.2.20',
        'ip|192.0.2.21',
        'ip|192.0.2.20 dave',
        'ip|192.0.2.20 x carol',
      ].sort(),
    );
  });

  it('removes rows older than every window, for any key, and keeps the rest', async () => {
    const now = new Date('2026-03-03T10:00:00Z');
    await database.db.insert(loginAttempts).values([
      { scope: 'ip', key: 'prune-old', succeeded: false, attemptedAt: new Date(now.getTime() - HOUR - 1) },
      { scope: 'ip', key: 'prune-recent', succeeded: false, attemptedAt: new Date(now.getTime() - HOUR + 1000) },
    ]);
    expect(await pruneLoginAttempts(database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'prune-old'))).toEqual([]);
    expect(await database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'prune-recent'))).toHaveLength(1);
  });

  it('is done by every running app on a timer, without waiting for that key to be tried again', async () => {
    const t = await createAccountsTestApp({}, async (app) => {
      app.auth.sweepEveryMs = 20;
    });
    try {
      const now = t.clock.now();
      await t.database.db
        .insert(loginAttempts)
        .values({ scope: 'ip', key: 'swept', succeeded: false, attemptedAt: new Date(now.getTime() - 2 * HOUR) });
      await vi.waitFor(
        async () => {
          expect(await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'swept'))).toEqual([]);
        },
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      await t.close();
    }
  });
});

import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { BusyError } from '../../errors';
import { FAST_SCRYPT } from '../../testing/accounts';
import { HashPool, HASHING_BUSY_MESSAGE } from './hash-pool';
import { PasswordHasher, type ScryptParams } from './password';

/*
 * R44: password hashing on threads of its own, with a bounded queue. Proved by what happens, never
 * by how long it takes: the order things finish in, and which requests are refused.
 */

/** 32 MiB and tens of milliseconds a hash: long next to a file read, cheap enough for a test. */
const MODERATE: ScryptParams = { logN: 15, r: 8, p: 1 };

const pools: HashPool[] = [];
const poolOf = (threads: number, queueLimit: number) => {
  const pool = new HashPool({ threads, queueLimit });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** Made by the site before R44 (async scrypt on libuv's pool), with these passwords. */
const MADE_BEFORE = {
  fast: {
    password: 'pass-word-of-2025',
    encoded: '$scrypt$ln=10,r=8,p=1$ihGcG7JPCZoPukMrlGvpHg$kWk08lUi_aLfONm5UVBVv1oHO5Aa0W_wWbK7rv_TqAo',
  },
  production: {
    password: 'correct horse battery staple',
    encoded: '$scrypt$ln=17,r=8,p=1$07VU8bX0KUz-fiQyo8hmZg$BoOREsS3K2t34vBUrVAW61Vn-sSx1s-81RfH7-ZCK_w',
  },
};

describe('password hashing on its own threads (R44)', () => {
  it('verifies hashes made before, at their own parameters, and keeps the encoded format', async () => {
    const hasher = new PasswordHasher(FAST_SCRYPT, poolOf(2, 8));
    for (const made of Object.values(MADE_BEFORE)) {
      expect(await hasher.verify(made.password, made.encoded)).toBe(true);
      expect(await hasher.verify(`${made.password}!`, made.encoded)).toBe(false);
    }
    const encoded = await hasher.hash('pass-word-of-2026');
    expect(encoded).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    // And the other way round: what the pool makes verifies in this process, as scripts hash.
    expect(await new PasswordHasher(FAST_SCRYPT).verify('pass-word-of-2026', encoded)).toBe(true);
  });

  it("leaves libuv's thread pool free: a file read finishes while every hash is still running", async () => {
    const pool = poolOf(2, 64);
    const hasher = new PasswordHasher(MODERATE, pool);
    await hasher.hash('warm-up'); // the threads start on first use
    // More hashes than libuv has threads (4): on its pool the read would queue behind all of them.
    let settled = 0;
    const hashes = Array.from({ length: 8 }, (_, i) =>
      hasher.hash(`password-${i}`).finally(() => {
        settled += 1;
      }),
    );
    await readFile(new URL(import.meta.url));
    const settledWhenRead = settled;
    await Promise.all(hashes);
    expect(settledWhenRead).toBe(0);
  });

  it('refuses with a 503 BusyError and Retry-After once the queue is full, and takes work again when it drains', async () => {
    const pool = poolOf(1, 1);
    const hasher = new PasswordHasher(MODERATE, pool);
    const running = hasher.hash('one'); // on the thread
    const waiting = hasher.hash('two'); // the one place in the queue
    expect(pool.full).toBe(true);
    const refused = await hasher.hash('three').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'BUSY', message: HASHING_BUSY_MESSAGE });
    expect((refused as BusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(() => hasher.refuseIfBusy()).toThrow(BusyError);
    // Verifying and the unknown-user dummy are refused alike: both are scrypt work.
    await expect(hasher.verify('x', MADE_BEFORE.fast.encoded)).rejects.toBeInstanceOf(BusyError);
    await expect(hasher.verifyDummy('x')).rejects.toBeInstanceOf(BusyError);

    // Work that must not fail once started waits its turn instead.
    const patient = hasher.evenWhenBusy().hash('four');
    expect(() => hasher.evenWhenBusy().refuseIfBusy()).not.toThrow();

    expect(await Promise.all([running, waiting, patient])).toHaveLength(3);
    expect(pool.full).toBe(false);
    expect(await hasher.verify('one', await running)).toBe(true);
  });

  it('finishes the hashes it took when it closes, and takes no more work after', async () => {
    const pool = poolOf(1, 4);
    const hasher = new PasswordHasher(FAST_SCRYPT, pool);
    const taken = [hasher.hash('before-close'), hasher.hash('also-before-close')];
    await pool.close();
    const [first] = await Promise.all(taken);
    expect(await new PasswordHasher(FAST_SCRYPT).verify('before-close', first ?? '')).toBe(true);
    await expect(hasher.hash('after-close')).rejects.toThrow('closed');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../errors';
import { useTestDatabase } from '../../testing/database';
import {
  ABANDONED_KEY_MS,
  completeIdempotencyKey,
  idempotencyKeyFrom,
  keyedRequestHash,
  requestHash,
  withIdempotency,
} from './idempotency';

const database = useTestDatabase();

const opts = (key: string, body: unknown = { a: 1 }) => ({ scope: 'test.scope', key, hash: requestHash(body) });

describe('requestHash', () => {
  it('is the SHA-256 of canonical JSON: key order does not matter, values do', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(requestHash({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
    expect(requestHash({ a: 1, b: undefined })).toBe(requestHash({ a: 1 }));
    expect(requestHash({})).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has a keyed form for bodies with card data: stable per secret, different across secrets', () => {
    const body = { cardDetails: { number: '4242424242424242' } };
    expect(keyedRequestHash('s1', body)).toBe(keyedRequestHash('s1', { ...body }));
    expect(keyedRequestHash('s1', body)).not.toBe(keyedRequestHash('s2', body));
    expect(keyedRequestHash('s1', body)).not.toBe(requestHash(body));
  });
});

describe('idempotencyKeyFrom', () => {
  it('reads the header, optional, 1-255 printable ASCII characters', () => {
    expect(idempotencyKeyFrom({})).toBeUndefined();
    expect(idempotencyKeyFrom({ 'idempotency-key': 'abc-123' })).toBe('abc-123');
    expect(idempotencyKeyFrom({ 'idempotency-key': 'k'.repeat(255) })).toHaveLength(255);
    for (const bad of ['', 'k'.repeat(256), 'tab\there', 'café', ['a', 'b']]) {
      expect(() => idempotencyKeyFrom({ 'idempotency-key': bad })).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'INVALID_IDEMPOTENCY_KEY' }),
      );
    }
  });
});

describe('withIdempotency', () => {
  it('runs once and replays the stored status and body', async () => {
    let runs = 0;
    const run = async () => ({ statusCode: 201, body: { n: ++runs } });
    const first = await withIdempotency(database.db, opts('once'), run);
    const second = await withIdempotency(database.db, opts('once'), run);
    expect(first).toEqual({ statusCode: 201, body: { n: 1 }, replayed: false });
    expect(second).toEqual({ statusCode: 201, body: { n: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('runs once when two calls race, and both get the same answer', async () => {
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { statusCode: 200, body: { id: `run-${runs}` } };
    };
    const [a, b] = await Promise.all([
      withIdempotency(database.db, opts('race'), run),
      withIdempotency(database.db, opts('race'), run),
    ]);
    expect(runs).toBe(1);
    expect(a.body).toEqual(b.body);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
  });

  it('refuses the same key with another request (422), in the same scope only', async () => {
    await withIdempotency(database.db, opts('reuse', { a: 1 }), async () => ({ statusCode: 200, body: {} }));
    await expect(
      withIdempotency(database.db, opts('reuse', { a: 2 }), async () => ({ statusCode: 200, body: {} })),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with a different request.',
    });
    const other = await withIdempotency(
      database.db,
      { ...opts('reuse', { a: 2 }), scope: 'other.scope' },
      async () => ({ statusCode: 200, body: { other: true } }),
    );
    expect(other).toMatchObject({ body: { other: true }, replayed: false });
  });

  it('stores an AppError as the answer and replays it', async () => {
    let runs = 0;
    const run = async () => {
      runs++;
      throw new AppError(402, 'PAYMENT_FAILED', 'Your card was declined. Please use another card.');
    };
    await expect(withIdempotency(database.db, opts('refused'), run)).rejects.toMatchObject({ statusCode: 402 });
    const replay = await withIdempotency(database.db, opts('refused'), run);
    expect(replay).toEqual({
      statusCode: 402,
      body: { error: 'PAYMENT_FAILED', message: 'Your card was declined. Please use another card.' },
      replayed: true,
    });
    expect(runs).toBe(1);
  });

  it('lets go of the key after an unexpected error, so it may be retried', async () => {
    await expect(
      withIdempotency(database.db, opts('crash'), async () => {
        throw new Error('connection reset');
      }),
    ).rejects.toThrow('connection reset');
    const rows = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'crash'));
    expect(rows).toHaveLength(0);
    const retry = await withIdempotency(database.db, opts('crash'), async () => ({ statusCode: 200, body: 'ok' }));
    expect(retry).toEqual({ statusCode: 200, body: 'ok', replayed: false });
  });

  it('answers 409 when the same key is still running past the wait', async () => {
    await database.db
      .insert(idempotencyKeys)
      .values({ scope: 'test.scope', key: 'stuck', requestHash: opts('stuck').hash });
    const started = Date.now();
    await expect(
      withIdempotency(database.db, { ...opts('stuck'), waitMs: 300 }, async () => ({ statusCode: 200, body: {} })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  /** A key row as a process leaves it when it dies mid-request, started at `createdAt`. */
  const leftInProgress = (o: ReturnType<typeof opts>, createdAt: Date) =>
    database.db
      .insert(idempotencyKeys)
      .values({ scope: o.scope, key: o.key, requestHash: o.hash, status: 'in_progress', createdAt });

  it('frees a key left in progress by a process that died, once it is older than 10 minutes', async () => {
    const stale = opts('died-mid-request');
    await leftInProgress(stale, new Date(Date.now() - ABANDONED_KEY_MS - 1_000));
    const answer = await withIdempotency(database.db, stale, async () => ({ statusCode: 201, body: { ok: true } }));
    expect(answer).toEqual({ statusCode: 201, body: { ok: true }, replayed: false });

    const young = opts('still-running');
    await leftInProgress(young, new Date(Date.now() - ABANDONED_KEY_MS + 60_000));
    await expect(
      withIdempotency(database.db, { ...young, waitMs: 200 }, async () => ({ statusCode: 201, body: {} })),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('replays a key completed from outside (booking recovery)', async () => {
    await database.db
      .insert(idempotencyKeys)
      .values({ scope: 'test.scope', key: 'recovered', requestHash: opts('recovered').hash });
    const waiting = withIdempotency(database.db, { ...opts('recovered'), waitMs: 5_000 }, async () => {
      throw new Error('must not run');
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await completeIdempotencyKey(database.db, 'test.scope', 'recovered', { statusCode: 201, body: { id: 'b1' } });
    await expect(waiting).resolves.toEqual({ statusCode: 201, body: { id: 'b1' }, replayed: true });
  });
});

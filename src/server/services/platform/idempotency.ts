import { createHash, createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError, BusyError } from '../../errors';

/*
 * Safe retries (R5): a request repeated with the same Idempotency-Key gets the first
 * answer and never charges or books twice. The database row decides who runs, so the rule holds
 * across processes and restarts, not only inside one Node process.
 */

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyOptions {
  /** The endpoint: the same key on another endpoint is another request. */
  scope: string;
  key: string;
  /** requestHash() of the body: the same key with another body is refused. */
  hash: string;
  /** How long to wait for the same key running elsewhere (default 30 s). */
  waitMs?: number;
  /**
   * For work that leaves a durable record bound to the key (a booking): what that record says
   * whenever the key is claimed or found unfinished. An answer completes the key and is replayed;
   * 'running' waits for it; null (no record) lets the key run or, once abandoned, be freed.
   */
  resume?: () => Promise<StoredResponse | 'running' | null>;
}

const DEFAULT_WAIT_MS = 30_000;
/**
 * A waiting retry looks again after 100 ms, then less and less often (up to once a second): a
 * quick first request answers it fast, and a booking that takes a minute costs tens of look-ups,
 * not hundreds.
 */
const FIRST_POLL_MS = 100;
const MAX_POLL_MS = 1_000;
/**
 * A key still 'in progress' after this long belongs to a process that died mid-request (no
 * request here runs longer than the provider's 130 s ceiling; an interrupted booking's key is
 * completed by recovery within about 5 minutes). It is released so the key can be used again.
 */
export const ABANDONED_KEY_MS = 10 * 60_000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

function canonical(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return canonical((value as { toJSON(): unknown }).toJSON());
  }
  if (Array.isArray(value)) return value.map(canonical);
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry !== undefined) sorted[key] = canonical(entry);
  }
  return sorted;
}

/** SHA-256 hex of the body as canonical JSON (keys sorted), so key order does not matter. One-way: card data in the body cannot be read back. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)) ?? 'undefined')
    .digest('hex');
}

/**
 * requestHash() keyed with a server secret, for bodies holding card data: a bare SHA-256 of a
 * card number can be reversed by trying every number of a card range, which PCI DSS forbids
 * keeping; without the secret a keyed hash cannot. With an owner (the browser that sent it, R36)
 * the same body from anyone else is another request, so a key's answer is its sender's alone.
 */
export function keyedRequestHash(secret: string, body: unknown, owner?: string | null): string {
  return createHmac('sha256', secret)
    .update(requestHash(owner ? { owner, body } : body))
    .digest('hex');
}

/** The Idempotency-Key header, if sent: 1-255 printable ASCII characters. */
export function idempotencyKeyFrom(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'] ?? headers['Idempotency-Key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    );
  }
  return value;
}

const keyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used with a different request.');

const where = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

async function store(db: Db, scope: string, key: string, response: StoredResponse): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      status: 'completed',
      responseStatus: response.statusCode,
      responseBody: response.body ?? null,
      completedAt: new Date(),
    })
    .where(where(scope, key));
}

/**
 * Runs `run` once per (scope, key). INSERT .. ON CONFLICT DO NOTHING picks the one caller that
 * runs; every other caller replays the stored answer, waiting while it is still being made.
 */
export async function withIdempotency(
  db: Db,
  opts: IdempotencyOptions,
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const { scope, key, hash } = opts;
  const deadline = Date.now() + (opts.waitMs ?? DEFAULT_WAIT_MS);
  let pause = FIRST_POLL_MS;
  for (;;) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, status: 'in_progress' })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const fresh = claimed.length > 0;
    if (fresh && !opts.resume) return { ...(await runAndStore(db, scope, key, run)), replayed: false };

    const [row] = fresh ? [undefined] : await db.select().from(idempotencyKeys).where(where(scope, key));
    if (!fresh) {
      // The first attempt failed unexpectedly and let go of the key: try to take it.
      if (!row) continue;
      if (row.requestHash !== hash) throw keyReused();
      if (row.status === 'completed' && row.responseStatus !== null) {
        return { statusCode: row.responseStatus, body: row.responseBody, replayed: true };
      }
    }
    // The key is ours or unfinished: a record bound to it (a booking a dead process left) decides.
    const resumed = opts.resume ? await opts.resume() : null;
    if (resumed && resumed !== 'running') {
      await store(db, scope, key, resumed);
      return { ...resumed, replayed: true };
    }
    if (fresh && resumed === null) return { ...(await runAndStore(db, scope, key, run)), replayed: false };
    if (
      !fresh &&
      resumed === null &&
      row?.status === 'in_progress' &&
      row.createdAt.getTime() < Date.now() - ABANDONED_KEY_MS
    ) {
      // Conditional, so of several processes finding it at once only one frees it.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where(scope, key),
            eq(idempotencyKeys.status, 'in_progress'),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_KEY_MS)),
          ),
        );
      continue;
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed. Please try again shortly.',
      );
    }
    await sleep(Math.min(pause, Math.max(deadline - Date.now(), 0)));
    pause = Math.min(pause * 1.5, MAX_POLL_MS);
  }
}

async function runAndStore(db: Db, scope: string, key: string, run: () => Promise<StoredResponse>) {
  let response: StoredResponse;
  try {
    response = await run();
  } catch (error) {
    if (error instanceof AppError && !(error instanceof BusyError)) {
      // A refusal is an answer too: the retry gets the same refusal, as Stripe does.
      await store(db, scope, key, {
        statusCode: error.statusCode,
        body: { error: error.code, message: error.message },
      });
    } else {
      // Nothing known happened, or the site was busy for a moment (R44): free the key so the
      // client may retry it.
      await db
        .delete(idempotencyKeys)
        .where(and(where(scope, key), eq(idempotencyKeys.status, 'in_progress')))
        .catch(() => {});
    }
    throw error;
  }
  await store(db, scope, key, response);
  return response;
}

/** Completes a key from outside, e.g. booking recovery finishing an interrupted request. */
export async function completeIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
  response: StoredResponse,
): Promise<void> {
  await store(db, scope, key, response);
}

import { isIPv4, isIPv6 } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { ThrottledError } from '../../errors';

/*
 * Sign-in failures and sign-ups are counted in the database, so every process of the site sees
 * the same counts. Limits are soft (they lift by themselves as their window slides), and refused
 * attempts are not counted, so hammering does not extend a lock. The counters, as rows of
 * login_attempts (scope, key):
 *
 *   'ip',      '{address} {username}'  one account from one address: the tight lock, so a
 *                                      stranger's guesses never lock the owner out elsewhere
 *   'account', '{username}'            one account from everywhere: ASVS's 100 an hour
 *   'ip',      '{address}'             one address, whichever accounts it tries
 *   'ip',      'register:{address}'    sign-ups from one address
 *   'ip',      'device:{nonce}'        a known browser of the account (device cookie): its only
 *                                      counter, so the account and address locks do not reach it
 *
 * An address never contains a space or starts with 'register:' or 'device:', so the keys cannot collide.
 *
 * These stay in the database even with REDIS_URL (unlike the card and contact counters,
 * rate-counters.ts): a success wipes one pair's failures and a password reset wipes an account's
 * failures from every address, in the same store the lockout is read from; the rows are also the
 * record of who was locked out and why. Split over two stores, a lock would depend on which answered.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_ADDRESS_FAILURE_LIMIT = 10;
export const ADDRESS_FAILURE_LIMIT = 50;
export const ACCOUNT_WINDOW_MS = 60 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 100;
export const REGISTRATION_WINDOW_MS = 60 * 60_000;
export const REGISTRATION_LIMIT = 20;
/** Rows older than the longest window count for nothing. */
const LONGEST_WINDOW_MS = Math.max(LOGIN_WINDOW_MS, ACCOUNT_WINDOW_MS, REGISTRATION_WINDOW_MS);

type Scope = 'account' | 'ip';

interface Counter {
  scope: Scope;
  key: string;
  limit: number;
  windowMs: number;
}

export interface AttemptKeys {
  username: string;
  ip?: string | undefined;
  /**
   * A browser this account signed in from before (its device cookie's nonce, R35): counted on its
   * own, so strangers' guesses from elsewhere never lock the owner out of it.
   */
  device?: string | undefined;
}

export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [parseInt(part, 16)];
          // An embedded IPv4 address fills the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What the limits count for a client address. An IPv6 client usually holds a whole /64 and can
 * pick any address in it, so it counts as one; an IPv4-mapped address counts as its IPv4 one.
 */
export function addressKey(ip: string | undefined): string {
  const address = (ip ?? '').split('%', 1)[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) {
    const prefix = ipv6Groups(address.toLowerCase()).slice(0, 4);
    return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
  }
  // Not an address (no socket, say): all such requests share one counter.
  return 'unknown';
}

const deviceKey = (nonce: string) => `device:${nonce}`;

/** The counter of one account from one address. */
const pairKey = (input: AttemptKeys) => `${addressKey(input.ip)} ${accountKey(input.username)}`;

function signInCounters(input: AttemptKeys): Counter[] {
  if (input.device) {
    // OWASP's device cookies: the owner's own browser keeps working while strangers are locked out.
    return [
      { scope: 'ip', key: deviceKey(input.device), limit: ACCOUNT_ADDRESS_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS },
    ];
  }
  return [
    { scope: 'ip', key: pairKey(input), limit: ACCOUNT_ADDRESS_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS },
    { scope: 'account', key: accountKey(input.username), limit: ACCOUNT_FAILURE_LIMIT, windowMs: ACCOUNT_WINDOW_MS },
    { scope: 'ip', key: addressKey(input.ip), limit: ADDRESS_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS },
  ];
}

function minutesOf(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function throttleMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${minutesOf(retryAfterSeconds)}, or reset your password.`;
}

export function registrationThrottleMessage(retryAfterSeconds: number): string {
  return `Too many sign-up attempts. Please try again in ${minutesOf(retryAfterSeconds)}.`;
}

/** A booking that would make a new account, from an address that has made too many (R35). */
export function bookingSignUpThrottleMessage(retryAfterSeconds: number): string {
  return `Too many new accounts were made from your connection. Please sign in to book, or try again in ${minutesOf(retryAfterSeconds)}.`;
}

/** A sign-in still pending after this long belongs to a process that died: it counts as a failure. */
const PENDING_STALE_MS = 60_000;
/** How long an attempt waits for the attempts ahead of it to settle before it is refused. */
export const SETTLE_WAIT_MS = 5_000;
const SETTLE_POLL_MS = 100;

const counted = (counter: Counter, now: Date) =>
  and(
    eq(loginAttempts.scope, counter.scope),
    eq(loginAttempts.key, counter.key),
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.attemptedAt, new Date(now.getTime() - counter.windowMs)),
  );

const settledOrStale = (now: Date) =>
  or(eq(loginAttempts.pending, false), lt(loginAttempts.attemptedAt, new Date(now.getTime() - PENDING_STALE_MS)));

/** Seconds until a full counter has room again: when its limit-th most recent row leaves the window. */
async function secondsUntilRoom(db: Db, counter: Counter, now: Date): Promise<number> {
  const recent = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(counted(counter, now))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(counter.limit);
  const oldestCounted = recent[counter.limit - 1];
  if (!oldestCounted) return 1;
  return Math.max(1, Math.ceil((oldestCounted.at.getTime() + counter.windowMs - now.getTime()) / 1000));
}

export type Attempt = { allowed: true; ids: number[] } | { allowed: false; retryAfterSeconds: number; message: string };

type Room = 'room' | 'full' | 'wait';

/** Whether one counter has room for the attempt whose row is `id`. */
async function roomFor(db: Db, counter: Counter, id: number, now: Date): Promise<Room> {
  const others = and(counted(counter, now), ne(loginAttempts.id, id));
  const [failed] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(others, settledOrStale(now)));
  const failures = failed?.n ?? 0;
  if (failures + 1 > counter.limit) return 'full';
  // Attempts that started before this one and are still checking: each may yet fail.
  const [ahead] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        others,
        eq(loginAttempts.pending, true),
        gt(loginAttempts.attemptedAt, new Date(now.getTime() - PENDING_STALE_MS)),
        lt(loginAttempts.id, id),
      ),
    );
  return failures + (ahead?.n ?? 0) + 1 > counter.limit ? 'wait' : 'room';
}

/**
 * Records an attempt on every counter first and counts after, so a burst of parallel attempts
 * cannot all pass the check before any of them is written: whichever order the statements run
 * in, at most `limit` get through per counter and window. Only failures count (R35): a sign-in
 * still checking its password (`pending`) holds back the attempts after it until it has settled,
 * so correct passwords in a burst (a family, an office behind one address) are never refused for
 * each other. A refused attempt removes its rows.
 */
async function openAttempt(
  db: Db,
  counters: Counter[],
  now: Date,
  message: (retryAfterSeconds: number) => string,
  pending: boolean,
): Promise<Attempt> {
  const rows = await db
    .insert(loginAttempts)
    .values(counters.map(({ scope, key }) => ({ scope, key, succeeded: false, pending, attemptedAt: now })))
    .returning({ id: loginAttempts.id, scope: loginAttempts.scope, key: loginAttempts.key });
  const ids = rows.map((row) => row.id);
  const idOf = (counter: Counter) =>
    rows.find((row) => row.scope === counter.scope && row.key === counter.key)?.id ?? 0;
  const deadline = Date.now() + SETTLE_WAIT_MS;
  let full: Counter[];
  for (;;) {
    const rooms = await Promise.all(counters.map((counter) => roomFor(db, counter, idOf(counter), now)));
    full = counters.filter((_, i) => rooms[i] !== 'room');
    const waiting = rooms.includes('wait') && !rooms.includes('full');
    if (!waiting || Date.now() >= deadline) break;
    await sleep(SETTLE_POLL_MS);
  }
  if (full.length === 0) return { allowed: true, ids };
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
  // The longest wait: trying again when only one of two full counters has room would be refused.
  let retryAfterSeconds = 1;
  for (const counter of full) retryAfterSeconds = Math.max(retryAfterSeconds, await secondsUntilRoom(db, counter, now));
  return { allowed: false, retryAfterSeconds, message: message(retryAfterSeconds) };
}

/** Opens a sign-in attempt (also a password change's check); close it with `settleLoginAttempt`. */
export function openLoginAttempt(db: Db, input: AttemptKeys, now: Date): Promise<Attempt> {
  return openAttempt(db, signInCounters(input), now, throttleMessage, true);
}

/** A password or code check that refuses outright (ThrottledError, a 429) while the limits are reached. */
export async function openAllowedLoginAttempt(db: Db, input: AttemptKeys, now: Date): Promise<{ ids: number[] }> {
  const attempt = await openLoginAttempt(db, input, now);
  if (!attempt.allowed) throw new ThrottledError(attempt.retryAfterSeconds, attempt.message);
  return attempt;
}

/** Counts a sign-up from an address, whatever its outcome: creating accounts in bulk is what it limits. */
export function openRegistration(db: Db, ip: string | undefined, now: Date): Promise<Attempt> {
  const counter: Counter = {
    scope: 'ip',
    key: `register:${addressKey(ip)}`,
    limit: REGISTRATION_LIMIT,
    windowMs: REGISTRATION_WINDOW_MS,
  };
  return openAttempt(db, [counter], now, registrationThrottleMessage, false);
}

/**
 * Closes a sign-in attempt. A failure keeps its rows. A success removes this address's failures
 * on the account, but not the account-wide count: guesses spread over many addresses stay capped
 * however often the owner signs in. 'void' (the check never ran) only removes its own rows.
 */
export async function settleLoginAttempt(
  db: Db,
  attempt: { ids: number[] },
  input: AttemptKeys & { outcome: 'success' | 'failure' | 'void' },
): Promise<void> {
  if (input.outcome === 'failure') {
    await db.update(loginAttempts).set({ pending: false }).where(inArray(loginAttempts.id, attempt.ids));
    return;
  }
  if (input.outcome === 'success') {
    const own = input.device ? deviceKey(input.device) : pairKey(input);
    await db.delete(loginAttempts).where(and(eq(loginAttempts.scope, 'ip'), eq(loginAttempts.key, own)));
  }
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, attempt.ids));
}

/** After a password reset: the account's failures, from everywhere, are wiped. */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  const account = accountKey(username);
  await db.delete(loginAttempts).where(
    or(
      and(eq(loginAttempts.scope, 'account'), eq(loginAttempts.key, account)),
      // '{address} {username}': the address holds no space, so the rest is the username.
      and(
        eq(loginAttempts.scope, 'ip'),
        sql`substr(${loginAttempts.key}, strpos(${loginAttempts.key}, ' ') + 1) = ${account}`,
        sql`strpos(${loginAttempts.key}, ' ') > 0`,
      ),
    ),
  );
}

/** Removes rows too old to count for any limit, for every key; safe to run from any process. */
export async function pruneLoginAttempts(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)))
    .returning({ id: loginAttempts.id });
  return deleted.length;
}

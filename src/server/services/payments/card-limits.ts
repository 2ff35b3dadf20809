import { createHmac } from 'node:crypto';
import { ThrottledError } from '../../errors';
import type { WindowCounters } from '../platform';
import { addressKey } from '../accounts';

/*
 * Card testing (R36): someone with a list of stolen numbers tries them one by one against a
 * checkout. Every path that sends a card to the processor (process-card, and a booking with the
 * card in it) checks these limits first and counts a refusal after; successful payments never
 * count, so a family paying several bookings is never stopped. Counted in counters every process
 * shares (the database, or Redis with REDIS_URL: platform/rate-counters.ts), per hour:
 *
 *   per browser (plugins/visitor.ts)   10 refused cards; a program without cookies counts per address
 *   per address                        50: high enough for an office, hotel or carrier NAT, where
 *                                      one traveller's refusals must not lock out the others
 *   per card (a keyed hash)             5: guessing one card's expiry or code, from anywhere
 *
 * A refusal says how long to wait: until the oldest counted refusal leaves the window.
 */

export const CARD_FAILURE_WINDOW_MS = 60 * 60_000;
export const CARD_FAILURE_LIMIT = 10;
export const ADDRESS_CARD_FAILURE_LIMIT = 50;
export const SAME_CARD_FAILURE_LIMIT = 5;

export function cardThrottleMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many card payments were refused. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or contact us.`;
}

export interface CardAttempt {
  ip: string | undefined;
  /** The browser (plugins/visitor.ts), or null for a program without cookies. */
  visitor: string | null;
  /** The card number as typed; only its keyed hash is kept, as a counter's key. */
  cardNumber?: string | undefined;
  /** Or, for a card token (R23), the processor's fingerprint of the card, hashed the same way. */
  cardFingerprint?: string | undefined;
}

interface Counter {
  key: string;
  limit: number;
}

export interface CardLimits {
  /** Throws a 429 with the wait when any of the attempt's counters is full. */
  check(attempt: CardAttempt, now: Date): Promise<void>;
  /** Counts a card the processor refused. */
  recordRefusal(attempt: CardAttempt, now: Date): Promise<void>;
}

export function createCardLimits(counters: WindowCounters, secret: string): CardLimits {
  const keyed = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  const fingerprint = (number: string) => keyed(`card:${number.replace(/\D/g, '')}`);

  const countersOf = (attempt: CardAttempt): Counter[] => {
    const address = addressKey(attempt.ip);
    const list: Counter[] = [
      attempt.visitor
        ? { key: `card:v:${attempt.visitor}`, limit: CARD_FAILURE_LIMIT }
        : { key: `card:${address}`, limit: CARD_FAILURE_LIMIT },
      { key: `card:a:${address}`, limit: ADDRESS_CARD_FAILURE_LIMIT },
    ];
    if (attempt.cardNumber)
      list.push({ key: `card:f:${fingerprint(attempt.cardNumber)}`, limit: SAME_CARD_FAILURE_LIMIT });
    else if (attempt.cardFingerprint)
      list.push({ key: `card:t:${keyed(`token-card:${attempt.cardFingerprint}`)}`, limit: SAME_CARD_FAILURE_LIMIT });
    return list;
  };

  /** Seconds until the counter has room again, or 0 while it has room. */
  const waitFor = async (counter: Counter, now: Date): Promise<number> => {
    const times = await counters.times(counter.key, CARD_FAILURE_WINDOW_MS, now);
    if (times.length < counter.limit) return 0;
    // Room comes back when all but limit - 1 of the counted refusals have left the window.
    const leaves = (times[times.length - counter.limit] ?? now.getTime()) + CARD_FAILURE_WINDOW_MS;
    return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
  };

  return {
    async check(attempt, now) {
      const waits = await Promise.all(countersOf(attempt).map((counter) => waitFor(counter, now)));
      const wait = Math.max(...waits);
      if (wait > 0) throw new ThrottledError(wait, cardThrottleMessage(wait), 'TOO_MANY_CARD_ATTEMPTS');
    },
    async recordRefusal(attempt, now) {
      await Promise.all(countersOf(attempt).map((counter) => counters.add(counter.key, CARD_FAILURE_WINDOW_MS, now)));
    },
  };
}

import type { WindowCounters } from '../platform';
import { addressKey } from '../accounts';

/*
 * The contact form e-mails the brand's support desk and the address typed in, so an open form
 * is a spam relay. Messages are counted per client address in counters every process shares (the
 * database, or Redis with REDIS_URL: rate-counters.ts); the key prefix keeps them apart from
 * sign-in counters.
 */

export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;

export const CONTACT_THROTTLE_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes before sending another, or call us.';

const keyFor = (ip: string | undefined) => `contact:${addressKey(ip)}`;

/**
 * Records the message first and counts after, so parallel submissions cannot all pass the
 * check before any is written; a refused one is removed again and so never extends the wait.
 */
export function openContactSlot(counters: WindowCounters, ip: string | undefined, now: Date): Promise<boolean> {
  return counters.take(keyFor(ip), CONTACT_LIMIT, CONTACT_WINDOW_MS, now);
}

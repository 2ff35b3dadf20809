import type { WindowCounters } from '../platform';
import { addressKey } from '../accounts';

/*
 * Card testing: someone with a list of stolen numbers tries them one by one against a checkout.
 * Refused cards are counted per client address in counters every process shares (the database,
 * or Redis with REDIS_URL: rate-counters.ts) and an address with too many is turned away for a
 * while. Successful payments do not count, so a family paying several bookings is never stopped.
 */

export const CARD_FAILURE_LIMIT = 10;
export const CARD_FAILURE_WINDOW_MS = 60 * 60_000;

export const CARD_THROTTLE_MESSAGE =
  'Too many card payments were refused from your connection. Please wait an hour and try again, or contact us.';

const keyFor = (ip: string | undefined) => `card:${addressKey(ip)}`;

/** True when this address has used up its refused cards for the window. */
export async function cardFailuresExceeded(
  counters: WindowCounters,
  ip: string | undefined,
  now: Date,
): Promise<boolean> {
  return (await counters.count(keyFor(ip), CARD_FAILURE_WINDOW_MS, now)) >= CARD_FAILURE_LIMIT;
}

export async function recordCardFailure(counters: WindowCounters, ip: string | undefined, now: Date): Promise<void> {
  await counters.add(keyFor(ip), CARD_FAILURE_WINDOW_MS, now);
}

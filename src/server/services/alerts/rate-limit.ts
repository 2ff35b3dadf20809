import { createHash } from 'node:crypto';
import { ALERT_MESSAGES } from '../../../shared/schemas/alerts';
import { ThrottledError } from '../../errors';
import { addressKey } from '../accounts';
import type { WindowCounters } from '../platform';

/*
 * R56: a visitor's alert e-mails a confirmation link to any address typed in, and each one costs
 * an airline search, so an open form would be a spam relay and a search bill. Visitors' alerts are
 * counted per client address and per e-mail address, in the counters every process shares (as the
 * contact form's, rate-counters.ts). The e-mail address is kept only as a hash in the counter key.
 */

export const ALERTS_PER_IP = 10;
export const ALERTS_PER_EMAIL = 5;
export const ALERT_WINDOW_MS = 60 * 60_000;

const ipKey = (ip: string | undefined) => `alert-ip:${addressKey(ip)}`;
const emailKey = (email: string) =>
  `alert-email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

async function take(counters: WindowCounters, key: string, limit: number, now: Date): Promise<void> {
  if (await counters.take(key, limit, ALERT_WINDOW_MS, now)) return;
  const [oldest] = await counters.times(key, ALERT_WINDOW_MS, now);
  const waitMs = (oldest ?? now.getTime()) + ALERT_WINDOW_MS - now.getTime();
  throw new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)), ALERT_MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS');
}

/** Counts one visitor's alert; a 429 past either limit, before any search or e-mail. */
export async function openVisitorAlertSlot(
  counters: WindowCounters,
  ip: string | undefined,
  email: string,
  now: Date,
): Promise<void> {
  await take(counters, ipKey(ip), ALERTS_PER_IP, now);
  await take(counters, emailKey(email), ALERTS_PER_EMAIL, now);
}

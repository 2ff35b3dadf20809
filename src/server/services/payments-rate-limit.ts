import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { addressKey } from './rate-limit';

/*
 * Card testing: someone with a list of stolen numbers tries them one by one against a checkout.
 * Refused cards are counted per client address in the shared attempts table (so every process
 * sees the same count) and an address with too many is turned away for a while. Successful
 * payments do not count, so a family paying several bookings is never stopped.
 */

export const CARD_FAILURE_LIMIT = 10;
export const CARD_FAILURE_WINDOW_MS = 60 * 60_000;

export const CARD_THROTTLE_MESSAGE =
  'Too many card payments were refused from your connection. Please wait an hour and try again, or contact us.';

const keyFor = (ip: string | undefined) => `card:${addressKey(ip)}`;

/** True when this address has used up its refused cards for the window. */
export async function cardFailuresExceeded(db: Db, ip: string | undefined, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, 'ip'),
        eq(loginAttempts.key, keyFor(ip)),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, new Date(now.getTime() - CARD_FAILURE_WINDOW_MS)),
      ),
    );
  return (row?.n ?? 0) >= CARD_FAILURE_LIMIT;
}

export async function recordCardFailure(db: Db, ip: string | undefined, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ scope: 'ip', key: keyFor(ip), succeeded: false, attemptedAt: now });
}

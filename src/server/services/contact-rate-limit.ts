import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { addressKey } from './rate-limit';

/*
 * The contact form e-mails the brand's support desk and the address typed in, so an open form
 * is a spam relay. Messages are counted per client address in the shared attempts table (every
 * process sees the same count); the key prefix keeps them apart from sign-in counters.
 */

export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60_000;

export const CONTACT_THROTTLE_MESSAGE =
  'You have sent several messages in a short time. Please wait a few minutes before sending another, or call us.';

const keyFor = (ip: string | undefined) => `contact:${addressKey(ip)}`;

/**
 * Records the message first and counts after, so parallel submissions cannot all pass the
 * check before any is written; a refused one removes its row and so never extends the wait.
 */
export async function openContactSlot(db: Db, ip: string | undefined, now: Date): Promise<boolean> {
  const key = keyFor(ip);
  const [row] = await db
    .insert(loginAttempts)
    .values({ scope: 'ip', key, succeeded: false, attemptedAt: now })
    .returning({ id: loginAttempts.id });
  const [counted] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, 'ip'),
        eq(loginAttempts.key, key),
        gt(loginAttempts.attemptedAt, new Date(now.getTime() - CONTACT_WINDOW_MS)),
      ),
    );
  if ((counted?.n ?? 0) <= CONTACT_LIMIT) return true;
  if (row) await db.delete(loginAttempts).where(inArray(loginAttempts.id, [row.id]));
  return false;
}

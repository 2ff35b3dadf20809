import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ProcessorError } from './types';

/*
 * The test processor's refund keys, kept as a real processor keeps them: the first refund made
 * with a key is the answer to every later call with that key, in every process. The rows live
 * in idempotency_keys under their own scope, apart from the API's keys.
 */

const SCOPE = 'test-processor.refund';

const where = (key: string) => and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, key));

/** Runs `refund` once per key; a repeat with the same key and request gets the same refund id. */
export async function refundOnce(
  db: Db,
  key: string,
  request: { ref: string; amountMinor: number },
  refund: () => Promise<string>,
): Promise<string> {
  const hash = createHash('sha256').update(`${request.ref}:${request.amountMinor}`).digest('hex');
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope: SCOPE, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where(key));
    if (row?.requestHash !== hash) {
      throw new ProcessorError('Keys for idempotent requests can only be used with the same parameters.');
    }
    const body = row.responseBody as { refundRef?: unknown } | null;
    if (row.status === 'completed' && typeof body?.refundRef === 'string') return body.refundRef;
    // Stripe answers a concurrent request with the same key with a 409; so does this.
    throw new ProcessorError('A refund with this key is still being processed.');
  }
  try {
    const refundRef = await refund();
    await db
      .update(idempotencyKeys)
      .set({ status: 'completed', responseStatus: 200, responseBody: { refundRef }, completedAt: new Date() })
      .where(where(key));
    return refundRef;
  } catch (error) {
    // Nothing was refunded: the key may be used again.
    await db.delete(idempotencyKeys).where(where(key));
    throw error;
  }
}

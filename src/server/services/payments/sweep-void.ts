import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { CardProcessor } from '../../providers/payments/types';

type Payment = typeof payments.$inferSelect;

/**
 * The sweeps' release of a payment they have already taken (marked voided in our table, so no
 * booking claims it meanwhile). Each attempt has its own key: the processor replays the first
 * answer to a key, a failure included, so a retry under the last sweep's key would only be told it
 * failed again. A failed void whose card the processor says it cancelled stays voided (only the
 * answer was lost: no Pay may read it back as authorised); otherwise the row is given back as it
 * was, so the next sweep tries again.
 */
export async function voidTaken(
  { db, processor, now }: { db: Db; processor: CardProcessor; now: () => Date },
  was: Payment,
  ref: string,
): Promise<{ released: true; lostAnswer?: string } | { released: false; error: string }> {
  try {
    await processor.void(ref, `${was.id}:void:${now().getTime()}`);
    return { released: true };
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    if (!(await stillHeld(processor, ref))) return { released: true, lostAnswer: error };
    await db
      .update(payments)
      .set({ status: was.status, updatedAt: was.updatedAt })
      .where(and(eq(payments.id, was.id), eq(payments.status, 'voided')));
    return { released: false, error };
  }
}

/** Whether the processor may still hold the card: only its word that it was cancelled says no. */
async function stillHeld(processor: CardProcessor, ref: string): Promise<boolean> {
  try {
    return (await processor.retrieve(ref)).status !== 'canceled';
  } catch {
    return true;
  }
}

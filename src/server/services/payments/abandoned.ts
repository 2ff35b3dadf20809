import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { CardProcessor } from '../../providers/payments/types';
import type { PaymentsLog } from './service';
import { settleUnknown } from './unknown';
import { voidTaken } from './sweep-void';
import { voidUnusedBookingHolds } from './unused-holds';

/** An unanswered authorisation is asked about again once the processor has had a minute. */
const UNKNOWN_AFTER_MS = 60_000;

/*
 * R2 and R23: a hold that no booking claimed within its time, a payment whose traveller never
 * finished their bank's check, or one the processor never answered (unknown.ts) is released at
 * the processor, so nothing stays held on a card. The same sweep lets go of authorisations a
 * booking no longer uses (R55 with R2, unused-holds.ts).
 */

export async function voidAbandoned(
  deps: { db: Db; processor: CardProcessor; log: PaymentsLog; now: () => Date },
  olderThanMs: number,
): Promise<number> {
  const { db, log, now } = deps;
  await settleUnknown(deps, Math.min(olderThanMs, UNKNOWN_AFTER_MS));
  const cutoff = new Date(now().getTime() - olderThanMs);
  const stale = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['authorized', 'requires_action']),
        isNull(payments.bookingId),
        lt(payments.createdAt, cutoff),
      ),
    );
  let voided = 0;
  for (const row of stale) {
    // Taken first, so a booking cannot claim the hold while it is being released.
    const [taken] = await db
      .update(payments)
      .set({ status: 'voided', updatedAt: now() })
      .where(and(eq(payments.id, row.id), eq(payments.status, row.status), isNull(payments.bookingId)))
      .returning();
    if (!taken?.processorRef) continue;
    const outcome = await voidTaken(deps, row, taken.processorRef);
    if (outcome.released) voided++;
    else log.error({ paymentId: row.id, err: { message: outcome.error } }, 'could not void an abandoned payment');
  }
  return voided + (await voidUnusedBookingHolds(deps, olderThanMs));
}

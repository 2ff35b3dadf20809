import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { CardError, type CardProcessor } from '../../providers/payments/types';
import { failureCode } from './errors';
import { paymentIdFor } from './record';
import type { PaymentsLog } from './service';

/*
 * R23: an authorisation the processor never answered (a timeout, a dropped connection) may still
 * have held money. Its row keeps how it was asked, without card data; the sweep asks again with
 * the same Idempotency-Key, which makes the processor answer what it did the first time (Stripe
 * keeps a key's answer 24 hours), and releases whatever hold that was: the traveller was told it
 * failed, so no booking will claim it. A later attempt that recorded the same hold keeps it.
 */

/** Stripe forgets an Idempotency-Key after a day: past that, asking again could pay anew. */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

export async function settleUnknown(
  deps: { db: Db; processor: CardProcessor; log: PaymentsLog; now: () => Date },
  olderThanMs: number,
): Promise<number> {
  const { db, processor, log, now } = deps;
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'unknown'), lt(payments.createdAt, new Date(now().getTime() - olderThanMs))));
  let settled = 0;
  for (const row of rows) {
    const move = (set: Partial<typeof payments.$inferInsert>) =>
      db
        .update(payments)
        .set({ ...set, updatedAt: now() })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'unknown')));
    const attempt = row.attempt;
    if (!attempt || !row.sourceToken) {
      await move({ status: 'failed', failureCode: 'processor_unreachable' });
      continue;
    }
    try {
      const auth = await processor.authorize({
        amountMinor: row.amountMinor,
        currency: row.currency,
        token: row.sourceToken,
        idempotencyKey: attempt.idempotencyKey,
        ...(attempt.metadata ? { metadata: attempt.metadata } : {}),
        ...(attempt.returnUrl ? { returnUrl: attempt.returnUrl } : {}),
      });
      const recorded = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.id, paymentIdFor(processor.name, auth.ref)));
      if (recorded.length > 0) {
        // A later attempt with the same key got the answer and recorded the hold: that row is it.
        await move({ status: 'failed', failureCode: 'superseded', failureMessage: `Recorded as ${recorded[0]?.id}` });
      } else {
        await processor.void(auth.ref, `${row.id}:void`);
        await move({
          status: 'voided',
          processorRef: auth.ref,
          cardBrand: auth.card.brand,
          cardLast4: auth.card.last4,
          cardExpMonth: auth.card.expMonth,
          cardExpYear: auth.card.expYear,
        });
        log.warn({ paymentId: row.id, ref: auth.ref }, 'released a hold the processor had not answered');
      }
      settled++;
    } catch (error) {
      if (error instanceof CardError) {
        // The first attempt was refused: nothing was held.
        await move({ status: 'failed', failureCode: failureCode(error) });
        settled++;
      } else if (now().getTime() - row.createdAt.getTime() > KEY_LIFETIME_MS) {
        await move({ status: 'failed', failureCode: 'processor_unreachable' });
        log.error(
          { paymentId: row.id },
          'an unanswered authorisation could not be settled within a day; check the processor',
        );
      } else {
        log.warn(
          { paymentId: row.id, err: { message: error instanceof Error ? error.message : String(error) } },
          'an unanswered authorisation is still unsettled',
        );
      }
    }
  }
  return settled;
}

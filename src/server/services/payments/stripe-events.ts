import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, payments } from '../../db/schema';
import { onceForEvent } from '../platform';
import type { StripeEvent } from '../../providers/payments/stripe/webhooks';
import { CardError, type CardErrorCode } from '../../providers/payments/types';
import { failureCode, travellerMessage } from './errors';
import type { PaymentsLog } from './service';

/*
 * Stripe's webhooks (R23) bring what happened to a payment at Stripe, also what we did not ask for:
 * a hold that lapsed, a capture whose answer we lost, a refund made in Stripe's dashboard, a
 * dispute. Each event is acted on once (its id is kept), reconciles our payment record, and leaves
 * an audit line; events for payments we do not know, and types we do not use, change nothing.
 */

type PaymentRow = typeof payments.$inferSelect;
export type EventOutcome = 'reconciled' | 'unchanged' | 'duplicate' | 'ignored';

interface Deps {
  db: Db;
  log: PaymentsLog;
}

const HANDLED = new Set([
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
]);

/** The PaymentIntent an event is about, whatever object it carries. */
function intentIdOf(event: StripeEvent): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (object.object === 'payment_intent') return object.id ?? null;
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent && typeof intent === 'object' && 'id' in intent && typeof intent.id === 'string') return intent.id;
  return null;
}

/** What the event means for our record: the columns to change, or null when it is already so. */
function changeFor(event: StripeEvent, row: PaymentRow): Partial<PaymentRow> | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return row.status === 'authorized' ? { status: 'captured' } : null;
    case 'payment_intent.canceled':
      return row.status === 'authorized' || row.status === 'requires_action' ? { status: 'voided' } : null;
    case 'payment_intent.payment_failed': {
      if (row.status !== 'requires_action') return null;
      const failure = event.data.object.last_payment_error;
      const error = new CardError(
        (failure?.code ?? 'card_declined') as CardErrorCode,
        failure?.message ?? '',
        failure?.decline_code,
      );
      return { status: 'failed', failureCode: failureCode(error), failureMessage: travellerMessage(error) };
    }
    case 'charge.refunded': {
      const refunded = Math.min(event.data.object.amount_refunded, row.amountMinor);
      if (refunded <= row.refundedMinor) return null;
      return { refundedMinor: refunded, status: refunded >= row.amountMinor ? 'refunded' : 'captured' };
    }
    default:
      return null;
  }
}

export async function handleStripeEvent(deps: Deps, event: StripeEvent): Promise<EventOutcome> {
  const { db, log } = deps;
  // Acted on once; a failure gives the id back for the next delivery.
  return onceForEvent(db, event, async (): Promise<EventOutcome> => {
    if (!HANDLED.has(event.type)) return 'ignored';
    const intentId = intentIdOf(event);
    const [row] = intentId
      ? await db
          .select()
          .from(payments)
          .where(and(eq(payments.processor, 'stripe'), eq(payments.processorRef, intentId)))
      : [];
    if (!row) return 'ignored';
    const before = { status: row.status, refundedMinor: row.refundedMinor };
    if (event.type === 'charge.dispute.created') {
      const dispute = event.data.object;
      // A dispute is money at risk on a booking: someone must answer it in Stripe's dashboard.
      log.warn({ paymentId: row.id, bookingId: row.bookingId, reason: dispute.reason }, 'card payment disputed');
      await audit(db, event, row.id, before, { dispute: { amount: dispute.amount, reason: dispute.reason } });
      return 'reconciled';
    }
    const change = changeFor(event, row);
    if (!change) return 'unchanged';
    await db.transaction(async (tx) => {
      // Only from the state we read: a capture or refund of ours landing meanwhile wins.
      const moved = await tx
        .update(payments)
        .set({ ...change, updatedAt: new Date() })
        .where(
          and(eq(payments.id, row.id), eq(payments.status, row.status), eq(payments.refundedMinor, row.refundedMinor)),
        )
        .returning({ id: payments.id });
      if (moved.length > 0) await audit(tx, event, row.id, before, change);
    });
    if (event.type === 'payment_intent.canceled' && row.status === 'authorized' && row.bookingId) {
      // A hold Stripe released under a booking (its 7 days ran out): the booking is not paid.
      log.error({ paymentId: row.id, bookingId: row.bookingId }, 'a booking hold was cancelled at Stripe');
    }
    return 'reconciled';
  });
}

async function audit(db: Db, event: StripeEvent, paymentId: string, before: object, after: object) {
  await db.insert(auditLog).values({
    action: `stripe.${event.type}`,
    entity: 'payment',
    entityId: paymentId,
    before,
    after: { ...after, event: event.id },
  });
}

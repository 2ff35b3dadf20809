import { eq, sql } from 'drizzle-orm';
import { fromMinorUnits } from '../../../shared/pricing';
import { bookings } from '../../db/schema';
import { askAirline, contextForBrand, orderProvider, type BookingContext } from './context';
import { airlineCancelledEmail, emailInputFor } from './emails';
import { BookingMovedOn, loadBooking, recordStep, storedData } from './store';
import type { BookingRow } from './types';

/*
 * R57: an order the airline cancels of its own accord (Duffel's order.cancelled webhook, or the
 * sandbox airline's SEA-ANC route). The traveller is owed everything they paid: the trip is
 * cancelled here, the card refunded in full, and the traveller e-mailed once the refund has gone.
 *
 * The news waits a minute on the job queue before it is acted on: a traveller's own cancellation
 * makes the airline send the same event, and by then that request has recorded its own (quoted)
 * refund, so the booking is no longer confirmed and nothing more happens. Each step can be run
 * again: the refund is of what is left on each payment, the e-mail goes once (notified_at).
 */

export const AIRLINE_CANCELLATION_QUEUE = 'booking.airline-cancellation';
/** How long the news waits, so a traveller's own cancellation in flight settles first. */
export const AIRLINE_CANCELLATION_SETTLE_MS = 60_000;

export type AirlineCancellationOutcome = 'cancelled' | 'refunded' | 'unchanged';

/** Puts the news on the queue (once per order); acted on by settleAirlineCancellation. */
export async function scheduleAirlineCancellation(ctx: BookingContext, row: BookingRow): Promise<boolean> {
  if (!ctx.jobs || !row.providerOrderId) return false;
  const settleMs = ctx.airlineCancellationSettleMs ?? AIRLINE_CANCELLATION_SETTLE_MS;
  const id = await ctx.jobs.enqueue(
    AIRLINE_CANCELLATION_QUEUE,
    { bookingId: row.id },
    { runAt: new Date(ctx.now().getTime() + settleMs), dedupeKey: `airline-cancel:${row.providerOrderId}` },
  );
  return id !== null;
}

const cancelledByAirline = (row: BookingRow) => row.status === 'cancelled' && !!storedData(row).airline_cancellation;

/** A confirmed trip whose order the airline shows cancelled becomes cancelled here, with the full amount due back. */
async function recordCancellation(ctx: BookingContext, row: BookingRow): Promise<BookingRow | null> {
  const order = await askAirline(ctx, 'the order', (signal) =>
    orderProvider(ctx, row).getOrder(row.providerOrderId ?? '', signal),
  );
  // Never from the event alone: the airline's order must say so.
  if (!order.cancelledAt) return null;
  try {
    return await recordStep(ctx.db, row, {
      step: 'cancelled',
      status: 'cancelled',
      expect: 'confirmed',
      set: { cancelledAt: ctx.now(), refundAmountMinor: row.totalAmountMinor },
      bookingData: { airline_cancellation: { detected_at: ctx.now().toISOString(), notified_at: null } },
      detail: {
        by: 'airline',
        orderId: row.providerOrderId,
        airlineCancelledAt: order.cancelledAt,
        refund: fromMinorUnits(row.totalAmountMinor, row.currency),
      },
    });
  } catch (error) {
    // The traveller's own cancellation got there first: theirs stands.
    if (error instanceof BookingMovedOn) return null;
    throw error;
  }
}

/** Refunds what is left on each captured payment; a failure is thrown so the job tries again. */
async function refundInFull(ctx: BookingContext, row: BookingRow): Promise<void> {
  for (const payment of await ctx.payments.forBooking(row.id)) {
    const left = payment.amountMinor - payment.refundedMinor;
    if (payment.status === 'captured' && left > 0) {
      await ctx.payments.refund(payment.id, left, 'the airline cancelled the order');
    } else if (payment.status === 'authorized') {
      await ctx.payments.void(payment.id, 'the airline cancelled the order');
    }
  }
}

async function notify(ctx: BookingContext, row: BookingRow): Promise<void> {
  const data = storedData(row);
  if (data.airline_cancellation?.notified_at) return;
  const brandCtx = await contextForBrand(ctx, row.brandId);
  await brandCtx.mailer.send(
    airlineCancelledEmail({
      ...emailInputFor(brandCtx.brand, row),
      data,
      refund: fromMinorUnits(row.refundAmountMinor ?? 0, row.currency),
      currency: row.currency,
    }),
  );
  await ctx.db
    .update(bookings)
    .set({
      bookingData: sql`jsonb_set(${bookings.bookingData}, '{airline_cancellation,notified_at}', ${JSON.stringify(ctx.now().toISOString())}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, row.id));
}

/** The queued job: cancel, refund and tell, each step only if not done before. */
export async function settleAirlineCancellation(
  ctx: BookingContext,
  bookingId: string,
): Promise<AirlineCancellationOutcome> {
  let row = await loadBooking(ctx.db, bookingId);
  if (!row) return 'unchanged';
  let outcome: AirlineCancellationOutcome = 'refunded';
  if (row.status === 'confirmed') {
    const cancelled = await recordCancellation(ctx, row);
    if (!cancelled) return 'unchanged';
    row = cancelled;
    outcome = 'cancelled';
  } else if (!cancelledByAirline(row)) {
    return 'unchanged';
  }
  await refundInFull(ctx, row);
  await notify(ctx, row);
  return outcome;
}

import { formatPrice } from '../../../shared/display';
import { fromMinorUnits, toMinorUnits } from '../../../shared/pricing';
import { bookingReference, type CancelBookingResponse } from '../../../shared/schemas/booking';
import { conflict } from '../../errors';
import { toAppError } from '../flights';
import { askAirline, orderProvider, type BookingContext } from './context';
import { bookingCancelledEmail } from './emails';
import { BookingMovedOn, recordStep, storedData, storedRequest } from './store';
import type { BookingRow } from './types';
import { duffelBookingIdOf, hasLanded, toBookingView } from './view';

/*
 * POST /api/bookings/:id/cancel (A4). A confirmed trip is
 * cancelled with the airline first (quote, then confirm); the card gets the airline's refund in
 * proportion to what was paid, so the fare rules' share stays with the traveller and a
 * non-refundable fare refunds nothing. A pending booking (no airline order yet) just lets go of
 * the money held.
 */

const alreadyCancelled = () => conflict('This booking is already cancelled.', 'ALREADY_CANCELLED');

/** paid x (airline refund / airline total), rounded to the minor unit, never more than paid. */
export function proportionalRefund(paidMinor: number, refundNetMinor: number, netTotalMinor: number): number {
  if (netTotalMinor <= 0 || refundNetMinor <= 0) return 0;
  const numerator = BigInt(paidMinor) * BigInt(refundNetMinor);
  const share = Number((2n * numerator + BigInt(netTotalMinor)) / (2n * BigInt(netTotalMinor)));
  return Math.min(paidMinor, share);
}

function refusal(row: BookingRow, now: number) {
  if (row.status === 'cancelled') return alreadyCancelled();
  if (row.status === 'completed' || hasLanded(row, now)) {
    return conflict('This trip has already taken place and cannot be cancelled.', 'NOT_CANCELLABLE');
  }
  if (row.status === 'failed') {
    return conflict('This booking was not completed, so there is nothing to cancel.', 'NOT_CANCELLABLE');
  }
  if (row.status === 'pending' && row.providerOrderId) {
    return conflict('This booking is being confirmed right now. Please try again in a minute.', 'BOOKING_IN_PROGRESS');
  }
  return null;
}

async function moved<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof BookingMovedOn ? alreadyCancelled() : error;
  }
}

async function cancelPending(ctx: BookingContext, row: BookingRow): Promise<CancelBookingResponse> {
  const cancelled = await moved(
    recordStep(ctx.db, row, {
      step: 'cancelled',
      status: 'cancelled',
      expect: 'pending',
      set: { cancelledAt: ctx.now(), refundAmountMinor: 0 },
      detail: { before: 'order' },
    }),
  );
  // A request still running for it stops at its next step (BookingMovedOn) and undoes its own work.
  for (const payment of await ctx.payments.forBooking(row.id)) {
    if (payment.status === 'authorized') await ctx.payments.void(payment.id, 'booking cancelled before confirmation');
  }
  return {
    success: true,
    message: 'Your booking has been cancelled before it was confirmed. Your card has not been charged.',
    booking: toBookingView(cancelled),
  };
}

async function cancelConfirmed(ctx: BookingContext, row: BookingRow): Promise<CancelBookingResponse> {
  const orderId = row.providerOrderId ?? '';
  const currency = row.currency;
  let refundNet: number;
  try {
    const provider = orderProvider(ctx, row);
    const quote = await askAirline(ctx, 'a cancellation quote', (signal) =>
      provider.quoteCancellation(orderId, signal),
    );
    refundNet = toMinorUnits(quote.refundAmount, quote.refundCurrency);
    await askAirline(ctx, 'a cancellation', (signal) => provider.confirmCancellation(quote.id, signal));
  } catch (error) {
    throw toAppError(error);
  }
  const netTotal = toMinorUnits(storedRequest(row).netAmount, currency);
  const refund = proportionalRefund(row.totalAmountMinor, refundNet, netTotal);
  const cancelled = await moved(
    recordStep(ctx.db, row, {
      step: 'cancelled',
      status: 'cancelled',
      expect: 'confirmed',
      set: { cancelledAt: ctx.now(), refundAmountMinor: refund },
      detail: { orderId, airlineRefund: fromMinorUnits(refundNet, currency), refund: fromMinorUnits(refund, currency) },
    }),
  );
  const paymentId = storedRequest(row).paymentId;
  if (refund > 0 && paymentId) {
    try {
      await ctx.payments.refund(paymentId, refund, 'booking cancelled');
    } catch (error) {
      // The airline has cancelled: the refund must still happen, by hand if need be.
      ctx.log.error({ bookingId: row.id, paymentId, refund, err: error }, 'refund failed after cancellation');
    }
  }
  const amount = fromMinorUnits(refund, currency);
  const primary = storedRequest(row).passengers[0];
  try {
    await ctx.mailer.send(
      bookingCancelledEmail({
        to: row.contactEmail,
        firstName: primary?.firstName ?? '',
        reference: bookingReference(duffelBookingIdOf(orderId) ?? ''),
        brandName: ctx.brand.name,
        brandId: ctx.brand.id,
        data: storedData(row),
        refund: amount,
        currency,
      }),
    );
  } catch (error) {
    ctx.log.error({ bookingId: row.id, err: error }, 'cancellation e-mail failed');
  }
  return {
    success: true,
    message:
      refund > 0
        ? `Your booking has been cancelled. ${formatPrice(amount, currency)} will be refunded to your card.`
        : 'Your booking has been cancelled. This fare is non-refundable, so no refund is due.',
    booking: toBookingView(cancelled),
  };
}

export async function cancelBooking(ctx: BookingContext, row: BookingRow): Promise<CancelBookingResponse> {
  const refused = refusal(row, ctx.now().getTime());
  if (refused) throw refused;
  return row.status === 'pending' ? cancelPending(ctx, row) : cancelConfirmed(ctx, row);
}

import { formatPrice } from '../../../shared/display';
import { fromMinorUnits } from '../../../shared/pricing';
import {
  bookingReference,
  type CancelBookingResponse,
  type CancellationQuoteResponse,
} from '../../../shared/schemas/booking';
import { conflict } from '../../errors';
import { toAppError } from '../flights';
import { askAirline, orderProvider, type BookingContext } from './context';
import { bookingCancelledEmail } from './emails';
import { BookingMovedOn, recordStep, storedData, storedRequest } from './store';
import type { BookingRow } from './types';
import {
  cardRefundMinor,
  keepQuote,
  quoteAnswer,
  quoteToConfirm,
  storedQuoteOf,
  type StoredQuote,
} from './cancel-quote';
import { duffelBookingIdOf, hasLanded, toBookingView } from './view';

/*
 * POST /api/bookings/:id/cancel (A4) and its quote (R28). The traveller first sees the airline's
 * quote (cancellation-quote), then confirms that quote; a program may still cancel in one call at
 * the quote of the moment. A confirmed trip is cancelled with the airline first; the card gets the
 * airline's refund in proportion to what was paid, only when the refund comes back to us (not as
 * airline credits or a voucher). A pending booking (no airline order yet) lets go of the money held.
 */

const alreadyCancelled = () => conflict('This booking is already cancelled.', 'ALREADY_CANCELLED');

export { proportionalRefund } from './cancel-quote';

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

/** The message of a cancellation that went through, by where its refund goes. */
function cancelledMessage(quote: StoredQuote, refund: number, currency: string): string {
  if (quote.refundTo === 'unknown' || quote.refundNetMinor === null) {
    return 'Your booking has been cancelled. The airline has not said yet how much it will refund; we will refund your card once it does.';
  }
  if (quote.refundTo === 'airline_credits' || quote.refundTo === 'voucher') {
    const worth = formatPrice(fromMinorUnits(quote.refundNetMinor, currency), currency);
    return `Your booking has been cancelled. The airline gives you ${quote.refundTo === 'voucher' ? 'a voucher' : 'airline credits'} worth ${worth}.`;
  }
  return refund > 0
    ? `Your booking has been cancelled. ${formatPrice(fromMinorUnits(refund, currency), currency)} will be refunded to your card.`
    : 'Your booking has been cancelled. This fare is non-refundable, so no refund is due.';
}

async function cancelConfirmed(ctx: BookingContext, row: BookingRow, quoteId?: string): Promise<CancelBookingResponse> {
  const orderId = row.providerOrderId ?? '';
  const currency = row.currency;
  // R28: the quote the traveller saw, still valid; a program without one cancels at today's quote (A4).
  let stored = quoteId ? quoteToConfirm(row, quoteId, ctx.now()) : null;
  try {
    const provider = orderProvider(ctx, row);
    if (!stored) {
      const quote = await askAirline(ctx, 'a cancellation quote', (signal) =>
        provider.quoteCancellation(orderId, signal),
      );
      stored = storedQuoteOf(quote, currency);
    }
    const confirming = stored.id;
    await askAirline(ctx, 'a cancellation', (signal) => provider.confirmCancellation(confirming, signal));
  } catch (error) {
    throw toAppError(error);
  }
  const refund = cardRefundMinor(row, stored);
  const refundNet = stored.refundNetMinor ?? 0;
  if (stored.refundTo === 'unknown' || stored.refundNetMinor === null) {
    ctx.log.error(
      { bookingId: row.id, orderId },
      'cancelled with the refund not known yet: follow it up with the airline',
    );
  }
  const cancelled = await moved(
    recordStep(ctx.db, row, {
      step: 'cancelled',
      status: 'cancelled',
      expect: 'confirmed',
      set: { cancelledAt: ctx.now(), refundAmountMinor: refund },
      detail: {
        orderId,
        quote: stored.id,
        refundTo: stored.refundTo,
        airlineRefund: stored.refundNetMinor === null ? null : fromMinorUnits(refundNet, currency),
        refund: fromMinorUnits(refund, currency),
      },
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
    message: cancelledMessage(stored, refund, currency),
    booking: toBookingView(cancelled),
  };
}

export async function cancelBooking(
  ctx: BookingContext,
  row: BookingRow,
  quoteId?: string,
): Promise<CancelBookingResponse> {
  const refused = refusal(row, ctx.now().getTime());
  if (refused) throw refused;
  return row.status === 'pending' ? cancelPending(ctx, row) : cancelConfirmed(ctx, row, quoteId);
}

/** R28: what cancelling now would give back, asked of the airline and kept for the confirmation. */
export async function quoteBookingCancellation(
  ctx: BookingContext,
  row: BookingRow,
): Promise<CancellationQuoteResponse> {
  const refused = refusal(row, ctx.now().getTime());
  if (refused) throw refused;
  if (row.status === 'pending') {
    return {
      quoteId: null,
      refund: null,
      refundTo: 'none',
      expiresAt: null,
      message: 'Nothing has been charged yet: cancelling releases the hold on your card.',
    };
  }
  let quote;
  try {
    const provider = orderProvider(ctx, row);
    const orderId = row.providerOrderId ?? '';
    quote = await askAirline(ctx, 'a cancellation quote', (signal) => provider.quoteCancellation(orderId, signal));
  } catch (error) {
    throw toAppError(error);
  }
  const stored = storedQuoteOf(quote, row.currency);
  await keepQuote(ctx, row, stored);
  return quoteAnswer(row, stored);
}

import { bagServices } from './bags';
import { AppError } from '../../errors';
import { FlightProviderError, type ProviderOrder } from '../../providers/flights/types';
import { askAirline, cancelAtAirline, orderProvider, step, type BookingContext, type FlowOptions } from './context';
import { orderPassengersToSend } from './sealed-documents';
import { BookingMovedOn, loadBooking, recordStep, storedData, storedRequest } from './store';
import { SimulatedCrash, type BookingRow } from './types';
import { linkAccount, sendBookingEmails, type AccountOutcome } from './account';
import { awaitOrder, ORDER_CONFIRM_WAIT_MS } from './order-wait';

/*
 * Steps 5 to 9 of a booking (R2): airline order, capture, confirmation, account, e-mails.
 * The same code finishes a request and recovers an interrupted one; only step 5 differs, since
 * an order is never placed twice blindly: recovery asks the airline for one with our reference.
 */

export const ORDER_FAILED_MESSAGE =
  'The airline could not confirm this booking, so your card has not been charged. ' +
  'Please choose another flight or try again later.';
export const CAPTURE_FAILED_MESSAGE =
  'We could not take the payment for this booking, so the airline booking was cancelled ' +
  'and your card has not been charged. Please try again with another card.';
export const INTERRUPTED_MESSAGE =
  'This booking was interrupted before it was completed, so your card has not been charged. Please try again.';

export const ORDER_UNCONFIRMED_MESSAGE =
  'The airline has not confirmed your booking yet. We are checking with them: once it is confirmed you will receive an ' +
  'e-mail with your booking reference, and if it is not, the hold on your card is released. Please do not book again.';

export const PRICE_CHANGED_AT_ORDER_MESSAGE =
  'The airline changed the price of this trip when we placed the order, so your card has not been charged. ' +
  'Please review the new price and confirm it to book.';

export const bookingFailed = (message: string) => new AppError(502, 'BOOKING_FAILED', message);

/** Recovery met an order the airline has accepted and not yet confirmed: it is left for the next sweep. */
export class OrderStillWaiting extends Error {
  constructor(readonly bookingId: string) {
    super(`booking ${bookingId} waits for the airline to confirm its order`);
    this.name = 'OrderStillWaiting';
  }
}

export interface FlowResult {
  row: BookingRow;
  account: AccountOutcome;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Puts the money back and marks the booking failed: any hold is voided, any capture refunded,
 * any airline order cancelled. Each undo is tried even when another fails; what failed is logged.
 */
export async function abandon(
  ctx: BookingContext,
  row: BookingRow,
  reason: string,
  order?: Pick<ProviderOrder, 'id'>,
): Promise<BookingRow> {
  const orderId = order?.id ?? row.providerOrderId;
  if (orderId) {
    try {
      await cancelAtAirline(ctx, row, orderId);
    } catch (error) {
      ctx.log.error({ bookingId: row.id, orderId, err: error }, 'could not cancel the order of a failed booking');
    }
  }
  for (const payment of await ctx.payments.forBooking(row.id)) {
    try {
      if (payment.status === 'authorized') await ctx.payments.void(payment.id, reason);
      const left = payment.amountMinor - payment.refundedMinor;
      if (payment.status === 'captured' && left > 0) await ctx.payments.refund(payment.id, left, reason);
    } catch (error) {
      ctx.log.error({ bookingId: row.id, paymentId: payment.id, err: error }, 'could not release a payment');
    }
  }
  try {
    return await recordStep(ctx.db, row, {
      step: 'failed',
      status: 'failed',
      expect: 'pending',
      set: { failureReason: reason },
      detail: { reason, ...(orderId ? { orderId } : {}) },
    });
  } catch (error) {
    if (error instanceof BookingMovedOn) return (await loadBooking(ctx.db, row.id)) ?? row;
    throw error;
  }
}

/** What the airline is asked for a booking's order (an instant order, or a hold with R55's type). */
export function orderInputFor(row: BookingRow) {
  const request = storedRequest(row);
  return {
    offerId: row.offerId,
    passengers: orderPassengersToSend(request),
    services: [
      ...request.seats.map((seat) => ({ id: seat.serviceId, quantity: 1 })),
      ...bagServices(request.bags ?? []),
    ],
    amount: request.netAmount,
    currency: row.currency,
    reference: row.id,
  };
}

/** Step 5 in a request: place the order; if its fate is unknown, ask the airline by reference. */
async function placeOrder(ctx: BookingContext, row: BookingRow): Promise<ProviderOrder | null> {
  try {
    const provider = orderProvider(ctx, row);
    const input = orderInputFor(row);
    return await askAirline(ctx, 'the order', (signal) => provider.createOrder(input, signal));
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    if (error instanceof FlightProviderError && error.code === 'PRICE_CHANGED') {
      // The traveller has not seen the new price: nothing is held, and the page shows it to them.
      ctx.log.warn({ bookingId: row.id, err: error }, 'the airline re-priced the offer at the order');
      await abandon(ctx, row, 'The airline changed the price at the order');
      throw new AppError(409, 'PRICE_CHANGED', PRICE_CHANGED_AT_ORDER_MESSAGE);
    }
    const definite = error instanceof FlightProviderError && error.code !== 'TIMEOUT' && error.code !== 'UNAVAILABLE';
    ctx.log.warn({ bookingId: row.id, err: error }, 'the airline refused or lost the order');
    if (definite) return null;
    return findOrder(ctx, row);
  }
}

/** Step 5 after a restart: the order made under our reference, if the airline has one. */
export async function findOrder(ctx: BookingContext, row: BookingRow): Promise<ProviderOrder | null> {
  const provider = orderProvider(ctx, row);
  const find = provider.findOrderByReference?.bind(provider);
  if (!find) return null;
  try {
    return await askAirline(ctx, 'an order look-up', (signal) => find(row.id, row.offerId, signal));
  } catch (error) {
    ctx.log.error({ bookingId: row.id, err: error }, 'could not ask the airline for the order');
    throw error;
  }
}

/**
 * Step 5's record. A booking cancelled while the airline was ordering no longer takes it, and
 * its hold is already being released: the order just made must not stand unpaid, so it is
 * cancelled here, unless the booking holds that very order (another process got there first).
 */
export async function recordOrder(ctx: BookingContext, row: BookingRow, order: ProviderOrder): Promise<BookingRow> {
  try {
    // The order as the airline confirmed it: its reference and each passenger's e-tickets.
    const passengers = storedData(row).passengers.map((passenger) => {
      const numbers = order.tickets.filter((t) => t.passengerId === passenger.id).map((t) => t.number);
      return numbers.length > 0 ? { ...passenger, ticket_numbers: numbers } : passenger;
    });
    return await step(ctx, row, 'order_created', {
      set: { providerOrderId: order.id },
      bookingData: { airline_reference: order.bookingReference, passengers },
      detail: { orderId: order.id },
    });
  } catch (error) {
    if (error instanceof BookingMovedOn) {
      const current = await loadBooking(ctx.db, row.id);
      if (current && current.providerOrderId !== order.id) {
        await abandon(ctx, current, 'Cancelled while it was being made', order);
      }
    }
    throw error;
  }
}

/** Runs the booking from its last durable step to the end (or to `failed`). */
export async function continueBooking(
  ctx: BookingContext,
  start: BookingRow,
  options: FlowOptions,
): Promise<FlowResult> {
  let row = start;
  let account: AccountOutcome = { kind: 'none' };
  for (;;) {
    switch (row.step) {
      case 'received':
      case 'priced': {
        // Only recovery meets these: the request died before its payment was recorded.
        await abandon(ctx, row, 'Interrupted before payment');
        throw bookingFailed(INTERRUPTED_MESSAGE);
      }
      case 'hold_requested': {
        // R55: a hold interrupted while the airline was asked: whatever it made is let go; nothing was charged.
        const order = await findOrder(ctx, row).catch(() => null);
        await abandon(ctx, row, 'Interrupted while the airline was holding the order', order ?? undefined);
        throw bookingFailed(INTERRUPTED_MESSAGE);
      }
      case 'payment_authorized': {
        const order = options.recovering ? await findOrder(ctx, row) : await placeOrder(ctx, row);
        if (!order) {
          await abandon(ctx, row, options.recovering ? 'Interrupted before the airline order' : 'Airline order failed');
          throw bookingFailed(options.recovering ? INTERRUPTED_MESSAGE : ORDER_FAILED_MESSAGE);
        }
        row =
          order.status === 'pending'
            ? await step(ctx, row, 'order_requested', {
                set: { providerOrderId: order.id },
                detail: { orderId: order.id },
              })
            : await recordOrder(ctx, row, order);
        break;
      }
      case 'order_requested': {
        const wait = options.recovering ? 0 : (ctx.orderConfirmWaitMs ?? ORDER_CONFIRM_WAIT_MS);
        const outcome = await awaitOrder(ctx, row, wait);
        if (outcome.kind === 'waiting') {
          // The hold stays: the airline may still confirm. Recovery (or its webhook) finishes it.
          if (options.recovering) throw new OrderStillWaiting(row.id);
          throw new AppError(504, 'BOOKING_PENDING', ORDER_UNCONFIRMED_MESSAGE);
        }
        if (outcome.kind === 'failed') {
          // Nothing was booked: release the hold, and there is no order to cancel.
          await abandon(ctx, { ...row, providerOrderId: null }, outcome.reason);
          throw bookingFailed(ORDER_FAILED_MESSAGE);
        }
        row = await recordOrder(ctx, row, outcome.order);
        break;
      }
      case 'order_created': {
        const paymentId = storedRequest(row).paymentId ?? '';
        try {
          await ctx.payments.capture(paymentId);
        } catch (error) {
          if (error instanceof SimulatedCrash) throw error;
          ctx.log.error({ bookingId: row.id, paymentId, err: error }, 'capture failed after the order was made');
          await abandon(ctx, row, `Payment capture failed: ${reasonOf(error)}`);
          throw bookingFailed(CAPTURE_FAILED_MESSAGE);
        }
        row = await step(ctx, row, 'payment_captured', { detail: { paymentId } });
        break;
      }
      case 'payment_captured':
        row = await step(ctx, row, 'confirmed', { status: 'confirmed' });
        break;
      case 'confirmed': {
        const linked = await linkAccount(ctx, row, options);
        account = linked.account;
        row = linked.row;
        break;
      }
      case 'account_linked':
        row = await sendBookingEmails(ctx, row, account);
        break;
      case 'email_sent':
        return { row, account };
      default:
        throw new Error(`booking ${row.id} is at unknown step ${row.step}`);
    }
  }
}

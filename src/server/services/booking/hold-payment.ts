import { randomUUID } from 'node:crypto';
import { fromMinorUnits, toMinorUnits } from '../../../shared/pricing';
import type { Booking, CardDetails } from '../../../shared/schemas/booking';
import { AppError } from '../../errors';
import { FlightProviderError, type ProviderOrder } from '../../providers/flights/types';
import { toAppError } from '../flights';
import type { CardAttempt, PaymentRecord } from '../payments';
import { askAirline, orderProvider, releaseUnclaimed, step, type BookingContext } from './context';
import { bookingFailed, continueBooking, ORDER_FAILED_MESSAGE, ORDER_UNCONFIRMED_MESSAGE } from './flow';
import { expireHold, holdExpired, holdPrice, holdPriceChanged, notOnHold, priceText } from './hold';
import { BookingMovedOn, loadBooking, recordStep, storedData, storedRequest } from './store';
import { SimulatedCrash, type BookingRow } from './types';
import { toBookingView } from './view';

/*
 * R55: paying a hold. The server re-reads the order at the airline: past its deadline, 410 and
 * nothing charged; re-priced after its guarantee, 409 with the new total and nothing charged, so
 * the traveller sees it first. Otherwise the card is authorised for the (re-priced) selling total,
 * the airline is paid (POST /air/payments), and the booking runs on as any other: capture,
 * confirmation, e-mail. An airline refusal voids the card; the hold stays as it was.
 */

export interface PayHoldCommand {
  body: { amount: string; currency: string; paymentId?: string | undefined; cardDetails?: CardDetails | undefined };
  idempotencyKey?: string | undefined;
  client?: { ip: string; userAgent: string | undefined; visitor?: string | null } | undefined;
}

const PAY_FAILED_MESSAGE =
  'The airline did not take the payment for this hold, so your card has not been charged. ' +
  'The hold stands until its deadline: please try again.';

const CARD_RELEASED_MESSAGE =
  'Your payment took too long to go through, so we cancelled it and your card has not been charged. ' +
  'Your trip is still on hold: please pay again.';

async function authorise(
  ctx: BookingContext,
  row: BookingRow,
  command: PayHoldCommand,
  amountMinor: number,
): Promise<PaymentRecord> {
  const { paymentId, cardDetails } = command.body;
  const visitor = command.client?.visitor ?? null;
  const expected = { amountMinor, currency: row.currency };
  if (paymentId) {
    try {
      await ctx.payments.confirmAuthentication(paymentId, visitor);
      return await ctx.payments.claimForBooking(paymentId, row.id, { ...expected, visitor });
    } catch (error) {
      // A card authorised for another amount is not this hold's: it is let go now, not by the
      // abandoned-payments sweep half an hour later (R55: a refused Pay leaves nothing held).
      await releaseUnclaimed(ctx, paymentId, visitor, 'The payment did not match the hold');
      throw error;
    }
  }
  if (!cardDetails) throw new AppError(400, 'VALIDATION_ERROR', 'Card details are required for card payment');
  const attempt: CardAttempt = { ip: command.client?.ip, visitor, cardNumber: cardDetails.number };
  await ctx.payments.cardLimits?.check(attempt, ctx.now());
  try {
    return await ctx.payments.authorize({
      ...expected,
      card: cardDetails,
      // One authorisation per attempt: a retry with the same Idempotency-Key is the same attempt.
      idempotencyKey: `hold:${row.id}:${command.idempotencyKey ?? randomUUID()}`,
      bookingId: row.id,
      visitor,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 402) {
      await ctx.payments.cardLimits?.recordRefusal(attempt, ctx.now());
    }
    throw error;
  }
}

async function voidQuietly(ctx: BookingContext, payment: PaymentRecord, reason: string): Promise<void> {
  try {
    await ctx.payments.void(payment.id, reason);
  } catch (error) {
    ctx.log.error({ paymentId: payment.id, err: error }, 'could not void the card of a hold payment');
  }
}

/** The airline's answer to a hold payment was lost and reading the order again failed too. */
class HoldPaymentUnknown extends Error {
  constructor(override readonly cause: unknown) {
    super('The airline did not answer whether the hold was paid');
    this.name = 'HoldPaymentUnknown';
  }
}

/** The airline's answer to the payment; a lost answer is settled by reading the order again. */
async function payAirline(ctx: BookingContext, row: BookingRow, order: ProviderOrder): Promise<ProviderOrder> {
  const provider = orderProvider(ctx, row);
  if (!provider.payOrder) throw new FlightProviderError('NOT_PAYABLE', 'This airline takes no payment for holds');
  const input = { orderId: order.id, amount: order.totalAmount, currency: order.totalCurrency };
  try {
    return await askAirline(ctx, 'the hold payment', (signal) => provider.payOrder!(input, signal));
  } catch (error) {
    const unknown = error instanceof FlightProviderError && (error.code === 'TIMEOUT' || error.code === 'UNAVAILABLE');
    if (!unknown) throw error;
    let now: ProviderOrder;
    try {
      now = await askAirline(ctx, 'the held order', (signal) => provider.getOrder(order.id, signal));
    } catch (readError) {
      throw new HoldPaymentUnknown(readError);
    }
    if (now.paymentStatus?.paidAt) return now;
    throw error;
  }
}

export async function payHold(ctx: BookingContext, start: BookingRow, command: PayHoldCommand): Promise<Booking> {
  let row: BookingRow;
  let price: Awaited<ReturnType<typeof holdPrice>>;
  let due: number;
  try {
    row = await expireHold(ctx, start);
    if (row.status === 'hold_expired') throw holdExpired();
    if (row.status !== 'on_hold' || row.step === 'hold_payment_authorized' || row.step === 'hold_releasing') {
      throw notOnHold();
    }
    price = await holdPrice(ctx, row);
    const asked = command.body.currency === price.currency ? safeMinor(command.body.amount, price.currency) : null;
    due = toMinorUnits(price.amount, price.currency);
    if (asked !== due) {
      throw holdPriceChanged(
        priceText(command.body.amount, command.body.currency),
        priceText(price.amount, price.currency),
      );
    }
  } catch (error) {
    // 409, 410: nothing is charged, and the card the page authorised is not left held either.
    await releaseUnclaimed(
      ctx,
      command.body.paymentId,
      command.client?.visitor ?? null,
      'The hold payment was refused before the card was used',
    );
    throw error;
  }

  const payment = await authorise(ctx, row, command, due);
  const readStep = row.step;
  try {
    // Only from the step read: a second Pay, a Release or the expiry that got there first wins, and
    // this request lets its own card go.
    row = await step(ctx, row, 'hold_payment_authorized', {
      expectStep: readStep,
      request: { paymentId: payment.id },
      detail: { paymentId: payment.id, amount: price.amount, card: payment.card ?? null },
    });
  } catch (error) {
    if (!(error instanceof BookingMovedOn)) throw error;
    await voidQuietly(ctx, payment, 'Another request moved the hold first');
    const now = await loadBooking(ctx.db, row.id);
    throw now?.status === 'hold_expired' ? holdExpired() : notOnHold();
  }
  // R55 with R2: a Pay that stalled between the card and its step for longer than the sweep waits may find
  // the card already let go (the sweep locks the booking's row, so it is one or the other): the
  // airline is then not paid, and the hold stays payable.
  if ((await ctx.payments.get(payment.id))?.status !== 'authorized') {
    try {
      await recordStep(ctx.db, row, {
        step: 'hold_payment_failed',
        expect: 'on_hold',
        expectStep: 'hold_payment_authorized',
        detail: { paymentId: payment.id, reason: 'card_released' },
      });
    } catch (moved) {
      if (!(moved instanceof BookingMovedOn)) throw moved;
      // The hold moved on meanwhile (expired, released): the traveller is told where it stands.
      const now = await loadBooking(ctx.db, row.id);
      throw now?.status === 'hold_expired' ? holdExpired() : notOnHold();
    }
    throw bookingFailed(CARD_RELEASED_MESSAGE);
  }

  let paid: ProviderOrder;
  try {
    paid = await payAirline(ctx, row, price.order);
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    if (error instanceof HoldPaymentUnknown) {
      // Maybe paid, maybe not: the card stays held and the hold at hold_payment_authorized, where
      // the recovery sweep asks the airline again and books on this card or lets it go. Voiding
      // it now could leave an order the airline was paid for with nothing charged to the traveller.
      ctx.log.warn({ bookingId: row.id, err: error.cause }, 'the airline did not say whether the hold was paid');
      throw new AppError(504, 'BOOKING_PENDING', ORDER_UNCONFIRMED_MESSAGE);
    }
    await voidQuietly(ctx, payment, 'The airline did not take the hold payment');
    const code = error instanceof FlightProviderError ? error.code : 'UNEXPECTED';
    row = await recordStep(ctx.db, row, {
      step: 'hold_payment_failed',
      expect: 'on_hold',
      expectStep: 'hold_payment_authorized',
      detail: { paymentId: payment.id, reason: code },
    }).catch(async (moved: unknown) => {
      if (moved instanceof BookingMovedOn) return (await loadBooking(ctx.db, row.id)) ?? row;
      throw moved;
    });
    ctx.log.warn({ bookingId: row.id, err: error }, 'the airline refused the hold payment');
    if (code === 'HOLD_EXPIRED') {
      await expireHold(ctx, row, true);
      throw holdExpired();
    }
    if (code === 'PRICE_CHANGED') {
      const now = await holdPrice(ctx, row);
      throw holdPriceChanged(priceText(price.amount, price.currency), priceText(now.amount, now.currency));
    }
    if (code === 'NOT_PAYABLE') throw toAppError(error);
    throw bookingFailed(error instanceof FlightProviderError ? PAY_FAILED_MESSAGE : ORDER_FAILED_MESSAGE);
  }

  return bookPaidHold(ctx, row, paid, due, price.amount);
}

/** From here the hold is a paid order: the booking runs on as any other (capture, confirm, e-mail). */
async function bookPaidHold(
  ctx: BookingContext,
  held: BookingRow,
  paid: ProviderOrder,
  due: number,
  amount: string,
  recovering = false,
): Promise<Booking> {
  let row = held;
  const passengers = storedData(row).passengers.map((passenger) => {
    const numbers = paid.tickets.filter((t) => t.passengerId === passenger.id).map((t) => t.number);
    return numbers.length > 0 ? { ...passenger, ticket_numbers: numbers } : passenger;
  });
  try {
    row = await step(ctx, row, 'order_created', {
      status: 'pending',
      expect: 'on_hold',
      set: { totalAmountMinor: due },
      request: { netAmount: paid.totalAmount, paymentDetails: { amount, currency: row.currency } },
      bookingData: {
        total_amount: amount,
        passengers,
        airline_reference: paid.bookingReference || storedData(row).airline_reference || null,
      },
      detail: { orderId: paid.id, paid: paid.totalAmount },
    });
  } catch (error) {
    if (error instanceof BookingMovedOn) throw notOnHold();
    throw error;
  }
  const done = await continueBooking(ctx, row, { recovering });
  return toBookingView((await loadBooking(ctx.db, done.row.id)) ?? done.row);
}

/**
 * R55 with R34: a Pay whose process died after the card was authorised (step hold_payment_authorized,
 * untouched since). The airline says whether it was paid: if so, the booking runs on with that
 * card (captured, confirmed, e-mailed); if not, the card is let go and the hold stays payable.
 */
export async function recoverHoldPayment(ctx: BookingContext, row: BookingRow): Promise<'confirmed' | 'failed'> {
  const order = await askAirline(ctx, 'the held order', (signal) =>
    orderProvider(ctx, row).getOrder(row.providerOrderId ?? '', signal),
  );
  const paymentId = storedRequest(row).paymentId;
  const payment = paymentId ? await ctx.payments.get(paymentId) : null;
  if (order.paymentStatus?.paidAt && payment?.status === 'authorized') {
    const amount = fromMinorUnits(payment.amountMinor, row.currency);
    await bookPaidHold(ctx, row, order, payment.amountMinor, amount, true);
    return 'confirmed';
  }
  if (payment?.status === 'authorized') await voidQuietly(ctx, payment, 'The hold payment was interrupted');
  if (order.paymentStatus?.paidAt) {
    // Paid at the airline with no card left to capture: staff must settle it with the traveller.
    ctx.log.error({ bookingId: row.id, orderId: order.id }, 'a hold was paid at the airline without a card to capture');
  }
  await recordStep(ctx.db, row, {
    step: 'hold_payment_failed',
    expect: 'on_hold',
    expectStep: 'hold_payment_authorized',
    detail: { paymentId: paymentId ?? null, reason: 'interrupted' },
  });
  return 'failed';
}

function safeMinor(amount: string, currency: string): number | null {
  try {
    return toMinorUnits(amount, currency);
  } catch {
    return null;
  }
}

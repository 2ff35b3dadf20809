import { formatPrice } from '../../../shared/display';
import { fromMinorUnits, sellingMinorUnits, toMinorUnits } from '../../../shared/pricing';
import { HOLD_MESSAGES, type HoldPrice, type HoldTerms } from '../../../shared/schemas/booking';
import { AppError } from '../../errors';
import { FlightProviderError, type ProviderOrder } from '../../providers/flights/types';
import { toAppError } from '../flights';
import { askAirline, cancelAtAirline, orderProvider, step, type BookingContext } from './context';
import { abandon, bookingFailed, orderInputFor, PRICE_CHANGED_AT_ORDER_MESSAGE } from './flow';
import { emailInputFor, holdPlacedEmail } from './emails';
import { BookingMovedOn, loadBooking, recordStep, storedData, storedRequest } from './store';
import type { BookingRow, BookingStep } from './types';

/*
 * R55: hold now, pay later. The airline holds the order (no card is taken), the traveller pays it
 * from My Trips before its deadline (hold-payment.ts) or lets it go; past the deadline it expires.
 * Each step is recorded before the next, as every booking's (R34).
 */

export const HOLD_EXPIRY_QUEUE = 'booking.hold-expiry';
export const HOLD_REMINDER_QUEUE = 'booking.hold-reminder';
/** Reminders go this many hours before the deadline (one e-mail each). */
export const HOLD_REMINDER_HOURS = [24, 2] as const;

export const holdExpired = () => new AppError(410, 'HOLD_EXPIRED', HOLD_MESSAGES.expired);
export const notOnHold = () => new AppError(409, 'NOT_ON_HOLD', HOLD_MESSAGES.notOnHold);

export const holdTermsOf = (row: BookingRow): HoldTerms | null => storedData(row).hold ?? null;

/** Whether a held booking's payment deadline has passed at `now`. */
export function holdLapsed(row: BookingRow, now: Date): boolean {
  const terms = holdTermsOf(row);
  return row.status === 'on_hold' && terms !== null && Date.parse(terms.payment_required_by) <= now.getTime();
}

/** The offer's terms allow a hold with a known deadline still ahead (Duffel's payment_requirements). */
export function checkHoldable(
  requirements: { requires_instant_payment: boolean; payment_required_by: string | null },
  now: Date,
): void {
  const by = requirements.payment_required_by ? Date.parse(requirements.payment_required_by) : NaN;
  if (requirements.requires_instant_payment || !(by > now.getTime())) {
    throw new AppError(422, 'HOLD_NOT_ALLOWED', HOLD_MESSAGES.notAllowed);
  }
}

function myTripsUrl(ctx: BookingContext): string {
  return ctx.signInUrl.replace(/\/login$/, '/my-trips');
}

/** The deadline as e-mails write it: one instant, in UTC, which no traveller's zone can misread. */
export const deadlineText = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function holdEmailInput(ctx: BookingContext, row: BookingRow) {
  const terms = holdTermsOf(row);
  return {
    ...emailInputFor(ctx.brand, row),
    payBy: terms ? deadlineText(terms.payment_required_by) : '',
    myTripsUrl: myTripsUrl(ctx),
  };
}

/** The expiry at the deadline and the reminders before it, each once (unique keys); past reminders are skipped. */
async function scheduleHoldJobs(ctx: BookingContext, row: BookingRow, terms: HoldTerms): Promise<void> {
  const queue = ctx.jobs;
  if (!queue) return;
  const enqueue = queue.enqueue.bind(queue);
  const deadline = Date.parse(terms.payment_required_by);
  await enqueue(
    HOLD_EXPIRY_QUEUE,
    { bookingId: row.id },
    { runAt: new Date(deadline), dedupeKey: `hold-expiry:${row.id}` },
  );
  for (const hours of HOLD_REMINDER_HOURS) {
    const at = deadline - hours * 3_600_000;
    if (at <= ctx.now().getTime()) continue;
    await enqueue(
      HOLD_REMINDER_QUEUE,
      { bookingId: row.id, hours },
      { runAt: new Date(at), dedupeKey: `hold-reminder:${row.id}:${hours}` },
    );
  }
}

/**
 * After the booking was priced and recorded (create.ts): ask the airline to hold the order, record
 * it on hold with its deadlines, schedule its expiry and reminders, and say so by e-mail.
 */
export async function placeHold(ctx: BookingContext, priced: BookingRow, markupBasisPoints: number) {
  let row = await step(ctx, priced, 'hold_requested', { request: { hold: { markupBasisPoints } } });
  let order: ProviderOrder;
  try {
    const provider = orderProvider(ctx, row);
    const input = { ...orderInputFor(row), type: 'hold' as const };
    order = await askAirline(ctx, 'the hold', (signal) => provider.createOrder(input, signal));
  } catch (error) {
    ctx.log.warn({ bookingId: row.id, err: error }, 'the airline did not hold the order');
    const priceMoved = error instanceof FlightProviderError && error.code === 'PRICE_CHANGED';
    await abandon(
      ctx,
      row,
      priceMoved ? 'The airline changed the price at the hold' : 'The airline did not hold the order',
    );
    if (priceMoved) throw new AppError(409, 'PRICE_CHANGED', PRICE_CHANGED_AT_ORDER_MESSAGE);
    throw error instanceof FlightProviderError ? toAppError(error) : error;
  }
  const by = order.paymentStatus?.paymentRequiredBy;
  if (!order.paymentStatus?.awaitingPayment || !by) {
    // An airline that took the order as paid, or without a deadline, is not holding it: let it go.
    await abandon(ctx, row, 'The airline did not hold the order', order);
    throw bookingFailed('The airline could not hold this trip, so nothing was booked. Please pay now instead.');
  }
  const terms: HoldTerms = {
    payment_required_by: by,
    price_guarantee_expires_at: order.paymentStatus.priceGuaranteeExpiresAt,
  };
  row = await step(ctx, row, 'hold_created', {
    status: 'on_hold',
    set: { providerOrderId: order.id },
    bookingData: { airline_reference: order.bookingReference || null, hold: terms },
    detail: { orderId: order.id, ...terms },
  });
  await scheduleHoldJobs(ctx, row, terms);
  const email = holdPlacedEmail(holdEmailInput(ctx, row));
  try {
    await ctx.mailer.send(email);
  } catch (error) {
    // The hold stands; the reminders and My Trips still say what to do.
    ctx.log.error({ bookingId: row.id, err: error }, 'the hold e-mail could not be sent');
  }
  return { row, email };
}

/** Voids any card authorised for a hold that will not be paid (a payment interrupted mid-way). */
async function releaseAuthorisations(ctx: BookingContext, row: BookingRow, reason: string): Promise<void> {
  for (const payment of await ctx.payments.forBooking(row.id)) {
    if (payment.status !== 'authorized') continue;
    try {
      await ctx.payments.void(payment.id, reason);
    } catch (error) {
      ctx.log.error({ bookingId: row.id, paymentId: payment.id, err: error }, 'could not release a payment');
    }
  }
}

/** R55: a hold whose deadline passed: recorded as expired (the airline released the seats), nothing charged. */
export async function expireHold(ctx: BookingContext, row: BookingRow, airlineSaysSo = false): Promise<BookingRow> {
  // The airline's word (it refused the payment as too late) counts even if our clock runs behind its.
  if (!holdLapsed(row, ctx.now()) && !(airlineSaysSo && row.status === 'on_hold')) return row;
  // A payment or a release under way is the airline's to answer: its request ends the hold either way.
  if (!airlineSaysSo && (row.step === 'hold_payment_authorized' || row.step === 'hold_releasing')) return row;
  let expired: BookingRow;
  try {
    // Only from the step read: a payment that began meanwhile is not cut off halfway.
    expired = await recordStep(ctx.db, row, {
      step: 'hold_expired',
      status: 'hold_expired',
      expect: 'on_hold',
      expectStep: row.step,
      set: { cancelledAt: ctx.now() },
      detail: { paymentRequiredBy: holdTermsOf(row)?.payment_required_by },
    });
  } catch (error) {
    if (error instanceof BookingMovedOn) return (await loadBooking(ctx.db, row.id)) ?? row;
    throw error;
  }
  // After the record, so no payment still on its way is voided under it (it sees the expiry and voids its own).
  await releaseAuthorisations(ctx, expired, 'The hold expired');
  return expired;
}

/** R55: the traveller lets the hold go: cancelled at the airline (nothing to refund), nothing charged. */
export async function releaseHold(ctx: BookingContext, row: BookingRow): Promise<BookingRow> {
  const current = await expireHold(ctx, row);
  if (current.status === 'hold_expired') throw holdExpired();
  if (current.status !== 'on_hold' || current.step === 'hold_payment_authorized' || current.step === 'hold_releasing') {
    throw notOnHold();
  }
  const orderId = current.providerOrderId ?? '';
  // Claimed first: a payment cannot start while the airline is letting the hold go, nor this cut one off.
  let releasing: BookingRow;
  try {
    releasing = await recordStep(ctx.db, current, {
      step: 'hold_releasing',
      expect: 'on_hold',
      expectStep: current.step,
      detail: { orderId },
    });
  } catch (error) {
    if (error instanceof BookingMovedOn) throw notOnHold();
    throw error;
  }
  try {
    await cancelAtAirline(ctx, releasing, orderId);
  } catch (error) {
    ctx.log.warn({ bookingId: row.id, err: error }, 'the airline did not release the hold');
    // Still held at the airline: back to where it was, so it can be paid or released again.
    await recordStep(ctx.db, releasing, {
      step: current.step as BookingStep,
      expect: 'on_hold',
      expectStep: 'hold_releasing',
      detail: { releaseFailed: true },
    }).catch(() => undefined);
    throw error instanceof FlightProviderError ? toAppError(error) : error;
  }
  const released = await recordStep(ctx.db, releasing, {
    step: 'released',
    status: 'released',
    expect: 'on_hold',
    expectStep: 'hold_releasing',
    set: { cancelledAt: ctx.now() },
    detail: { orderId },
  });
  await releaseAuthorisations(ctx, released, 'The hold was released');
  return released;
}

/**
 * What paying the hold costs now, at selling price: the held total, moved by what the airline's
 * re-pricing moved the NET amount, marked up as the booking was (the brand's markup then).
 */
export async function holdPrice(ctx: BookingContext, row: BookingRow): Promise<HoldPrice & { order: ProviderOrder }> {
  const terms = holdTermsOf(row);
  if (row.status !== 'on_hold' || !terms || !row.providerOrderId) throw notOnHold();
  const provider = orderProvider(ctx, row);
  const orderId = row.providerOrderId;
  let order: ProviderOrder;
  try {
    order = await askAirline(ctx, 'the held order', (signal) => provider.getOrder(orderId, signal));
  } catch (error) {
    throw error instanceof FlightProviderError ? toAppError(error) : error;
  }
  const request = storedRequest(row);
  const markup = request.hold?.markupBasisPoints ?? 0;
  const heldNet = toMinorUnits(request.netAmount, row.currency);
  const nowNet = toMinorUnits(order.totalAmount, order.totalCurrency);
  const moved = sellingMinorUnits(nowNet, row.currency, markup) - sellingMinorUnits(heldNet, row.currency, markup);
  const amountMinor = row.totalAmountMinor + moved;
  return {
    amount: fromMinorUnits(amountMinor, row.currency),
    currency: row.currency,
    repriced: moved !== 0,
    heldAmount: fromMinorUnits(row.totalAmountMinor, row.currency),
    paymentRequiredBy: order.paymentStatus?.paymentRequiredBy ?? terms.payment_required_by,
    priceGuaranteeExpiresAt: order.paymentStatus?.priceGuaranteeExpiresAt ?? terms.price_guarantee_expires_at,
    order,
  };
}

/** 409 PRICE_CHANGED with the new total: the traveller must see it before anything is charged. */
export const holdPriceChanged = (from: string, to: string) =>
  new AppError(
    409,
    'PRICE_CHANGED',
    `The price guarantee of this hold has passed and the airline changed the price from ${from} to ${to}. ` +
      'Nothing was charged. Please review the new price and pay again.',
  );

export const priceText = (amount: string, currency: string) => formatPrice(amount, currency);

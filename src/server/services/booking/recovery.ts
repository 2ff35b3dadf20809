import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import { AppError } from '../../errors';
import { contextForBrand, type BookingContext } from './context';
import { responseFor } from './create';
import { bookingNotConfirmedEmail } from './emails';
import { abandon, bookingFailed, continueBooking, OrderStillWaiting } from './flow';
import { recoverHoldPayment } from './hold-payment';
import { storedData, storedRequest } from './store';
import { completeIdempotencyKey } from '../platform';
import type { BookingRow } from './types';

/*
 * R2, after a crash: every booking a dead process left half-way is finished or rolled
 * back from its last durable step. Before payment -> failed; payment held but no order -> the
 * airline is asked for an order with our reference (found: carry on; not found: void, failed);
 * order made -> capture and confirm; confirmed -> account and e-mails. The request's
 * Idempotency-Key then replays the final answer.
 */

export const IDEMPOTENCY_SCOPE = 'bookings';

/**
 * Longer than any booking request can take, so another process never claims a booking its own
 * request is still working on: each airline call is bounded by BOOKING_PROVIDER_TIMEOUT_MS (150 s)
 * and the order step may make two (the order, then the look-up by our reference).
 */
export const STALE_AFTER_MS = 10 * 60_000;

/**
 * R40: an uncaptured card hold lasts 7 days for online card payments (Stripe's limit; the
 * processor then releases it by itself). A booking still waiting for the airline this long after
 * its hold is given up a day before that: the hold is voided while we still hold it, never left to
 * lapse with the booking pending.
 */
export const HOLD_LIMIT_MS = 6 * 24 * 60 * 60_000;

export const HOLD_RAN_OUT_MESSAGE =
  'The airline did not confirm this booking in time, so the hold on your card has been released and ' +
  'you have not been charged. Please search again or call us.';

/** The oldest hold still held for a booking, in ms; 0 when none is held. */
async function holdAge(ctx: BookingContext, row: BookingRow): Promise<number> {
  const held = (await ctx.payments.forBooking(row.id)).filter((p) => p.status === 'authorized');
  const oldest = Math.min(...held.map((p) => p.createdAt.getTime()));
  return held.length > 0 ? ctx.now().getTime() - oldest : 0;
}

/** The traveller was told the booking was pending: days later, they hear how it ended. */
async function tellHoldReleased(ctx: BookingContext, row: BookingRow): Promise<void> {
  try {
    await ctx.mailer.send(
      bookingNotConfirmedEmail({
        to: row.contactEmail,
        firstName: storedRequest(row).passengers[0]?.firstName ?? '',
        brandName: ctx.brand.name,
        brandId: ctx.brand.id,
        data: storedData(row),
      }),
    );
  } catch (error) {
    ctx.log.error({ bookingId: row.id, err: error }, 'the e-mail about a released hold failed');
  }
}

export interface RecoveryReport {
  confirmed: number;
  failed: number;
  errors: number;
}

/**
 * Takes an interrupted booking for this process. Two processes sweeping at once (PostgreSQL)
 * read the same row; the UPDATE moves updated_at past what either read, so only one wins and
 * the other leaves it (no second capture, account password or e-mail). The row is compared with
 * a 1 ms margin because the database keeps microseconds and a JavaScript Date only milliseconds.
 */
async function claim(ctx: BookingContext, row: BookingRow): Promise<BookingRow | null> {
  const read = row.updatedAt.getTime();
  const [taken] = await ctx.db
    .update(bookings)
    .set({
      updatedAt: sql`greatest(${new Date().toISOString()}::timestamptz, ${bookings.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(bookings.id, row.id),
        eq(bookings.step, row.step),
        eq(bookings.status, row.status),
        lt(bookings.updatedAt, new Date(read + 1)),
      ),
    )
    .returning();
  return taken ?? null;
}

/**
 * Finishes one interrupted booking; its final answer completes the request's idempotency key.
 * 'skipped' when another process has taken it or moved it on since it was read.
 */
export async function recoverBooking(
  appCtx: BookingContext,
  found: BookingRow,
): Promise<'confirmed' | 'failed' | 'skipped'> {
  // Finished e-mails speak for the brand the trip was sold under, as the live request would have.
  const ctx = await contextForBrand(appCtx, found.brandId);
  const row = await claim(ctx, found);
  if (!row) return 'skipped';
  // R55: a hold's Pay that died after authorising the card; its own request answered nothing.
  if (row.status === 'on_hold') return recoverHoldPayment(ctx, row);
  let answer: { statusCode: number; body: unknown };
  let outcome: 'confirmed' | 'failed';
  try {
    const done = await continueBooking(ctx, row, { recovering: true });
    const response = responseFor(ctx, done.row, done.account);
    // R6: a password is shown once, to the person who booked; a replay never carries it.
    if (response.accountInfo) response.accountInfo = { ...response.accountInfo, password: '' };
    answer = { statusCode: 201, body: response };
    outcome = 'confirmed';
  } catch (caught) {
    let error = caught;
    // The airline cannot be reached, or has not confirmed an accepted order (the next sweep would
    // ask again), but the hold is running out.
    const waitingForAirline = row.step === 'payment_authorized' || row.step === 'order_requested';
    if (!(error instanceof AppError) && waitingForAirline && (await holdAge(ctx, row)) >= HOLD_LIMIT_MS) {
      ctx.log.error({ bookingId: row.id, err: error }, 'the airline never answered for the card hold; releasing it');
      await abandon(ctx, row, 'The airline did not answer before the card hold ran out');
      await tellHoldReleased(ctx, row);
      error = bookingFailed(HOLD_RAN_OUT_MESSAGE);
    }
    if (error instanceof OrderStillWaiting) {
      ctx.log.info({ bookingId: row.id }, 'the airline has not confirmed the order yet; asking again next sweep');
      return 'skipped';
    }
    if (!(error instanceof AppError)) throw error;
    answer = { statusCode: error.statusCode, body: { error: error.code, message: error.message } };
    outcome = 'failed';
  }
  if (row.idempotencyKey) await completeIdempotencyKey(ctx.db, IDEMPOTENCY_SCOPE, row.idempotencyKey, answer);
  ctx.log.info({ bookingId: row.id, fromStep: row.step, outcome }, 'recovered an interrupted booking');
  return outcome;
}

/**
 * Recovers bookings untouched for `olderThanMs` (0 at the start of the only process: every
 * pending booking is then an orphan). Each is done on its own: one failure does not stop the rest.
 */
export async function recoverInterruptedBookings(
  ctx: BookingContext,
  olderThanMs: number = STALE_AFTER_MS,
): Promise<RecoveryReport> {
  const before = new Date(ctx.now().getTime() - olderThanMs);
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(
      and(
        lt(bookings.updatedAt, before),
        or(
          eq(bookings.status, 'pending'),
          and(eq(bookings.status, 'on_hold'), eq(bookings.step, 'hold_payment_authorized')),
          and(
            eq(bookings.status, 'confirmed'),
            inArray(bookings.step, ['payment_captured', 'confirmed', 'account_linked']),
          ),
        ),
      ),
    );
  const report: RecoveryReport = { confirmed: 0, failed: 0, errors: 0 };
  for (const row of rows) {
    try {
      const outcome = await recoverBooking(ctx, row);
      if (outcome !== 'skipped') report[outcome] += 1;
    } catch (error) {
      report.errors += 1;
      ctx.log.error({ bookingId: row.id, err: error }, 'could not recover an interrupted booking');
    }
  }
  return report;
}

import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, bookingStatusHistory, payments, type BookingStatus } from '../../db/schema';
import type { CardProcessor } from '../../providers/payments/types';
import type { PaymentsLog } from './service';
import { voidTaken } from './sweep-void';

/*
 * R55 with R2 and R23: a card authorisation attached to a booking that no longer uses it is
 * released at the processor. A hold's Pay authorises the card for the booking and only then writes
 * the step that names it (hold_payment_authorized). A process that dies between the two (whether
 * or not the traveller then pays again), a void that failed after the airline refused the payment
 * or after a Release or the expiry won, a failed booking whose void failed: each leaves money held
 * that neither the recovery sweep (it reads bookings) nor the abandoned-payment sweep (unattached
 * payments only) would ever let go.
 */

/** Bookings that capture nothing now: a hold not being paid, a hold gone, a booking that failed. */
const NOT_CAPTURING: BookingStatus[] = ['on_hold', 'hold_expired', 'released', 'failed'];
/** A paid hold runs on as any booking, capturing only the card its Pay recorded (request.paymentId). */
const PAID_HOLD: BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

/**
 * The booking will never capture this payment: it captures nothing now, save the card of a Pay
 * under way (hold_payment_authorized); or it is a paid hold and this is not the card its Pay
 * recorded (an earlier Pay's, which died before recording it, and the traveller paid again).
 * A pending or confirmed booking that was never a hold is left to its flow and its recovery.
 */
const unusedBy = (paymentId: SQL | string) => sql`(
  (${inArray(bookings.status, NOT_CAPTURING)} and not (${bookings.step} = 'hold_payment_authorized'
    and ${bookings.request}->>'paymentId' = ${paymentId}::text))
  or (${inArray(bookings.status, PAID_HOLD)} and ${bookings.request}->'hold' is not null
    and ${bookings.request}->>'paymentId' is distinct from ${paymentId}::text))`;

type Deps = { db: Db; processor: CardProcessor; log: PaymentsLog; now: () => Date };

/** Returns how many authorisations were released. */
export async function voidUnusedBookingHolds(deps: Deps, olderThanMs: number): Promise<number> {
  const { db, now } = deps;
  const cutoff = new Date(now().getTime() - olderThanMs);
  const stale = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(payments.bookingId, bookings.id))
    .where(
      and(
        inArray(payments.status, ['authorized', 'requires_action']),
        // Untouched for the whole cutoff: a card authorised, claimed or authenticated a moment ago
        // belongs to a Pay that is about to record it.
        lt(payments.updatedAt, cutoff),
        unusedBy(sql`${payments.id}`),
      ),
    );
  let voided = 0;
  for (const { payment } of stale) {
    if (await release(deps, payment, cutoff)) voided++;
  }
  return voided;
}

async function release(
  { db, processor, log, now }: Deps,
  row: typeof payments.$inferSelect,
  cutoff: Date,
): Promise<boolean> {
  const bookingId = row.bookingId ?? '';
  // Taken first, with the booking's row locked and read again: a Pay that records this card in
  // the meantime waits for the lock and then finds it voided, or wrote first and keeps it.
  const taken = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status, step: bookings.step })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), unusedBy(row.id)))
      .for('update');
    if (!booking) return null;
    const [moved] = await tx
      .update(payments)
      .set({ status: 'voided', updatedAt: now() })
      .where(
        and(
          eq(payments.id, row.id),
          eq(payments.status, row.status),
          eq(payments.bookingId, bookingId),
          lt(payments.updatedAt, cutoff),
        ),
      )
      .returning();
    return moved ? { payment: moved, booking } : null;
  });
  const ref = taken?.payment.processorRef;
  if (!taken || !ref) return false;
  const { booking } = taken;
  const outcome = await voidTaken({ db, processor, now }, row, ref);
  if (!outcome.released) {
    log.error(
      { paymentId: row.id, bookingId, err: { message: outcome.error } },
      'could not void the unused card authorisation of a booking',
    );
    return false;
  }
  if (outcome.lostAnswer) {
    log.warn(
      { paymentId: row.id, bookingId, err: { message: outcome.lostAnswer } },
      'the void failed but the processor has released the card',
    );
  }
  // On the booking's record of what happened to it (R34); its step is left for the flow that owns it.
  await db.insert(bookingStatusHistory).values({
    bookingId,
    fromStatus: booking.status,
    toStatus: booking.status,
    step: booking.step,
    detail: { cardReleased: row.id, was: row.status, reason: 'unused card authorisation released' },
  });
  log.warn(
    { paymentId: row.id, bookingId, bookingStatus: booking.status, bookingStep: booking.step },
    'released the unused card authorisation of a booking',
  );
  return true;
}

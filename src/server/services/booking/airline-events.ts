import { eq, sql } from 'drizzle-orm';
import type { AirlineChange } from '../../../shared/schemas/booking';
import { auditLog, bookings } from '../../db/schema';
import { onceForEvent } from '../platform';
import type { AirlineEvent } from '../../providers/flights/duffel/events';
import { AppError, conflict } from '../../errors';
import { FlightProviderError } from '../../providers/flights/types';
import { toAppError } from '../flights';
import { askAirline, contextForBrand, orderProvider, type BookingContext } from './context';
import { emailInputFor, scheduleChangeEmail } from './emails';
import { scheduleAirlineCancellation } from './airline-cancellation';
import { expireHold } from './hold';
import { ORDER_CONFIRM_WAIT_MS } from './order-wait';
import { recoverBooking } from './recovery';
import { storedData } from './store';
import type { BookingRow } from './types';

/*
 * R42: what the airline tells us after the booking request (Duffel's webhooks). Each event is
 * acted on once (its id is kept); each change leaves an audit line. An order that settled moves
 * the booking waiting on it at once (the same code as recovery: the order is read again, never
 * trusted from the event alone). A schedule change is kept on the booking, shown in My Trips and
 * e-mailed. An order the airline cancelled is cancelled here and refunded in full, a minute later
 * on the job queue (R57, airline-cancellation.ts).
 */

export type AirlineEventOutcome = 'acted' | 'unchanged' | 'duplicate' | 'ignored';

/** A booking touched this recently may still have its request (or a sweep) working on it. */
const IN_FLIGHT_MS = ORDER_CONFIRM_WAIT_MS + 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function bookingFor(ctx: BookingContext, bookingId: string | null, orderId: string | null) {
  if (bookingId && UUID.test(bookingId)) {
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (row) return row;
  }
  if (!orderId) return undefined;
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.providerOrderId, orderId));
  return row;
}

async function audit(ctx: BookingContext, event: { id: string; type: string }, row: BookingRow, after: object) {
  await ctx.db.insert(auditLog).values({
    action: `duffel.${event.type}`,
    entity: 'booking',
    entityId: row.id,
    before: { status: row.status, step: row.step },
    after: { ...after, event: event.id },
  });
}

async function recordChange(ctx: BookingContext, row: BookingRow, change: AirlineChange): Promise<boolean> {
  if ((storedData(row).airline_changes ?? []).some((known) => known.id === change.id)) return false;
  // Appended in SQL so two changes arriving together both stay.
  await ctx.db
    .update(bookings)
    .set({
      bookingData: sql`jsonb_set(coalesce(${bookings.bookingData}, '{}'::jsonb), '{airline_changes}',
        coalesce(${bookings.bookingData} -> 'airline_changes', '[]'::jsonb) || ${JSON.stringify([change])}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, row.id));
  const brandCtx = await contextForBrand(ctx, row.brandId);
  await brandCtx.mailer.send(scheduleChangeEmail({ ...emailInputFor(brandCtx.brand, row), slices: change.slices }));
  return true;
}

export async function handleAirlineEvent(
  ctx: BookingContext,
  event: { id: string; type: string },
  meaning: AirlineEvent,
): Promise<AirlineEventOutcome> {
  // Acted on once; a failure gives the id back for the next delivery.
  return onceForEvent(ctx.db, event, async (): Promise<AirlineEventOutcome> => {
    if (meaning.kind === 'other') return 'ignored';
    const row = await bookingFor(ctx, meaning.kind === 'schedule_change' ? null : meaning.bookingId, meaning.orderId);
    if (!row) return 'ignored';
    switch (meaning.kind) {
      case 'order_settled': {
        if (row.status !== 'pending') return 'unchanged';
        // A request still waiting for this order sees it itself; two hands on one booking could capture twice.
        if (ctx.now().getTime() - row.updatedAt.getTime() < IN_FLIGHT_MS) return 'unchanged';
        const outcome = await recoverBooking(ctx, row);
        await audit(ctx, event, row, { outcome });
        return outcome === 'skipped' ? 'unchanged' : 'acted';
      }
      case 'schedule_change': {
        const change = {
          id: meaning.changeId,
          detected_at: ctx.now().toISOString(),
          slices: meaning.slices,
          actions: meaning.actions,
        };
        if (!(await recordChange(ctx, row, change))) return 'unchanged';
        await audit(ctx, event, row, { change: change.id, slices: change.slices.length });
        return 'acted';
      }
      case 'order_cancelled': {
        if (row.status === 'on_hold') {
          // R55: the airline let a hold go before it was paid: nothing was charged; Pay would only fail.
          const order = await askAirline(ctx, 'the held order', (signal) =>
            orderProvider(ctx, row).getOrder(row.providerOrderId ?? '', signal),
          );
          if (!order.cancelledAt) return 'unchanged';
          const ended = await expireHold(ctx, row, true);
          await audit(ctx, event, row, { holdEndedByAirline: meaning.orderId, status: ended.status });
          return ended.status === 'hold_expired' ? 'acted' : 'unchanged';
        }
        if (row.status !== 'confirmed') return 'unchanged';
        const scheduled = await scheduleAirlineCancellation(ctx, row);
        if (!scheduled && !ctx.jobs) {
          ctx.log.error(
            { bookingId: row.id, orderId: meaning.orderId },
            'the airline cancelled an order; staff must act',
          );
        }
        await audit(ctx, event, row, { orderCancelledByAirline: meaning.orderId, scheduled });
        return scheduled ? 'acted' : 'unchanged';
      }
    }
  });
}

/**
 * R42: the traveller accepts the airline's new flights on the site. The airline is told first; the
 * booking's flights become the new ones and the change is marked accepted (once).
 */
export async function acceptAirlineChange(ctx: BookingContext, row: BookingRow, changeId: string): Promise<BookingRow> {
  const data = storedData(row);
  const change = (data.airline_changes ?? []).find((known) => known.id === changeId);
  if (!change) throw new AppError(404, 'NOT_FOUND', 'This booking has no such change from the airline.');
  if (row.status !== 'confirmed')
    throw conflict('Only a confirmed trip can take the airline’s new flights.', 'NOT_CONFIRMED');
  if (change.accepted_at) throw conflict('You have already accepted these new flights.', 'ALREADY_ACCEPTED');
  if (!change.actions.includes('accept')) {
    throw conflict('The airline does not let this change be accepted online. Please contact us.', 'NOT_ACCEPTABLE');
  }
  try {
    await askAirline(ctx, 'the change', (signal) => {
      const provider = orderProvider(ctx, row);
      if (!provider.acceptAirlineChange) throw new FlightProviderError('UNAVAILABLE', 'Cannot accept changes');
      return provider.acceptAirlineChange(changeId, signal);
    });
  } catch (error) {
    throw toAppError(error);
  }
  const acceptedAt = ctx.now().toISOString();
  const next = {
    ...data,
    slices: change.slices.length > 0 ? change.slices : data.slices,
    airline_changes: (data.airline_changes ?? []).map((known) =>
      known.id === changeId ? { ...known, accepted_at: acceptedAt } : known,
    ),
  };
  const [updated] = await ctx.db
    .update(bookings)
    .set({ bookingData: next as unknown as Record<string, unknown>, updatedAt: new Date() })
    .where(eq(bookings.id, row.id))
    .returning();
  await ctx.db.insert(auditLog).values({
    action: 'booking.airline_change_accepted',
    entity: 'booking',
    entityId: row.id,
    before: { slices: data.slices.length },
    after: { change: changeId, acceptedAt },
  });
  return updated ?? row;
}

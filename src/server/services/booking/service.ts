import { desc, eq } from 'drizzle-orm';
import type { Booking, CancelBookingResponse } from '../../../shared/schemas/booking';
import { bookings } from '../../db/schema';
import { notFound } from '../../errors';
import type { SessionUser } from '../accounts';
import { cancelBooking } from './cancel';
import { contextForBrand, type BookingContext } from './context';
import { createBooking, type CreateBookingCommand, type CreatedBooking } from './create';
import { recoverInterruptedBookings, type RecoveryReport } from './recovery';
import { BookingMovedOn, loadBooking, recordStep } from './store';
import type { BookingRow } from './types';
import { hasLanded, toBookingView } from './view';

/*
 * The booking service (issue 6): create, read, cancel, recover. Routes stay thin; every rule is
 * in the booking-*.ts files this gathers.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bookingNotFound = () => notFound('Booking not found');

export function createBookingService(ctx: BookingContext) {
  /** Section 4: a confirmed trip whose last flight has landed reads as completed; written when first seen. */
  async function settle(row: BookingRow): Promise<BookingRow> {
    if (!hasLanded(row, ctx.now().getTime())) return row;
    try {
      return await recordStep(ctx.db, row, { step: 'completed', status: 'completed', expect: 'confirmed' });
    } catch (error) {
      if (error instanceof BookingMovedOn) return (await loadBooking(ctx.db, row.id)) ?? row;
      throw error;
    }
  }

  /** The booking if this person may see it (owner or admin); anyone else gets the same 404 as for no booking. */
  async function visible(id: string, user: SessionUser | null): Promise<BookingRow> {
    if (!UUID.test(id) || !user) throw bookingNotFound();
    const row = await loadBooking(ctx.db, id);
    if (!row || (row.userId !== user.id && !user.isAdmin)) throw bookingNotFound();
    return row;
  }

  return {
    context: ctx,

    create(command: CreateBookingCommand): Promise<CreatedBooking> {
      return createBooking(ctx, command);
    },

    async list(userId: string): Promise<Booking[]> {
      const rows = await ctx.db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id));
      const settled = await Promise.all(rows.map(settle));
      return settled.map(toBookingView);
    },

    async get(id: string, user: SessionUser | null): Promise<Booking> {
      return toBookingView(await settle(await visible(id, user)));
    },

    async cancel(id: string, user: SessionUser | null): Promise<CancelBookingResponse> {
      const row = await settle(await visible(id, user));
      // The cancellation e-mail speaks for the brand the trip was sold under.
      return cancelBooking(await contextForBrand(ctx, row.brandId), row);
    },

    recover(olderThanMs?: number): Promise<RecoveryReport> {
      return recoverInterruptedBookings(ctx, olderThanMs);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;

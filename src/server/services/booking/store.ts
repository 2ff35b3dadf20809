import { and, eq, sql } from 'drizzle-orm';
import type { BookingData } from '../../../shared/schemas/booking';
import type { Db } from '../../db/client';
import { foreignKeyViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { bookings, bookingStatusHistory, type BookingStatus } from '../../db/schema';
import { sealRequest } from './sealed-documents';
import type { BookingRow, BookingStep, StoredRequest } from './types';

/*
 * The booking's durable record: every step and status change is one UPDATE of bookings and one
 * booking_status_history row, in one transaction, so what the table says is what happened.
 */

export class BookingMovedOn extends Error {
  constructor(readonly bookingId: string) {
    super(`booking ${bookingId} is no longer pending`);
    this.name = 'BookingMovedOn';
  }
}

export interface NewBooking {
  userId: string | null;
  brandId: string;
  provider: string;
  offerId: string;
  contactEmail: string;
  totalAmountMinor: number;
  currency: string;
  bookingData: BookingData;
  request: StoredRequest;
  idempotencyKey: string | undefined;
}

/** Said when the account was deleted while its booking was being made (R49); nothing is held yet. */
export const ACCOUNT_GONE_MESSAGE =
  'This account has just been deleted, so nothing was booked or charged. Book as a guest or with another account.';

export async function insertBooking(db: Db, input: NewBooking): Promise<BookingRow> {
  try {
    return await insertRow(db, input);
  } catch (error) {
    // The account's deletion locks its row and waits for, or refuses, bookings already written
    // (R49); one written after it finds the user gone. That is the traveller's answer, not a 500.
    if (input.userId && foreignKeyViolation(error) === 'bookings_user_id_users_id_fk') {
      throw new AppError(401, 'ACCOUNT_DELETED', ACCOUNT_GONE_MESSAGE);
    }
    throw error;
  }
}

function insertRow(db: Db, input: NewBooking): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        ...input,
        idempotencyKey: input.idempotencyKey ?? null,
        status: 'pending',
        step: 'priced',
        bookingData: input.bookingData as unknown as Record<string, unknown>,
        // R49: passport numbers are sealed before the row exists, so none is ever written in plain text.
        request: sealRequest(input.request) as unknown as Record<string, unknown>,
      })
      .returning();
    if (!row) throw new Error('the booking was not stored');
    await tx.insert(bookingStatusHistory).values([
      { bookingId: row.id, fromStatus: null, toStatus: 'pending', step: 'received' },
      { bookingId: row.id, fromStatus: 'pending', toStatus: 'pending', step: 'priced' },
    ]);
    return row;
  });
}

export interface StepChange {
  step: BookingStep | 'failed' | 'cancelled' | 'completed';
  status?: BookingStatus;
  /** Only move a booking that is in this status (a cancel or recovery may have got there first). */
  expect?: BookingStatus;
  /** And only from this step: two hands on one hold (pay, release, expiry) cannot both move it (R55). */
  expectStep?: string;
  detail?: Record<string, unknown>;
  set?: Partial<
    Pick<
      BookingRow,
      'providerOrderId' | 'failureReason' | 'userId' | 'refundAmountMinor' | 'cancelledAt' | 'totalAmountMinor'
    >
  >;
  request?: Partial<StoredRequest>;
  bookingData?: Partial<BookingData>;
}

/** Records a step (and status); throws BookingMovedOn when `expect` no longer holds. */
export async function recordStep(db: Db, booking: BookingRow, change: StepChange): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const status = change.status ?? booking.status;
    // Merged in SQL so a concurrent writer's keys are not lost.
    const merge = (column: typeof bookings.request | typeof bookings.bookingData, patch: object) =>
      sql`coalesce(${column}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`;
    const [row] = await tx
      .update(bookings)
      .set({
        ...change.set,
        status,
        step: change.step,
        ...(change.request ? { request: merge(bookings.request, change.request) } : {}),
        ...(change.bookingData ? { bookingData: merge(bookings.bookingData, change.bookingData) } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          change.expect ? eq(bookings.status, change.expect) : undefined,
          change.expectStep ? eq(bookings.step, change.expectStep) : undefined,
        ),
      )
      .returning();
    if (!row) throw new BookingMovedOn(booking.id);
    await tx.insert(bookingStatusHistory).values({
      bookingId: booking.id,
      fromStatus: booking.status,
      toStatus: status,
      step: change.step,
      detail: change.detail ?? null,
    });
    return row;
  });
}

export async function loadBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export const storedRequest = (row: BookingRow): StoredRequest => row.request as unknown as StoredRequest;
export const storedData = (row: BookingRow): BookingData => row.bookingData as unknown as BookingData;

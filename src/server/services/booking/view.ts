import { fromMinorUnits } from '../../../shared/pricing';
import { bookingReference, BookingDataSchema, type Booking, type BookingData } from '../../../shared/schemas/booking';
import { localToInstant, parseLocal } from '../../../shared/time';
import type { BookingRow } from './types';

/* A booking as the traveller's screens read it (A3, A4). */

/** 'ord_0000AbC' -> '0000AbC': the spec's "provider booking id". */
export const duffelBookingIdOf = (providerOrderId: string | null): string | null =>
  providerOrderId ? providerOrderId.replace(/^ord_/, '') : null;

/** Without a known zone, a local time can be at most 14 hours behind UTC. */
const LATEST_OFFSET_MS = 14 * 3_600_000;

/** The instant the last flight lands, from its local arrival time and the airport's zone. */
export function lastArrivalInstant(data: Pick<BookingData, 'slices'>): number | null {
  const slice = data.slices[data.slices.length - 1];
  const segment = slice?.segments[slice.segments.length - 1];
  if (!slice || !segment) return null;
  const zone = segment.destination.time_zone ?? slice.destination.time_zone;
  const exact = localToInstant(segment.arriving_at, zone);
  if (exact !== null) return exact;
  const wall = parseLocal(segment.arriving_at);
  return Number.isNaN(wall) ? null : wall + LATEST_OFFSET_MS;
}

/** A4: a confirmed trip whose last flight has landed is in the past. */
export function hasLanded(row: BookingRow, now: number): boolean {
  if (row.status !== 'confirmed') return false;
  const landed = lastArrivalInstant(row.bookingData as unknown as BookingData);
  return landed !== null && landed <= now;
}

export function toBookingView(row: BookingRow): Booking {
  const duffelBookingId = duffelBookingIdOf(row.providerOrderId);
  return {
    id: row.id,
    status: row.status,
    duffelBookingId,
    bookingReference: duffelBookingId ? bookingReference(duffelBookingId) : null,
    bookingData: BookingDataSchema.parse(row.bookingData),
    failureReason: row.failureReason,
    refund:
      row.refundAmountMinor === null
        ? null
        : { amount: fromMinorUnits(row.refundAmountMinor, row.currency), currency: row.currency },
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

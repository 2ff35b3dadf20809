import type { Booking, TripTab } from '../../../../shared/schemas/booking';
import { formatFieldDate, formatPrice } from '../../../../shared/display';
import { TRIP_KIND_LABELS, tripKind } from '../../../../shared/itinerary-labels';

/*
 * How My Trips sorts and describes bookings (A2 and A4).
 * Upcoming = confirmed or pending, Past = completed, Cancelled = cancelled. A failed booking (the
 * airline refused after the card was authorised; the hold was released) is listed under Cancelled
 * with its own 'Failed' badge: hiding it would leave a traveller who saw the bank's pending hold
 * with no record of what happened (R2), and it is not a trip that will happen.
 */

export { TRIP_TABS, type TripTab } from '../../../../shared/schemas/booking';

export const TAB_LABELS: Record<TripTab, string> = { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' };

export function tripTab(booking: Pick<Booking, 'status'>): TripTab {
  switch (booking.status) {
    case 'confirmed':
    case 'pending':
    case 'on_hold':
      return 'upcoming';
    case 'completed':
      return 'past';
    case 'cancelled':
    case 'failed':
    case 'hold_expired':
    case 'released':
      return 'cancelled';
  }
}

const firstDeparture = (b: Booking) => b.bookingData.slices[0]?.departure_time ?? '';

/** Bookings by tab: upcoming soonest first, past and cancelled most recent first. */
export function groupTrips(bookings: readonly Booking[]): Record<TripTab, Booking[]> {
  const groups: Record<TripTab, Booking[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) groups[tripTab(booking)].push(booking);
  groups.upcoming.sort((a, b) => firstDeparture(a).localeCompare(firstDeparture(b)));
  groups.past.sort((a, b) => firstDeparture(b).localeCompare(firstDeparture(a)));
  groups.cancelled.sort((a, b) => (b.cancelledAt ?? b.createdAt).localeCompare(a.cancelledAt ?? a.createdAt));
  return groups;
}

export type BadgeTone = 'success' | 'warning' | 'secondary' | 'destructive' | 'info';

/** The card's badge: the spec labels every upcoming card 'Confirmed'. */
const STATUS_BADGES: Record<Booking['status'], { label: string; tone: BadgeTone }> = {
  confirmed: { label: 'Confirmed', tone: 'success' },
  pending: { label: 'Confirmed', tone: 'success' },
  completed: { label: 'Completed', tone: 'secondary' },
  cancelled: { label: 'Cancelled', tone: 'destructive' },
  failed: { label: 'Failed', tone: 'warning' },
  // R55: a hold is not a ticket yet; one that lapsed or was let go charged nothing.
  on_hold: { label: 'On hold', tone: 'info' },
  hold_expired: { label: 'Hold expired', tone: 'secondary' },
  released: { label: 'Released', tone: 'secondary' },
};

export const statusBadge = (booking: Pick<Booking, 'status'>) => STATUS_BADGES[booking.status];

/** The status as the details dialog writes it. */
export const STATUS_NAMES: Record<Booking['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  on_hold: 'On hold',
  hold_expired: 'Hold expired',
  released: 'Released',
};

export interface TripSummary {
  from: string;
  to: string;
  tripType: 'Round Trip' | 'One Way' | 'Multi-City';
  dates: string;
  passengers: string;
  total: string;
  reference: string;
}

/** A9: the first 8 characters of the provider's booking id, upper-cased. */
export function referenceOf(booking: Pick<Booking, 'bookingReference' | 'duffelBookingId'>): string {
  return booking.bookingReference ?? booking.duffelBookingId?.slice(0, 8).toUpperCase() ?? '—';
}

export function tripSummary(booking: Booking): TripSummary {
  const { slices, passengers, total_amount, total_currency } = booking.bookingData;
  const first = slices[0];
  const last = slices.at(-1);
  const city = (p: { city_name: string | null; iata_code: string } | undefined) => p?.city_name ?? p?.iata_code ?? '—';
  const kind = tripKind(slices);
  const tripType = TRIP_KIND_LABELS[kind];
  const start = formatFieldDate(first?.departure_time);
  const dates = slices.length > 1 && last ? `${start} – ${formatFieldDate(last.departure_time)}` : start;
  const count = passengers.length;
  return {
    from: city(first?.origin),
    // A round trip's destination is where the outbound lands, not home again.
    // A multi-city trip's are each flight's landing, in order (R24).
    to:
      kind === 'multi-city'
        ? slices.map((slice) => city(slice.destination)).join(', ')
        : city(kind === 'round-trip' ? first?.destination : last?.destination),
    tripType,
    dates,
    passengers: count === 1 ? '1 passenger' : `${count} passengers`,
    total: formatPrice(total_amount, total_currency),
    reference: referenceOf(booking),
  };
}

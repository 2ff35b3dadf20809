import type { Passenger, SelectedSeat } from '../../../../shared/schemas/booking';
import type { Offer } from '../../../../shared/schemas/flights';
import { toMinorUnits, fromMinorUnits } from '../../../../shared/pricing';

/* What the payment step lists: who flies, in which seats, and how the total is made up. */

const TYPE_NAMES = { adult: 'Adult', child: 'Child', infant_without_seat: 'Infant' } as const;

export interface PassengerLine {
  key: string;
  name: string;
  type: string;
  /** '12A (JFK-LHR)', one per segment with a seat. */
  seats: string[];
}

function segmentRoute(offer: Offer, segmentId: string): string {
  for (const slice of offer.slices) {
    const segment = slice.segments.find((s) => s.id === segmentId);
    if (segment) return `${segment.origin.iata_code}-${segment.destination.iata_code}`;
  }
  return '';
}

export function passengerLines(offer: Offer, passengers: readonly Passenger[], seats: readonly SelectedSeat[]) {
  return passengers.map((passenger, index): PassengerLine => {
    const own = seats.filter((seat) => passenger.id !== undefined && seat.passengerId === passenger.id);
    return {
      key: passenger.id ?? String(index),
      name: [passenger.firstName, passenger.lastName].join(' '),
      type: TYPE_NAMES[passenger.type],
      seats: own.map((seat) => {
        const route = segmentRoute(offer, seat.segmentId);
        return route ? `${seat.designator} (${route})` : seat.designator;
      }),
    };
  });
}

/** The seats' sum in the offer's currency, as a decimal string; '0' when there are none. */
export function seatsTotal(seats: readonly SelectedSeat[], currency: string): string {
  const minor = seats.reduce(
    (sum, seat) =>
      seat.price && seat.price.currency === currency ? sum + toMinorUnits(seat.price.amount, currency) : sum,
    0,
  );
  return fromMinorUnits(minor, currency);
}

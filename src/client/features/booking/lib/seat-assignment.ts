import { addAmounts } from '../../../../shared/pricing';
import type { SelectedSeat } from '../../../../shared/schemas/booking';
import type { CabinClass, Offer } from '../../../../shared/schemas/flights';
import type { SeatCell } from '../../../components/seat-map/seat-layout';
import { serviceFor } from '../../../components/seat-map/seat-selection';

/*
 * Seat choices (R7): a click goes to the passenger whose tab is selected; clicking that
 * passenger's own seat again frees it; a seat another passenger holds is theirs until they free
 * it; infants on a lap get no seat. Each choice names the seat's service for THAT passenger,
 * since the seat map offers one service per passenger.
 */

export type SeatOutcome = 'selected' | 'changed' | 'freed' | 'held-by-other' | 'unavailable';

/** The offer's passengers who sit in their own seat (everyone but infants on a lap). */
export function seatedPassengers(offer: Pick<Offer, 'passengers'>) {
  return offer.passengers.filter((p) => p.type !== 'infant_without_seat');
}

interface SeatClick {
  passengerId: string;
  segmentId: string;
  seat: SeatCell;
  cabinClass?: CabinClass | undefined;
}

/** The choices after `click`, and what happened (for the toast). */
export function toggleSeat(
  seats: readonly SelectedSeat[],
  click: SeatClick,
): { seats: SelectedSeat[]; outcome: SeatOutcome } {
  const { passengerId, segmentId, seat } = click;
  const onSegment = (s: SelectedSeat) => s.segmentId === segmentId;
  const holder = seats.find((s) => onSegment(s) && s.designator === seat.designator);
  if (holder && holder.passengerId !== passengerId) return { seats: [...seats], outcome: 'held-by-other' };
  if (holder) return { seats: seats.filter((s) => s !== holder), outcome: 'freed' };
  const service = serviceFor(seat, passengerId);
  if (!service) return { seats: [...seats], outcome: 'unavailable' };
  const previous = seats.some((s) => onSegment(s) && s.passengerId === passengerId);
  const choice: SelectedSeat = {
    passengerId,
    segmentId,
    seatId: service.id,
    designator: seat.designator,
    ...(click.cabinClass ? { cabinClass: click.cabinClass } : {}),
    price: { amount: service.amount, currency: service.currency },
  };
  return {
    seats: [...seats.filter((s) => !(onSegment(s) && s.passengerId === passengerId)), choice],
    outcome: previous ? 'changed' : 'selected',
  };
}

/** Passenger/segment pairs still without a seat: every seated passenger needs one on every mapped segment. */
export function missingSeats(
  seats: readonly SelectedSeat[],
  passengerIds: readonly string[],
  segmentIds: readonly string[],
): { passengerId: string; segmentId: string }[] {
  return segmentIds.flatMap((segmentId) =>
    passengerIds
      .filter((passengerId) => !seats.some((s) => s.segmentId === segmentId && s.passengerId === passengerId))
      .map((passengerId) => ({ passengerId, segmentId })),
  );
}

/** The seats' price in the offer's currency, exactly (seat prices come in the offer's currency). */
export function seatsTotal(seats: readonly SelectedSeat[], currency: string): string {
  return addAmounts(
    seats.filter((s) => s.price && s.price.currency === currency).map((s) => s.price?.amount ?? '0'),
    currency,
  );
}

/** What will be charged: the fare plus the seats. */
export function bookingTotal(offer: Pick<Offer, 'total_amount' | 'total_currency'>, seats: readonly SelectedSeat[]) {
  const currency = offer.total_currency;
  return { amount: addAmounts([offer.total_amount, seatsTotal(seats, currency)], currency), currency };
}

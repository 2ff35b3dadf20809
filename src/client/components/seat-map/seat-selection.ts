import { formatPrice } from '../../../shared/display';
import type { SeatCell, SeatService } from './seat-layout';

/*
 * Choosing seats on a drawn cabin (R7): a seat is offered to one passenger at a time, at
 * that passenger's price (the seat map carries one service per passenger), and a seat someone
 * already holds shows who holds it.
 */

/** Who holds a seat: their passenger id, a short badge drawn on the seat ('JD' or '2') and their name. */
export interface SeatHolder {
  passengerId: string;
  badge: string;
  name: string;
}

export interface SeatSelection {
  /** The passenger a click seats (the selected passenger tab). */
  passengerId: string;
  /** Seats held on this cabin's segment, by designator. */
  holders: ReadonlyMap<string, SeatHolder>;
  /** Called for every seat that is not unavailable; the caller decides (assign, free, or explain). */
  onSeatClick: (seat: SeatCell) => void;
}

/** The seat's service for `passengerId`: its price and the id a booking names. */
export function serviceFor(seat: SeatCell, passengerId: string): SeatService | undefined {
  return seat.status === 'taken' ? undefined : seat.services.find((s) => s.passengerId === passengerId);
}

/** '$25', or 'free' for a seat at no charge. */
export function seatPriceLabel(service: Pick<SeatService, 'amount' | 'currency'>): string {
  return Number(service.amount) > 0 ? formatPrice(service.amount, service.currency) : 'free';
}

/** What a screen reader says for a seat while choosing: 'Seat 14C, aisle, $25, available'. */
export function selectionLabel(seat: SeatCell, passengerId: string, holder: SeatHolder | undefined): string {
  const parts = [`Seat ${seat.designator}`, seat.position];
  if (seat.exit) parts.push('exit row');
  const service = serviceFor(seat, passengerId);
  if (holder && holder.passengerId !== passengerId) parts.push(`taken by ${holder.name}`);
  else if (!service) parts.push('unavailable');
  else parts.push(seatPriceLabel(service), holder ? `selected for ${holder.name}` : 'available');
  return parts.join(', ');
}

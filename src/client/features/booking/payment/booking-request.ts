import { BOOKING_MESSAGES, type Passenger } from '../../../../shared/schemas/booking';

/*
 * J5's client check of the booking request, run before the card is touched: a request the
 * server would refuse must not first hold money on the card.
 */

export interface BookingRequestParts {
  offerId: string;
  passengers: readonly Passenger[];
  amount: string;
  currency: string;
}

/** The first problem's message, or null when the request can be sent. */
export function bookingRequestProblem({ offerId, passengers, amount, currency }: BookingRequestParts): string | null {
  if (!offerId.trim()) return BOOKING_MESSAGES.offerId;
  if (passengers.length === 0) return BOOKING_MESSAGES.bookingPassengers;
  if (!amount.trim() || !Number.isFinite(Number(amount))) return BOOKING_MESSAGES.amount;
  if (!currency.trim()) return BOOKING_MESSAGES.currency;
  for (const passenger of passengers) {
    if (!passenger.firstName.trim()) return BOOKING_MESSAGES.passengerFirstName;
    if (!passenger.lastName.trim()) return BOOKING_MESSAGES.passengerLastName;
    if (!passenger.dateOfBirth.trim()) return BOOKING_MESSAGES.passengerDateOfBirth;
  }
  return null;
}

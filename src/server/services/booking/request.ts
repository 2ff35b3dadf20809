import { toMinorUnits } from '../../../shared/pricing';
import { passengersSchema, type CreateBookingInput, type Passenger } from '../../../shared/schemas/booking';
import type { Offer, SeatMap } from '../../../shared/schemas/flights';
import {
  lastFlightDate,
  passportAccepted,
  passportRequired,
  ageOn,
  searchedAges,
  youthOnAgelessSlot,
  youthOnAgelessSlotMessage,
  type PassengerType,
} from '../../../shared/passengers';
import { toE164 } from '../../../shared/phone';
import { AppError } from '../../errors';
import type { OrderPassenger } from '../../providers/flights/types';
import type { PlannedSeat } from './types';
import { seatServiceIndex } from '../../../shared/seat-services';

/*
 * Step 1 of a booking: the request checked against the offer as the airline has it now
 * (J5, R7 and R8). Who is who comes from the offer's
 * passengers; seats and their prices from the provider's seat maps, never from the client.
 */

const TYPE_WORDS: Record<PassengerType, [string, string]> = {
  adult: ['adult', 'adults'],
  child: ['child', 'children'],
  infant_without_seat: ['infant', 'infants'],
};

const unprocessable = (message: string, code = 'PASSENGERS_DO_NOT_MATCH') => new AppError(422, code, message);

function describeCounts(types: readonly PassengerType[]): string {
  const parts = (Object.keys(TYPE_WORDS) as PassengerType[])
    .map((type) => [type, types.filter((t) => t === type).length] as const)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${TYPE_WORDS[type][n === 1 ? 0 : 1]}`);
  return parts.join(', ') || 'no passengers';
}

/**
 * A 400 in the error handler's shape for schema errors ({error, message, fields} with paths such
 * as 'body.passengers.1.dateOfBirth'), so a form places the server's messages as its own.
 */
export function fieldErrors(issues: { path: (string | number)[]; message: string }[]): Error {
  return Object.assign(new Error(issues[0]?.message ?? 'The request is not valid.'), {
    statusCode: 400,
    validationContext: 'body',
    validation: issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message })),
  });
}

/** Gives each passenger the offer passenger they fill: by id when sent, else in order by type. */
export function matchPassengers(offer: Offer, passengers: readonly Passenger[]): Passenger[] {
  const wanted = offer.passengers.map((p) => p.type);
  const sent = passengers.map((p) => p.type);
  const sorted = (list: PassengerType[]) => [...list].sort().join(',');
  if (sorted(wanted) !== sorted(sent)) {
    throw unprocessable(
      `This flight offer is for ${describeCounts(wanted)}, but the booking has ${describeCounts(sent)}. ` +
        'Please search again with the right number of passengers.',
    );
  }
  const taken = new Set<string>();
  for (const p of passengers) {
    if (p.id === undefined) continue;
    const known = offer.passengers.find((o) => o.id === p.id);
    if (!known) throw unprocessable(`Passenger ${p.id} is not part of this flight offer.`);
    if (known.type !== p.type) throw unprocessable(`Passenger ${p.id} was searched as ${TYPE_WORDS[known.type][0]}.`);
    if (taken.has(p.id)) throw unprocessable(`Passenger ${p.id} is given twice.`);
    taken.add(p.id);
  }
  const travelDate = lastFlightDate(offer);
  return passengers.map((p) => {
    if (p.id !== undefined) return p;
    // R58: among a type's free slots, the one searched with this passenger's age (a youth's, or none for 18+).
    const open = offer.passengers.filter((o) => o.type === p.type && !taken.has(o.id));
    const age = travelDate ? ageOn(p.dateOfBirth, travelDate) : NaN;
    const free = open.find((o) => o.age === age || (o.age === null && age >= 18)) ?? open[0];
    if (!free) throw unprocessable('The passengers do not match this flight offer.');
    taken.add(free.id);
    return { ...p, id: free.id };
  });
}

/**
 * R58: a passenger aged 12-17 on an adult slot searched without an age is refused by the airline
 * (Duffel: `type: adult` is 18 or over), so it is a 422 here, before any card is held.
 */
export function checkAgelessAdults(offer: Offer, passengers: readonly Passenger[]): void {
  const travelDate = lastFlightDate(offer);
  const ages = searchedAges(offer);
  passengers.forEach((p, index) => {
    if (!travelDate || p.id === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(p.dateOfBirth)) return;
    const age = ageOn(p.dateOfBirth, travelDate);
    if (age >= 12 && youthOnAgelessSlot(p.type, ages[p.id], age)) {
      throw unprocessable(`Passenger ${index + 1}: ${youthOnAgelessSlotMessage(age)}`, 'PASSENGER_NEEDS_AGE');
    }
  });
}

/** J5's passenger rules for this offer; a 400 naming every field that fails. */
export function checkPassengerRules(offer: Offer, passengers: readonly Passenger[], today: string): void {
  const rules = {
    passportRequired: passportRequired(offer),
    travelDate: lastFlightDate(offer),
    today,
    searchedAges: searchedAges(offer),
  };
  // R49: the form lets a saved traveller's passport come from the server; here it has been filled,
  // so the number is required like any other (a saved traveller without one is refused).
  const filled = passengers.map(({ savedTravellerId: _filledAbove, ...passenger }) => passenger);
  const result = passengersSchema(rules).safeParse(filled);
  if (result.success) return;
  throw fieldErrors(
    result.error.issues.map((issue) => ({
      path: ['passengers', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      message: issue.message,
    })),
  );
}

/**
 * The checked passengers as they are kept and sent (R26): phone numbers in E.164, and no passport
 * for an airline that takes none (it would refuse the order).
 */
export function airlinePassengers(offer: Offer, passengers: readonly Passenger[]): Passenger[] {
  const keepPassport = passportAccepted(offer);
  return passengers.map((p) => {
    const phone = p.phone ? (toE164(p.phone, p.phoneCountry) ?? p.phone) : undefined;
    const kept: Passenger = { ...p, phone };
    if (!keepPassport) {
      kept.passportNumber = undefined;
      kept.passportExpiryDate = undefined;
      kept.passportIssuingCountry = undefined;
    }
    return kept;
  });
}

/** The passengers as the airline tickets them: each infant on a different adult's lap. */
export function orderPassengers(passengers: readonly Passenger[]): OrderPassenger[] {
  const adults = passengers.filter((p) => p.type === 'adult');
  let lap = 0;
  return passengers.map((p) => {
    const infantOf = p.type === 'infant_without_seat' ? adults[lap++]?.id : undefined;
    const document =
      p.passportNumber && p.passportExpiryDate && p.passportIssuingCountry
        ? { number: p.passportNumber, expiresOn: p.passportExpiryDate, issuingCountryCode: p.passportIssuingCountry }
        : null;
    return {
      offerPassengerId: p.id ?? '',
      type: p.type,
      title: p.title ?? null,
      givenName: p.firstName,
      familyName: p.lastName,
      gender: p.gender === 'male' ? 'm' : p.gender === 'female' ? 'f' : null,
      bornOn: p.dateOfBirth,
      email: p.email ?? null,
      phoneNumber: p.phone ?? null,
      identityDocument: document,
      ...(p.loyaltyProgrammeAccounts?.length ? { loyaltyProgrammeAccounts: p.loyaltyProgrammeAccounts } : {}),
      ...(infantOf ? { infantOfPassengerId: infantOf } : {}),
    };
  });
}

const seatRefused = (message: string) => new AppError(422, 'SEAT_NOT_AVAILABLE', message);

/**
 * R7: each seat is a real, free seat service of that passenger on that segment, at most
 * one per passenger per segment, none for an infant on a lap, none twice. Prices come from the
 * provider's maps: NET as it sent them, selling after the brand's markup.
 */
export function planSeats(
  seats: CreateBookingInput['seats'],
  passengers: readonly Passenger[],
  net: readonly SeatMap[],
  selling: readonly SeatMap[],
): PlannedSeat[] {
  const netIndex = seatServiceIndex(net);
  const sellingIndex = seatServiceIndex(selling);
  const seated = new Set<string>();
  const places = new Set<string>();
  return seats.map((seat) => {
    const passenger = passengers.find((p) => p.id === seat.passengerId);
    if (!passenger) throw seatRefused(`Seat ${seat.designator} is for a passenger who is not on this booking.`);
    if (passenger.type === 'infant_without_seat') {
      throw seatRefused(`${passenger.firstName} travels on an adult's lap and cannot have a seat.`);
    }
    const onMap = netIndex.get(seat.seatId);
    const priced = sellingIndex.get(seat.seatId);
    if (
      !onMap ||
      !priced ||
      onMap.passengerId !== seat.passengerId ||
      onMap.segmentId !== seat.segmentId ||
      onMap.designator !== seat.designator
    ) {
      throw seatRefused(`Seat ${seat.designator} is no longer available. Please choose another seat.`);
    }
    const person = `${seat.segmentId}:${seat.passengerId}`;
    const place = `${seat.segmentId}:${seat.designator}`;
    if (seated.has(person)) throw seatRefused(`${passenger.firstName} has more than one seat on one flight.`);
    if (places.has(place)) throw seatRefused(`Seat ${seat.designator} is chosen twice.`);
    seated.add(person);
    places.add(place);
    return {
      passengerId: seat.passengerId,
      segmentId: seat.segmentId,
      serviceId: seat.seatId,
      designator: seat.designator,
      sellingAmount: priced.amount,
      netAmount: onMap.amount,
      currency: onMap.currency,
    };
  });
}

type PricedExtra = Pick<PlannedSeat, 'netAmount' | 'sellingAmount' | 'currency'>;

/** Offer total plus seats and bags (R53), in minor units, at NET or selling price. */
export function totalMinor(offer: Offer, extras: readonly PricedExtra[], which: 'net' | 'selling'): number {
  const currency = offer.total_currency;
  return extras.reduce(
    (sum, seat) => {
      if (seat.currency !== currency) throw seatRefused('An extra is priced in another currency than the flight.');
      return sum + toMinorUnits(which === 'net' ? seat.netAmount : seat.sellingAmount, currency);
    },
    toMinorUnits(offer.total_amount, currency),
  );
}

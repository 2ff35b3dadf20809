import type { Offer } from '../../../../shared/schemas/flights';
import { FlightProviderError, type CreateOrderInput, type OrderPassenger } from '../types';
import { CURRENCY, toAmount, toCents } from './money';
import type { SeatServiceOnMap } from '../../../../shared/seat-services';
import { parseDay } from './time';
import { AIRLINE_NAME, passportAccepted } from '../../../../shared/passengers';
import { E164 } from '../../../../shared/phone';
import { TITLES } from '../../../../shared/schemas/booking';

/*
 * What the airline checks before it issues tickets: the people match the offer's passengers
 * (R8's ages on the day of the last flight, an adult for every infant, passports when
 * the trip crosses a border), each is named as Duffel's order API requires (R26: a title, a
 * gender of m or f, names in Latin letters, phone numbers in E.164, a contact to reach, no
 * document the offer does not take), and every extra asked for exists, once, for the right person.
 */

export interface BookedService {
  id: string;
  type: 'seat' | 'baggage';
  quantity: number;
  passenger_ids: string[];
  segment_ids: string[];
  /** Price times quantity. */
  total_amount: string;
  total_currency: string;
  metadata: Record<string, unknown>;
}

const invalid = (message: string) => new FlightProviderError('VALIDATION', message);

/** Whole years old on `day`. */
export function ageOn(bornOn: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = bornOn.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** R58: the youngest an adult searched without an age may be. */
const ADULT_WITHOUT_AGE = 18;

const AGE_RANGES = {
  adult: [12, 200, 'an adult must be 12 or older'],
  child: [2, 11, 'a child must be 2 to 11 years old'],
  infant_without_seat: [0, 1, 'an infant must be under 2'],
} as const;

function flightDays(offer: Offer): { first: string; last: string } {
  const segments = offer.slices.flatMap((s) => s.segments);
  const first = segments[0]?.departing_at.slice(0, 10) ?? '';
  const last = segments[segments.length - 1]?.departing_at.slice(0, 10) ?? first;
  return { first, last };
}

/** The passengers as the airline will ticket them, each infant on an adult's lap. */
export function checkPassengers(offer: Offer, passengers: readonly OrderPassenger[]): OrderPassenger[] {
  if (passengers.length !== offer.passengers.length) {
    throw invalid(`This offer is for ${offer.passengers.length} passengers; ${passengers.length} were given.`);
  }
  const { first, last } = flightDays(offer);
  const seen = new Set<string>();
  for (const p of passengers) {
    const expected = offer.passengers.find((o) => o.id === p.offerPassengerId);
    if (!expected) throw invalid(`Passenger ${p.offerPassengerId} is not in this offer.`);
    if (seen.has(p.offerPassengerId)) throw invalid(`Passenger ${p.offerPassengerId} is given twice.`);
    seen.add(p.offerPassengerId);
    if (p.type !== expected.type) {
      throw invalid(`Passenger ${p.offerPassengerId} was searched as ${expected.type}, not ${p.type}.`);
    }
    for (const name of [p.givenName, p.familyName]) {
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > 50 || !/\p{L}/u.test(trimmed) || !AIRLINE_NAME.test(trimmed))
        throw invalid(`Invalid passenger name '${name}': only Latin letters, spaces, '-' and "'" are accepted.`);
    }
    if (!p.title || !(TITLES as readonly string[]).includes(p.title)) {
      throw invalid(`Passenger ${p.offerPassengerId} needs a title (${TITLES.join(', ')}).`);
    }
    if (p.gender !== 'm' && p.gender !== 'f')
      throw invalid(`Passenger ${p.offerPassengerId} needs a gender of m or f.`);
    if (p.phoneNumber !== null && !E164.test(p.phoneNumber)) {
      throw invalid(`Phone number '${p.phoneNumber}' is not in E.164 format (for example +442080160509).`);
    }
    // R50: as Duffel, a loyalty number of an airline whose programme the offer does not take is refused.
    for (const account of p.loyaltyProgrammeAccounts ?? []) {
      if (!(offer.supported_loyalty_programmes ?? []).includes(account.airlineIataCode))
        throw invalid(`This offer does not support the loyalty programme of ${account.airlineIataCode}.`);
    }
    if (p.identityDocument && !passportAccepted(offer)) {
      throw invalid('This offer does not take identity documents: order it without them.');
    }
    if (Number.isNaN(parseDay(p.bornOn)) || p.bornOn > first) {
      throw invalid(`Invalid date of birth ${p.bornOn} for ${p.givenName} ${p.familyName}.`);
    }
    const [min, max, rule] = AGE_RANGES[p.type];
    const age = ageOn(p.bornOn, last);
    if (age < min || age > max) throw invalid(`${p.givenName} ${p.familyName} is ${age} on ${last}: ${rule}.`);
    // R26: the fare was for the age searched; a birth date that says otherwise is refused, as Duffel does.
    if (expected.age !== null && expected.age !== undefined && age !== expected.age) {
      throw invalid(`${p.givenName} ${p.familyName} is ${age} on ${last}, but was searched as ${expected.age}.`);
    }
    // R58: as Duffel, an adult searched without an age is 18 or over; anyone younger is searched by age.
    if (p.type === 'adult' && (expected.age === null || expected.age === undefined) && age < ADULT_WITHOUT_AGE) {
      throw invalid(
        `${p.givenName} ${p.familyName} is ${age} on ${last}, but was searched as an adult of 18 or over: search again with their age.`,
      );
    }
    if (offer.passenger_identity_documents_required) {
      const doc = p.identityDocument;
      const valid =
        doc &&
        /^[A-Za-z0-9]{5,20}$/.test(doc.number) &&
        /^[A-Z]{2}$/.test(doc.issuingCountryCode) &&
        !Number.isNaN(parseDay(doc.expiresOn)) &&
        doc.expiresOn >= last;
      if (!valid) {
        throw invalid(
          `${p.givenName} ${p.familyName} needs a passport valid until ${last} for this international trip.`,
        );
      }
    }
  }
  if (!passengers.some((p) => p.email && p.phoneNumber)) {
    throw invalid('The airline needs an e-mail address and a phone number to reach the passengers.');
  }
  return assignInfants(passengers);
}

function assignInfants(passengers: readonly OrderPassenger[]): OrderPassenger[] {
  const adults = new Set(passengers.filter((p) => p.type === 'adult').map((p) => p.offerPassengerId));
  const carrying = new Set<string>();
  for (const infant of passengers.filter((p) => p.type === 'infant_without_seat' && p.infantOfPassengerId)) {
    const adult = infant.infantOfPassengerId ?? '';
    if (!adults.has(adult))
      throw invalid(`Infant ${infant.offerPassengerId} must travel with an adult of this booking.`);
    if (carrying.has(adult)) throw invalid(`Adult ${adult} can carry only one infant.`);
    carrying.add(adult);
  }
  return passengers.map((p) => {
    if (p.type !== 'infant_without_seat' || p.infantOfPassengerId) return { ...p };
    const adult = [...adults].find((a) => !carrying.has(a));
    if (!adult) throw invalid('Each infant needs an adult to sit on.');
    carrying.add(adult);
    return { ...p, infantOfPassengerId: adult };
  });
}

/** The extras asked for, checked and priced (NET), and their total in cents. */
export function priceServices(
  offer: Offer,
  seats: ReadonlyMap<string, SeatServiceOnMap>,
  requested: CreateOrderInput['services'],
): { services: BookedService[]; cents: number } {
  const services: BookedService[] = [];
  const seatTaken = new Set<string>();
  const passengerSeated = new Set<string>();
  let cents = 0;
  for (const { id, quantity } of requested) {
    if (!Number.isInteger(quantity) || quantity < 1) throw invalid(`Invalid quantity ${quantity} for service ${id}.`);
    if (services.some((s) => s.id === id)) throw invalid(`Service ${id} is given twice.`);
    const bag = offer.available_services.find((s) => s.id === id);
    const seat = seats.get(id);
    if (bag) {
      if (quantity > bag.maximum_quantity) throw invalid(`At most ${bag.maximum_quantity} of service ${id}.`);
      const price = toCents(bag.total_amount) * quantity;
      cents += price;
      services.push({
        id,
        type: 'baggage',
        quantity,
        passenger_ids: bag.passenger_ids,
        segment_ids: bag.segment_ids,
        total_amount: toAmount(price),
        total_currency: CURRENCY,
        metadata: { ...bag.metadata, name: bag.name },
      });
    } else if (seat) {
      if (quantity !== 1) throw invalid(`A seat is sold one at a time (service ${id}).`);
      const place = `${seat.segmentId}:${seat.designator}`;
      const person = `${seat.segmentId}:${seat.passengerId}`;
      if (seatTaken.has(place)) throw invalid(`Seat ${seat.designator} is chosen twice.`);
      if (passengerSeated.has(person)) throw invalid(`A passenger has two seats on one flight (${seat.designator}).`);
      seatTaken.add(place);
      passengerSeated.add(person);
      cents += toCents(seat.amount);
      services.push({
        id,
        type: 'seat',
        quantity: 1,
        passenger_ids: [seat.passengerId],
        segment_ids: [seat.segmentId],
        total_amount: seat.amount,
        total_currency: CURRENCY,
        metadata: { designator: seat.designator, name: seat.name, disclosures: seat.disclosures },
      });
    } else {
      throw invalid(`Service ${id} is not available for this offer.`);
    }
  }
  return { services, cents };
}

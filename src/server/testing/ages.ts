import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { lastFlightDate } from '../../shared/passengers';
import { searchedAgeMessage, type PassengerInput } from '../../shared/schemas/booking';
import type { Offer } from '../../shared/schemas/flights';
import { bookingBody, passenger, postBooking, primary } from './booking';

/* Travellers of an exact age on the day of the last flight, for the ages a search was made with (R26, R58). */

/** Born on the first of the month of `offer`'s last flight, `years` before: exactly that old on the day. */
export function bornYearsBefore(offer: Offer, years: number): string {
  const travel = lastFlightDate(offer);
  return `${Number(travel.slice(0, 4)) - years}${travel.slice(4, 7)}-01`;
}

/** R26/R58: a second passenger `years` old on a slot searched at `searchedAge` is a 400 on their birth date. */
export async function expectSearchedAgeRefused(
  app: FastifyInstance,
  offer: Offer,
  type: PassengerInput['type'],
  searchedAge: number,
  years: number,
): Promise<void> {
  const other = passenger(type, { dateOfBirth: bornYearsBefore(offer, years) });
  const res = await postBooking(app, bookingBody(offer, { passengers: [primary(), other] }));
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fields).toContainEqual({
    path: 'body.passengers.1.dateOfBirth',
    message: searchedAgeMessage(searchedAge, years),
  });
}

import type { Passenger } from '../../../shared/schemas/booking';
import type { Offer } from '../../../shared/schemas/flights';
import { LOYALTY_MESSAGES, loyaltyProgrammesOf } from '../../../shared/schemas/loyalty';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SessionUser } from '../accounts';
import { createTraveller, travellerForBooking } from '../travellers';

/*
 * R49: a passenger chosen from the signed-in account's saved travellers carries only the saved
 * traveller's id for the passport; the number is opened here, on the server, and never went to the
 * browser. Someone else's (or a made-up) id is 404 and nothing is booked. R50: loyalty numbers are
 * checked against the offer before anything is charged.
 */

export async function fillFromSavedTravellers(
  db: Db,
  user: SessionUser | null,
  passengers: readonly Passenger[],
): Promise<Passenger[]> {
  if (!passengers.some((p) => p.savedTravellerId)) return [...passengers];
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to book for your saved travellers.');
  return Promise.all(
    passengers.map(async (p) => {
      if (!p.savedTravellerId) return p;
      const saved = await travellerForBooking(db, user.id, p.savedTravellerId);
      if (p.passportNumber || !saved.passportNumber) return p;
      return {
        ...p,
        passportNumber: saved.passportNumber,
        passportExpiryDate: p.passportExpiryDate ?? saved.passportExpiryDate ?? undefined,
        passportIssuingCountry: p.passportIssuingCountry ?? saved.passportIssuingCountry ?? undefined,
      };
    }),
  );
}

/** R50: 422 for a loyalty number of an airline the offer does not take, before money is touched. */
export function checkLoyalty(offer: Offer, passengers: readonly Passenger[]): void {
  const programmes = loyaltyProgrammesOf(offer);
  for (const p of passengers) {
    for (const account of p.loyaltyProgrammeAccounts ?? []) {
      if (!programmes.includes(account.airlineIataCode)) {
        throw new AppError(
          422,
          'LOYALTY_PROGRAMME_NOT_SUPPORTED',
          LOYALTY_MESSAGES.notOnOffer(account.airlineIataCode),
        );
      }
    }
  }
}

/** R49: after a booking is made, the passengers ticked "Save this traveller" join the account. */
export async function saveTicked(
  db: Db,
  user: SessionUser,
  passengers: readonly Passenger[],
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  for (const p of passengers) {
    if (!p.saveTraveller || p.savedTravellerId) continue;
    try {
      await createTraveller(db, user.id, {
        title: p.title,
        firstName: p.firstName,
        lastName: p.lastName,
        gender: p.gender,
        dateOfBirth: p.dateOfBirth,
        email: p.email,
        phone: p.phone,
        phoneCountry: p.phoneCountry,
        passportNumber: p.passportNumber,
        passportExpiryDate: p.passportExpiryDate,
        passportIssuingCountry: p.passportIssuingCountry,
        nationality: p.passportIssuingCountry,
        loyaltyAccounts: p.loyaltyProgrammeAccounts ?? [],
      });
    } catch (error) {
      // The booking is made; a traveller that could not be saved is not worth failing it for.
      log.warn({ err: error }, 'could not save a traveller after booking');
    }
  }
}

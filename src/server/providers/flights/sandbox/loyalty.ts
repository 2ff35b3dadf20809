import { inArray } from 'drizzle-orm';
import type { Offer } from '../../../../shared/schemas/flights';
import { loyaltyProgrammesOf } from '../../../../shared/schemas/loyalty';
import type { Db } from '../../../db/client';
import { settings } from '../../../db/schema';
import { FlightProviderError, type OfferPassengerUpdate } from '../types';
import { toAmount, toCents } from './money';

/*
 * R50, member fares: as Duffel lets an airline re-price an offer once its passengers' loyalty
 * numbers are known (PATCH offer passenger, then read the offer), the sandbox airline gives the
 * members of its own programme a discount when it owns the offer and is one of these carriers.
 * The numbers are kept per offer passenger in the settings table, as the LTN-FAO re-pricing is,
 * so every process reads the same price and the order is charged what the offer showed.
 */

/** Owner airlines whose members get a member fare, and how much off (percent of the fare). */
export const MEMBER_FARE_AIRLINES: readonly string[] = ['BA', 'AA'];
export const MEMBER_FARE_PERCENT = 5;

const PREFIX = 'sandbox.offer_passenger_loyalty:';

export async function updateOfferPassenger(
  db: Db,
  offer: Offer,
  passengerId: string,
  update: OfferPassengerUpdate,
): Promise<void> {
  if (!offer.passengers?.some((p) => p.id === passengerId)) {
    throw new FlightProviderError('OFFER_NOT_FOUND', `No passenger ${passengerId} on offer ${offer.id}.`);
  }
  if (update.loyaltyProgrammeAccounts.length > 0 && (!update.givenName.trim() || !update.familyName.trim())) {
    // Duffel: the names are required with loyalty programme accounts.
    throw new FlightProviderError('VALIDATION', 'given_name and family_name are required with loyalty accounts.');
  }
  const supported = loyaltyProgrammesOf(offer);
  const refused = update.loyaltyProgrammeAccounts.find((a) => !supported.includes(a.airlineIataCode));
  if (refused) {
    throw new FlightProviderError(
      'VALIDATION',
      `The airline does not support loyalty programme accounts of ${refused.airlineIataCode} on this offer.`,
    );
  }
  const key = keyOf(offer.id, passengerId);
  const value = update.loyaltyProgrammeAccounts.map((a) => a.airlineIataCode);
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

const keyOf = (offerId: string, passengerId: string) => `${PREFIX}${offerId}:${passengerId}`;

/**
 * How many of the offer's passengers are members of its owner's programme, as the airline was
 * told. Read by the exact key of each passenger (the primary key), not by a LIKE over the
 * settings table: this runs on every read of the offer.
 */
async function membersOf(db: Db, offer: Offer): Promise<number> {
  const keys = (offer.passengers ?? []).map((p) => keyOf(offer.id, p.id));
  if (keys.length === 0) return 0;
  const rows = await db.select({ value: settings.value }).from(settings).where(inArray(settings.key, keys));
  return rows.filter((row) => Array.isArray(row.value) && row.value.includes(offer.owner.iata_code)).length;
}

/**
 * The offer at its member price: each member takes MEMBER_FARE_PERCENT off an equal share of the
 * fare (base amount); taxes stay.
 */
export async function withMemberFare(db: Db, offer: Offer): Promise<Offer> {
  if (!MEMBER_FARE_AIRLINES.includes(offer.owner.iata_code ?? '')) return offer;
  const members = await membersOf(db, offer);
  const passengers = offer.passengers?.length ?? 0;
  if (members === 0 || passengers === 0) return offer;
  const base = toCents(offer.base_amount);
  const off = Math.round((base * MEMBER_FARE_PERCENT * members) / (100 * passengers));
  return {
    ...offer,
    base_amount: toAmount(base - off),
    total_amount: toAmount(toCents(offer.total_amount) - off),
  };
}

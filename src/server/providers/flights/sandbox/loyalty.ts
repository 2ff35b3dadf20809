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
 * What the airline was told for each of the offer's passengers: the programmes' airline codes.
 * Read by the exact key of each passenger (the primary key), not by a LIKE over the settings
 * table: this runs on every read of the offer.
 */
async function toldOf(db: Db, offer: Offer): Promise<Map<string, string[]>> {
  const ids = new Map((offer.passengers ?? []).map((p) => [keyOf(offer.id, p.id), p.id]));
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...ids.keys()]));
  const told = new Map<string, string[]>();
  for (const row of rows) {
    const id = ids.get(row.key);
    if (id && Array.isArray(row.value) && row.value.length > 0) told.set(id, row.value as string[]);
  }
  return told;
}

/**
 * The offer as the airline shows it once told loyalty numbers: each passenger told some is marked
 * so (as Duffel's offer passenger carries them), and each member of the owner's programme takes
 * MEMBER_FARE_PERCENT off an equal share of the fare (base amount); taxes stay.
 */
export async function withMemberFare(db: Db, offer: Offer): Promise<Offer> {
  const passengers = offer.passengers ?? [];
  if (passengers.length === 0) return offer;
  const told = await toldOf(db, offer);
  if (told.size === 0) return offer;
  const marked = {
    ...offer,
    passengers: passengers.map((p) => (told.has(p.id) ? { ...p, loyalty_accounts_told: true } : p)),
  };
  const owner = offer.owner.iata_code ?? '';
  const members = [...told.values()].filter((codes) => codes.includes(owner)).length;
  if (!MEMBER_FARE_AIRLINES.includes(owner) || members === 0) return marked;
  const base = toCents(offer.base_amount);
  const off = Math.round((base * MEMBER_FARE_PERCENT * members) / (100 * passengers.length));
  return {
    ...marked,
    base_amount: toAmount(base - off),
    total_amount: toAmount(toCents(offer.total_amount) - off),
  };
}

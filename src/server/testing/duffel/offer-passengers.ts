import { checkAccounts, checkOfferPassengerNames } from './passenger-rules';
import { noLongerAvailable, notFound, type Answer, type StoredOffer } from './server-search';

/*
 * R50: PATCH /air/offers/{offer_id}/passengers/{offer_passenger_id}, as Duffel documents it: the
 * passenger's names and loyalty_programme_accounts (each of a programme the offer supports, 422
 * otherwise); the airline may then re-price the offer. The stand-in's airline takes
 * MEMBER_DISCOUNT off the fare for each passenger in its own (the owner's) programme, which the
 * next GET /air/offers/{id} shows and an order must pay.
 */

export const MEMBER_DISCOUNT = 10;

type Passenger = Record<string, unknown>;

export function updateOfferPassenger(
  entry: StoredOffer | undefined,
  passengerId: string,
  data: Passenger,
  now: Date,
): Answer {
  if (!entry) return notFound();
  if (Date.parse(entry.offer.expires_at) <= now.getTime()) return noLongerAvailable();
  const offer = entry.offer;
  const known = offer.passengers as unknown as Passenger[];
  const passenger = known.find((p) => p.id === passengerId);
  if (!passenger) return notFound();
  const accounts = data.loyalty_programme_accounts;
  const refused =
    checkAccounts(offer, accounts, '') ??
    (Array.isArray(accounts) && accounts.length > 0 ? checkOfferPassengerNames(data, '') : null);
  if (refused) return refused;
  const updated = {
    ...passenger,
    given_name: data.given_name ?? passenger.given_name,
    family_name: data.family_name ?? passenger.family_name,
    loyalty_programme_accounts: accounts ?? passenger.loyalty_programme_accounts,
  };
  const passengers = known.map((p) => (p.id === passengerId ? updated : p));
  entry.listed ??= { total: offer.total_amount, base: offer.base_amount ?? '0' };
  const owner = offer.owner.iata_code;
  const members = passengers.filter(
    (p) =>
      Array.isArray(p.loyalty_programme_accounts) &&
      (p.loyalty_programme_accounts as Passenger[]).some((a) => a.airline_iata_code === owner),
  ).length;
  const off = (amount: string) => (Number(amount) - MEMBER_DISCOUNT * members).toFixed(2);
  entry.offer = {
    ...offer,
    passengers: passengers as unknown as StoredOffer['offer']['passengers'],
    total_amount: off(entry.listed.total),
    base_amount: off(entry.listed.base),
  };
  return [200, { data: updated }];
}

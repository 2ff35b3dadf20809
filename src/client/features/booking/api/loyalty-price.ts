import type { Passenger } from '../../../../shared/schemas/booking';
import { LoyaltyPriceResponseSchema, type LoyaltyPriceResponse } from '../../../../shared/schemas/loyalty-price';
import { api } from '../../../lib/api';

/** R50: a price the airline gives members, shown with the programmes that earned it. */
export interface MemberPrice extends LoyaltyPriceResponse {
  airlines: string[];
}

/**
 * R50: once the form carries loyalty numbers, the server tells the airline and answers the offer's
 * price with them (the server prices; the page only shows it). Null when no passenger has one.
 */
export async function fetchMemberPrice(offerId: string, passengers: readonly Passenger[]): Promise<MemberPrice | null> {
  const airlines = [
    ...new Set(passengers.flatMap((p) => (p.loyaltyProgrammeAccounts ?? []).map((a) => a.airlineIataCode))),
  ];
  if (airlines.length === 0) return null;
  const answer = await api.post(
    `/api/flights/offer/${encodeURIComponent(offerId)}/loyalty-price`,
    {
      passengers: passengers
        .filter((p) => p.id)
        .map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          loyaltyProgrammeAccounts: p.loyaltyProgrammeAccounts ?? [],
        })),
    },
    LoyaltyPriceResponseSchema,
  );
  return { ...answer, airlines };
}

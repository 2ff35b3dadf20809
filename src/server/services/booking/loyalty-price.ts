import type { Passenger } from '../../../shared/schemas/booking';
import type { Offer } from '../../../shared/schemas/flights';
import type { LoyaltyPriceRequest, LoyaltyPriceResponse } from '../../../shared/schemas/loyalty-price';
import { loyaltyProgrammesOf } from '../../../shared/schemas/loyalty';
import { AppError } from '../../errors';
import { FlightProviderError } from '../../providers/flights/types';
import { OFFER_EXPIRED_MESSAGE, toAppError } from '../flights';
import { askAirline, type BookingBrand, type BookingContext } from './context';
import { checkLoyalty } from './saved-travellers';

/*
 * R50, member fares (Duffel's documented flow): the airline is told each passenger's name and
 * loyalty numbers on the offer, then the offer is read again, and its price may be lower.
 */

type Told = Pick<Passenger, 'firstName' | 'lastName' | 'loyaltyProgrammeAccounts'> & { id?: string | undefined };

/**
 * Whether the airline must be told before a booking's price is read: a passenger gives numbers,
 * or the offer shows numbers told earlier (cleared then, R50). Neither: the offer as read is the
 * price, and the update per passenger and the second read (calls to the airline) are skipped.
 */
export function loyaltyToTell(offer: Offer, passengers: readonly Told[]): boolean {
  if (loyaltyProgrammesOf(offer).length === 0) return false;
  return (
    passengers.some((p) => (p.loyaltyProgrammeAccounts?.length ?? 0) > 0) ||
    offer.passengers.some((p) => p.loyalty_accounts_told === true)
  );
}

/** Tells the airline the given passengers' loyalty numbers ([] clears them). */
export async function tellAirlineLoyalty(ctx: BookingContext, offer: Offer, passengers: readonly Told[]) {
  const update = ctx.provider.updateOfferPassenger?.bind(ctx.provider);
  if (!update) return;
  for (const p of passengers) {
    if (!p.id) continue;
    const id = p.id;
    await askAirline(ctx, 'the loyalty numbers', (signal) =>
      update(
        offer.id,
        id,
        {
          givenName: p.firstName,
          familyName: p.lastName,
          loyaltyProgrammeAccounts: p.loyaltyProgrammeAccounts ?? [],
        },
        signal,
      ),
    );
  }
}

/** POST /api/flights/offer/:id/loyalty-price: the offer's selling price with these loyalty numbers. */
export async function loyaltyPrice(
  appCtx: BookingContext,
  offerId: string,
  body: LoyaltyPriceRequest & { passengers: Told[] },
  brand: BookingBrand | undefined,
): Promise<LoyaltyPriceResponse> {
  const ctx = { ...appCtx, brand: brand ?? appCtx.brand };
  try {
    const before = (await ctx.flights.quoteForBooking(offerId, ctx.brand)).selling;
    if (Date.parse(before.expires_at) <= ctx.now().getTime()) {
      throw new AppError(410, 'OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE);
    }
    const known = new Set(before.passengers.map((p) => p.id));
    const stranger = body.passengers.find((p) => !p.id || !known.has(p.id));
    if (stranger)
      throw new AppError(422, 'VALIDATION_ERROR', `Passenger ${stranger.id} is not part of this flight offer.`);
    checkLoyalty(before, body.passengers as Passenger[]);
    await tellAirlineLoyalty(ctx, before, body.passengers);
    const after = (await ctx.flights.quoteForBooking(offerId, ctx.brand)).selling;
    return {
      total_amount: after.total_amount,
      currency: after.total_currency,
      changed: after.total_amount !== before.total_amount,
      previous_amount: before.total_amount,
    };
  } catch (error) {
    throw error instanceof FlightProviderError ? toAppError(error) : error;
  }
}

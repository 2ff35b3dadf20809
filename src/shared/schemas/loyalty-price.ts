import { z } from 'zod';
import { PassengerSchema } from './booking';

/*
 * R50, member fares: the booking page asks the server what the offer costs once the airline knows
 * the passengers' loyalty numbers (the airline may give members a lower fare). The server prices.
 */

export const LoyaltyPricePassengerSchema = z.object({
  /** The offer passenger's id (offer.passengers[].id). */
  id: z.string().trim().min(1).max(100),
  firstName: PassengerSchema.shape.firstName,
  lastName: PassengerSchema.shape.lastName,
  loyaltyProgrammeAccounts: PassengerSchema.shape.loyaltyProgrammeAccounts.unwrap(),
});

export const LoyaltyPriceRequestSchema = z.object({
  passengers: z.array(LoyaltyPricePassengerSchema).min(1).max(9),
});
export type LoyaltyPriceRequest = z.input<typeof LoyaltyPriceRequestSchema>;

export const LoyaltyPriceResponseSchema = z.object({
  /** The offer's selling total (brand markup included) with the loyalty numbers the airline was told. */
  total_amount: z.string(),
  currency: z.string(),
  /** True when the numbers changed the price the offer had just before. */
  changed: z.boolean(),
  /** The offer's selling total just before these numbers were told. */
  previous_amount: z.string(),
});
export type LoyaltyPriceResponse = z.output<typeof LoyaltyPriceResponseSchema>;

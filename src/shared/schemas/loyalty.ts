import { z } from 'zod';
import type { Offer } from './flights';

/* R50: a passenger's loyalty programme account with one airline, as Duffel takes it. */

export const LOYALTY_MESSAGES = {
  airline: 'Airline must be a 2-character IATA code, such as BA',
  number: 'Loyalty number can use letters and digits only (up to 25)',
  twice: 'Give one loyalty number per airline',
  notOnOffer: (airline: string) =>
    `This flight's airlines do not take loyalty numbers of ${airline}. Remove it, or choose a number of an airline of this flight.`,
} as const;

export const LoyaltyAccountSchema = z.object({
  airlineIataCode: z
    .string({ error: LOYALTY_MESSAGES.airline })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, LOYALTY_MESSAGES.airline),
  accountNumber: z
    .string({ error: LOYALTY_MESSAGES.number })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,25}$/, LOYALTY_MESSAGES.number)),
});
export type LoyaltyAccount = z.output<typeof LoyaltyAccountSchema>;

/** R50: the airlines whose loyalty numbers an offer takes: its list (Duffel's), else its carriers. */
export function loyaltyProgrammesOf(offer: Pick<Offer, 'slices' | 'supported_loyalty_programmes'>): string[] {
  if (offer.supported_loyalty_programmes) return offer.supported_loyalty_programmes;
  const codes = offer.slices.flatMap((slice) =>
    slice.segments.flatMap((s) => [s.marketing_carrier.iata_code, s.operating_carrier.iata_code]),
  );
  return [...new Set(codes.filter((code): code is string => Boolean(code)))].sort();
}

import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';
import { settings } from '../../../db/schema';
import { useTestDatabase } from '../../../testing/database';
import { MEMBER_FARE_PERCENT, updateOfferPassenger, withMemberFare } from './loyalty';

/* R50: the sandbox's member fare reads each passenger's loyalty numbers by their exact key. */

const database = useTestDatabase();

function offer(id: string): Offer {
  return {
    id,
    owner: { iata_code: 'BA', name: 'British Airways' },
    base_amount: '100.00',
    total_amount: '120.00',
    supported_loyalty_programmes: ['BA'],
    passengers: [
      { id: 'pas_a1', type: 'adult' },
      { id: 'pas_a2', type: 'adult' },
    ],
    slices: [],
  } as unknown as Offer;
}

const member = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  loyaltyProgrammeAccounts: [{ airlineIataCode: 'BA', accountNumber: 'M1' }],
};

describe('member fares in the sandbox (R50)', () => {
  it("R50: only this offer's own passengers count, never another offer's whose id differs where LIKE matches any character", async () => {
    // Offer ids are full of '_', which a LIKE pattern reads as "any one character".
    const mine = offer('off_1_BHXDUB20270105_E1_abcd');
    const lookalike = offer('offX1XBHXDUB20270105XE1Xabcd');
    await updateOfferPassenger(database.db, lookalike, 'pas_a1', member);
    expect((await withMemberFare(database.db, mine)).total_amount).toBe('120.00');

    await updateOfferPassenger(database.db, mine, 'pas_a2', member);
    // One member of two: MEMBER_FARE_PERCENT off half the base fare.
    const priced = await withMemberFare(database.db, mine);
    expect(priced.total_amount).toBe((120 - (100 * MEMBER_FARE_PERCENT) / 100 / 2).toFixed(2));
    // As Duffel's offer passenger shows its numbers: the booking knows whom to clear (only whether, not which).
    expect(priced.passengers.map((p) => p.loyalty_accounts_told ?? false)).toEqual([false, true]);
    await updateOfferPassenger(database.db, mine, 'pas_a2', { ...member, loyaltyProgrammeAccounts: [] });
    expect((await withMemberFare(database.db, mine)).passengers.some((p) => p.loyalty_accounts_told)).toBe(false);
  });

  it('R50: the member fare is read among a thousand other offers’ loyalty rows', async () => {
    await database.db.insert(settings).values(
      Array.from({ length: 1_000 }, (_, i) => ({
        key: `sandbox.offer_passenger_loyalty:off_other_${i}:pas_a1`,
        value: ['BA'],
      })),
    );
    const target = offer('off_1_LHRJFK20270301_E1_zzzz');
    await updateOfferPassenger(database.db, target, 'pas_a1', member);
    await updateOfferPassenger(database.db, target, 'pas_a2', member);
    expect((await withMemberFare(database.db, target)).base_amount).toBe('95.00');
  });
});

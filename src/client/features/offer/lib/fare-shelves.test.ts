import { describe, expect, it } from 'vitest';
import type { FareBrandSummary } from '../../../../shared/schemas/flights';
import { testFareBrand } from '../../../testing/offers';
import { NOT_INCLUDED, NOT_STATED, priceDifference, shelfLines } from './fare-shelves';

const basic = testFareBrand({ cabin_marketing_name: 'Economy Basic' });
const flex: FareBrandSummary = {
  ...basic,
  offer_id: 'off_3',
  name: 'Flex',
  total_amount: '520.50',
  checked_bags: 2,
  refund: { allowed: true, penalty_amount: '75.00', penalty_currency: 'USD' },
  change: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
  seat_selection: 'free',
  priority_boarding: true,
};

const texts = (fare: FareBrandSummary) => Object.fromEntries(shelfLines(fare).map((line) => [line.key, line.text]));

describe('R52: shelf lines', () => {
  it.each([
    {
      says: 'state what a fare lacks as "Not included", never a blank',
      fare: basic,
      bags: NOT_INCLUDED,
      seats: 'Seat choice for a fee',
      changes: NOT_INCLUDED,
      refunds: NOT_INCLUDED,
      priority: NOT_INCLUDED,
    },
    {
      says: 'give fees and allowances of a fare that has them',
      fare: flex,
      bags: '2 checked bags',
      seats: 'Free seat choice',
      changes: 'Free changes',
      refunds: 'For a fee of $75',
      priority: 'Priority boarding',
    },
    {
      says: 'say when the airline does not state a feature',
      fare: { ...basic, checked_bags: null, refund: null, seat_selection: null, priority_boarding: null },
      bags: NOT_STATED,
      seats: NOT_STATED,
      changes: NOT_INCLUDED,
      refunds: NOT_STATED,
      priority: NOT_STATED,
    },
  ])('$says', ({ says: _, fare, ...lines }) => {
    expect(texts(fare)).toEqual({ cabin: 'Economy Basic', ...lines });
  });

  it('price each shelf against the chosen fare', () => {
    expect(priceDifference(flex, basic)).toBe('+$220.50');
    expect(priceDifference(basic, flex)).toBe('−$220.50');
    expect(priceDifference(basic, basic)).toBe('Selected');
  });
});

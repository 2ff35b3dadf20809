import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../../shared/schemas/booking';
import { bagsLabel, cardLabel, receiptFor } from './receipt';

type Input = Pick<Booking, 'bookingData' | 'payment'>;

function booking(overrides: Partial<Input['bookingData']> = {}, payment: Input['payment'] = null): Input {
  return {
    bookingData: {
      slices: [],
      passengers: [
        { id: 'p1', given_name: 'Ada', family_name: 'Lovelace', type: 'adult', seats: [] },
        { id: 'p2', given_name: 'Alan', family_name: 'Turing', type: 'adult', seats: [] },
      ],
      conditions: null,
      total_amount: '1234.50',
      total_currency: 'USD',
      seats: [],
      bags: [],
      ...overrides,
    },
    payment,
  };
}

describe('receiptFor (R47)', () => {
  it('shows the fare as the total less the seats bought, and the seats on their own line', () => {
    const seats = [
      { passengerId: 'p1', segmentId: 's1', designator: '12A', amount: '25.00', currency: 'USD' },
      { passengerId: 'p2', segmentId: 's1', designator: '12B', amount: '0.00', currency: 'USD' },
      { passengerId: 'p2', segmentId: 's2', designator: '3C', amount: '40.25', currency: 'USD' },
    ];
    const receipt = receiptFor(booking({ seats }));
    expect(receipt.lines).toEqual([
      { label: 'Flights, 2 travellers', amount: '1169.25' },
      { label: '2 seats', amount: '65.25' },
    ]);
    expect(receipt.total).toBe('1234.50');
  });

  it('R53: puts extra bags on their own line, out of the flights line', () => {
    const bags = [
      {
        passengerId: 'p1',
        segmentIds: ['s1'],
        quantity: 2,
        type: 'checked' as const,
        maximum_weight_kg: 23,
        amount: '120.00',
        currency: 'USD',
      },
    ];
    const receipt = receiptFor(booking({ bags }));
    expect(receipt.lines).toEqual([
      { label: 'Flights, 2 travellers', amount: '1114.50' },
      { label: '2 extra bags', amount: '120.00' },
    ]);
  });

  it('has no seats line when every seat was free, and counts a zero-decimal currency right', () => {
    const receipt = receiptFor(booking({ total_amount: '98000', total_currency: 'JPY', seats: [] }));
    expect(receipt.lines).toEqual([{ label: 'Flights, 2 travellers', amount: '98000' }]);
  });

  it('names the card by brand and last four only, and any refund', () => {
    const paid = receiptFor(
      booking({}, { cardBrand: 'visa', cardLast4: '4242', amount: '1234.50', refunded: '100.00', currency: 'USD' }),
    );
    expect(paid.card).toBe('Visa ending 4242');
    expect(paid.refunded).toBe('100.00');
    const unpaid = receiptFor(booking());
    expect(unpaid.card).toBeNull();
    expect(unpaid.refunded).toBeNull();
    expect(cardLabel(null, '1111')).toBe('Card ending 1111');
    expect(cardLabel('visa', null)).toBeNull();
  });
});

describe('bagsLabel', () => {
  it.each([
    [[], 'No bags included'],
    [[{ type: 'checked' as const, quantity: 1 }], '1 checked bag'],
    [
      [
        { type: 'checked' as const, quantity: 2 },
        { type: 'carry_on' as const, quantity: 1 },
      ],
      '2 checked bags, 1 carry-on bag',
    ],
    [[{ type: 'checked' as const, quantity: 0 }], 'No bags included'],
  ])('%j -> %s', (baggages, label) => {
    expect(bagsLabel(baggages)).toBe(label);
  });
});

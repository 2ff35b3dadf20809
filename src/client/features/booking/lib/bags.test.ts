import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';
import { airport, testOffer, testSegment } from '../../../testing/offers';
import { bagCount, bagOptions, bagsTotal, quantityOf, withQuantity } from './bags';

/* R53 on the booking page: the options offered and what the chosen bags add. */

function offerWithBags(): Offer {
  const segment = testSegment(
    'seg_1',
    airport('JFK', 'New York', 'US'),
    airport('LHR', 'London', 'GB'),
    '2026-12-11T18:00:00',
    '2026-12-12T06:00:00',
  );
  const offer = testOffer({
    total_amount: '400.00',
    slices: [
      {
        id: 'sli_1',
        origin: segment.origin,
        destination: segment.destination,
        departure_time: segment.departing_at,
        arrival_time: segment.arriving_at,
        duration: 'PT7H',
        segments: [segment],
      },
    ],
  });
  const segmentIds = ['seg_1'];
  return {
    ...offer,
    passengers: [
      { id: 'pas_1', type: 'adult' },
      { id: 'pas_2', type: 'infant_without_seat' },
    ],
    available_services: [
      {
        id: 'ase_1',
        type: 'baggage',
        name: 'Checked bag',
        description: '',
        total_amount: '61.50',
        total_currency: 'USD',
        maximum_quantity: 2,
        // The airline lists the infant too: the page offers the bag to the adult only.
        passenger_ids: ['pas_1', 'pas_2'],
        segment_ids: segmentIds,
        metadata: { type: 'checked', maximum_weight_kg: 23 },
      },
    ],
  };
}

describe('booking bags (R53)', () => {
  it('R53: offers each bag to travellers with a seat only, up to its maximum, and totals exactly', () => {
    const offer = offerWithBags();
    const options = bagOptions(offer);
    expect(options).toEqual([
      expect.objectContaining({ serviceId: 'ase_1', passengerId: 'pas_1', kind: 'checked', weightKg: 23, maximum: 2 }),
    ]);
    const option = options[0];
    if (!option) throw new Error('no option');
    expect(options[0]?.route).toBe('JFK–LHR');
    let bags = withQuantity([], option, 1);
    bags = withQuantity(bags, option, 5);
    expect(quantityOf(bags, option)).toBe(2);
    expect(bagCount(bags)).toBe(2);
    expect(bagsTotal(offer, bags)).toBe('123.00');
    expect(withQuantity(bags, option, 0)).toEqual([]);
  });
});

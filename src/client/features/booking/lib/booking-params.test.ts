import { describe, expect, it } from 'vitest';
import { makeDomesticOffer, makeOffer } from '../testing';
import { offerCounts, searchHrefForOffer } from './booking-params';

describe('the way back to search after an expired offer', () => {
  it('rebuilds the round trip search from the offer in the form spelling', () => {
    const href = new URL(searchHrefForOffer(makeOffer()), 'http://x');
    expect(href.pathname).toBe('/search');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      origin: 'JFK',
      destination: 'LHR',
      departureDate: '2026-12-11',
      returnDate: '2026-12-18',
      cabinClass: 'economy',
      adultsCount: '2',
      childrenCount: '1',
      infantsCount: '0',
      tripType: 'round-trip',
    });
  });

  it('rebuilds a one-way search without a return date', () => {
    const href = new URL(searchHrefForOffer(makeDomesticOffer()), 'http://x');
    expect(href.searchParams.get('tripType')).toBe('one-way');
    expect(href.searchParams.has('returnDate')).toBe(false);
    expect(href.searchParams.get('origin')).toBe('BOS');
  });

  it("counts the offer's passengers by type", () => {
    const offer = makeOffer({
      passengers: [
        { id: 'a', type: 'adult' },
        { id: 'b', type: 'infant_without_seat' },
      ],
    });
    expect(offerCounts(offer)).toEqual({ adults: 1, children: 0, infants: 1 });
  });
});

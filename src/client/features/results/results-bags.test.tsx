import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { priceWithBags } from '../../../shared/bags';
import type { Offer } from '../../../shared/schemas/flights';
import { currentParams, fakeApi, makeOffer, page, renderResults } from './testing';

/* R54: the results page's Bags choice prices each card with that bag and sorts by that price. */

const SEARCH =
  '/search?origin=JFK&destination=LHR&departureDate=2026-12-11&adultsCount=1&childrenCount=0&infantsCount=0&cabinClass=economy&tripType=one-way&sort=cheapest';

beforeEach(() => localStorage.clear());

/** A checked bag for sale on the offer's only flight, at `amount`. */
function withBag(offer: Offer, amount: string): Offer {
  const segmentIds = offer.slices.flatMap((s) => s.segments.map((seg) => seg.id));
  return {
    ...offer,
    available_services: [
      {
        id: `ase_${offer.id}`,
        type: 'baggage',
        name: 'Checked bag',
        description: '',
        total_amount: amount,
        total_currency: 'USD',
        maximum_quantity: 2,
        passenger_ids: ['pas_1'],
        segment_ids: segmentIds,
        metadata: { type: 'checked', maximum_weight_kg: 23 },
      },
    ],
  };
}

const cheapNoBag = withBag(makeOffer({ id: 'cheap', price: '400.00' }), '150.00');
const included = makeOffer({
  id: 'incl',
  price: '500.00',
  slices: [{ route: ['JFK', 'LHR'], departs: '2026-12-11T18:00:00', arrives: '2026-12-12T06:00:00', checkedBags: 1 }],
});
const noBagsSold = withBag(makeOffer({ id: 'none', price: '300.00' }), '10.00');
noBagsSold.available_services = noBagsSold.available_services.map((s) => ({ ...s, metadata: { type: 'carry_on' } }));
const unknown = makeOffer({ id: 'unknown', price: '350.00' });

describe('priceWithBags (R54)', () => {
  it('R54: uses the included allowance first, then the bag for sale, else says why not', () => {
    expect(priceWithBags(included, 'checked')).toMatchObject({ status: 'included', total: '500.00' });
    expect(priceWithBags(cheapNoBag, 'checked')).toMatchObject({ status: 'priced', extra: '150.00', total: '550.00' });
    expect(priceWithBags(noBagsSold, 'checked')).toMatchObject({ status: 'unavailable', total: '300.00' });
    expect(priceWithBags(unknown, 'checked')).toMatchObject({ status: 'unknown', total: '350.00' });
    // The fixture's fares include a cabin bag.
    expect(priceWithBags(cheapNoBag, 'cabin')).toMatchObject({ status: 'included', total: '400.00' });
  });
});

describe('results page Bags control (R54)', () => {
  it('R54: "1 checked bag" reprices and re-sorts the cards, labels them, keeps the choice in the URL', async () => {
    fakeApi(() => ({ status: 200, body: page([cheapNoBag, included, noBagsSold, unknown]) }));
    renderResults(SEARCH);
    const labels = async () => (await screen.findAllByRole('article')).map((c) => c.getAttribute('aria-label'));
    expect(await labels()).toEqual([
      'British Airways, $300',
      'British Airways, $350',
      'British Airways, $400',
      'British Airways, $500',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Bags'), '1 checked bag');
    await waitFor(() => expect(currentParams().get('bags')).toBe('checked'));
    await waitFor(async () =>
      expect(await labels()).toEqual([
        'British Airways, $300',
        'British Airways, $350',
        'British Airways, $500',
        'British Airways, $550',
      ]),
    );
    const notes = screen.getAllByTestId('bag-price-note').map((n) => n.textContent);
    expect(notes).toEqual([
      'Checked bag not available',
      'Bag price at booking',
      'incl. 1 checked bag',
      'incl. 1 checked bag',
    ]);
  });
});

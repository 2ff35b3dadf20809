import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FareBrandSummary, Offer } from '../../../../shared/schemas/flights';
import { applyFilters, NO_FILTERS, offersFacts, sortOffers } from '../lib/filters';
import { makeOffer } from '../testing';
import { FlightCard } from './flight-card';

/* R52: one card per set of flights, "from" its cheapest fare, and filters that look at every fare. */

const fare = (id: string, name: string, price: string, refundable: boolean, bags: number): FareBrandSummary => ({
  offer_id: id,
  name,
  total_amount: price,
  total_currency: 'USD',
  cabin_class: 'economy',
  cabin_marketing_name: 'Economy',
  checked_bags: bags,
  carry_on_bags: 1,
  refund: {
    allowed: refundable,
    penalty_amount: refundable ? '0.00' : null,
    penalty_currency: refundable ? 'USD' : null,
  },
  change: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
  seat_selection: 'paid',
  priority_boarding: false,
});

function grouped(id: string, price: string, fares: FareBrandSummary[]): Offer {
  return { ...makeOffer({ id, price }), fare_group: `group_${id}`, fare_brands: fares };
}

const cheapGroup = grouped('off_a1', '300.00', [
  fare('off_a1', 'Basic', '300.00', false, 0),
  fare('off_a2', 'Standard', '380.00', false, 1),
  fare('off_a3', 'Flex', '620.00', true, 2),
]);
const otherGroup = grouped('off_b1', '450.00', [
  fare('off_b1', 'Basic', '450.00', false, 0),
  fare('off_b2', 'Flex', '500.00', true, 2),
]);

function renderCard(offer: Offer, shown: FareBrandSummary | null = null) {
  const router = createMemoryRouter(
    [{ path: '/', element: <FlightCard offer={offer} fare={shown} href="/flight/x" /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('R52: the results card of a fare group', () => {
  it('says "from" the cheapest fare and how many fares the flights have', () => {
    renderCard(cheapGroup);
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('$300')).toBeInTheDocument();
    expect(screen.getByTestId('fare-count')).toHaveTextContent('Basic · 3 fares');
  });

  it('shows the fare the filters chose, with its price and conditions', () => {
    renderCard(cheapGroup, cheapGroup.fare_brands?.[2] ?? null);
    expect(screen.getByText('$620')).toBeInTheDocument();
    expect(screen.getByTestId('fare-count')).toHaveTextContent('Flex · 3 fares');
    expect(screen.getByText('Refundable')).toBeInTheDocument();
  });

  it('a single fare reads as before: no "from", no count', () => {
    renderCard(makeOffer({ id: 'off_single', price: '199.00' }));
    expect(screen.queryByText('from')).toBeNull();
    expect(screen.queryByTestId('fare-count')).toBeNull();
  });
});

describe('R52: filters apply to any fare of a group', () => {
  const facts = offersFacts([cheapGroup, otherGroup]);

  it('Refundable keeps a group with any refundable fare and shows its cheapest refundable one', () => {
    const kept = applyFilters(facts, { ...NO_FILTERS, refundable: true });
    expect(kept.map((f) => [f.offer.id, f.fare?.offer_id, f.price])).toEqual([
      ['off_a1', 'off_a3', 620],
      ['off_b1', 'off_b2', 500],
    ]);
    // Sorts use the price the card shows: the refundable fares order the list.
    expect(sortOffers(kept, 'cheapest').map((f) => f.fare?.offer_id)).toEqual(['off_b2', 'off_a3']);
  });

  it('Bag included and the price range pick the cheapest fare that matches both', () => {
    const kept = applyFilters(facts, { ...NO_FILTERS, baggage: true, price: [350, 480] });
    expect(kept.map((f) => [f.offer.id, f.fare?.offer_id, f.price])).toEqual([['off_a1', 'off_a2', 380]]);
  });

  it('without fare filters each group shows its cheapest fare, untouched', () => {
    const kept = applyFilters(facts, NO_FILTERS);
    expect(kept.map((f) => f.fare)).toEqual([null, null]);
    expect(kept.map((f) => f.price)).toEqual([300, 450]);
  });
});

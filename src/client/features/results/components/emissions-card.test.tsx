import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/schemas/flights';
import { makeOffer } from '../testing';
import { BEST_EXPLANATION } from '../lib/sort';
import { FlightCard } from './flight-card';
import { SortSelect } from './sort-select';

/* R45 on screen: the card's CO2e and Lower emissions badge, and Best's "?". */

function renderCard(offer: Offer, lowerEmissions = false) {
  const router = createMemoryRouter(
    [{ path: '/', element: <FlightCard offer={offer} href="/flight/x" lowerEmissions={lowerEmissions} /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const withEmissions = (kg: string | null) => ({ ...makeOffer({ id: 'off_1', price: '500' }), total_emissions_kg: kg });

describe('the flight card and emissions', () => {
  it('shows the offer’s kg CO2e and, when marked, the Lower emissions badge', () => {
    renderCard(withEmissions('1234'), true);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('1,234 kg CO2e');
    expect(card).toHaveTextContent('Lower emissions');
  });

  it('shows nothing at all, not 0, for an offer without a figure', () => {
    renderCard(withEmissions(null));
    expect(screen.getByRole('article')).not.toHaveTextContent(/CO2e|Lower emissions/);
  });
});

describe("Best's question mark", () => {
  it('is a named button that opens an explanation of the score, in the HTML the server draws', () => {
    const html = renderToString(<SortSelect value="best" onChange={() => {}} />);
    expect(html).toContain('aria-label="How Best is sorted"');
    expect(html).toContain('popover="auto"');
    expect(html).toContain('Best ranks flights by price, total travel time and number of stops');
  });

  it('points the button at the popover that holds the explanation', () => {
    render(<SortSelect value="best" onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'How Best is sorted' });
    const target = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(target).toHaveTextContent(BEST_EXPLANATION);
    expect(target).toHaveAttribute('role', 'dialog');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FareBrandSummary } from '../../../../shared/schemas/flights';
import { testFareBrand } from '../../../testing/offers';
import { currentLocation, fakeApi, makeOffer, renderOfferPage } from '../testing';

/* R52: the offer page's fare shelves and the server-priced switch between them. */

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const summary = (id: string, name: string, price: string, more: Partial<FareBrandSummary> = {}) =>
  testFareBrand({ offer_id: id, name, total_amount: price, ...more });

const fares = [
  summary('off_test_1', 'Basic', '500.00'),
  summary('off_flex', 'Flex', '820.00', {
    checked_bags: 2,
    refund: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
    change: { allowed: true, penalty_amount: '0.00', penalty_currency: 'USD' },
    seat_selection: 'free',
    priority_boarding: true,
  }),
];
const basic = makeOffer({ id: 'off_test_1', total_amount: '500.00', fare_group: 'g', fare_brands: fares });
const flex = makeOffer({ id: 'off_flex', total_amount: '820.00', fare_group: 'g', fare_brands: fares });
const FROM = 'from_origin=JFK&from_destination=EDI&from_adults=2&from_children=1&from_infants=0';

describe('R52: fare shelves on the offer page', () => {
  it('shows the fares side by side, the chosen one marked, each difference and "Not included"', async () => {
    fakeApi({ 'GET /api/flights/offer/off_test_1': { status: 200, body: basic } });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    const list = await screen.findByRole('list', { name: 'Fares for these flights' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first as HTMLElement).getByText('Selected', { selector: 'p' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getAllByText('Not included')).toHaveLength(4);
    expect(within(second as HTMLElement).getByText('+$320')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Full refund')).toBeInTheDocument();
  });

  it('switches through the server with the current offer as `from`, replacing the URL', async () => {
    const calls = fakeApi({
      'GET /api/flights/offer/off_test_1': { status: 200, body: basic },
      'GET /api/flights/offer/off_flex?from=off_test_1': { status: 200, body: flex },
    });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose Flex' }));
    await waitFor(() => expect(currentLocation()).toBe(`/flight/off_flex?${FROM}`));
    expect(calls.map((c) => `${c.method} ${c.url.replace(/^https?:\/\/[^/]+/, '')}`)).toContain(
      'GET /api/flights/offer/off_flex?from=off_test_1',
    );
    const list = await screen.findByRole('list', { name: 'Fares for these flights' });
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Flex selected' })).toBeDisabled());
  });

  it('tells the traveller when the server refuses the switch', async () => {
    fakeApi({
      'GET /api/flights/offer/off_test_1': { status: 200, body: basic },
      'GET /api/flights/offer/off_flex?from=off_test_1': {
        status: 409,
        body: { error: 'FARE_NOT_IN_GROUP', message: 'That fare is not for these flights.' },
      },
    });
    renderOfferPage(`/flight/off_test_1?${FROM}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose Flex' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That fare is not for these flights.');
    expect(currentLocation()).toBe(`/flight/off_test_1?${FROM}`);
  });
});

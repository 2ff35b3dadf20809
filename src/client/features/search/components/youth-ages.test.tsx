import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MESSAGES } from '../../../../shared/schemas/search-rules';
import { currentLocation, fixToday, pickAirport, renderSearchForm } from '../testing';

/*
 * R58: "of whom aged 12-17" under the adults, one age select per youth; the ages travel in the
 * /search address as youthAges and are still counted among the adults.
 */

fixToday();
afterEach(() => vi.restoreAllMocks());

async function openPassengers(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /^Passengers/ }));
  return screen.findByRole('dialog', { name: 'Passengers' }, { timeout: 5000 });
}

const submit = () => screen.getByRole('button', { name: 'Find Deals Now - Free' });

describe('adults aged 12-17 on the search form (R58)', () => {
  it(
    'says how many of the adults are 12-17 and each one’s age, and searches with youthAges',
    { timeout: 30_000 },
    async () => {
      renderSearchForm('home');
      const user = userEvent.setup();
      await user.click(screen.getByRole('tab', { name: 'One Way' }));
      await pickAirport(user, 'From', 'new y', 'JFK');
      await pickAirport(user, 'To', 'london', 'LHR');
      const panel = await openPassengers(user);
      const youths = within(panel).getByRole('combobox', { name: 'of whom aged 12-17' });
      // One adult: 0 or 1 of them can be 12-17.
      expect(
        within(youths)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['0', '1']);
      await user.click(within(panel).getByRole('button', { name: 'Increase adults' }));
      await user.selectOptions(youths, '1');
      const age = within(panel).getByRole('combobox', { name: "Youth 1's age" });
      expect(
        within(age)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Age', '12 years', '13 years', '14 years', '15 years', '16 years', '17 years']);
      // Searching before the age is chosen asks for it.
      await user.click(within(panel).getByRole('button', { name: 'Done' }));
      await user.click(submit());
      expect(await screen.findByText(SEARCH_MESSAGES.youthAges)).toBeInTheDocument();
      const again = await openPassengers(user);
      await user.selectOptions(within(again).getByRole('combobox', { name: "Youth 1's age" }), '15');
      await user.click(within(again).getByRole('button', { name: 'Done' }));
      // Still two passengers: the youth is one of the adults.
      expect(screen.getByRole('button', { name: /^Passengers/ })).toHaveTextContent('2 passengers');
      await user.click(submit());
      await waitFor(() =>
        expect(currentLocation()).toBe(
          '/search?origin=JFK&destination=LHR&departureDate=2030-03-10&cabinClass=economy&adultsCount=2&childrenCount=0&infantsCount=0&youthAges=15&tripType=one-way',
        ),
      );
    },
  );

  it('drops a youth with the adult taken away, keeping the other’s age', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    const panel = await openPassengers(user);
    await user.click(within(panel).getByRole('button', { name: 'Increase adults' }));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'of whom aged 12-17' }), '2');
    await user.selectOptions(within(panel).getByRole('combobox', { name: "Youth 1's age" }), '13');
    await user.click(within(panel).getByRole('button', { name: 'Decrease adults' }));
    expect(within(panel).getByRole('combobox', { name: 'of whom aged 12-17' })).toHaveValue('1');
    expect(within(panel).getByRole('combobox', { name: "Youth 1's age" })).toHaveValue('13');
    expect(within(panel).queryByRole('combobox', { name: "Youth 2's age" })).toBeNull();
  });
});

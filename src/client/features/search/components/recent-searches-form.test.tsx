import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, fixToday, pickAirport, renderSearchForm } from '../testing';

// R25's recent searches in the form.
fixToday();

const from = () => screen.getByRole('combobox', { name: 'From' });

async function searchOnce(user: UserEvent) {
  const first = renderSearchForm('home');
  await user.click(screen.getByRole('tab', { name: 'One Way' }));
  await pickAirport(user, 'From', 'new y', 'JFK');
  await pickAirport(user, 'To', 'london', 'LHR');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cabin' }), 'Business');
  await user.click(screen.getByRole('button', { name: 'Find Deals Now - Free' }));
  await waitFor(() => expect(currentLocation()).toMatch(/^\/search\?origin=JFK/));
  first.unmount();
}

describe('search form: recent searches under From (R25)', () => {
  it('offers nothing before the first search', async () => {
    renderSearchForm('home');
    await userEvent.setup().click(from());
    expect(from()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Recent searches' })).toBeNull();
  });

  it('offers a search made before when From is focused and empty, as an option of its listbox', async () => {
    const user = userEvent.setup();
    await searchOnce(user);
    renderSearchForm('home');
    await user.click(from());
    expect(from()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(from()).toHaveAttribute('aria-controls', list.id);
    const [option] = within(list).getAllByRole('option');
    expect(option).toHaveTextContent('New York (JFK) to London (LHR)');
    expect(option).toHaveTextContent('Sun, Mar 10, one way · 1 passenger · Business');
  });

  it('fills the whole form with the chosen search, by keyboard, without running it', async () => {
    const user = userEvent.setup();
    await searchOnce(user);
    renderSearchForm('home');
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Round Trip' }));
    await user.click(from());
    await user.keyboard('{ArrowDown}');
    expect(from().getAttribute('aria-activedescendant')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(from()).toHaveValue('New York (JFK)');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('London (LHR)');
    expect(screen.getByRole('combobox', { name: 'Cabin' })).toHaveValue('business');
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    expect(from()).toHaveAttribute('aria-expanded', 'false');
    expect(currentLocation()).toBe('/');
  });

  it('brings a search back without its dates once they have passed', async () => {
    const user = userEvent.setup();
    await searchOnce(user);
    vi.setSystemTime(new Date(2030, 2, 20, 9, 30));
    renderSearchForm('home');
    await user.click(from());
    const option = within(screen.getByRole('listbox', { name: 'Recent searches' })).getByRole('option');
    expect(option).toHaveTextContent('Dates passed: pick new dates');
    await user.click(option);
    expect(screen.getByRole('button', { name: /^Departure date/ })).not.toHaveTextContent('Mar 10, 2030');
    expect(from()).toHaveValue('New York (JFK)');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAnalyticsEvent, type AnalyticsEvent } from '../../../lib/analytics';
import { LAST_TRIP_TYPE_KEY } from '../../../lib/storage-keys';
import { currentLocation, fixToday, pickAirport, renderSearchForm } from '../testing';

fixToday();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const submit = (label = 'Find Deals Now - Free') => screen.getByRole('button', { name: label });
const returnField = () => screen.getByRole('button', { name: /^Return date/ });
const departureField = () => screen.getByRole('button', { name: /^Departure date/ });

/** New York (JFK) to London (LHR) picked, the trip most of these searches go on. */
async function pickJfkToLhr(user = userEvent.setup()) {
  await pickAirport(user, 'From', 'new y', 'JFK');
  await pickAirport(user, 'To', 'london', 'LHR');
  return user;
}

async function openPassengers(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /^Passengers/ }));
  // The popover's code is fetched on first use, so the panel appears a moment after the press.
  return screen.findByRole('dialog', { name: 'Passengers' }, { timeout: 5000 });
}

/** The home page's form with the passengers panel open. */
async function homeWithPassengersOpen() {
  renderSearchForm('home');
  const user = userEvent.setup();
  return { user, panel: await openPassengers(user) };
}

describe('search form: dates', () => {
  it("shows today's date and a week later as 'MMM dd, yyyy'", () => {
    renderSearchForm('home');
    expect(departureField()).toHaveTextContent('Mar 10, 2030');
    expect(returnField()).toHaveTextContent('Mar 17, 2030');
  });

  it('picks a date from the calendar with the keyboard, days before today disabled', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    await user.click(departureField());
    const calendar = await screen.findByRole('dialog', { name: 'Choose departure date' }, { timeout: 5000 });
    expect(within(calendar).getByRole('grid', { name: 'March 2030' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Saturday, March 9, 2030' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Sunday, March 10, 2030' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(departureField()).toHaveTextContent('Mar 18, 2030');
  });

  it('is a dialog button before and after its code loads, and Escape gives focus back to it', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    expect(returnField()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(returnField()).toHaveAttribute('aria-expanded', 'false');
    await user.click(returnField());
    await screen.findByRole('dialog', { name: 'Choose return date' }, { timeout: 5000 });
    expect(returnField()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(returnField()).toHaveFocus();
    expect(returnField()).toHaveTextContent('Mar 17, 2030');
  });

  it('clears and disables the return date for a one-way trip', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    expect(returnField()).toBeDisabled();
    expect(returnField()).toHaveTextContent('One way');
    await user.click(screen.getByRole('tab', { name: 'Round Trip' }));
    expect(returnField()).toBeEnabled();
    expect(returnField()).toHaveTextContent('Select date');
  });
});

describe('search form: validation messages at the fields', () => {
  it('asks for both airports', async () => {
    renderSearchForm('home');
    await userEvent.setup().click(submit());
    expect(screen.getByText('Please select an origin airport')).toBeInTheDocument();
    expect(screen.getByText('Please select a destination airport')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAccessibleDescription(
      'Please select an origin airport',
    );
    expect(currentLocation()).toBe('/');
  });

  it('refuses the same airport at both ends, then clears the message once fixed', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    await pickAirport(user, 'From', 'london', 'LHR');
    await pickAirport(user, 'To', 'london', 'LHR');
    await user.click(submit());
    expect(screen.getByText('Origin and destination cannot be the same')).toBeInTheDocument();
    await pickAirport(user, 'To', 'paris', 'CDG');
    expect(screen.queryByText('Origin and destination cannot be the same')).not.toBeInTheDocument();
  });

  it('refuses a departure date that has become the past (a form left open overnight)', async () => {
    renderSearchForm('home');
    const user = await pickJfkToLhr();
    vi.setSystemTime(new Date(2030, 2, 11, 0, 5));
    await user.click(submit());
    expect(screen.getByText('Departure date cannot be in the past')).toBeInTheDocument();
  });

  it('refuses a return before the departure', async () => {
    renderSearchForm('home');
    const user = await pickJfkToLhr();
    await user.click(departureField());
    await user.click(screen.getByRole('button', { name: 'Wednesday, March 20, 2030' }));
    await user.click(submit());
    expect(screen.getByText('Return date must be after departure date')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });
});

describe('search form: passenger steppers (R8)', () => {
  it("closes the passengers panel with 'Done' and gives focus back to the field", async () => {
    const { user, panel } = await homeWithPassengersOpen();
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Passengers/ })).toHaveFocus();
  });

  it('shows the age bands and a total label worded passenger or passengers', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /^Passengers/ })).toHaveTextContent('1 passenger');
    const panel = await openPassengers(user);
    for (const text of ['Adults', '12+ years', 'Children', '2-11 years', 'Infants', 'Under 2 years']) {
      expect(within(panel).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(panel).getByRole('button', { name: 'Increase children' }));
    expect(screen.getByRole('button', { name: /^Passengers/ })).toHaveTextContent('2 passengers');
  });

  it('disables minus at the lower bounds: 1 adult, 0 children, 0 infants', async () => {
    const { panel } = await homeWithPassengersOpen();
    expect(within(panel).getByRole('button', { name: 'Decrease adults' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Decrease children' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Decrease infants' })).toBeDisabled();
  });

  it('allows no more infants than adults', async () => {
    const { user, panel } = await homeWithPassengersOpen();
    await user.click(within(panel).getByRole('button', { name: 'Increase infants' }));
    expect(within(panel).getByRole('button', { name: 'Increase infants' })).toBeDisabled();
    expect(within(panel).getByRole('status', { name: 'Infants: 1' })).toBeInTheDocument();
  });

  it('stops at 9 adults and at 9 passengers in all', async () => {
    const { user, panel } = await homeWithPassengersOpen();
    const moreAdults = within(panel).getByRole('button', { name: 'Increase adults' });
    for (let i = 0; i < 12; i++) if (!(moreAdults as HTMLButtonElement).disabled) await user.click(moreAdults);
    expect(within(panel).getByRole('status', { name: 'Adults: 9' })).toBeInTheDocument();
    expect(moreAdults).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Increase children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Passengers/ })).toHaveTextContent('9 passengers');
  });
});

describe('search form: submit', () => {
  it('opens /search with the spec query, returnDate last for a round trip, and reports the search', async () => {
    const events: AnalyticsEvent[] = [];
    onAnalyticsEvent((event) => events.push(event));
    renderSearchForm('home');
    const user = await pickJfkToLhr();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cabin' }), 'Business');
    await user.click(submit());
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/search?origin=JFK&destination=LHR&departureDate=2030-03-10&cabinClass=business&adultsCount=1&childrenCount=0&infantsCount=0&tripType=round-trip&returnDate=2030-03-17',
      ),
    );
    expect(events).toContainEqual({ name: 'search', category: 'flights', label: 'JFK-LHR round-trip' });
    expect(localStorage.getItem(LAST_TRIP_TYPE_KEY)).toBe('round-trip');
  });

  it('leaves returnDate out of a one-way search and remembers one-way for the next visit', async () => {
    const first = renderSearchForm('home');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    await pickJfkToLhr(user);
    await user.click(submit());
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/search?origin=JFK&destination=LHR&departureDate=2030-03-10&cabinClass=economy&adultsCount=1&childrenCount=0&infantsCount=0&tripType=one-way',
      ),
    );
    expect(localStorage.getItem(LAST_TRIP_TYPE_KEY)).toBe('one-way');
    first.unmount();

    renderSearchForm('home');
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    expect(returnField()).toBeDisabled();
  });

  it('does not remember the trip type of a refused search', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    await user.click(submit());
    expect(localStorage.getItem(LAST_TRIP_TYPE_KEY)).toBeNull();
  });

  it('still searches when the trip type cannot be saved, only logging a warning', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSearchForm('home');
    const user = await pickJfkToLhr();
    await user.click(submit());
    await waitFor(() => expect(currentLocation()).toMatch(/^\/search\?origin=JFK/));
    expect(warn).toHaveBeenCalledWith('Could not remember the trip type', expect.any(DOMException));
  });

  it("reads 'Searching...' and is disabled until the results screen is ready", async () => {
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    renderSearchForm('home', {
      searchRoute: { lazy: async () => (await ready, { Component: () => <h1>Results</h1> }) },
    });
    const user = await pickJfkToLhr();
    await user.click(submit());
    const button = screen.getByRole('button', { name: 'Searching...' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });

  it("shows the toast 'Search failed' / 'Please try again later.' on an unexpected failure", async () => {
    renderSearchForm('home');
    const user = await pickJfkToLhr();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(URLSearchParams.prototype, 'toString').mockImplementation(() => {
      throw new Error('boom');
    });
    await user.click(submit());
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    expect(submit()).toBeEnabled();
    expect(currentLocation()).toBe('/');
  });

  it('swaps origin and destination', async () => {
    renderSearchForm('home');
    const user = await pickJfkToLhr();
    await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('London (LHR)');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('New York (JFK)');
  });
});

describe('search form: tabs', () => {
  it('offers Round Trip, One Way and Multi-City, moving between them with the arrow keys', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Round Trip', 'One Way', 'Multi-City']);
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[1]?.id);
  });

  it('shows a multi-city form of 2 to 5 flights, with "call us" as a line under it (R24)', async () => {
    renderSearchForm('home');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Multi-City' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('form', { name: 'Search multi-city flights' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: /Remove flight/ })).not.toBeInTheDocument();
    for (let i = 0; i < 3; i++) await user.click(within(panel).getByRole('button', { name: 'Add another flight' }));
    expect(within(panel).getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(5);
    expect(within(panel).queryByRole('button', { name: 'Add another flight' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove flight 5' }));
    expect(within(panel).getAllByRole('group', { name: /^Flight \d$/ })).toHaveLength(4);
    expect(within(panel).getByText(/Rather plan it with someone\? Call us at/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '+1 (888) 555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
    // Empty flights are refused at their fields.
    await user.click(within(panel).getByRole('button', { name: 'Find Deals Now - Free' }));
    const second = within(panel).getByRole('group', { name: 'Flight 2' });
    expect(within(second).getByText('Please select a destination airport')).toBeInTheDocument();
  });

  it("on the landing page: 'Search Flights', its own one-way choice, and a One Way tab that points to it", async () => {
    renderSearchForm('landing');
    const user = userEvent.setup();
    expect(submit('Search Flights')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    expect(screen.getByText(/One-way search uses the main search form/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search one-way flights' }));
    expect(screen.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(returnField()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    expect(returnField()).toBeEnabled();
  });
});

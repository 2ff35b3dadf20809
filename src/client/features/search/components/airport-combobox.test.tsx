import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AirportStore } from '../../../lib/airports';
import { NO_AIRPORT, type AirportValue } from '../lib/search-form-model';
import { airportStoreServing } from '../testing';
import { AirportCombobox } from './airport-combobox';

afterEach(() => {
  vi.unstubAllGlobals();
  picked = NO_AIRPORT;
});

let picked: AirportValue = NO_AIRPORT;

function Field({ store }: { store: AirportStore }) {
  const [value, setValue] = useState<AirportValue>(NO_AIRPORT);
  const onChange = (next: AirportValue) => {
    picked = next;
    setValue(next);
  };
  return <AirportCombobox label="From" value={value} onChange={onChange} store={store} />;
}

function setup(mode: Parameters<typeof airportStoreServing>[0] = 'ok') {
  const { store, requests } = airportStoreServing(mode);
  render(<Field store={store} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'From' }), store, requests };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('airport type-ahead', () => {
  it('is a combobox labelled by its field name, with the placeholder "City or airport", owning a listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'City or airport');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
  });

  it('does not download the airport list until the field is used', async () => {
    const { input, requests } = setup();
    expect(requests).toEqual([]);
    await userEvent.setup().click(input);
    expect(requests).toEqual(['/assets/airports.json']);
  });

  it('lists matches as options: the airport name, then city and country code, then the IATA code', async () => {
    const { user, input } = setup();
    await user.type(input, 'london');
    const options = await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options.length).toBeLessThanOrEqual(15);
    const first = options[0] as HTMLElement;
    expect(first.textContent).toBe('London Heathrow AirportLondon, GBLHR');
    expect(within(first).getByText('LHR')).toBeInTheDocument();
  });

  it('scrolls the list at 15rem at most', async () => {
    const { user, input } = setup();
    await user.type(input, 'new');
    await screen.findAllByRole('option');
    expect(screen.getByRole('listbox')).toHaveClass('max-h-60', 'overflow-y-auto');
  });

  it('moves the active option with the arrows and picks it with Enter, showing "City (CODE)"', async () => {
    const { user, input } = setup();
    await user.type(input, 'new y');
    await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    expect(activeOption(input)?.textContent).toContain('JFK');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)?.textContent).toContain('EWR');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)?.textContent).toContain('JFK');

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('New York (JFK)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(picked).toEqual({ code: 'JFK', text: 'New York (JFK)' });
  });

  it('wraps from the first option to the last with ArrowUp', async () => {
    const { user, input } = setup();
    await user.type(input, 'london');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe(options[options.length - 1]);
  });

  it('closes the list with Escape without picking', async () => {
    const { user, input } = setup();
    await user.type(input, 'london');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(picked).toEqual({ code: '', text: 'london' });
  });

  it('picks with a click', async () => {
    const { user, input } = setup();
    await user.type(input, 'london');
    await user.click((await screen.findAllByRole('option'))[1] as HTMLElement);
    expect(input).toHaveValue('London (LGW)');
  });

  it('drops the pick when the text is edited', async () => {
    const { user, input } = setup();
    await user.type(input, 'london');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.type(input, '{Backspace}');
    expect(picked).toEqual({ code: '', text: 'London (LHR' });
  });

  it('says "No airports found for "{query}"" when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzzz');
    expect(await screen.findByText('No airports found for "zzzz"')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says "Loading airports..." while the list downloads', async () => {
    const { user, input } = setup('pending');
    await user.type(input, 'lo');
    expect(screen.getByText('Loading airports...')).toBeInTheDocument();
  });

  it('says "Building airport database..." while the list is indexed', async () => {
    // The build lasts one task; a store held in that state shows what the visitor sees then.
    const snapshot = { status: 'building', lookup: null } as const;
    const building: AirportStore = {
      getSnapshot: () => snapshot,
      subscribe: () => () => {},
      load: () => {},
    };
    render(<Field store={building} />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'From' }), 'lo');
    expect(screen.getByText('Building airport database...')).toBeInTheDocument();
  });

  it('says "Error loading airports. Please try again." and tries again when it is clicked', async () => {
    const { user, input, requests } = setup('error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.type(input, 'lo');
    const retry = await screen.findByRole('button', { name: 'Error loading airports. Please try again.' });
    expect(warn).toHaveBeenCalled();
    const before = requests.length;
    await user.click(retry);
    expect(requests.length).toBe(before + 1);
    await screen.findByRole('button', { name: 'Error loading airports. Please try again.' });
    warn.mockRestore();
  });

  it('tries again when the traveller types on after a failed download', async () => {
    const { user, input, requests } = setup('error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.type(input, 'lo');
    await screen.findByRole('button', { name: 'Error loading airports. Please try again.' });
    const before = requests.length;
    await user.type(input, 'n');
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    warn.mockRestore();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedTraveller } from '../../../shared/schemas/travellers';
import { fakeApi as scriptApi } from '../../testing/fake-api';
import { testUser } from '../../testing/users';
import { fill, input, OFFER, submitPassengers, VERIFY } from './booking-test-steps';
import { makeOffer, renderBookingPage, validAnswer } from './testing';

/* R49: the booking form offers the saved travellers who fit each slot; R50: a loyalty number per passenger. */

afterEach(() => vi.unstubAllGlobals());

const traveller = (id: string, overrides: Partial<SavedTraveller>): SavedTraveller => ({
  id,
  isAccountHolder: false,
  title: 'ms',
  firstName: 'Jane',
  lastName: 'Doe',
  gender: 'female',
  dateOfBirth: '1990-05-01',
  nationality: 'US',
  passportLast4: null,
  passportExpiryDate: null,
  passportIssuingCountry: null,
  phone: null,
  phoneCountry: null,
  email: null,
  loyaltyAccounts: [],
  ...overrides,
});

const JANE = traveller('5f0c1a52-1d7e-4e8e-9a51-0b8f1d2a0001', {
  isAccountHolder: true,
  email: 'jane@example.com',
  phone: '+1 212 555 0100',
  passportLast4: '5678',
  passportExpiryDate: '2031-01-01',
  passportIssuingCountry: 'US',
  loyaltyAccounts: [
    { airlineIataCode: 'ZZ', accountNumber: '999' },
    { airlineIataCode: 'BA', accountNumber: 'BA12345' },
  ],
});
const SAM = traveller('5f0c1a52-1d7e-4e8e-9a51-0b8f1d2a0002', { firstName: 'Sam', title: 'mr', gender: 'male' });
// 8 on the day of the last flight (2026-12-18): a child.
const KIT = traveller('5f0c1a52-1d7e-4e8e-9a51-0b8f1d2a0003', { firstName: 'Kit', dateOfBirth: '2018-03-03' });

function open(signedIn: boolean) {
  const calls = scriptApi(
    {
      [OFFER]: { status: 200, body: makeOffer({ supported_loyalty_programmes: ['BA'] }) },
      [VERIFY]: validAnswer(),
      ...(signedIn
        ? {
            'GET /api/auth/user': { status: 200, body: testUser() },
            'GET /api/account/travellers': { status: 200, body: { travellers: [JANE, SAM, KIT] } },
          }
        : {}),
    },
    { withQuery: true, signedIn },
  );
  renderBookingPage();
  return calls;
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('R49: saved travellers on the passenger form', { timeout: 20_000 }, () => {
  it('R49: offers each slot only the travellers whose age fits it on the day of the last flight', async () => {
    open(true);
    const adult = await screen.findByLabelText('Saved traveller', { selector: '#passenger-0-saved' });
    expect(optionsOf(adult)).toEqual([
      'Someone else (type their details)',
      'Jane Doe (1990-05-01)',
      'Sam Doe (1990-05-01)',
    ]);
    const child = screen.getByLabelText('Saved traveller', { selector: '#passenger-2-saved' });
    expect(optionsOf(child)).toEqual(['Someone else (type their details)', 'Kit Doe (2018-03-03)']);
  });

  it('R49: fills the chosen traveller (editable), leaves the passport number to the server, and goes on', async () => {
    open(true);
    const user = userEvent.setup();
    const adult = await screen.findByLabelText('Saved traveller', { selector: '#passenger-0-saved' });
    await user.selectOptions(adult, JANE.id);
    expect(input(0, 'firstName')).toHaveValue('Jane');
    expect(input(0, 'email')).toHaveValue('jane@example.com');
    expect(input(0, 'passportNumber')).toHaveValue('');
    expect(screen.getByText(/saved passport ending 5678 is used/)).toBeInTheDocument();
    // R50: only the programme this flight takes is carried over.
    expect(
      screen.getByLabelText('Loyalty programme (optional)', { selector: '#passenger-0-loyaltyAirline' }),
    ).toHaveValue('BA');
    // Jane is taken in slot 1; editing the name stays possible.
    const second = screen.getByLabelText('Saved traveller', { selector: '#passenger-1-saved' });
    expect(within(second).getByRole('option', { name: /Jane Doe/ })).toBeDisabled();
    await user.selectOptions(second, SAM.id);
    await user.selectOptions(screen.getByLabelText('Saved traveller', { selector: '#passenger-2-saved' }), KIT.id);
    fill(1, { passportNumber: 'X12345671', passportExpiryDate: '2031-01-01', passportIssuingCountry: 'US' });
    fill(2, { passportNumber: 'X12345672', passportExpiryDate: '2031-01-01', passportIssuingCountry: 'US' });
    await submitPassengers();
    await waitFor(() => expect(screen.queryByText(/Please complete all required/)).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: /Seat Selection|Choose your seats/ })).toBeInTheDocument();
  });

  it('R49: offers "Save this traveller" on every passenger to a signed-in traveller', async () => {
    open(true);
    await screen.findByLabelText('Saved traveller', { selector: '#passenger-0-saved' });
    expect(screen.getAllByLabelText('Save this traveller')).toHaveLength(3);
  });

  it('R49: a visitor sees neither the choice nor the box', async () => {
    open(false);
    await screen.findByRole('heading', { name: 'Passenger Details' });
    expect(screen.queryByLabelText('Saved traveller')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Save this traveller')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedTraveller } from '../../../shared/schemas/travellers';
import { ADA, currentLocation, fakeApi, renderRoutes } from './testing';
import { TravellersPage } from './travellers-page';

/* R49: /account/travellers lists, adds and deletes the account's travellers; passports as their last four. */

afterEach(() => vi.unstubAllGlobals());

const HOLDER: SavedTraveller = {
  id: '5f0c1a52-1d7e-4e8e-9a51-0b8f1d2a0001',
  isAccountHolder: true,
  title: 'mrs',
  firstName: 'Ada',
  lastName: 'King',
  gender: 'female',
  dateOfBirth: '1985-12-10',
  nationality: 'GB',
  passportLast4: '5667',
  passportExpiryDate: '2034-06-30',
  passportIssuingCountry: 'GB',
  phone: null,
  phoneCountry: null,
  email: null,
  loyaltyAccounts: [{ airlineIataCode: 'BA', accountNumber: '12345678' }],
};

const renderPage = () =>
  renderRoutes('/account/travellers', [{ path: '/account/travellers', element: <TravellersPage /> }]);

describe('R49: the saved travellers page', { timeout: 20_000 }, () => {
  it('R49: sends a visitor to sign in first', async () => {
    fakeApi({});
    renderPage();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/account/travellers'));
  });

  it('R49: lists the travellers with the passport as its last four and their loyalty numbers', async () => {
    fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'GET /api/account/travellers': { status: 200, body: { travellers: [HOLDER] } },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved travellers' });
    expect(within(list).getByText(/Ada King/)).toBeInTheDocument();
    expect(within(list).getByText('(account holder)')).toBeInTheDocument();
    expect(within(list).getByText(/Passport ••••5667/)).toBeInTheDocument();
    expect(within(list).getByText('Loyalty: BA 12345678')).toBeInTheDocument();
  });

  it('R49: adds a traveller, showing the schema’s messages first', async () => {
    let travellers: SavedTraveller[] = [];
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'GET /api/account/travellers': () => ({ status: 200, body: { travellers } }),
      'POST /api/account/travellers': (body) => {
        travellers = [{ ...HOLDER, firstName: 'Byron', passportLast4: null, loyaltyAccounts: [] }];
        return { status: 201, body: { ...travellers[0], _sent: body } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add a traveller/ }));
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^First name/), 'Byron');
    await user.type(screen.getByLabelText(/^Last name/), 'King');
    await user.type(screen.getByLabelText(/^Date of birth/), '2018-05-01');
    await user.click(screen.getByRole('button', { name: 'Save traveller' }));
    await screen.findByText(/Byron King/, { selector: 'p' });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ firstName: 'Byron', lastName: 'King', dateOfBirth: '2018-05-01' });
  });

  it('R49: deletes a traveller after asking', async () => {
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'GET /api/account/travellers': { status: 200, body: { travellers: [HOLDER] } },
      [`DELETE /api/account/travellers/${HOLDER.id}`]: {
        status: 200,
        body: { success: true, message: 'The traveller was deleted.' },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Ada King' }));
    await user.click(await screen.findByRole('button', { name: 'Delete traveller' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES } from '../../../../shared/schemas/alerts';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { testUser } from '../../../testing/users';
import type { SearchCriteria } from '../../../lib/search-url';
import { TrackPrices } from './track-prices';

afterEach(() => vi.unstubAllGlobals());

const CRITERIA: SearchCriteria = {
  origin: 'BHX',
  destination: 'DUB',
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
  tripType: 'round-trip',
  cabinClass: 'economy',
  adults: 2,
  children: 0,
  infants: 0,
  directOnly: true,
};

const created = (message: string) => ({
  status: 201,
  body: {
    alert: {
      id: '5dbf6dfd-fea2-4765-89ce-f56cb950f3b2',
      status: 'active',
      origin: 'BHX',
      destination: 'DUB',
      departureDate: '2027-03-10',
      returnDate: '2027-03-17',
      cabinClass: 'economy',
      passengers: 2,
      dropKind: 'percent',
      dropValue: 10,
      currency: 'USD',
      baselineAmount: '246.00',
      lastAmount: '246.00',
      lastCheckedAt: null,
      searchPath: '/search?origin=BHX',
      createdAt: '2027-01-01T10:00:00.000Z',
    },
    message,
  },
});

const renderControl = () =>
  renderRoutes('/search', [{ path: '/search', element: <TrackPrices criteria={CRITERIA} /> }]);

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Track prices' }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('Track prices (R51)', () => {
  it("R51: a signed-in traveller's alert carries the page's search and the drop chosen (5% by default)", async () => {
    const calls = fakeApi(
      {
        'GET /api/auth/user': { status: 200, body: testUser() },
        'POST /api/alerts': created('Price alert set: we will e-mail you when the price drops.'),
      },
      { signedIn: true },
    );
    renderControl();
    const { user, dialog } = await open();
    expect(await dialog.findByText('We will e-mail ada@example.com.')).toBeInTheDocument();
    const value = dialog.getByLabelText('Percent');
    expect(value).toHaveValue('5');
    await user.clear(value);
    await user.type(value, '10');
    await user.click(dialog.getByRole('button', { name: 'Set price alert' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Price alert set');
    expect(calls.find((c) => c.key === 'POST /api/alerts')?.body).toEqual({
      origin: 'BHX',
      destination: 'DUB',
      departureDate: '2027-03-10',
      returnDate: '2027-03-17',
      cabinClass: 'economy',
      adultsCount: 2,
      childrenCount: 0,
      infantsCount: 0,
      maxConnections: 0,
      dropKind: 'percent',
      dropValue: 10,
    });
  });

  it('R51: a visitor must give an address, which the alert is sent with; a drop out of range is named', async () => {
    const calls = fakeApi(
      {
        'GET /api/auth/user': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } },
        'POST /api/alerts': created('We sent a link to me@example.com: open it to turn the alert on.'),
      },
      { signedIn: false },
    );
    renderControl();
    const { user, dialog } = await open();
    const value = dialog.getByLabelText('Percent');
    await user.clear(value);
    await user.type(value, '95');
    await user.click(dialog.getByRole('button', { name: 'Set price alert' }));
    expect(await dialog.findByText(ALERT_MESSAGES.dropPercent)).toBeInTheDocument();
    expect(dialog.getByText(ALERT_MESSAGES.email)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/alerts')).toBe(false);

    await user.clear(value);
    await user.type(value, '5');
    await user.type(dialog.getByLabelText('Your e-mail'), 'me@example.com');
    await user.click(dialog.getByRole('button', { name: 'Set price alert' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('We sent a link to me@example.com');
    expect(calls.find((c) => c.key === 'POST /api/alerts')?.body).toMatchObject({
      email: 'me@example.com',
      dropValue: 5,
    });
  });

  it("R51: the server's refusal of a departed search is shown in its words", async () => {
    fakeApi(
      {
        'GET /api/auth/user': { status: 200, body: testUser() },
        'POST /api/alerts': { status: 422, body: { error: 'SEARCH_IN_PAST', message: ALERT_MESSAGES.searchInPast } },
      },
      { signedIn: true },
    );
    renderControl();
    const { user, dialog } = await open();
    await dialog.findByText('We will e-mail ada@example.com.');
    await user.click(dialog.getByRole('button', { name: 'Set price alert' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.searchInPast);
  });
});

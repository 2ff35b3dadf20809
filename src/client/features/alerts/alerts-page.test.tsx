import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../../../shared/schemas/alerts';
import { fakeApi } from '../../testing/fake-api';
import { currentLocation, renderRoutes } from '../../testing/render';
import { testUser } from '../../testing/users';
import { AlertsPage } from './alerts-page';

afterEach(() => vi.unstubAllGlobals());

const signedOut = { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } } as const;

function alert(more: Partial<Alert> = {}): Alert {
  return {
    id: '5dbf6dfd-fea2-4765-89ce-f56cb950f3b2',
    status: 'active',
    origin: 'BHX',
    destination: 'DUB',
    departureDate: '2027-03-10',
    returnDate: null,
    cabinClass: 'economy',
    passengers: 1,
    dropKind: 'percent',
    dropValue: 5,
    currency: 'USD',
    baselineAmount: '123.00',
    lastAmount: '120.00',
    lastCheckedAt: null,
    searchPath: '/search?origin=BHX&destination=DUB&departureDate=2027-03-10',
    createdAt: '2027-01-01T10:00:00.000Z',
    ...more,
  };
}

const renderAlerts = () => renderRoutes('/account/alerts', [{ path: '/account/alerts', element: <AlertsPage /> }]);

describe('the price alerts page (R51)', () => {
  it('R51: sends a signed-out visitor to sign in first', async () => {
    fakeApi({}, { fallback: signedOut, signedIn: false });
    renderAlerts();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/account/alerts'));
  });

  it("R51: lists the traveller's alerts with their search, price and drop, linked to the search", async () => {
    fakeApi(
      {
        'GET /api/auth/user': { status: 200, body: testUser() },
        'GET /api/alerts': {
          status: 200,
          body: { alerts: [alert(), alert({ id: 'b', status: 'ended', origin: 'JFK', destination: 'LAX' })] },
        },
      },
      { signedIn: true },
    );
    renderAlerts();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'BHX → DUB' })).toHaveAttribute(
      'href',
      '/search?origin=BHX&destination=DUB&departureDate=2027-03-10',
    );
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText(/From \$120 · e-mail when it drops by 5%/)).toBeInTheDocument();
    // An ended alert can be deleted, not resumed.
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('Ended: departed')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Resume|Pause/ })).toBeNull();
  });

  it('R51: pauses, resumes and deletes (after asking) through the API', async () => {
    let current = alert();
    const calls = fakeApi(
      {
        'GET /api/auth/user': { status: 200, body: testUser() },
        'GET /api/alerts': () => ({ status: 200, body: { alerts: current ? [current] : [] } }),
        [`PATCH /api/alerts/${alert().id}`]: (body) => {
          current = alert({ status: (body as { status: Alert['status'] }).status });
          return { status: 200, body: current };
        },
        [`DELETE /api/alerts/${alert().id}`]: () => {
          current = undefined as unknown as Alert;
          return { status: 204, body: null };
        },
      },
      { signedIn: true },
    );
    renderAlerts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause alert BHX to DUB' }));
    expect(await screen.findByRole('button', { name: 'Resume alert BHX to DUB' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'paused' });
    await user.click(screen.getByRole('button', { name: 'Resume alert BHX to DUB' }));
    expect(await screen.findByRole('button', { name: 'Pause alert BHX to DUB' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete alert BHX to DUB' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No price alerts yet/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  }, 20_000);
});

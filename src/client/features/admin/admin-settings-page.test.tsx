import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminSettingsPage } from './admin-settings-page';
import { page } from './lib/reload';
import { currentLocation, fakeApi, renderRoutes, SETTINGS } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renderSettings = () =>
  renderRoutes('/admin-settings', [
    { path: '/admin-settings', element: <AdminSettingsPage /> },
    { path: '/', element: <p>Home</p> },
  ]);

const verified = { status: 200, body: { success: true, message: 'Admin privileges verified' } };
const REFUSAL =
  'Live mode needs a live Duffel access token (DUFFEL_ACCESS_TOKEN starting duffel_live_) and a live Stripe secret key (STRIPE_SECRET_KEY starting sk_live_). Missing: a live Stripe secret key (STRIPE_SECRET_KEY).';

describe('the admin settings screen', () => {
  it('shows the environment, the TEST badge, the provider rows and the links', async () => {
    fakeApi({ 'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, duffelApiConfigured: true } } });
    renderSettings();
    expect(await screen.findByRole('switch', { name: 'Live Mode' })).not.toBeChecked();
    expect(screen.getByText('Development')).toBeInTheDocument();
    expect(screen.getByText('TEST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Account/ })).toHaveAttribute('href', '/account-settings');
    expect(screen.getByText('Flight provider API (Duffel)').closest('li')).toHaveTextContent('Configured');
    expect(screen.getByText('Card payments (Stripe)').closest('li')).toHaveTextContent('Not configured');
    expect(screen.getByRole('link', { name: /Brand manager/ })).toHaveAttribute('href', '/admin/brands');
    expect(screen.getByRole('link', { name: /E-mail outbox/ })).toHaveAttribute('href', '/admin/emails');
    expect(screen.getByRole('link', { name: /Contact messages/ })).toHaveAttribute('href', '/admin/messages');
  });

  it('asks before going live, re-verifies, saves, announces and reloads after 1 second', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const calls = fakeApi({
      'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, liveModeAvailable: true } },
      'POST /api/admin/login': verified,
      'POST /api/admin/settings': (body) => ({ status: 200, body }),
    });
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Live Mode' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/every booking is real/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('Switching to LIVE mode.')).toBeInTheDocument();
    expect(screen.getByText('Your session will be refreshed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => `${c.path} ${JSON.stringify(c.body)}`)).toEqual([
      '/api/admin/login {}',
      '/api/admin/settings {"enableLiveMode":true}',
      '/api/admin/login {}',
    ]);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2_000 });
  });

  it('cannot go live without both live keys, and says which are missing beside the switch', async () => {
    const calls = fakeApi({
      'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, duffelApiConfigured: true, duffelLiveKey: true } },
    });
    renderSettings();
    const live = await screen.findByRole('switch', { name: 'Live Mode' });
    expect(live).toBeDisabled();
    expect(live).toHaveAccessibleDescription(
      'Going live needs a live Duffel access token and a live Stripe secret key on the server. Missing: a live Stripe secret key (STRIPE_SECRET_KEY).',
    );
    await userEvent.setup().click(live);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('cancelling the warning changes nothing', async () => {
    const calls = fakeApi({
      'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, liveModeAvailable: true } },
    });
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Live Mode' }));
    await user.click(await screen.findByRole('button', { name: 'Stay in test mode' }));
    expect(screen.getByRole('switch', { name: 'Live Mode' })).not.toBeChecked();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal to go live in the toast and on the page, and does not reload", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    // The page was loaded with live keys; the server no longer has one when asked.
    fakeApi({
      'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, liveModeAvailable: true } },
      'POST /api/admin/login': verified,
      'POST /api/admin/settings': { status: 409, body: { error: 'LIVE_KEYS_MISSING', message: REFUSAL } },
    });
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Live Mode' }));
    await user.click(await screen.findByRole('button', { name: 'Go live' }));
    const toastText = `There was a problem switching modes. Please try again. ${REFUSAL}`;
    expect(await screen.findByText(toastText)).toBeInTheDocument();
    expect(screen.getAllByText('Mode Change Failed')).toHaveLength(2);
    expect(screen.getByText(REFUSAL)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Live Mode' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Live Mode' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops with the Authentication Error toast when the admin cannot be re-verified', async () => {
    const calls = fakeApi({
      'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, enableLiveMode: true } },
      'POST /api/admin/login': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } },
    });
    renderSettings();
    const user = userEvent.setup();
    // Turning live mode off needs no warning, but still the re-verification.
    await user.click(await screen.findByRole('switch', { name: 'Live Mode' }));
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('Could not verify admin privileges. Please try logging in again.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/settings' && c.method === 'POST')).toBe(false);
  });

  it('shows Authentication Failed with the message when the re-verification fails otherwise', async () => {
    fakeApi({
      'GET /api/admin/settings': { status: 200, body: { ...SETTINGS, enableLiveMode: true } },
      'POST /api/admin/login': { status: 503, body: { error: 'NOT_READY', message: 'The database is not reachable.' } },
    });
    renderSettings();
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Live Mode' }));
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable.')).toBeInTheDocument();
  });

  it.each([401, 403])('sends the visitor home with Access Denied on a %i', async (status) => {
    fakeApi({ 'GET /api/admin/settings': { status, body: { error: 'FORBIDDEN', message: 'No' } } });
    renderSettings();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access admin settings.")).toBeInTheDocument();
  });

  it('shows the load error in the page for other failures', async () => {
    fakeApi({ 'GET /api/admin/settings': { status: 500, body: { error: 'INTERNAL', message: 'Oops' } } });
    renderSettings();
    expect(await screen.findByText('Failed to load admin settings. Please try again later.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/admin-settings');
  });
});

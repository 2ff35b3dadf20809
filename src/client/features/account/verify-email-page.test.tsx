import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_EMAIL_CONFIRMATION_KEY } from '../../lib/storage-keys';
import { AccountSettingsPage } from './account-settings-page';
import { ADA, currentLocation, fakeApi, renderRoutes } from './testing';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const TOKEN = 'a'.repeat(43);
const renderVerify = (path: string) =>
  renderRoutes(path, [
    { path: '/verify-email', element: <VerifyEmailPage /> },
    { path: '/login', element: <p>Sign-in page</p> },
  ]);

describe('the confirmation link (R30)', () => {
  it('asks a visitor to sign in first, and keeps the token for after', async () => {
    fakeApi({});
    renderVerify(`/verify-email#token=${TOKEN}`);
    const signIn = await screen.findByRole('link', { name: 'Sign In to Confirm' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=/verify-email');
    await userEvent.setup().click(signIn);
    expect(sessionStorage.getItem(PENDING_EMAIL_CONFIRMATION_KEY)).toBe(TOKEN);
    expect(currentLocation()).toBe('/login?redirect=/verify-email');
  });

  it("confirms the signed-in owner's address with the kept token and says how many trips joined", async () => {
    sessionStorage.setItem(PENDING_EMAIL_CONFIRMATION_KEY, TOKEN);
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: { ...ADA, emailVerified: false } },
      'POST /api/auth/verify-email': {
        status: 200,
        body: { success: true, message: 'Your e-mail address is confirmed.', tripsAdded: 1 },
      },
    });
    renderVerify('/verify-email');
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('1 trip added to your account')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(sessionStorage.getItem(PENDING_EMAIL_CONFIRMATION_KEY)).toBeNull();
  });

  it("shows the server's reason when the link is for another account", async () => {
    const message = 'This link confirms the e-mail address of another account. Sign in to that account to use it.';
    fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'POST /api/auth/verify-email': { status: 403, body: { error: 'VERIFY_LINK_OTHER_ACCOUNT', message } },
    });
    renderVerify(`/verify-email#token=${TOKEN}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    fakeApi({});
    renderVerify('/verify-email');
    expect(
      screen.getByText('This confirmation link is invalid or has expired. Ask for a new one in Account settings.'),
    ).toBeInTheDocument();
  });
});

describe('account settings with an unconfirmed address (R30)', () => {
  it('says so and sends a new link on request', async () => {
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: { ...ADA, emailVerified: false } },
      'POST /api/auth/verify-email/resend': {
        status: 200,
        body: { success: true, message: 'We have sent a confirmation link to your e-mail address.' },
      },
    });
    renderRoutes('/account-settings', [{ path: '/account-settings', element: <AccountSettingsPage /> }]);
    const notice = await screen.findByRole('region', { name: 'E-mail address not confirmed' });
    expect(notice).toHaveTextContent('Trips booked with ada@example.com without signing in');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(notice).toHaveTextContent('We have sent a confirmation link to your e-mail address.'));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/resend'))).toBe(true);
  });

  it('shows nothing about it once confirmed', async () => {
    fakeApi({ 'GET /api/auth/user': { status: 200, body: ADA } });
    renderRoutes('/account-settings', [{ path: '/account-settings', element: <AccountSettingsPage /> }]);
    await screen.findByRole('heading', { name: 'Account Settings' });
    expect(screen.queryByRole('region', { name: 'E-mail address not confirmed' })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSettingsPage } from './account-settings-page';
import { ADA, currentLocation, fakeApi, renderRoutes } from './testing';

afterEach(() => vi.unstubAllGlobals());

const renderSettings = () =>
  renderRoutes('/account-settings', [{ path: '/account-settings', element: <AccountSettingsPage /> }]);

const CLASSES =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

async function openSecurity() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Security' }));
  return user;
}

async function changePassword(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('the account settings screen', () => {
  it('sends a signed-out visitor to /login?redirect=/account-settings, without asking the server', async () => {
    const calls = fakeApi({});
    renderSettings();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/account-settings'));
    expect(calls).toEqual([]);
  });

  it("treats a 401 'Not authenticated' as signed out when the hint was stale", async () => {
    fakeApi({ 'GET /api/auth/user': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } } });
    renderSettings();
    await waitFor(() => expect(currentLocation()).toBe('/login?redirect=/account-settings'));
  });

  it('shows the read-only profile: username, email and the date the account was created', async () => {
    fakeApi({ 'GET /api/auth/user': { status: 200, body: ADA } });
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Account Created')).toHaveValue('June 9, 2025');
  });

  it('gives each change-password field its message', async () => {
    fakeApi({ 'GET /api/auth/user': { status: 200, body: ADA } });
    renderSettings();
    const user = await openSecurity();
    await changePassword(user, '', 'Short1!', '');
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'New password must be at least 12 characters',
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Please confirm your new password',
    );
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'alllowercase-long1');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(CLASSES);
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Good-Passw0rd!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Other-Passw0rd!');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
  });

  it("changes the password and says 'Your password has been updated'", async () => {
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'POST /api/auth/change-password': {
        status: 200,
        body: { success: true, message: 'Your password has been updated' },
      },
    });
    renderSettings();
    const user = await openSecurity();
    await changePassword(user, 'old-secret', 'Good-Passw0rd!', 'Good-Passw0rd!');
    expect(await screen.findByText('Your password has been updated')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'Good-Passw0rd!',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows 'Error' with the server's message when the current password is wrong", async () => {
    fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'POST /api/auth/change-password': {
        status: 400,
        body: { error: 'WRONG_PASSWORD', message: 'Current password is incorrect' },
      },
    });
    renderSettings();
    const user = await openSecurity();
    await changePassword(user, 'wrong', 'Good-Passw0rd!', 'Good-Passw0rd!');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });

  it("falls back to 'Failed to update password' when the failure has no message", async () => {
    fakeApi({
      'GET /api/auth/user': { status: 200, body: ADA },
      'POST /api/auth/change-password': { status: 500, body: { error: 'INTERNAL_ERROR', message: '' } },
    });
    renderSettings();
    const user = await openSecurity();
    await changePassword(user, 'old-secret', 'Good-Passw0rd!', 'Good-Passw0rd!');
    expect(await screen.findByText('Failed to update password')).toBeInTheDocument();
  });

  it("shows 'Secure Password' and two-factor sign-in off with an 'Enable' button (R48)", async () => {
    fakeApi({ 'GET /api/auth/user': { status: 200, body: ADA } });
    renderSettings();
    await openSecurity();
    expect(screen.getByText('Secure Password')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeEnabled();
  });
});

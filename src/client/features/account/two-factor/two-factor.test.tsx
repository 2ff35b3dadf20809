import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../testing/users';
import { AccountSettingsPage } from '../account-settings-page';
import { LoginPage } from '../login-page';
import { currentLocation, fakeApi, renderRoutes } from '../testing';
import { AdminTwoFactorGate } from './admin-two-factor-gate';

afterEach(() => vi.unstubAllGlobals());

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/SkyBound%20Travel:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i + 20).padStart(2, '2')}`);
const CHALLENGE = {
  status: 200,
  body: { success: true, twoFactorRequired: true, pendingToken: 'p'.repeat(43), message: 'Enter the code' },
};

async function openSecurity() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Security' }));
  return user;
}

describe('R48: two-factor sign-in in the account settings', () => {
  it('sets up with a QR code and the key as text, confirms a code, then shows the ten recovery codes once', async () => {
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: testUser() },
      'POST /api/auth/two-factor/setup': { status: 200, body: SETUP },
      'POST /api/auth/two-factor/enable': (body) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { success: true, message: 'Two-factor sign-in is on.', recoveryCodes: CODES } }
          : {
              status: 401,
              body: { error: 'INVALID_CODE', message: 'That code is not right or has expired.' },
            },
    });
    renderRoutes('/account-settings', [{ path: '/account-settings', element: <AccountSettingsPage /> }]);
    const user = await openSecurity();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByAltText('QR code to add this account to your authenticator app')).toHaveAttribute(
      'src',
      SETUP.qrCode,
    );
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText('6-digit code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(calls.filter((c) => c.path === '/api/auth/two-factor/enable')).toEqual([]);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right or has expired.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText(CODES[0] ?? '')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/two-factor/enable').at(-1)?.body).toEqual({ code: '123456' });
  });

  it('when on, shows the codes left and turns off with a recovery code', async () => {
    const calls = fakeApi({
      'GET /api/auth/user': { status: 200, body: testUser({ twoFactorEnabled: true }) },
      'GET /api/auth/two-factor': { status: 200, body: { enabled: true, recoveryCodesLeft: 7 } },
      'POST /api/auth/two-factor/disable': { status: 200, body: { success: true, message: 'off' } },
    });
    renderRoutes('/account-settings', [{ path: '/account-settings', element: <AccountSettingsPage /> }]);
    const user = await openSecurity();
    expect(await screen.findByText(/7 recovery codes left/)).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fgh23');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/two-factor/disable')?.body).toEqual({
        recoveryCode: 'abcde-fgh23',
      }),
    );
  });
});

describe('R48: the sign-in code step', () => {
  async function passwordStep() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    return user;
  }

  it('asks for a code after the password and signs in with it', async () => {
    const calls = fakeApi({
      'POST /api/auth/login': CHALLENGE,
      'POST /api/auth/login/two-factor': {
        status: 200,
        body: { success: true, message: 'Login successful', user: testUser({ twoFactorEnabled: true }) },
      },
    });
    renderRoutes('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    await user.type(screen.getByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(calls.find((c) => c.path === '/api/auth/login/two-factor')?.body).toEqual({
      pendingToken: 'p'.repeat(43),
      code: '246810',
    });
  });

  it("shows a used code's message, and after an expired sign-in offers to start again", async () => {
    fakeApi({
      'POST /api/auth/login': CHALLENGE,
      'POST /api/auth/login/two-factor': (_body, call) =>
        call.count === 1
          ? { status: 401, body: { error: 'CODE_ALREADY_USED', message: 'That code was already used.' } }
          : { status: 401, body: { error: 'SIGN_IN_EXPIRED', message: 'Your sign-in has expired.' } },
    });
    renderRoutes('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('6-digit code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code was already used.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired.');
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });
});

describe('R48: the admin screens for an admin without two-factor sign-in', () => {
  it('show the set-up first, not the screen', async () => {
    fakeApi({
      'GET /api/auth/user': { status: 200, body: testUser({ isAdmin: true, twoFactorEnabled: false }) },
      'POST /api/auth/two-factor/setup': { status: 200, body: SETUP },
    });
    renderRoutes('/admin-settings', [
      { path: '/admin-settings', element: <AdminTwoFactorGate>Admin screen</AdminTwoFactorGate> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByAltText('QR code to add this account to your authenticator app')).toBeInTheDocument();
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('let an admin with it on through', async () => {
    fakeApi({ 'GET /api/auth/user': { status: 200, body: testUser({ isAdmin: true }) } });
    renderRoutes('/admin-settings', [
      { path: '/admin-settings', element: <AdminTwoFactorGate>Admin screen</AdminTwoFactorGate> },
    ]);
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
  });
});

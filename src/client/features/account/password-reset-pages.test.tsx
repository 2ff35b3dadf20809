import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from './forgot-password-page';
import { safeRedirect } from './lib/safe-redirect';
import { itMapsEach } from '../../../shared/testing/rules';
import { ResetPasswordPage } from './reset-password-page';
import { currentLocation, fakeApi, renderRoutes } from './testing';

afterEach(() => vi.unstubAllGlobals());

const CHECK = 'POST /api/auth/reset-password/check';
const LINK_OK = { status: 200, body: { success: true, message: 'This link can be used.' } };

const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

const ANSWER = 'If an account exists for that email address, we have sent a link to reset your password.';

describe('forgot password', () => {
  it('checks the address, then shows the same answer the server gives everyone', async () => {
    const calls = fakeApi({
      'POST /api/auth/forgot-password': { status: 200, body: { success: true, message: ANSWER } },
    });
    renderRoutes('/forgot-password', [{ path: '/forgot-password', element: <ForgotPasswordPage /> }]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'ada@example.com' });
  });
});

describe('reset password', () => {
  const renderReset = (path: string) =>
    renderRoutes(path, [{ path: '/reset-password', element: <ResetPasswordPage /> }]);

  /** Types a good new password twice, as the form asks, and sends it. */
  async function submitGoodPassword() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'Good-Passw0rd!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Good-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('explains an incomplete link and offers a new one', () => {
    fakeApi({});
    renderReset('/reset-password');
    expect(screen.getByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('takes the token only from the fragment, which never reaches a server log', () => {
    fakeApi({});
    renderReset('/reset-password?token=abc');
    expect(screen.getByText(INVALID_LINK)).toBeInTheDocument();
  });

  it('holds the new password to the change-password rules', async () => {
    fakeApi({ [CHECK]: LINK_OK });
    renderReset('/reset-password#token=abc');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'New password must be at least 12 characters',
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Please confirm your new password',
    );
  });

  it("sets the password with the link's token, says 'Your password has been updated' and goes to /login", async () => {
    const calls = fakeApi({
      [CHECK]: LINK_OK,
      'POST /api/auth/reset-password': {
        status: 200,
        body: { success: true, message: 'Your password has been updated' },
      },
    });
    renderReset('/reset-password#token=tok_123');
    await submitGoodPassword();
    expect(await screen.findByText('Your password has been updated')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok_123',
      newPassword: 'Good-Passw0rd!',
    });
  });

  it('says a used or expired link is invalid as the page opens, before any password is typed', async () => {
    fakeApi({ [CHECK]: { status: 400, body: { error: 'RESET_LINK_INVALID', message: INVALID_LINK } } });
    renderReset('/reset-password#token=old');
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it("shows 'Error' with the server's message when the link is spent while the page is open", async () => {
    fakeApi({
      [CHECK]: LINK_OK,
      'POST /api/auth/reset-password': { status: 400, body: { error: 'RESET_LINK_INVALID', message: INVALID_LINK } },
    });
    renderReset('/reset-password#token=old');
    await submitGoodPassword();
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });
});

describe('safeRedirect (no open redirect after sign-in)', () => {
  itMapsEach(safeRedirect, [
    ['/account-settings', '/account-settings'],
    ['/search?origin=LHR&adultsCount=2#top', '/search?origin=LHR&adultsCount=2#top'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    // Dot segments that the URL parser folds into a protocol-relative '//evil.example'.
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E%2E//evil.example/x', '/'],
    ['/./\\evil.example', '/'],
    ['/trips/../account-settings', '/account-settings'],
    ['https://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['account-settings', '/'],
    ['/login', '/'],
  ]);
});

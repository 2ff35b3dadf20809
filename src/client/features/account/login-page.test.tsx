import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { ADA, currentLocation, fakeApi, renderRoutes } from './testing';

afterEach(() => vi.unstubAllGlobals());

const renderLogin = (path = '/login') => renderRoutes(path, [{ path: '/login', element: <LoginPage /> }]);
const ok = { status: 200, body: { success: true, message: 'Login successful', user: ADA } };

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the sign-in screen', () => {
  it("says 'Username is required' and 'Password is required' under the fields, linked for screen readers", async () => {
    const calls = fakeApi({});
    renderLogin();
    await fillAndSubmit('', '');
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("signs in, shows 'Login successful' and goes to /", async () => {
    const calls = fakeApi({ 'POST /api/auth/login': ok });
    renderLogin();
    await fillAndSubmit('ada', 'secret-pass');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      username: 'ada',
      password: 'secret-pass',
      remember: false,
    });
  });

  it("sends 'remember me' when ticked", async () => {
    const calls = fakeApi({ 'POST /api/auth/login': ok });
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember me for 30 days'));
    await fillAndSubmit('ada', 'secret-pass');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/login')?.body).toMatchObject({ remember: true }),
    );
  });

  it('goes back to a same-site ?redirect= after signing in', async () => {
    fakeApi({ 'POST /api/auth/login': ok });
    renderLogin('/login?redirect=/account-settings');
    await fillAndSubmit('ada', 'secret-pass');
    await waitFor(() => expect(currentLocation()).toBe('/account-settings'));
  });

  it('refuses an open redirect to another site and goes to / instead', async () => {
    fakeApi({ 'POST /api/auth/login': ok });
    renderLogin('/login?redirect=//evil.example/phish');
    await fillAndSubmit('ada', 'secret-pass');
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it("shows 'Login failed' with the server's message, and stays", async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 429,
        body: {
          error: 'TOO_MANY_ATTEMPTS',
          message: 'Too many failed sign-in attempts. Please try again in 9 minutes, or reset your password.',
        },
      },
    });
    renderLogin();
    await fillAndSubmit('ada', 'wrong');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many failed sign-in attempts. Please try again in 9 minutes, or reset your password.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it("shows the server's own message for wrong credentials", async () => {
    fakeApi({
      'POST /api/auth/login': {
        status: 401,
        body: { error: 'INVALID_CREDENTIALS', message: 'A message only the server sends' },
      },
    });
    renderLogin();
    await fillAndSubmit('ada', 'wrong');
    expect(await screen.findByText('A message only the server sends')).toBeInTheDocument();
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
  });

  it("falls back to 'Invalid username or password' when the server's answer has no message", async () => {
    fakeApi({ 'POST /api/auth/login': { status: 401, body: { error: 'INVALID_CREDENTIALS', message: '' } } });
    renderLogin();
    await fillAndSubmit('ada', 'wrong');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it("links 'Forgot password?' to the reset flow and offers a link to sign up", () => {
    fakeApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});

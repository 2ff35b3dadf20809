import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from './register-page';
import { ADA, currentLocation, fakeApi, renderRoutes } from './testing';
import { testUser } from '../../testing/users';

afterEach(() => vi.unstubAllGlobals());

const renderRegister = () => renderRoutes('/register', [{ path: '/register', element: <RegisterPage /> }]);

async function fill(values: Partial<Record<string, string>>, acceptTerms = true) {
  const user = userEvent.setup();
  const labels: Record<string, string> = {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(labels[name] ?? name), value);
  }
  if (acceptTerms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const { firstName, lastName, email, username } = testUser();
const complete = { firstName, lastName, email, username, password: 'secret', confirmPassword: 'secret' };

describe('the registration screen', () => {
  it('shows every rule message under its field, the terms one included', async () => {
    fakeApi({});
    renderRegister();
    await fill({ email: 'ada@', username: 'ad', password: '12345', confirmPassword: '54321' }, false);
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('You must accept the terms and privacy policy');
  });

  it('requires the terms box even when everything else is right', async () => {
    const calls = fakeApi({});
    renderRegister();
    await fill(complete, false);
    expect(screen.getByText('You must accept the terms and privacy policy')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('links the terms and the privacy policy', () => {
    fakeApi({});
    renderRegister();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('creates the account without sending the confirmation, says so, and goes to /login', async () => {
    const calls = fakeApi({
      'POST /api/auth/register': {
        status: 201,
        body: { success: true, message: 'Registration successful', user: ADA },
      },
    });
    renderRegister();
    await fill(complete);
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created. Please sign in.')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      username: 'ada',
      password: 'secret',
    });
  });

  it("shows 'Registration failed' with the server's message, also under the field it concerns", async () => {
    fakeApi({
      'POST /api/auth/register': { status: 409, body: { error: 'USERNAME_TAKEN', message: 'Username already exists' } },
    });
    renderRegister();
    await fill(complete);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username already exists');
    expect(currentLocation()).toBe('/register');
  });

  it("falls back to 'Failed to create account' when the failure has no message", async () => {
    fakeApi({ 'POST /api/auth/register': { status: 500, body: { error: 'INTERNAL_ERROR', message: '' } } });
    renderRegister();
    await fill(complete);
    expect(await screen.findByText('Failed to create account')).toBeInTheDocument();
  });
});

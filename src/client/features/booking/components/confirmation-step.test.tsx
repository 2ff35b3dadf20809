import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { makeCreateBookingResponse, makeOffer, renderAt, scriptFetch } from '../../../testing/bookings';
import { testUser } from '../../../testing/users';
import { ConfirmationStep } from './confirmation-step';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = { username: 'ada.lovelace', password: 'x7#Kq9-pLm2!vB4z', email: 'ada@example.com' };

function renderConfirmation(result = makeCreateBookingResponse(), queryClient = createQueryClient()) {
  const calls = scriptFetch({
    'GET /api/auth/user': {
      status: 200,
      body: testUser({ username: 'ada.lovelace' }),
    },
  });
  const view = renderAt('/booking', <ConfirmationStep result={result} offer={makeOffer()} />, { queryClient });
  return { calls, ...view };
}

describe('the confirmation step', () => {
  it("says 'Booking confirmed!' and shows the reference, airline reference, flights, passengers and total", async () => {
    renderConfirmation();
    expect(await screen.findByText('Booking confirmed!')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('AB12CD34');
    expect(screen.getByText('PNR7QX')).toBeInTheDocument();
    expect(screen.getByText('BA112')).toBeInTheDocument();
    expect(screen.getByText('BA117')).toBeInTheDocument();
    expect(screen.getByText('18:30')).toBeInTheDocument();
    const passengers = screen.getByRole('region', { name: 'Passengers' });
    expect(within(passengers).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(passengers).getByText('Seat 12A (JFK-LHR)')).toBeInTheDocument();
    expect(screen.getByTestId('total-paid')).toHaveTextContent('$1,880');
    expect(screen.getByRole('link', { name: 'View My Trips' })).toHaveAttribute('href', '/my-trips');
    expect(screen.getByRole('link', { name: 'Book Another Flight' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
  });

  it('shows a new account’s username and password once, says they were e-mailed, and copies them', async () => {
    const user = userEvent.setup();
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal('isSecureContext', true);
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderConfirmation(makeCreateBookingResponse({ accountCreated: true, accountInfo: ACCOUNT }), queryClient);
    expect(await screen.findByText('Account created! Your sign-in details are below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveTextContent('ada.lovelace');
    expect(screen.getByLabelText('Password')).toHaveTextContent('x7#Kq9-pLm2!vB4z');
    expect(screen.getByText('We have also e-mailed these details to ada@example.com')).toBeInTheDocument();
    // The new session: the header's current-user query is asked again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth', 'user'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bookings'] });

    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('x7#Kq9-pLm2!vB4z');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Copy booking reference' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('tells a buyer whose e-mail already has an account to sign in to see the trip', async () => {
    renderConfirmation(makeCreateBookingResponse({ signInToSeeTrip: true }));
    expect(
      await screen.findByText(
        'This booking has been added to the account for ada@example.com. Sign in to see it in My Trips.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/my-trips');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('tells a buyer whose address has an unconfirmed account that the trip waits for the address (R30)', async () => {
    renderConfirmation(makeCreateBookingResponse({ confirmEmailToSeeTrip: true }));
    expect(await screen.findByText('Confirm your e-mail address to see this trip in your account')).toBeInTheDocument();
    expect(screen.getByText(/We have e-mailed a link to ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});

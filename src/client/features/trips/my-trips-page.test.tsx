import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import { makeBooking, renderAt, scriptFetch, serveTrips } from '../../testing/bookings';
import type { FakeRoutes as Routes } from '../../testing/fake-api';
import { testUser } from '../../testing/users';
import { MyTripsPage } from './my-trips-page';

afterEach(() => vi.unstubAllGlobals());

const ADA = testUser();

function setup(bookings: Booking[], routes: Routes = {}) {
  const calls = scriptFetch({
    'GET /api/auth/user': { status: 200, body: ADA },
    'GET /api/bookings': serveTrips(bookings),
    ...routes,
  });
  renderAt('/my-trips', <MyTripsPage />);
  return { calls, user: userEvent.setup() };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

const QUOTE = {
  quoteId: 'ore_quote1',
  refund: { amount: '640.00', currency: 'USD' },
  refundTo: 'card',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  message: 'If you cancel, $640 is refunded to your card.',
};

describe('My Trips', () => {
  it('asks a signed-out visitor to sign in, with Sign In back to /my-trips and Create Account', async () => {
    const calls = scriptFetch({}, { signedIn: false });
    renderAt('/my-trips', <MyTripsPage />);
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/my-trips');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(calls).toEqual([]);
    expect(document.title).toMatch(/^My Trips \|/);
  });

  it('treats a 401 from the list as signed out', async () => {
    setup([], { 'GET /api/bookings': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not authenticated' } } });
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('counts trips per tab, a badge only when the tab has some', async () => {
    setup([
      makeBooking(),
      makeBooking({ status: 'pending' }),
      makeBooking({ status: 'cancelled', cancelledAt: '2026-11-22T10:00:00.000Z' }),
    ]);
    await screen.findAllByRole('article');
    expect(tab(/Upcoming/)).toHaveTextContent('Upcoming2');
    expect(tab(/Past/)).toHaveTextContent(/^Past$/);
    expect(tab(/Cancelled/)).toHaveTextContent('Cancelled1');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('loads a tab a page at a time with Show more trips, each page after the last (R44)', async () => {
    const slice = makeBooking().bookingData.slices[0]!;
    const upcoming = Array.from({ length: 12 }, (_, i) =>
      makeBooking({ bookingData: { slices: [{ ...slice, departure_time: `2027-01-${String(i + 10)}T08:00` }] } }),
    );
    const calls = scriptFetch({
      'GET /api/auth/user': { status: 200, body: ADA },
      // The server's page is 50; five keep the test quick and prove the same.
      'GET /api/bookings': serveTrips([...upcoming, makeBooking({ status: 'completed' })], 5),
    });
    renderAt('/my-trips', <MyTripsPage />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    // The counts are the server's, not the page's.
    expect(tab(/Upcoming/)).toHaveTextContent('Upcoming12');
    expect(tab(/Past/)).toHaveTextContent('Past1');
    await user.click(screen.getByRole('button', { name: 'Show more trips' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show more trips' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more trips' })).not.toBeInTheDocument();
    // Soonest first across the pages, none twice.
    const dates = screen.getAllByRole('article').map((card) => within(card).getByText(/^Jan \d+, 2027$/).textContent);
    expect(dates).toEqual(upcoming.map((_, i) => `Jan ${i + 10}, 2027`));
    expect(calls.filter((c) => c.path === '/api/bookings').map((c) => c.url)).toEqual([
      '/api/bookings?tab=upcoming',
      '/api/bookings?tab=upcoming&before=5',
      '/api/bookings?tab=upcoming&before=10',
    ]);
    await user.click(tab(/Past/));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe('/api/bookings?tab=past');
  }, 15_000);

  it('shows the card: cities, trip type, Confirmed badge, dates, passengers, total, View Details and Cancel', async () => {
    setup([makeBooking()]);
    const card = await screen.findByRole('article', { name: 'New York to London' });
    expect(within(card).getByText('Round Trip')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Dec 11, 2026 – Dec 18, 2026')).toBeInTheDocument();
    expect(within(card).getByText('2 passengers')).toBeInTheDocument();
    expect(within(card).getByText('$1,880')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('offers no Cancel on past or cancelled trips, and shows a failed booking under Cancelled', async () => {
    const { user } = setup([
      makeBooking({ status: 'completed' }),
      makeBooking({ status: 'failed', failureReason: 'The airline could not confirm the booking.' }),
    ]);
    await user.click(await screen.findByRole('tab', { name: /Past/ }));
    const past = await screen.findByRole('article');
    expect(within(past).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(tab(/Cancelled/));
    const failed = await screen.findByRole('article');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("shows the empty state with 'Search Flights'", async () => {
    setup([]);
    expect(await screen.findByText('You have no upcoming trips.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Flights' })).toHaveAttribute('href', '/');
  });

  it("shows 'Unable to retrieve your bookings' with Try Again when the list fails", async () => {
    const { user, calls } = setup([], {
      'GET /api/bookings': (_body, call) =>
        call.count === 1
          ? { status: 500, body: { error: 'INTERNAL_ERROR', message: 'Something went wrong' } }
          : serveTrips([makeBooking()])(_body, call),
    });
    expect(await screen.findByText('Unable to retrieve your bookings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/bookings')).toHaveLength(2);
  });

  it("cancels after the warning, says 'Booking cancelled', and refreshes the lists", async () => {
    const booking = makeBooking();
    const cancelled: Booking = { ...booking, status: 'cancelled', cancelledAt: '2026-11-22T10:00:00.000Z' };
    const { user, calls } = setup([], {
      'GET /api/bookings': (body, call) => serveTrips([call.count === 1 ? booking : cancelled])(body, call),
      [`POST /api/bookings/${booking.id}/cancellation-quote`]: { status: 200, body: QUOTE },
      [`POST /api/bookings/${booking.id}/cancel`]: {
        status: 200,
        body: { success: true, message: 'Booking cancelled', booking: cancelled },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Cancellation fees may apply based on the airline's policy\./)).toBeInTheDocument();
    // R28: the airline's quote is shown first, and the cancellation confirms that quote.
    expect(await within(dialog).findByText(QUOTE.message)).toBeInTheDocument();
    expect(within(dialog).getByText(/^This quote is valid until/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your booking has been successfully cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/Cancelled/)).toHaveTextContent('Cancelled1'));
    const sent = calls.find((c) => c.method === 'POST' && c.path === `/api/bookings/${booking.id}/cancel`);
    expect(sent?.body).toEqual({ quoteId: QUOTE.quoteId });
  });

  it('keeps Cancel Booking off until the quote has come, and says so when the airline gives none', async () => {
    const booking = makeBooking();
    const { user } = setup([booking], {
      [`POST /api/bookings/${booking.id}/cancellation-quote`]: {
        status: 502,
        body: { error: 'PROVIDER_ERROR', message: 'The airline could not be reached.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText(/We could not get the airline's refund quote/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeDisabled();
  });

  it("says 'Cancellation failed' with the server's message, or the fallback", async () => {
    const booking = makeBooking();
    const { user } = setup([booking], {
      [`POST /api/bookings/${booking.id}/cancellation-quote`]: { status: 200, body: QUOTE },
      [`POST /api/bookings/${booking.id}/cancel`]: (_body, call) =>
        call.count === 1
          ? { status: 409, body: { error: 'NOT_CANCELLABLE', message: 'This booking can no longer be cancelled.' } }
          : { status: 500, body: { error: 'INTERNAL_ERROR', message: '' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
    expect(screen.getByText('This booking can no longer be cancelled.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('shows the details: reference, status, flights, passengers with seats and the cancellation options', async () => {
    const booking = makeBooking({ bookingReference: 'AB12CD34' });
    const { user } = setup([booking], { [`GET /api/bookings/${booking.id}`]: { status: 200, body: booking } });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('AB12CD34')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();
    expect(within(dialog).getByText('BA112')).toBeInTheDocument();
    expect(within(dialog).getByText('Seat 12A (JFK-LHR)')).toBeInTheDocument();
    // The airline's e-ticket, as printed: airline code, dash, serial; none yet for the child.
    expect(within(dialog).getByText('E-ticket 125-2106312810')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^E-ticket/)).toHaveLength(1);
    expect(within(dialog).getByText('Refund before departure, less a fee')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Non-Refundable Ticket')).not.toBeInTheDocument();
  });

  it('says on the card and in the details when the airline has changed the flights (R42)', async () => {
    const plain = makeBooking();
    const later = plain.bookingData.slices.map((slice) => ({
      ...slice,
      segments: slice.segments.map((segment) => ({ ...segment, departing_at: '2026-12-20T21:05:00' })),
    }));
    const booking = {
      ...plain,
      bookingData: {
        ...plain.bookingData,
        airline_changes: [
          { id: 'aic_1', detected_at: '2026-11-27T10:00:00Z', slices: later, actions: ['accept', 'cancel'] },
        ],
      },
    };
    const { user } = setup([booking], { [`GET /api/bookings/${booking.id}`]: { status: 200, body: booking } });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('The airline has changed your flights')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The airline has changed your flights')).toBeInTheDocument();
    expect(within(dialog).getByText(/including cancelling with a refund/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('21:05').length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('takes the new flights with one button where the airline allows it (R42)', async () => {
    const plain = makeBooking();
    const change = {
      id: 'aic_1',
      detected_at: '2026-11-27T10:00:00Z',
      slices: plain.bookingData.slices,
      actions: ['accept'],
    };
    const booking = { ...plain, bookingData: { ...plain.bookingData, airline_changes: [change] } };
    const accepted = {
      ...booking,
      bookingData: { ...booking.bookingData, airline_changes: [{ ...change, accepted_at: '2026-11-27T11:00:00Z' }] },
    };
    const { user, calls } = setup([booking], {
      [`GET /api/bookings/${booking.id}`]: (_body, call) => ({
        status: 200,
        body: call.count === 1 ? booking : accepted,
      }),
      [`POST /api/bookings/${booking.id}/airline-changes/aic_1/accept`]: { status: 200, body: accepted },
    });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Accept the new flights' }));
    expect(await screen.findByText('New flights accepted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/airline-changes/aic_1/accept'))).toBe(true);
    expect(await within(dialog).findByText(/You accepted the airline's new flights/)).toBeInTheDocument();
  });

  it("shows 'Non-Refundable Ticket' when a confirmed booking has no cancellation options", async () => {
    const booking = makeBooking({
      bookingData: {
        conditions: {
          refundable: false,
          changeable: false,
          refund_before_departure: null,
          change_before_departure: null,
          cancellation_options: [],
        },
      },
    });
    const { user } = setup([booking], { [`GET /api/bookings/${booking.id}`]: { status: 200, body: booking } });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Non-Refundable Ticket')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This booking cannot be cancelled or refunded. Please contact the airline directly for any exceptions.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it('shows the refund of a cancelled booking', async () => {
    const booking = makeBooking({
      status: 'cancelled',
      cancelledAt: '2026-11-22T10:00:00.000Z',
      refund: { amount: '1730', currency: 'USD' },
    });
    const { user } = setup([booking], { [`GET /api/bookings/${booking.id}`]: { status: 200, body: booking } });
    await user.click(await screen.findByRole('tab', { name: /Cancelled/ }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Refund: $1,730 to the card used for payment.')).toBeInTheDocument();
  });

  it('R57: a trip the airline cancelled says so on its card and in its details, with the full refund', async () => {
    const booking = makeBooking({
      status: 'cancelled',
      cancelledAt: '2026-11-22T10:00:00.000Z',
      refund: { amount: '1730', currency: 'USD' },
      bookingData: { airline_cancellation: { detected_at: '2026-11-22T10:00:00.000Z', notified_at: null } },
    });
    const { user } = setup([booking], { [`GET /api/bookings/${booking.id}`]: { status: 200, body: booking } });
    await user.click(await screen.findByRole('tab', { name: /Cancelled/ }));
    const text =
      'The airline cancelled these flights. Everything you paid, $1,730, is refunded to the card used for payment.';
    expect(within(await screen.findByRole('article')).getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^Cancelled by the airline on /)).toBeInTheDocument();
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Refund: /)).not.toBeInTheDocument();
  });

  it("shows 'Unable to load booking details.' when the detail cannot be read, above the list's copy", async () => {
    const booking = makeBooking();
    const { user } = setup([booking], {
      [`GET /api/bookings/${booking.id}`]: { status: 500, body: { error: 'INTERNAL_ERROR', message: 'x' } },
    });
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Unable to load booking details.')).toBeInTheDocument();
    expect(within(dialog).getByText('BA112')).toBeInTheDocument();
  });
});

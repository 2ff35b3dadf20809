import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, scriptFetch } from '../../testing/bookings';
import { renderRoutes } from '../../testing/render';
import { testUser } from '../../testing/users';
import { ItineraryPage } from './itinerary-page';

/* R47: the printable itinerary and receipt of one booking. */

afterEach(() => vi.unstubAllGlobals());

const show = (id: string) =>
  renderRoutes(`/my-trips/${id}/itinerary`, [{ path: '/my-trips/:id/itinerary', element: <ItineraryPage /> }]);

function open(booking = makeBooking(), status = 200) {
  const calls = scriptFetch({
    'GET /api/auth/user': { status: 200, body: testUser() },
    [`GET /api/bookings/${booking.id}`]:
      status === 200
        ? { status, body: booking }
        : { status, body: { error: 'NOT_FOUND', message: 'Booking not found' } },
  });
  show(booking.id);
  return calls;
}

describe('the itinerary and receipt page', () => {
  it('lays out the reference, flights, travellers, bags and what was paid with which card', async () => {
    const booking = makeBooking({
      bookingReference: 'QX7PNR12',
      payment: { cardBrand: 'visa', cardLast4: '4242', amount: '1905.00', refunded: '0.00', currency: 'USD' },
      bookingData: {
        total_amount: '1905.00',
        seats: [{ passengerId: 'pas_1', segmentId: 'seg_out', designator: '12A', amount: '25.00', currency: 'USD' }],
      },
    });
    open(booking);
    expect(await screen.findByRole('heading', { name: 'Itinerary and receipt' })).toBeInTheDocument();
    expect(screen.getByText('QX7PNR12')).toBeInTheDocument();
    expect(screen.getByText('PNR7QX')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Itinerary' })).toBeInTheDocument();
    expect(screen.getByText(/E-ticket 125-2106312810/)).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(within(receipt).getByText('Flights, 2 travellers').nextSibling).toHaveTextContent('$1,880');
    expect(within(receipt).getByText('1 seat').nextSibling).toHaveTextContent('$25');
    expect(within(receipt).getByTestId('receipt-total')).toHaveTextContent('$1,905');
    expect(receipt).toHaveTextContent('Paid with Visa ending 4242.');
    expect(screen.getByRole('region', { name: 'Bags' })).toBeInTheDocument();
    expect(screen.getByText(/Operated by SkyBound Travel Inc\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${booking.id}/calendar.ics`,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Itinerary and receipt \|/);
  });

  it('says plainly when the booking is not among the traveller’s trips', async () => {
    open(makeBooking(), 404);
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and asks nothing of the API', async () => {
    const calls = scriptFetch({}, { signedIn: false });
    show(makeBooking().id);
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

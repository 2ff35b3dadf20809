import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillValid, OFFER, SEATS, submitPassengers, VERIFY } from './booking-test-steps';
import { currentLocation, fakeApi, makeOffer, makeSeatMaps, renderBookingPage, validAnswer } from './testing';

afterEach(() => vi.unstubAllGlobals());

const ok = () => ({
  [OFFER]: { status: 200, body: makeOffer() },
  [VERIFY]: validAnswer(),
  [SEATS]: { status: 200, body: makeSeatMaps() },
});

const steps = () =>
  within(screen.getByRole('navigation', { name: 'Booking steps' }))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent ?? ''}:${item.getAttribute('data-state') ?? ''}`);

describe('the booking screen', () => {
  it('redirects to /search without an offer', async () => {
    fakeApi({});
    renderBookingPage('/booking?adults=1');
    await waitFor(() => expect(currentLocation()).toBe('/search'));
  });

  it("says 'Flight offer not found' for an offer that is gone, with a way back to search", async () => {
    fakeApi({ [OFFER]: { status: 410, body: { error: 'OFFER_EXPIRED', message: 'Expired' } } });
    renderBookingPage();
    expect(await screen.findByText('Flight offer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
  });

  it("says 'Error loading flight details' when the offer cannot be loaded", async () => {
    fakeApi({ [OFFER]: { status: 502, body: { error: 'PROVIDER_ERROR', message: 'The airline did not answer.' } } });
    renderBookingPage();
    expect(await screen.findByText('Error loading flight details')).toBeInTheDocument();
    expect(screen.getByText('The airline did not answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the four steps, marking the steps done with a check', async () => {
    fakeApi(ok());
    renderBookingPage();
    await screen.findByRole('heading', { name: 'Passenger Details' });
    expect(document.title).toMatch(/^Booking \| /);
    expect(steps()).toEqual([
      '1Passenger Details:current',
      '2Seat Selection:upcoming',
      '3Payment:upcoming',
      '4Confirmation:upcoming',
    ]);
    fillValid(3);
    await submitPassengers();
    await screen.findByRole('heading', { name: 'Seat Selection' });
    expect(steps()).toEqual([
      'Passenger Details (completed):complete',
      '2Seat Selection:current',
      '3Payment:upcoming',
      '4Confirmation:upcoming',
    ]);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Seat Selection');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip Seat Selection' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(steps().slice(0, 3)).toEqual([
      'Passenger Details (completed):complete',
      'Seat Selection (completed):complete',
      '3Payment:current',
    ]);
  });

  it('keeps what was entered when going back from seats to passengers', async () => {
    fakeApi(ok());
    renderBookingPage();
    await screen.findByRole('heading', { name: 'Passenger Details' });
    fillValid(3);
    await submitPassengers();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Back to Passenger Details/ }));
    expect(await screen.findByRole('heading', { name: 'Passenger Details' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^First name/)[0]).toHaveValue('Jane');
  });

  it('shows the trip: route, dates, passengers, fare and total', async () => {
    fakeApi(ok());
    renderBookingPage();
    const summary = within(await screen.findByRole('region', { name: 'Trip summary' }));
    expect(summary.getByText('New York to London')).toBeInTheDocument();
    expect(summary.getByText('JFK → LHR')).toBeInTheDocument();
    expect(summary.getByText('2 adults, 1 child')).toBeInTheDocument();
    expect(summary.getByText('Fare').nextSibling).toHaveTextContent('$2,400');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$2,400');
  });

  it("'Back' returns to the previous page", async () => {
    fakeApi(ok());
    renderBookingPage();
    await screen.findByRole('heading', { name: 'Passenger Details' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/flight/off_1'));
  });
});

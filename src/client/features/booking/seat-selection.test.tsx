import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, fillValid, OFFER, SEATS, submitPassengers, VERIFY } from './booking-test-steps';
import { fakeApi, makeOffer, makeSeatMaps, renderBookingPage, validAnswer } from './testing';
import type { FakeRoutes } from '../../testing/fake-api';

afterEach(() => vi.unstubAllGlobals());

const TWO_AND_INFANT = [
  { id: 'pas_1', type: 'adult' as const },
  { id: 'pas_2', type: 'adult' as const },
  { id: 'pas_3', type: 'infant_without_seat' as const },
];

/** Two adults and a lap infant on a one-segment trip, at the seat step. */
async function openSeats(
  seats: FakeRoutes[string] = { status: 200, body: makeSeatMaps(['seg_out'], ['pas_1', 'pas_2']) },
) {
  const offer = makeOffer({ passengers: TWO_AND_INFANT });
  const oneWay = makeOffer({ passengers: TWO_AND_INFANT, slices: offer.slices.slice(0, 1) });
  fakeApi({ [OFFER]: { status: 200, body: oneWay }, [VERIFY]: validAnswer(), [SEATS]: seats });
  renderBookingPage();
  await screen.findByRole('heading', { name: 'Passenger Details' });
  fillValid(2);
  // The infant, born this year; an international trip needs their passport too.
  fill(2, {
    title: 'miss',
    gender: 'female',
    firstName: 'Ada',
    lastName: 'Doe',
    dateOfBirth: '2026-01-05',
    passportNumber: 'INF12345',
    passportExpiryDate: '2031-01-01',
    passportIssuingCountry: 'US',
  });
  await submitPassengers();
  await screen.findByRole('heading', { name: 'Seat Selection' });
}

const seatCell = (name: string | RegExp) => screen.getByRole('gridcell', { name });
const total = () => within(screen.getByRole('region', { name: 'Trip summary' })).getByText(/^Total$/).nextSibling;

describe('Seat Selection (R7)', () => {
  it('gives one tab per passenger with a seat (no tab for an infant on a lap)', async () => {
    await openSeats();
    await screen.findByRole('grid');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Jane DoeNo seat yet',
      'Sam RoeNo seat yet',
    ]);
  });

  it('seats each passenger in their own seat, the next passenger taking the next click', async () => {
    await openSeats();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('gridcell', { name: 'Seat 10A, window, $25, available' }));
    expect(await screen.findByText('Seat 10A for Jane Doe')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Sam Roe/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(seatCell('Seat 10C, aisle, free, available'));
    expect(await screen.findByText('Seat 10C for Sam Roe')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Jane Doe/ })).toHaveTextContent('Seat 10A');
    expect(screen.getByRole('tab', { name: /Sam Roe/ })).toHaveTextContent('Seat 10C');
    expect(seatCell(/^Seat 10C, aisle, free, selected for Sam Roe/)).toHaveAttribute('aria-selected', 'true');
    expect(seatCell('Seat 10A, window, taken by Jane Doe')).toHaveTextContent('JD');
    // The seat's price is added to the fare.
    expect(total()).toHaveTextContent('$2,425');
  });

  it("frees a passenger's own seat when it is clicked again, and never takes another passenger's", async () => {
    await openSeats();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('gridcell', { name: 'Seat 10A, window, $25, available' }));
    // Sam's tab is open now: Jane's seat is not his to take.
    await user.click(seatCell('Seat 10A, window, taken by Jane Doe'));
    expect(await screen.findByText(/Seat 10A is selected for Jane Doe/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Jane Doe/ }));
    await user.click(seatCell('Seat 10A, window, $25, selected for Jane Doe'));
    expect(await screen.findByText('Seat 10A is free again.')).toBeInTheDocument();
    expect(seatCell('Seat 10A, window, $25, available')).toHaveAttribute('aria-selected', 'false');
    expect(total()).toHaveTextContent('$2,400');
  });

  it('disables unavailable seats', async () => {
    await openSeats();
    const taken = await screen.findByRole('gridcell', { name: 'Seat 10B, middle, unavailable' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(taken);
    expect(screen.getByRole('tab', { name: /Jane Doe/ })).toHaveTextContent('No seat yet');
  });

  it('chooses with the keyboard: arrows move, Enter takes the seat', async () => {
    await openSeats();
    const user = userEvent.setup();
    const first = await screen.findByRole('gridcell', { name: 'Seat 10A, window, $25, available' });
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(await screen.findByText('Seat 10C for Jane Doe')).toBeInTheDocument();
  });

  it("blocks 'Continue to Payment' until every passenger has a seat; then goes on", async () => {
    await openSeats();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('gridcell', { name: 'Seat 10A, window, $25, available' }));
    const [cont] = screen.getAllByRole('button', { name: /Continue to Payment/ });
    if (!cont) throw new Error('no continue');
    await user.click(cont);
    expect(await screen.findByText('Please select seats for all passengers')).toBeInTheDocument();
    expect(screen.getByText('Seat Selection Required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seat Selection' })).toBeInTheDocument();
    await user.click(seatCell('Seat 11A, window, free, available'));
    await user.click(cont);
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it("always allows 'Skip Seat Selection', dropping the choices", async () => {
    await openSeats();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('gridcell', { name: 'Seat 10A, window, $25, available' }));
    await user.click(screen.getByRole('button', { name: 'Skip Seat Selection' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(total()).toHaveTextContent('$2,400');
  });

  it("says 'Seat Selection Unavailable' when the seat maps fail, and lets the traveller continue", async () => {
    await openSeats({ status: 502, body: { error: 'PROVIDER_ERROR', message: 'We could not reach the airline.' } });
    expect(await screen.findByText('Seat Selection Unavailable')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Continue without seats/ }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('lets the traveller continue when the airline sends no seat maps', async () => {
    await openSeats({ status: 200, body: [] });
    expect(await screen.findByText('Seat maps are not available for this flight')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Continue to Payment/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument());
  });
});

describe('seats on a round trip', () => {
  it('needs a seat on every flight, switching flights with the segment buttons', async () => {
    fakeApi({
      [OFFER]: { status: 200, body: makeOffer() },
      [VERIFY]: validAnswer(),
      [SEATS]: { status: 200, body: makeSeatMaps() },
    });
    renderBookingPage();
    await screen.findByRole('heading', { name: 'Passenger Details' });
    fillValid(3);
    await submitPassengers();
    const user = userEvent.setup();
    const back = await screen.findByRole('button', { name: /LHR → JFK · BA112/ });
    expect(screen.getByRole('button', { name: /JFK → LHR · BA117/ })).toHaveAttribute('aria-pressed', 'true');
    for (const seat of [
      'Seat 11A, window, free, available',
      'Seat 11B, middle, free, available',
      'Seat 11C, aisle, free, available',
    ]) {
      await user.click(seatCell(seat));
    }
    const [cont] = screen.getAllByRole('button', { name: /Continue to Payment/ });
    if (!cont) throw new Error('no continue');
    await user.click(cont);
    expect(await screen.findByText('Please select seats for all passengers')).toBeInTheDocument();
    await user.click(back);
    expect(screen.getAllByRole('tab').every((tab) => tab.textContent?.includes('No seat yet'))).toBe(true);
  });
});

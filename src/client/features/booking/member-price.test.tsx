import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { fillValid, OFFER, SEATS, submitPassengers, VERIFY } from './booking-test-steps';
import { makeOffer, renderBookingPage, validAnswer } from './testing';

/* R50, member fares: a loyalty number that lowers the price shows the new total, with a note, before the card step. */

afterEach(() => vi.unstubAllGlobals());

const PRICE = 'POST /api/flights/offer/off_1/loyalty-price';

function open(answer: { total_amount: string; changed: boolean }) {
  const calls = fakeApi({
    [OFFER]: { status: 200, body: makeOffer({ supported_loyalty_programmes: ['BA'] }) },
    [VERIFY]: validAnswer(),
    [SEATS]: { status: 200, body: { seat_maps: [] } },
    [PRICE]: { status: 200, body: { ...answer, currency: 'USD', previous_amount: '2400' } },
  });
  renderBookingPage();
  return calls;
}

async function submitWithNumber() {
  await screen.findByRole('heading', { name: 'Passenger Details' });
  fillValid(3);
  await userEvent
    .setup()
    .selectOptions(
      screen.getByLabelText('Loyalty programme (optional)', { selector: '#passenger-0-loyaltyAirline' }),
      'BA',
    );
  fireEvent.change(screen.getByLabelText('Loyalty number', { selector: '#passenger-0-loyaltyNumber' }), {
    target: { value: 'ab 12345' },
  });
  await submitPassengers();
}

describe('R50: member price on the booking form', { timeout: 20_000 }, () => {
  it('R50: the server prices the loyalty number; the summary shows the lower total and the member note', async () => {
    const calls = open({ total_amount: '2300', changed: true });
    await submitWithNumber();
    const summary = await screen.findByRole('region', { name: 'Trip summary' });
    expect(await within(summary).findByText('Member price for British Airways loyalty members')).toBeInTheDocument();
    expect(within(summary).getAllByText('$2,300').length).toBeGreaterThan(0);
    const sent = calls.find((c) => c.key === PRICE)?.body as { passengers: unknown[] };
    expect(sent.passengers[0]).toMatchObject({
      id: 'pas_1',
      firstName: 'Jane',
      loyaltyProgrammeAccounts: [{ airlineIataCode: 'BA', accountNumber: 'AB12345' }],
    });
  });

  it('R50: no note when the number does not change the price', async () => {
    open({ total_amount: '2400', changed: false });
    await submitWithNumber();
    await screen.findByRole('heading', { name: /Seat Selection|Choose your seats/ });
    expect(screen.queryByText(/Member price/)).not.toBeInTheDocument();
  });
});

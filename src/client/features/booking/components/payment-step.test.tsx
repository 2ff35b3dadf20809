import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassengerSchema, type CreateBookingResponse } from '../../../../shared/schemas/booking';
import { makeCreateBookingResponse, makeOffer, renderAt, scriptFetch } from '../../../testing/bookings';
import type { Answer, FakeRoutes as Routes } from '../../../testing/fake-api';
import { useOffer } from '../../../lib/offers';
import { PaymentStep, type PaymentStepProps } from './payment-step';
import { AUTHENTICATION_FAILED_MESSAGE } from '../../../../shared/messages';
import { fillCard } from '../booking-test-steps';

afterEach(() => vi.unstubAllGlobals());

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const PAYMENT_ID = '7f1c2a9e-3b4d-4e5f-8a6b-1c2d3e4f5a6b';

const passengers = [
  PassengerSchema.parse({
    id: 'pas_1',
    type: 'adult',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-12-10',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
  }),
  PassengerSchema.parse({
    id: 'pas_2',
    type: 'child',
    firstName: 'Byron',
    lastName: 'Lovelace',
    dateOfBirth: '2018-05-01',
  }),
];
const seats = [
  {
    passengerId: 'pas_1',
    segmentId: 'seg_out',
    seatId: 'ase_1',
    designator: '12A',
    price: { amount: '35', currency: 'USD' },
  },
];

const authorised: Answer = {
  status: 200,
  body: {
    success: true,
    paymentId: PAYMENT_ID,
    status: 'authorized',
    amount: '1880',
    currency: 'USD',
    card: { brand: 'visa', last4: '4242' },
  },
};
const TOKEN = 'tptok_abcdefghijklmnopqrstuvwx';
const tokenised: Answer = {
  status: 201,
  body: { id: TOKEN, card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } },
};
const CLIENT_SECRET = `tp_1_secret_abc`;
const needsAuthentication: Answer = {
  status: 200,
  body: { ...(authorised.body as object), status: 'requires_action', clientSecret: CLIENT_SECRET },
};
const booked = (result: CreateBookingResponse): Answer => ({ status: 201, body: result });
const failure = (status: number, error: string, message: string): Answer => ({ status, body: { error, message } });

function setup(routes: Routes, props: Partial<PaymentStepProps> = {}) {
  const calls = scriptFetch(
    {
      'GET /api/system/mode': { status: 200, body: { isLiveMode: false, mode: 'test' } },
      'GET /api/payments/config': { status: 200, body: { processor: 'test' } },
      'POST /api/payments/test-processor/tokens': tokenised,
      ...routes,
    },
    { signedIn: false },
  );
  const handlers = {
    checkOffer: vi.fn(async () => true),
    onBack: vi.fn(),
    onBooked: vi.fn(),
    onOfferExpired: vi.fn(),
  };
  renderAt(
    '/booking',
    <PaymentStep
      offer={makeOffer()}
      passengers={passengers}
      seats={seats}
      total={{ amount: '1880', currency: 'USD' }}
      offerExpired={false}
      {...handlers}
      {...props}
    />,
  );
  return { calls, ...handlers, user: userEvent.setup() };
}

/** The calls to our payment and booking API; the processor's own (tokens, 3-D Secure) are apart. */
const paymentCalls = (calls: ReturnType<typeof scriptFetch>) =>
  calls.filter((c) => c.method === 'POST' && !c.path.startsWith('/api/payments/test-processor/'));
const processorCalls = (calls: ReturnType<typeof scriptFetch>) =>
  calls.filter((c) => c.path.startsWith('/api/payments/test-processor/'));

describe('3-D Secure on the built-in processor (R23)', () => {
  const dialog = () => screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });

  it('asks the traveller to authenticate; completing it lets the booking go on', async () => {
    const result = makeCreateBookingResponse();
    const { user, calls, onBooked } = setup({
      'POST /api/payments/process-card': needsAuthentication,
      'POST /api/payments/test-processor/authenticate': { status: 200, body: { status: 'authorized' } },
      'POST /api/bookings': booked(result),
    });
    await fillCard(user, '4000002760003184');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    const challenge = await dialog();
    expect(within(challenge).getByText('$1,880')).toBeInTheDocument();
    expect(paymentCalls(calls).map((c) => c.path)).toEqual(['/api/payments/process-card']);
    await user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result));
    expect(processorCalls(calls).at(-1)?.body).toEqual({ clientSecret: CLIENT_SECRET, result: 'complete' });
    expect(paymentCalls(calls).at(-1)?.body).toMatchObject({ paymentDetails: { paymentId: PAYMENT_ID } });
  });

  it.each([
    [
      'failing it',
      async (user: ReturnType<typeof userEvent.setup>, challenge: HTMLElement) =>
        user.click(within(challenge).getByRole('button', { name: 'Fail authentication' })),
    ],
    ['closing it', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s: a clear message, no booking, the card kept for another try', async (_name, end) => {
    const { user, calls, onBooked } = setup({
      'POST /api/payments/process-card': needsAuthentication,
      'POST /api/payments/test-processor/authenticate': { status: 200, body: { status: 'failed' } },
    });
    await fillCard(user, '4000002760003184');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await end(user, await dialog());
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText(AUTHENTICATION_FAILED_MESSAGE)).toBeInTheDocument();
    expect(processorCalls(calls).at(-1)?.body).toEqual({ clientSecret: CLIENT_SECRET, result: 'fail' });
    expect(paymentCalls(calls).map((c) => c.path)).toEqual(['/api/payments/process-card']);
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card Number')).toHaveValue('4000 0027 6000 3184');
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeEnabled();
  });
});

describe('the payment step', () => {
  it('shows the test card hint in test mode, and what is being bought', async () => {
    setup({});
    expect(await screen.findByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText(/any future expiry date and any 3-digit CVV/)).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('12A (JFK-LHR)')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$1,880');
  });

  it('draws no card fields while it does not know the processor, and offers to try again (R23)', async () => {
    let answers = 0;
    const { calls, user } = setup({
      // The first request for the payment config fails; the second says the built-in processor.
      'GET /api/payments/config': () =>
        answers++ === 0
          ? { status: 503, body: { error: 'UNAVAILABLE', message: 'Try later.' } }
          : { status: 200, body: { processor: 'test' } },
    });
    expect(await screen.findByText('The card form did not load')).toBeInTheDocument();
    // Under Stripe a built-in form would send a card number to our server: none is drawn.
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    // Nothing to pay with: the button says so by waiting, rather than taking a press that does nothing.
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(processorCalls(calls)).toEqual([]);
    expect(paymentCalls(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Card Number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeEnabled();
  });

  it('hides the test card hint in live mode', async () => {
    setup({ 'GET /api/system/mode': { status: 200, body: { isLiveMode: true, mode: 'live' } } });
    await waitFor(() => expect(screen.queryByText('4242 4242 4242 4242')).not.toBeInTheDocument());
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });

  it('groups the card number by 4 as typed and gives the fields their autocomplete names', async () => {
    const { user } = setup({});
    const number = await screen.findByLabelText('Card Number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Month')).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(screen.getByLabelText('Year')).toHaveAttribute('autocomplete', 'cc-exp-year');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Card Holder Name')).toHaveAttribute('autocomplete', 'cc-name');
    await user.type(screen.getByLabelText('Month'), '3');
    await user.tab();
    expect(screen.getByLabelText('Month')).toHaveValue('03');
  });

  it("refuses a bad number with the toast 'Invalid Card Number' and the field's message, sending nothing", async () => {
    const { user, calls, checkOffer } = setup({});
    await fillCard(user, '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('Invalid Card Number')).toBeInTheDocument();
    expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription(
      'The card number you entered is not valid',
    );
    expect(screen.getByLabelText('Card Number')).toHaveFocus();
    expect(checkOffer).not.toHaveBeenCalled();
    expect(paymentCalls(calls)).toEqual([]);
  });

  it('pays then books with one Idempotency-Key, the total and the paymentId, after checking the offer', async () => {
    const result = makeCreateBookingResponse();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, calls, checkOffer, onBooked } = setup({
      'POST /api/payments/process-card': async () => {
        await held;
        return authorised;
      },
      'POST /api/bookings': booked(result),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    const button = await screen.findByRole('button', { name: 'Processing' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Card Number')).toBeDisabled();
    release();
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result));
    expect(checkOffer).toHaveBeenCalledTimes(1);
    const [card, booking] = paymentCalls(calls);
    // R23: the card goes to the processor alone, as a token; our payment call carries only the token.
    expect(processorCalls(calls).map((c) => [c.path, c.body])).toEqual([
      [
        '/api/payments/test-processor/tokens',
        {
          cardDetails: {
            number: '4242424242424242',
            expiryMonth: '12',
            expiryYear: nextYear,
            cvv: '123',
            holderName: 'Ada Lovelace',
          },
        },
      ],
    ]);
    expect(card?.path).toBe('/api/payments/process-card');
    expect(card?.body).toEqual({ amount: '1880', currency: 'USD', paymentToken: TOKEN });
    expect(booking?.path).toBe('/api/bookings');
    expect(booking?.body).toMatchObject({
      offerId: 'off_test_1',
      passengers: [
        { id: 'pas_1', firstName: 'Ada' },
        { id: 'pas_2', firstName: 'Byron' },
      ],
      seats,
      paymentDetails: { amount: '1880', currency: 'USD', paymentId: PAYMENT_ID },
    });
    const key = card?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(booking?.headers['Idempotency-Key']).toBe(key);
  });

  it('pays on a page served over plain HTTP, where crypto.randomUUID does not exist', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const result = makeCreateBookingResponse();
    const { user, calls, onBooked } = setup({
      'POST /api/payments/process-card': authorised,
      'POST /api/bookings': booked(result),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(result));
    const [card, booking] = paymentCalls(calls);
    expect(card?.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(booking?.headers['Idempotency-Key']).toBe(card?.headers['Idempotency-Key']);
  });

  it('does not touch the card when the offer is no longer valid', async () => {
    const { user, calls } = setup({}, { checkOffer: vi.fn(async () => false) });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeEnabled());
    expect(paymentCalls(calls)).toEqual([]);
  });

  it("on a declined card: 'Payment Failed' with the server's words, card fields cleared but the name, number focused", async () => {
    const { user, calls, onBooked } = setup({
      'POST /api/payments/process-card': failure(402, 'PAYMENT_FAILED', 'Your card was declined.'),
    });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Card Number')).toHaveFocus());
    expect(screen.getByLabelText('Card Number')).toHaveValue('');
    expect(screen.getByLabelText('Month')).toHaveValue('');
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(screen.getByLabelText('Card Holder Name')).toHaveValue('Ada Lovelace');
    expect(paymentCalls(calls).map((c) => c.path)).toEqual(['/api/payments/process-card']);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('clears the card when the booking call reports the payment failed (402)', async () => {
    const { user } = setup({
      'POST /api/payments/process-card': authorised,
      'POST /api/bookings': failure(402, 'PAYMENT_FAILED', 'Insufficient funds.'),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('CVV')).toHaveValue(''));
  });

  it('never fakes a success on a network error: Payment Error, no booking, details kept, the retry reuses the key', async () => {
    const { user, calls, onBooked } = setup({
      'POST /api/payments/process-card': (_body, call) => (call.count === 1 ? 'network-error' : authorised),
      'POST /api/bookings': booked(makeCreateBookingResponse()),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText(/booking was not confirmed/)).toBeInTheDocument();
    expect(paymentCalls(calls).map((c) => c.path)).toEqual(['/api/payments/process-card']);
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');

    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const keys = paymentCalls(calls).map((c) => c.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    // The same token too, so the retried request is the same request (R5).
    expect(processorCalls(calls)).toHaveLength(1);
  });

  it('treats a 401 from the card call as an error, not a test-mode payment (R2)', async () => {
    const { user, calls, onBooked } = setup({
      'POST /api/payments/process-card': failure(401, 'UNAUTHORIZED', 'Not authenticated'),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(paymentCalls(calls)).toHaveLength(1);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('uses a new key for the next attempt after a decline', async () => {
    const { user, calls } = setup({
      'POST /api/payments/process-card': failure(402, 'PAYMENT_FAILED', 'Your card was declined.'),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await screen.findByText('Payment Failed');
    await waitFor(() => expect(screen.getByLabelText('Card Number')).toHaveValue(''));
    await user.type(screen.getByLabelText('Card Number'), '4000000000000002');
    await user.type(screen.getByLabelText('Month'), '12');
    await user.type(screen.getByLabelText('Year'), nextYear);
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(paymentCalls(calls)).toHaveLength(2));
    const [first, second] = paymentCalls(calls).map((c) => c.headers['Idempotency-Key']);
    expect(first).not.toBe(second);
  });

  it('hands a 410 during booking to the page as an expired offer', async () => {
    const { user, onOfferExpired } = setup({
      'POST /api/payments/process-card': authorised,
      'POST /api/bookings': failure(
        410,
        'OFFER_EXPIRED',
        'This flight offer has expired. Please select another flight.',
      ),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(onOfferExpired).toHaveBeenCalled());
  });

  it('keeps an airline refusal after the card on the page: what happened, nothing charged, search again or call', async () => {
    const message =
      'The airline could not confirm this booking, so your card has not been charged. Please choose another flight or try again later.';
    const { user, calls } = setup({
      'POST /api/payments/process-card': authorised,
      'POST /api/bookings': failure(502, 'BOOKING_FAILED', message),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    const panel = await screen.findByRole('alert', { name: /Your booking was not completed/ });
    expect(panel).toHaveTextContent(message);
    expect(panel).toHaveFocus();
    expect(within(panel).getByRole('link', { name: 'Search Again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/search\?origin=JFK&destination=LHR&/),
    );
    expect(within(panel).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+/),
    );
    // Not a toast that goes away: still there after the toasts' time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert', { name: /Your booking was not completed/ })).toBeInTheDocument();
    // The card details stay, so another try is one press; that try hides the panel.
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(paymentCalls(calls)).toHaveLength(4));
  });

  it('on a changed price (409) shows the new total from the offer read again, and pays it only once accepted', async () => {
    let price = '1880';
    const calls = scriptFetch(
      {
        'GET /api/system/mode': { status: 200, body: { isLiveMode: false, mode: 'test' } },
        'GET /api/flights/offer/off_test_1': () => ({ status: 200, body: makeOffer({ total_amount: price }) }),
        'GET /api/payments/config': { status: 200, body: { processor: 'test' } },
        'POST /api/payments/test-processor/tokens': tokenised,
        'POST /api/payments/process-card': authorised,
        'POST /api/bookings': () => {
          if (price === '1880') {
            price = '1950';
            return failure(409, 'PRICE_CHANGED', 'The airline changed the price of this trip.');
          }
          return booked(makeCreateBookingResponse());
        },
      },
      { signedIn: false },
    );
    const onBooked = vi.fn();
    // The booking page's way: the step is drawn from the offer query, so a re-read reaches every total.
    function Step() {
      const query = useOffer('off_test_1');
      if (!query.data) return null;
      const total = { amount: query.data.total_amount, currency: 'USD' };
      return (
        <PaymentStep
          offer={query.data}
          passengers={passengers}
          seats={[]}
          total={total}
          offerExpired={false}
          checkOffer={async () => true}
          onBack={() => {}}
          onBooked={onBooked}
          onOfferExpired={() => {}}
        />
      );
    }
    renderAt('/booking', <Step />);
    const user = userEvent.setup();
    await screen.findByLabelText('Card Number');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    const panel = await screen.findByRole('alert', { name: 'The price of this trip has changed' });
    expect(panel).toHaveTextContent('The airline changed the price of this trip.');
    await within(panel).findByText('$1,950');
    expect(panel).toHaveTextContent('Was $1,880, now $1,950 for the whole trip.');
    expect(screen.getByText('You will be charged $1,950.')).toBeInTheDocument();
    // Complete Booking waits for the traveller to accept the new price.
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();
    expect(paymentCalls(calls)).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Accept and pay $1,950' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const [, , card, booking] = paymentCalls(calls);
    expect(card?.body).toMatchObject({ amount: '1950', currency: 'USD' });
    expect(booking?.body).toMatchObject({ paymentDetails: { amount: '1950', currency: 'USD' } });
    expect(booking?.headers['Idempotency-Key']).not.toBe(paymentCalls(calls)[1]?.headers['Idempotency-Key']);
  });

  it('on a changed price whose new total could not be read, says the price it will charge and still asks first', async () => {
    const { user, calls } = setup({
      'POST /api/payments/process-card': authorised,
      'POST /api/bookings': failure(409, 'PRICE_CHANGED', 'The airline changed the price of this trip.'),
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    const panel = await screen.findByRole('alert', { name: 'The price of this trip has changed' });
    expect(panel).toHaveTextContent('The price is now $1,880 for the whole trip.');
    expect(panel).not.toHaveTextContent('Was');
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();
    expect(paymentCalls(calls)).toHaveLength(2);
  });

  it("goes 'Back to Seat Selection', and disables paying once the offer expired", async () => {
    const { user, onBack } = setup({}, { offerExpired: true });
    await user.click(screen.getByRole('button', { name: 'Back to Seat Selection' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();
  });
});

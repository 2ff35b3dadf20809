import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTHENTICATION_FAILED_MESSAGE } from '../../../shared/messages';
import { makeBooking, scriptFetch } from '../../testing/bookings';
import type { Answer, ApiCall, FakeRoutes } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render';
import { fillCard } from './booking-test-steps';
import { HoldPaymentPage } from './hold-payment-page';

/*
 * R55's hold payment page (My Trips' Pay now) under both card processors (R23): the price asked
 * now, the card taken by the same card section as the payment step (the built-in processor's form
 * and 3-D Secure dialog, or Stripe's Payment Element and its bank window), one Idempotency-Key per
 * attempt shared by the authorisation and the Pay, and 409 / 410 said as this page says them.
 */

afterEach(() => vi.unstubAllGlobals());

const PAYMENT_ID = '7f1c2a9e-3b4d-4e5f-8a6b-1c2d3e4f5a6b';
const held = makeBooking({ status: 'on_hold', bookingReference: null });
const paid = makeBooking({ id: held.id, status: 'confirmed', bookingReference: 'PAID1234' });
const price = (amount = '1880', repriced = false): Answer => ({
  status: 200,
  body: {
    amount,
    currency: 'USD',
    repriced,
    heldAmount: '1880',
    paymentRequiredBy: '2030-01-02T10:00:00.000Z',
    priceGuaranteeExpiresAt: '2030-01-01T10:00:00.000Z',
  },
});
const authorised = (status: 'authorized' | 'requires_action' = 'authorized'): Answer => ({
  status: 200,
  body: {
    success: true,
    paymentId: PAYMENT_ID,
    status,
    amount: '1880',
    currency: 'USD',
    card: { brand: 'visa', last4: '4242' },
    ...(status === 'requires_action' ? { clientSecret: 'pi_1_secret_abc' } : {}),
  },
});
const failure = (status: number, error: string, message: string): Answer => ({ status, body: { error, message } });
const PAY = `POST /api/bookings/${held.id}/pay`;

function setup(processor: 'test' | 'stripe', routes: FakeRoutes) {
  const calls = scriptFetch({
    'GET /api/system/mode': { status: 200, body: { isLiveMode: false, mode: 'test' } },
    'GET /api/payments/config': {
      status: 200,
      body: processor === 'stripe' ? { processor, publishableKey: 'pk_test_holdpage' } : { processor },
    },
    'GET /api/auth/user': { status: 401, body: { error: 'UNAUTHORIZED', message: 'Not signed in' } },
    [`GET /api/bookings/${held.id}`]: { status: 200, body: held },
    [`GET /api/bookings/${held.id}/hold-price`]: price(),
    'POST /api/payments/test-processor/tokens': {
      status: 201,
      body: {
        id: 'tptok_abcdefghijklmnopqrstuvwx',
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      },
    },
    'POST /api/payments/process-card': authorised(),
    [PAY]: { status: 200, body: paid },
    ...routes,
  });
  renderRoutes(`/my-trips/${held.id}/pay`, [{ path: '/my-trips/:id/pay', element: <HoldPaymentPage /> }]);
  return { calls, user: userEvent.setup() };
}

/** Our own API's POSTs: the authorisation and the Pay (the processors' own calls are apart). */
const ours = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && !c.path.startsWith('/api/payments/test-processor/'));

const payButton = () => screen.findByRole('button', { name: 'Pay $1,880' });

describe('the hold payment page with the built-in processor (R55, R23)', () => {
  it('shows the price now, pays it: token, authorisation and Pay under one Idempotency-Key, then confirmed', async () => {
    const { calls, user } = setup('test', {});
    expect(await screen.findByText(/On hold, pay by/)).toBeInTheDocument();
    await fillCard(user);
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('PAID1234');
    const [card, pay] = ours(calls);
    expect(card?.body).toEqual({ amount: '1880', currency: 'USD', paymentToken: 'tptok_abcdefghijklmnopqrstuvwx' });
    expect(pay).toMatchObject({ key: PAY, body: { amount: '1880', currency: 'USD', paymentId: PAYMENT_ID } });
    expect(pay?.headers['Idempotency-Key']).toBeTruthy();
    expect(pay?.headers['Idempotency-Key']).toBe(card?.headers['Idempotency-Key']);
  });

  it('asks for 3-D Secure in its dialog; failing it says so, pays nothing and keeps the card', async () => {
    const { calls, user } = setup('test', {
      'POST /api/payments/process-card': authorised('requires_action'),
      'POST /api/payments/test-processor/authenticate': { status: 200, body: { status: 'failed' } },
    });
    await fillCard(user, '4000002760003184');
    await user.click(await payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
    expect(screen.getByText(AUTHENTICATION_FAILED_MESSAGE)).toBeInTheDocument();
    expect(ours(calls).map((c) => c.key)).toEqual(['POST /api/payments/process-card']);
    expect(screen.getByLabelText('Card Number')).toHaveValue('4000 0027 6000 3184');
  });

  it('409 PRICE_CHANGED: says the price has changed and reads the price again', async () => {
    const moved = 'The airline changed the price of this hold to $1,905.00. Nothing was charged.';
    const { calls, user } = setup('test', { [PAY]: failure(409, 'PRICE_CHANGED', moved) });
    await fillCard(user);
    await user.click(await payButton());
    expect(await screen.findByText('The price has changed')).toBeInTheDocument();
    expect(screen.getByText(moved)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.key === `GET /api/bookings/${held.id}/hold-price`)).toHaveLength(2),
    );
    expect(screen.getByText('Payment Details')).toBeInTheDocument();
  });

  it('a declined card: Payment Failed with the server words, the card cleared but its name', async () => {
    const { user } = setup('test', {
      'POST /api/payments/process-card': failure(402, 'PAYMENT_FAILED', 'Your card was declined.'),
    });
    await fillCard(user, '4000000000000002');
    await user.click(await payButton());
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Card Number')).toHaveValue(''));
    expect(screen.getByLabelText('Card Holder Name')).toHaveValue('Ada Lovelace');
  });
});

/*
 * Stripe.js as far as the card section uses it, for jsdom (which runs no Stripe frames): the
 * Payment Element is one field, its card becomes a confirmation token, and the bank's window
 * passes or fails as `bank` says. The browser tests run the Stripe.js stand-in against the Stripe
 * stand-in instead (tests/e2e/booking-stripe.spec.ts).
 */
const stripeJs = { bank: true, tokens: [] as string[], nextActions: [] as string[] };
function FakeStripe() {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  let field: HTMLInputElement | null = null;
  const emit = (name: string) => (listeners[name] ?? []).forEach((listener) => listener({ elementType: 'payment' }));
  const element = {
    mount(host: HTMLElement) {
      field = document.createElement('input');
      field.setAttribute('aria-label', 'Stripe card number');
      field.addEventListener('input', () => emit('change'));
      host.appendChild(field);
      setTimeout(() => emit('ready'));
    },
    on(name: string, listener: (event: unknown) => void) {
      (listeners[name] ??= []).push(listener);
      return element;
    },
    off: () => element,
    update() {},
    destroy: () => field?.remove(),
    unmount: () => field?.remove(),
  };
  const elements = {
    create: () => element,
    getElement: () => element,
    update() {},
    fetchUpdates: async () => ({}),
    submit: async () => (field?.value ? {} : { error: { message: 'Your card number is incomplete.' } }),
  };
  const unsupported = async () => ({ error: { message: 'not in this fake' } });
  return {
    elements: () => elements,
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
    registerAppInfo() {},
    _registerWrapper() {},
    async createConfirmationToken() {
      const id = `ctoken_${stripeJs.tokens.length + 1}`;
      stripeJs.tokens.push(field?.value ?? '');
      return { confirmationToken: { id } };
    },
    async handleNextAction({ clientSecret }: { clientSecret: string }) {
      stripeJs.nextActions.push(clientSecret);
      return stripeJs.bank
        ? { paymentIntent: { status: 'requires_capture' } }
        : { error: { message: 'We are unable to authenticate your payment method.' } };
    },
  };
}

describe('the hold payment page with Stripe (R55, R23)', () => {
  // Stripe.js is loaded once per page's life (the section keeps it per key), as Stripe asks.
  beforeAll(() => {
    (window as unknown as { Stripe: unknown }).Stripe = FakeStripe;
  });

  async function fillStripeCard(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Stripe card number'), '4242424242424242');
  }

  it("pays with Stripe's form: a confirmation token to process-card, the Pay under the same key, no card of ours", async () => {
    const { calls, user } = setup('stripe', {});
    await fillStripeCard(user);
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    await user.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    const [card, pay] = ours(calls);
    expect(card?.body).toEqual({ amount: '1880', currency: 'USD', paymentToken: expect.stringMatching(/^ctoken_/) });
    expect(pay).toMatchObject({ key: PAY, body: { amount: '1880', currency: 'USD', paymentId: PAYMENT_ID } });
    expect(pay?.headers['Idempotency-Key']).toBe(card?.headers['Idempotency-Key']);
    // The card number went to Stripe.js only, never to our server.
    expect(JSON.stringify(calls.map((c) => c.body))).not.toContain('4242424242424242');
    expect(calls.some((c) => c.path.startsWith('/api/payments/test-processor/'))).toBe(false);
  });

  it("runs the bank's check in Stripe's window; failing it says so and pays nothing", async () => {
    stripeJs.bank = false;
    try {
      const { calls, user } = setup('stripe', { 'POST /api/payments/process-card': authorised('requires_action') });
      await fillStripeCard(user);
      await user.click(await payButton());
      expect(await screen.findByText('Authentication Failed')).toBeInTheDocument();
      expect(stripeJs.nextActions.at(-1)).toBe('pi_1_secret_abc');
      expect(ours(calls).map((c) => c.key)).toEqual(['POST /api/payments/process-card']);
    } finally {
      stripeJs.bank = true;
    }
  });

  it('410 HOLD_EXPIRED: says the hold has expired and reads the trip again', async () => {
    const gone = 'This hold has passed its payment deadline: the airline released the seats and nothing was charged.';
    const { calls, user } = setup('stripe', {
      'POST /api/payments/process-card': authorised('requires_action'),
      [PAY]: failure(410, 'HOLD_EXPIRED', gone),
    });
    await fillStripeCard(user);
    await user.click(await payButton());
    expect(await screen.findByText(gone)).toBeInTheDocument();
    expect(stripeJs.nextActions.at(-1)).toBe('pi_1_secret_abc');
    await waitFor(() => expect(calls.filter((c) => c.key === `GET /api/bookings/${held.id}`)).toHaveLength(2));
  });
});

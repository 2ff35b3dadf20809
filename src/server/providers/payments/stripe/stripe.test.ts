import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../test-cards';
import { CardError, ProcessorError, RawCardRefused, TokenError, type CardInput, type CardProcessor } from '../types';
import { createStripeProcessor } from '.';
import {
  cardNumbersIn,
  RAW_CARD_MESSAGE,
  startStripeStandIn,
  type StripeStandIn,
} from '../../../testing/stripe/server';
import { DECLINED_TEST_CARDS } from '../../../testing/cards';

let stand: StripeStandIn;
let stripe: CardProcessor;
beforeAll(async () => {
  stand = await startStripeStandIn('sk_test_local');
  stripe = createStripeProcessor({ secretKey: 'sk_test_local', apiBase: stand.url, maxNetworkRetries: 0 });
});
afterAll(async () => {
  // No call of ours ever carried a card number (the test above sends one itself, on purpose).
  const ours = stand.requests.filter((r) => r.headers['user-agent']?.includes('Stripe/'));
  expect(ours.length).toBeGreaterThan(10);
  expect(cardNumbersIn(ours)).toEqual([]);
  await stand.close();
});

let n = 0;
const card = (number: string): CardInput => ({
  number,
  expiryMonth: '12',
  expiryYear: '34',
  cvv: '123',
  holderName: 'Ada Lovelace',
});
/** As the Payment Element does in the browser: the card becomes a confirmation token at Stripe. */
const tokenFor = (number: string) => stand.mintToken({ number, exp_month: 12, exp_year: 2034 });
const authorize = (number: string, amountMinor = 45_600, idempotencyKey = `key-${++n}`) =>
  stripe.authorize({ amountMinor, currency: 'USD', token: tokenFor(number), idempotencyKey });
const lastPost = () => stand.requests.filter((r) => r.method === 'POST').at(-1);

describe('Stripe adapter against a local server in Stripe shapes', () => {
  it('authorises from the confirmation token: a manual-capture PaymentIntent, confirmed at once, keyed', async () => {
    const token = tokenFor(TEST_CARDS.visa);
    const auth = await stripe.authorize({
      amountMinor: 45_600,
      currency: 'USD',
      token,
      idempotencyKey: 'auth-1',
      returnUrl: 'https://flights.example/booking/return',
      metadata: { brand: 'default' },
    });
    expect(auth).toMatchObject({
      amountMinor: 45_600,
      currency: 'USD',
      status: 'requires_capture',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    expect(auth.ref).toMatch(/^pi_/);
    const request = lastPost();
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('auth-1');
    expect(request?.headers.authorization).toBe('Bearer sk_test_local');
    expect(request?.form).toMatchObject({
      amount: '45600',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      confirmation_token: token,
      return_url: 'https://flights.example/booking/return',
      'metadata[brand]': 'default',
    });
    expect(stand.intents.get(auth.ref)?.status).toBe('requires_capture');
  });

  it('reads a token before paying: its card and fingerprint; unknown or spent tokens are TokenErrors', async () => {
    const token = tokenFor(TEST_CARDS.mastercard);
    const preview = await stripe.previewToken(token, { visitor: null });
    expect(preview.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 });
    expect(preview.fingerprint).toMatch(/^\w+$/);
    await expect(stripe.previewToken('ctoken_unknown000', { visitor: null })).rejects.toBeInstanceOf(TokenError);
    await stripe.authorize({ amountMinor: 100, currency: 'USD', token, idempotencyKey: `spend-${++n}` });
    await expect(stripe.previewToken(token, { visitor: null })).rejects.toBeInstanceOf(TokenError);
  });

  it('never sends a card number: a card is refused before any call, and Stripe refuses one sent anyway', async () => {
    const before = stand.requests.length;
    await expect(
      stripe.authorize({ amountMinor: 100, currency: 'USD', card: card(TEST_CARDS.visa), idempotencyKey: 'raw' }),
    ).rejects.toBeInstanceOf(RawCardRefused);
    expect(stand.requests.length).toBe(before);
    const direct = await fetch(`${stand.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
      body: `amount=100&currency=usd&confirm=true&payment_method_data[type]=card&payment_method_data[card][number]=${TEST_CARDS.visa}`,
    });
    expect(direct.status).toBe(400);
    // The check the other tests rely on finds a number where one was sent.
    expect(cardNumbersIn(stand.requests.slice(-1))).toEqual([TEST_CARDS.visa]);
    expect(((await direct.json()) as { error: { message: string } }).error.message).toBe(RAW_CARD_MESSAGE);
  });

  it('replays the same authorisation for the same key', async () => {
    const token = tokenFor(TEST_CARDS.visa);
    const pay = (amountMinor: number) =>
      stripe.authorize({ amountMinor, currency: 'USD', token, idempotencyKey: 'auth-replay' });
    const first = await pay(1_000);
    const again = await pay(1_000);
    expect(again.ref).toBe(first.ref);
    expect([...stand.intents.values()].filter((i) => i.id === first.ref)).toHaveLength(1);
    // Another amount with the same key is Stripe's idempotency_error: a processor failure.
    await expect(pay(1_001)).rejects.toBeInstanceOf(ProcessorError);
  });

  it.each(DECLINED_TEST_CARDS)(
    'maps the 402 card_error for %s to CardError %s / %s',
    async (number, code, declineCode) => {
      const error = await authorize(number).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CardError);
      expect(error).toMatchObject({ code, declineCode });
    },
  );

  it('a 3-D Secure card waits (requires_action, with the client secret); after the check it is held', async () => {
    const auth = await authorize('4000002760003184', 5_000);
    expect(auth.status).toBe('requires_action');
    expect(auth.clientSecret).toBe(stand.intents.get(auth.ref)?.client_secret);
    expect(await stripe.retrieve(auth.ref)).toEqual({ status: 'requires_action' });
    stand.authenticate(auth.ref, true);
    expect(await stripe.retrieve(auth.ref)).toEqual({ status: 'requires_capture' });
    await stripe.capture(auth.ref, 5_000, `${auth.ref}:capture`);
    expect(await stripe.retrieve(auth.ref)).toEqual({ status: 'succeeded' });
  });

  it('a failed check, and a card declined after its check, read as failures a traveller can act on', async () => {
    const failed = await authorize('4000000000003220');
    stand.authenticate(failed.ref, false);
    expect(await stripe.retrieve(failed.ref)).toMatchObject({
      status: 'failed',
      error: { code: 'payment_intent_authentication_failure' },
    });
    await stripe.void(failed.ref, `${failed.ref}:void`);
    const declined = await authorize('4000008400001629');
    stand.authenticate(declined.ref, true);
    expect(await stripe.retrieve(declined.ref)).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined', declineCode: 'generic_decline' },
    });
  });

  it('an uncaptured hold lapses after 7 days at Stripe: it reads canceled and cannot be captured', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, 2_500);
    stand.advance(7 * 24 * 60 * 60_000);
    try {
      expect(await stripe.retrieve(ref)).toEqual({ status: 'canceled' });
      await expect(stripe.capture(ref, 2_500, `${ref}:capture`)).rejects.toBeInstanceOf(ProcessorError);
    } finally {
      stand.advance(-7 * 24 * 60 * 60_000);
    }
  });

  it('captures, and capturing again is a no-op', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, 2_000);
    await stripe.capture(ref, 2_000, `${ref}:capture`, { booking: 'b-123' });
    expect(lastPost()?.form).toMatchObject({ amount_to_capture: '2000', 'metadata[booking]': 'b-123' });
    expect(stand.intents.get(ref)?.metadata).toMatchObject({ booking: 'b-123' });
    expect(lastPost()?.headers['idempotency-key']).toBe(`${ref}:capture`);
    expect(stand.intents.get(ref)?.status).toBe('succeeded');
    await stripe.capture(ref, 2_000, `${ref}:capture`, { booking: 'b-123' });
    await stripe.capture(ref, 2_000, 'another-key');
  });

  it('cancels (voids), and cancelling again is a no-op; a captured one cannot be cancelled', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, 2_000);
    await stripe.void(ref, `${ref}:void`);
    expect(stand.intents.get(ref)?.status).toBe('canceled');
    await stripe.void(ref, 'another-void-key');
    const captured = await authorize(TEST_CARDS.visa, 2_000);
    await stripe.capture(captured.ref, 2_000, `${captured.ref}:capture`);
    await expect(stripe.void(captured.ref, `${captured.ref}:void`)).rejects.toBeInstanceOf(ProcessorError);
  });

  it('refunds, once per key, never beyond what was captured', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, 3_000);
    await stripe.capture(ref, 3_000, `${ref}:capture`);
    const first = await stripe.refund(ref, 1_000, `${ref}:refund:0:1000`);
    const again = await stripe.refund(ref, 1_000, `${ref}:refund:0:1000`);
    expect(first.refundRef).toMatch(/^re_/);
    expect(again.refundRef).toBe(first.refundRef);
    expect(lastPost()?.form).toMatchObject({ payment_intent: ref, amount: '1000' });
    await expect(stripe.refund(ref, 2_001, 'too-much')).rejects.toBeInstanceOf(ProcessorError);
    await stripe.refund(ref, 2_000, `${ref}:refund:1000:2000`);
  });

  it('reports a wrong key and an unreachable Stripe as processor failures', async () => {
    const wrongKey = createStripeProcessor({ secretKey: 'sk_test_wrong', apiBase: stand.url, maxNetworkRetries: 0 });
    await expect(
      wrongKey.authorize({ amountMinor: 100, currency: 'USD', token: tokenFor(TEST_CARDS.visa), idempotencyKey: 'w' }),
    ).rejects.toBeInstanceOf(ProcessorError);
    const down = createStripeProcessor({
      secretKey: 'sk_test_local',
      apiBase: 'http://127.0.0.1:9',
      maxNetworkRetries: 0,
      timeoutMs: 2_000,
    });
    const error = await down
      .authorize({ amountMinor: 100, currency: 'USD', token: tokenFor(TEST_CARDS.visa), idempotencyKey: 'd' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessorError);
  });
});

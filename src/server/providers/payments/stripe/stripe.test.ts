import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../test-cards';
import { CardError, ProcessorError, type CardInput, type CardProcessor } from '../types';
import { createStripeProcessor } from '.';
import { startStripeStandIn, type StripeStandIn } from '../../../testing/stripe/server';
import { DECLINED_TEST_CARDS } from '../../../testing/cards';

let stand: StripeStandIn;
let stripe: CardProcessor;
beforeAll(async () => {
  stand = await startStripeStandIn('sk_test_local');
  stripe = createStripeProcessor({ secretKey: 'sk_test_local', apiBase: stand.url, maxNetworkRetries: 0 });
});
afterAll(async () => {
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
const authorize = (number: string, amountMinor = 45_600, idempotencyKey = `key-${++n}`) =>
  stripe.authorize({ amountMinor, currency: 'USD', card: card(number), idempotencyKey });
const lastPost = () => stand.requests.filter((r) => r.method === 'POST').at(-1);

describe('Stripe adapter against a local server in Stripe shapes', () => {
  it('authorises with a manual-capture PaymentIntent, confirmed at once, with an Idempotency-Key', async () => {
    const auth = await authorize(TEST_CARDS.visa, 45_600, 'auth-1');
    expect(auth).toMatchObject({
      amountMinor: 45_600,
      currency: 'USD',
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
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': TEST_CARDS.visa,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
    });
    expect(stand.intents.get(auth.ref)?.status).toBe('requires_capture');
  });

  it('replays the same authorisation for the same key', async () => {
    const first = await authorize(TEST_CARDS.visa, 1_000, 'auth-replay');
    const again = await authorize(TEST_CARDS.visa, 1_000, 'auth-replay');
    expect(again.ref).toBe(first.ref);
    expect([...stand.intents.values()].filter((i) => i.id === first.ref)).toHaveLength(1);
    // Another amount with the same key is Stripe's idempotency_error: a processor failure.
    await expect(authorize(TEST_CARDS.visa, 1_001, 'auth-replay')).rejects.toBeInstanceOf(ProcessorError);
  });

  it.each(DECLINED_TEST_CARDS)(
    'maps the 402 card_error for %s to CardError %s / %s',
    async (number, code, declineCode) => {
      const error = await authorize(number).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CardError);
      expect(error).toMatchObject({ code, declineCode });
    },
  );

  it('declines a card that needs 3-D Secure and releases its PaymentIntent', async () => {
    const error = await authorize('4000002760003184').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'card_declined', declineCode: 'authentication_required' });
    expect(lastPost()?.path).toMatch(/^\/v1\/payment_intents\/pi_\w+\/cancel$/);
    const cancelled = [...stand.intents.values()].at(-1);
    expect(cancelled?.status).toBe('canceled');
  });

  it('captures, and capturing again is a no-op', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, 2_000);
    await stripe.capture(ref, 2_000, `${ref}:capture`);
    expect(lastPost()?.form).toMatchObject({ amount_to_capture: '2000' });
    expect(lastPost()?.headers['idempotency-key']).toBe(`${ref}:capture`);
    expect(stand.intents.get(ref)?.status).toBe('succeeded');
    await stripe.capture(ref, 2_000, `${ref}:capture`);
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
      wrongKey.authorize({ amountMinor: 100, currency: 'USD', card: card(TEST_CARDS.visa), idempotencyKey: 'w' }),
    ).rejects.toBeInstanceOf(ProcessorError);
    const down = createStripeProcessor({
      secretKey: 'sk_test_local',
      apiBase: 'http://127.0.0.1:9',
      maxNetworkRetries: 0,
      timeoutMs: 2_000,
    });
    const error = await down
      .authorize({ amountMinor: 100, currency: 'USD', card: card(TEST_CARDS.visa), idempotencyKey: 'd' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessorError);
    expect(String((error as Error).message)).not.toContain(TEST_CARDS.visa);
  });
});

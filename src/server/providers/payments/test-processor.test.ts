import { beforeAll, describe, expect, it } from 'vitest';
import { testProcessorPayments, testProcessorTokens } from '../../db/schema';
import { useTestDatabase } from '../../testing/database';
import { TEST_CARDS } from './test-cards';
import { createTestProcessor, MAX_AMOUNT_MINOR } from './test-processor';
import { authenticateTestPayment, createTestToken, TOKEN_LIFETIME_MS } from './test-processor-tokens';
import { CardError, ProcessorError, TokenError, type CardInput, type CardProcessor } from './types';
import { rejectionOf } from '../../testing/errors';
import { DECLINED_TEST_CARDS } from '../../testing/cards';

const database = useTestDatabase();
const NOW = new Date('2026-06-15T12:00:00Z');
let processor: CardProcessor;
beforeAll(async () => {
  processor = createTestProcessor(database.db, { now: () => NOW });
});

let keys = 0;
const card = (number: string, more: Partial<CardInput> = {}): CardInput => ({
  number,
  expiryMonth: '12',
  expiryYear: '30',
  cvv: number.startsWith('3') ? '1234' : '123',
  holderName: 'Ada Lovelace',
  ...more,
});
const authorize = (number: string, more: Partial<CardInput> = {}, amountMinor = 12_345, currency = 'USD') =>
  processor.authorize({ amountMinor, currency, card: card(number, more), idempotencyKey: `k-${++keys}` });

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, CardError);

describe('test processor: the public test cards (R3)', () => {
  it.each([
    [TEST_CARDS.visa, 'visa', '4242'],
    [TEST_CARDS.mastercard, 'mastercard', '4444'],
    [TEST_CARDS.amex, 'amex', '0005'],
    [TEST_CARDS.visaDebit, 'visa', '5556'],
    ['6011111111111117', 'discover', '1117'], // any other Luhn-valid number
  ])('%s succeeds', async (number, brand, last4) => {
    const auth = await authorize(number);
    expect(auth).toMatchObject({
      amountMinor: 12_345,
      currency: 'USD',
      card: { brand, last4, expMonth: 12, expYear: 2030 },
    });
    expect(auth.ref).toMatch(/^tp_/);
  });

  it.each([...DECLINED_TEST_CARDS, ['4242424242424241', 'incorrect_number', undefined]])(
    '%s is refused: %s / %s',
    async (number, code, declineCode) => {
      const error = await refusal(authorize(number));
      expect(error.code).toBe(code);
      expect(error.declineCode).toBe(declineCode);
      expect(error.message).not.toContain(number);
    },
  );

  it('refuses a past expiry and a CVV of the wrong length for the brand', async () => {
    expect((await refusal(authorize(TEST_CARDS.visa, { expiryMonth: '05', expiryYear: '26' }))).code).toBe(
      'expired_card',
    );
    await expect(authorize(TEST_CARDS.visa, { expiryMonth: '06', expiryYear: '26' })).resolves.toBeDefined();
    expect((await refusal(authorize(TEST_CARDS.visa, { cvv: '1234' }))).code).toBe('incorrect_cvc');
    expect((await refusal(authorize(TEST_CARDS.amex, { cvv: '123' }))).code).toBe('incorrect_cvc');
  });

  it('checks amounts (integer, more than 0, at most 99,999,999) and currencies', async () => {
    for (const amount of [0, -1, 10.5, MAX_AMOUNT_MINOR + 1, Number.NaN]) {
      expect((await refusal(authorize(TEST_CARDS.visa, {}, amount))).code).toBe('amount_invalid');
    }
    await expect(authorize(TEST_CARDS.visa, {}, MAX_AMOUNT_MINOR)).resolves.toBeDefined();
    for (const currency of ['usd', 'US', 'EURO', '']) {
      expect((await refusal(authorize(TEST_CARDS.visa, {}, 100, currency))).code).toBe('currency_unsupported');
    }
  });

  it('gives the same authorisation for the same key, also when called at once', async () => {
    const input = { amountMinor: 500, currency: 'EUR', card: card(TEST_CARDS.visa), idempotencyKey: 'same-key' };
    const [a, b] = await Promise.all([processor.authorize(input), processor.authorize(input)]);
    const c = await processor.authorize(input);
    expect(a.ref).toBe(b.ref);
    expect(c.ref).toBe(a.ref);
    const rows = await database.db.select().from(testProcessorPayments);
    expect(rows.filter((row) => row.idempotencyKey === 'same-key')).toHaveLength(1);
    await expect(processor.authorize({ ...input, amountMinor: 501 })).rejects.toBeInstanceOf(ProcessorError);
  });

  it('keeps only brand and last four in its ledger', async () => {
    await authorize(TEST_CARDS.mastercard);
    const stored = JSON.stringify(await database.db.select().from(testProcessorPayments));
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('"123"');
  });
});

describe('test processor: capture, void, refund rules', () => {
  it('captures at most the authorised amount; capturing again is a no-op', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, {}, 1_000);
    await expect(processor.capture(ref, 1_001, 'c1')).rejects.toBeInstanceOf(ProcessorError);
    await processor.capture(ref, 1_000, 'c1');
    await processor.capture(ref, 1_000, 'c1');
    await expect(processor.void(ref, 'v1')).rejects.toThrow('refund');
  });

  it('voids only an uncaptured authorisation; voiding again is a no-op; a voided one cannot be captured', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, {}, 1_000);
    await processor.void(ref, 'v2');
    await processor.void(ref, 'v2');
    await expect(processor.capture(ref, 1_000, 'c2')).rejects.toBeInstanceOf(ProcessorError);
    await expect(processor.refund(ref, 100, 'r0')).rejects.toBeInstanceOf(ProcessorError);
    await expect(processor.void('tp_unknown', 'v3')).rejects.toBeInstanceOf(ProcessorError);
  });

  it('refunds at most captured minus refunded; the same refund key pays out once', async () => {
    const { ref } = await authorize(TEST_CARDS.visa, {}, 1_000);
    await expect(processor.refund(ref, 100, 'r-early')).rejects.toBeInstanceOf(ProcessorError);
    await processor.capture(ref, 1_000, 'c3');
    const first = await processor.refund(ref, 600, 'r1');
    const again = await processor.refund(ref, 600, 'r1');
    expect(again.refundRef).toBe(first.refundRef);
    await expect(processor.refund(ref, 401, 'r2')).rejects.toThrow('exceeds');
    await processor.refund(ref, 400, 'r3');
    const [row] = (await database.db.select().from(testProcessorPayments)).filter((r) => r.id === ref);
    expect(row).toMatchObject({ status: 'captured', capturedMinor: 1_000, refundedMinor: 1_000 });
    await expect(processor.refund(ref, 1, 'r4')).rejects.toBeInstanceOf(ProcessorError);
  });
});

describe('test processor: tokens and 3-D Secure, as Stripe does them (R23)', () => {
  const tokenFor = (number: string, visitor: string | null = 'v1', now = NOW) =>
    createTestToken(database.db, { card: card(number), visitor, fingerprintSecret: 'secret', now });
  const pay = (token: string, amountMinor = 2_000) =>
    processor.authorize({ amountMinor, currency: 'USD', token, idempotencyKey: `t-${++keys}` });

  it('keeps brand, last four, expiry and a keyed fingerprint of the card, never the number or the CVV', async () => {
    const token = await tokenFor(TEST_CARDS.mastercard);
    expect(token.id).toMatch(/^tptok_[\w-]{20,}$/);
    expect(token.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 });
    const stored = JSON.stringify(await database.db.select().from(testProcessorTokens));
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('"123"');
    const preview = await processor.previewToken(token.id, { visitor: 'v1' });
    expect(preview.card.last4).toBe('4444');
    expect(preview.fingerprint).toBe(
      (await processor.previewToken((await tokenFor(TEST_CARDS.mastercard)).id, { visitor: 'v1' })).fingerprint,
    );
  });

  it('pays once, only for the browser that made the token, and not after its 15 minutes', async () => {
    const token = await tokenFor(TEST_CARDS.visa);
    await expect(processor.previewToken(token.id, { visitor: 'someone-else' })).rejects.toBeInstanceOf(TokenError);
    await expect(processor.previewToken('tptok_unknown', { visitor: 'v1' })).rejects.toBeInstanceOf(TokenError);
    const auth = await pay(token.id);
    expect(auth).toMatchObject({ status: 'requires_capture', card: { last4: '4242', expYear: 2030 } });
    await expect(processor.previewToken(token.id, { visitor: 'v1' })).rejects.toBeInstanceOf(TokenError);
    await expect(pay(token.id)).rejects.toBeInstanceOf(TokenError);
    const old = await tokenFor(TEST_CARDS.visa, 'v1', new Date(NOW.getTime() - TOKEN_LIFETIME_MS));
    await expect(processor.previewToken(old.id, { visitor: 'v1' })).rejects.toBeInstanceOf(TokenError);
    await expect(pay(old.id)).rejects.toBeInstanceOf(TokenError);
  });

  it("is only the brand's whose page made it", async () => {
    const token = await createTestToken(database.db, {
      card: card(TEST_CARDS.visa),
      visitor: null,
      brandId: 'brand-a',
      fingerprintSecret: 'secret',
      now: NOW,
    });
    await expect(processor.previewToken(token.id, { visitor: null, brandId: 'brand-b' })).rejects.toBeInstanceOf(
      TokenError,
    );
    expect((await processor.previewToken(token.id, { visitor: null, brandId: 'brand-a' })).card.last4).toBe('4242');
  });

  it('refuses a declining card when it pays, as Stripe does, not when it is tokenised', async () => {
    const token = await tokenFor('4000000000009995');
    const error = await refusal(pay(token.id));
    expect(error).toMatchObject({ code: 'card_declined', declineCode: 'insufficient_funds' });
  });

  it.each(['4000002760003184', '4000002500003155', '4000000000003220'])(
    '%s waits for authentication; passing it holds the money, which can then be captured',
    async (number) => {
      const auth = await pay((await tokenFor(number)).id, 3_000);
      expect(auth.status).toBe('requires_action');
      expect(auth.clientSecret).toMatch(new RegExp(`^${auth.ref}_secret_`));
      expect(await processor.retrieve(auth.ref)).toEqual({ status: 'requires_action' });
      await expect(processor.capture(auth.ref, 3_000, 'early')).rejects.toBeInstanceOf(ProcessorError);
      expect(await authenticateTestPayment(database.db, auth.clientSecret ?? '', true)).toBe('authorized');
      expect(await processor.retrieve(auth.ref)).toEqual({ status: 'requires_capture' });
      await processor.capture(auth.ref, 3_000, 'c-3ds');
      expect(await processor.retrieve(auth.ref)).toEqual({ status: 'succeeded' });
      // The page cannot be answered twice.
      expect(await authenticateTestPayment(database.db, auth.clientSecret ?? '', false)).toBeNull();
    },
  );

  it("failing the check leaves nothing held: Stripe's authentication failure, and voiding is a no-op", async () => {
    const auth = await pay((await tokenFor('4000002760003184')).id);
    expect(await authenticateTestPayment(database.db, auth.clientSecret ?? '', false)).toBe('failed');
    const state = await processor.retrieve(auth.ref);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'payment_intent_authentication_failure' } });
    await processor.void(auth.ref, 'v-failed');
    await expect(processor.capture(auth.ref, 2_000, 'c-failed')).rejects.toBeInstanceOf(ProcessorError);
  });

  it('4000008400001629 passes authentication and is then declined', async () => {
    const auth = await pay((await tokenFor('4000008400001629')).id);
    expect(auth.status).toBe('requires_action');
    expect(await authenticateTestPayment(database.db, auth.clientSecret ?? '', true)).toBe('failed');
    expect(await processor.retrieve(auth.ref)).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined', declineCode: 'generic_decline' },
    });
  });

  it('a card sent by a program that needs authentication waits too (the payments service refuses it)', async () => {
    const auth = await authorize('4000002760003184');
    expect(auth.status).toBe('requires_action');
    await processor.void(auth.ref, 'v-raw');
    expect(await processor.retrieve(auth.ref)).toEqual({ status: 'canceled' });
  });
});

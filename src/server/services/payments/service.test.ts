import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments, testProcessorPayments } from '../../db/schema';
import { TEST_CARDS } from '../../providers/payments/test-cards';
import { createTestProcessor } from '../../providers/payments/test-processor';
import type { CardInput } from '../../providers/payments/types';
import { insertBookingRow } from '../../testing/booking-rows';
import { useTestDatabase } from '../../testing/database';
import { createPaymentsService, type PaymentsService } from './service';
import { PAYMENT_MESSAGES } from './errors';

const database = useTestDatabase();
let service: PaymentsService;
let clock = new Date();

beforeAll(async () => {
  service = createPaymentsService({
    db: database.db,
    processor: createTestProcessor(database.db),
    now: () => clock,
  });
});

const card = (number: string = TEST_CARDS.visa): CardInput => ({
  number,
  expiryMonth: '12',
  expiryYear: '34',
  cvv: '123',
  holderName: 'Ada Lovelace',
});
const authorize = (amountMinor = 45_600, number?: string, currency = 'USD') =>
  service.authorize({ amountMinor, currency, card: card(number), idempotencyKey: randomUUID() });

/** A bookings row to attach payments to (the default brand is seeded). */
const booking = () => insertBookingRow(database.db);

describe('authorize', () => {
  it('holds the amount and keeps only brand, last four and expiry', async () => {
    const payment = await authorize(45_600);
    expect(payment).toMatchObject({
      bookingId: null,
      status: 'authorized',
      amountMinor: 45_600,
      refundedMinor: 0,
      currency: 'USD',
      processor: 'test',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payment.processorRef).toMatch(/^tp_/);
    expect(await service.get(payment.id)).toEqual(payment);
  });

  it.each([
    ['4000000000000002', 'generic_decline', PAYMENT_MESSAGES.declined],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000009987', 'lost_card', PAYMENT_MESSAGES.declined],
    ['4000000000009979', 'stolen_card', PAYMENT_MESSAGES.declined],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000000119', 'processing_error', 'An error occurred while processing your card. Please try again.'],
    ['4000002760003184', 'authentication_required', PAYMENT_MESSAGES.authentication],
  ])('%s: a 402 PAYMENT_FAILED a traveller can act on, and a failed row (%s)', async (number, code, message) => {
    const error = await authorize(1_000, number).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 402, code: 'PAYMENT_FAILED', message });
    const rows = await database.db.select().from(payments).where(eq(payments.failureCode, code));
    expect(rows.at(-1)).toMatchObject({
      status: 'failed',
      cardLast4: number.slice(-4),
      cardBrand: 'visa',
      failureMessage: message,
      processorRef: null,
    });
  });

  it('refuses an amount of 0, a fraction of a unit, and a currency that is not ISO', async () => {
    await expect(authorize(0)).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_AMOUNT' });
    await expect(authorize(1.5)).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_AMOUNT' });
    await expect(authorize(100, undefined, 'usd')).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_CURRENCY' });
  });

  it('turns a processor failure into a 502 PAYMENT_PROVIDER_ERROR', async () => {
    const broken = createPaymentsService({
      db: database.db,
      processor: {
        ...createTestProcessor(database.db),
        authorize: async () => {
          const { ProcessorError } = await import('../../providers/payments/types');
          throw new ProcessorError('connect ECONNREFUSED');
        },
      },
    });
    await expect(
      broken.authorize({ amountMinor: 100, currency: 'USD', card: card(), idempotencyKey: 'x' }),
    ).rejects.toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_ERROR' });
  });

  it('one processor authorisation is one row, however often the same key is sent', async () => {
    const input = { amountMinor: 700, currency: 'GBP', card: card(), idempotencyKey: randomUUID() };
    const [a, b] = await Promise.all([service.authorize(input), service.authorize(input)]);
    const c = await service.authorize(input);
    expect(b.id).toBe(a.id);
    expect(c.id).toBe(a.id);
    const rows = await database.db
      .select()
      .from(payments)
      .where(eq(payments.processorRef, a.processorRef ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('stores no card number or CVV anywhere', async () => {
    await authorize(100, TEST_CARDS.mastercard);
    await authorize(100, '4000000000000002').catch(() => {});
    const dump = JSON.stringify([
      await database.db.select().from(payments),
      await database.db.select().from(testProcessorPayments),
    ]);
    expect(dump).not.toContain(TEST_CARDS.mastercard);
    expect(dump).not.toContain('4000000000000002');
    expect(dump).not.toMatch(/"cvv"|"123"/);
  });
});

describe('claimForBooking', () => {
  it('attaches a hold to exactly one booking when two claim at once', async () => {
    const payment = await authorize(10_000);
    const [first, second] = [await booking(), await booking()];
    const expected = { amountMinor: 10_000, currency: 'USD' };
    const results = await Promise.allSettled([
      service.claimForBooking(payment.id, first, expected),
      service.claimForBooking(payment.id, second, expected),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, code: 'PAYMENT_ALREADY_USED' });
    const stored = await service.get(payment.id);
    expect([first, second]).toContain(stored?.bookingId);
    expect(await service.forBooking(stored?.bookingId ?? '')).toEqual([stored]);
  });

  it('refuses an unknown id (404), a different amount or currency (409), a voided hold (409)', async () => {
    const id = await booking();
    await expect(service.claimForBooking(randomUUID(), id, { amountMinor: 1, currency: 'USD' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
    await expect(service.claimForBooking('not-a-uuid', id, { amountMinor: 1, currency: 'USD' })).rejects.toMatchObject({
      statusCode: 404,
    });
    const payment = await authorize(5_000);
    await expect(
      service.claimForBooking(payment.id, id, { amountMinor: 5_001, currency: 'USD' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'PAYMENT_AMOUNT_MISMATCH' });
    await expect(
      service.claimForBooking(payment.id, id, { amountMinor: 5_000, currency: 'EUR' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'PAYMENT_AMOUNT_MISMATCH' });
    await service.void(payment.id, 'test');
    await expect(
      service.claimForBooking(payment.id, id, { amountMinor: 5_000, currency: 'USD' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'PAYMENT_ALREADY_USED' });
  });

  it('works inside a transaction', async () => {
    const payment = await authorize(2_000);
    const id = await booking();
    const claimed = await database.db.transaction((tx) =>
      service.claimForBooking(payment.id, id, { amountMinor: 2_000, currency: 'USD' }, tx),
    );
    expect(claimed.bookingId).toBe(id);
  });
});

describe('capture, void, refund', () => {
  it('captures once; a captured payment is refunded, not voided', async () => {
    const payment = await authorize(3_000);
    expect((await service.capture(payment.id)).status).toBe('captured');
    expect((await service.capture(payment.id)).status).toBe('captured');
    await expect(service.void(payment.id, 'order failed')).rejects.toMatchObject({
      statusCode: 409,
      message: 'This payment was already captured: refund it instead of voiding it.',
    });
  });

  it('voids once; a voided or failed payment cannot be captured', async () => {
    const payment = await authorize(3_000);
    expect((await service.void(payment.id, 'order failed')).status).toBe('voided');
    expect((await service.void(payment.id, 'order failed')).status).toBe('voided');
    await expect(service.capture(payment.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(service.capture(randomUUID())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refunds in parts up to what was captured, then reads refunded', async () => {
    const payment = await authorize(3_000);
    await expect(service.refund(payment.id, 100, 'early')).rejects.toMatchObject({ statusCode: 409 });
    await service.capture(payment.id);
    const part = await service.refund(payment.id, 1_000, 'cancelled seat');
    expect(part).toMatchObject({ status: 'captured', refundedMinor: 1_000 });
    await expect(service.refund(payment.id, 2_001, 'too much')).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_REFUND_AMOUNT',
    });
    await expect(service.refund(payment.id, 0, 'nothing')).rejects.toMatchObject({ statusCode: 400 });
    const full = await service.refund(payment.id, 2_000, 'cancelled');
    expect(full).toMatchObject({ status: 'refunded', refundedMinor: 3_000 });
    await expect(service.refund(payment.id, 1, 'more')).rejects.toMatchObject({ statusCode: 409 });
    const [ledger] = await database.db
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.id, payment.processorRef ?? ''));
    expect(ledger?.refundedMinor).toBe(3_000);
  });
});

describe('voidAbandoned (R2)', () => {
  it('voids holds with no booking older than 30 minutes, and only those', async () => {
    clock = new Date();
    const old = await authorize(800);
    const claimed = await authorize(900);
    await service.claimForBooking(claimed.id, await booking(), { amountMinor: 900, currency: 'USD' });
    await database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, old.id));
    await database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.id, claimed.id));
    const fresh = await authorize(1_000);

    const voided = await service.voidAbandoned();
    expect(voided).toBeGreaterThanOrEqual(1);
    expect((await service.get(old.id))?.status).toBe('voided');
    expect((await service.get(claimed.id))?.status).toBe('authorized');
    expect((await service.get(fresh.id))?.status).toBe('authorized');
    const [ledger] = await database.db
      .select()
      .from(testProcessorPayments)
      .where(eq(testProcessorPayments.id, old.processorRef ?? ''));
    expect(ledger?.status).toBe('voided');
    expect(await service.voidAbandoned()).toBe(0);
    // An abandoned hold cannot then be used for a booking.
    await expect(
      service.claimForBooking(old.id, await booking(), { amountMinor: 800, currency: 'USD' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_ALREADY_USED' });
  });
});

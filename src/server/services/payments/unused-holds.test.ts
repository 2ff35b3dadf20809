import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, testProcessorPayments, type BookingStatus } from '../../db/schema';
import { TEST_CARDS } from '../../providers/payments/test-cards';
import { createTestProcessor } from '../../providers/payments/test-processor';
import type { CardProcessor } from '../../providers/payments/types';
import { insertBookingRow } from '../../testing/booking-rows';
import { useTestDatabase } from '../../testing/database';
import { createPaymentsService, type PaymentsService } from './service';

/*
 * R55 with R2 on the payments service and the built-in processor: the abandoned-payment sweep releases an
 * authorisation attached to a booking that no longer uses it, once it has been left alone for the
 * sweep's 30 minutes; a processor that fails the void gets the payment back for the next sweep.
 */

const database = useTestDatabase();
let service: PaymentsService;
let voidFails = false;
/** The processor cancels the authorisation, but its answer never arrives. */
let voidAnswerLost = false;
const errors: string[] = [];

beforeAll(() => {
  const real = createTestProcessor(database.db);
  const processor: CardProcessor = {
    ...real,
    void: async (ref, key) => {
      if (voidFails) throw new Error('the processor is down');
      await real.void(ref, key);
      if (voidAnswerLost) throw new Error('the answer was lost');
    },
  };
  service = createPaymentsService({
    db: database.db,
    processor,
    log: { warn: () => {}, error: (_o, m) => errors.push(m) },
  });
});

const bookingIn = (status: BookingStatus, step: string, request: Record<string, unknown> = {}) =>
  insertBookingRow(database.db, { status, step, request });

/** A card authorised for `bookingId` (or for none yet), last touched `minutesAgo`. */
async function cardFor(bookingId: string | undefined, minutesAgo = 31) {
  const made = await service.authorize({
    amountMinor: 12_300,
    currency: 'USD',
    card: { number: TEST_CARDS.visa, expiryMonth: '12', expiryYear: '34', cvv: '123', holderName: 'Ada Lovelace' },
    idempotencyKey: randomUUID(),
    bookingId,
  });
  const then = new Date(Date.now() - minutesAgo * 60_000);
  await database.db.update(payments).set({ createdAt: then, updatedAt: then }).where(eq(payments.id, made.id));
  return made;
}

async function states(payment: { id: string; processorRef: string | null }) {
  const [ledger] = await database.db
    .select()
    .from(testProcessorPayments)
    .where(eq(testProcessorPayments.id, payment.processorRef ?? ''));
  return [(await service.get(payment.id))?.status, ledger?.status];
}

describe('voidAbandoned: authorisations a booking no longer uses (R55 with R2)', () => {
  it('voids them after 30 minutes, never the card a Pay recorded or a pending booking’s', async () => {
    const lost = await cardFor(await bookingIn('on_hold', 'hold_created'));
    const expired = await cardFor(await bookingIn('hold_expired', 'hold_expired'));
    const released = await cardFor(await bookingIn('released', 'released'));
    const failed = await cardFor(await bookingIn('failed', 'failed'));
    const recent = await cardFor(await bookingIn('on_hold', 'hold_created'), 5);
    const payingId = await bookingIn('on_hold', 'hold_payment_authorized');
    const paying = await cardFor(payingId);
    await database.db
      .update(bookings)
      .set({ request: { paymentId: paying.id } })
      .where(eq(bookings.id, payingId));
    // An earlier Pay's card on the same hold is not the one its step names.
    const earlier = await cardFor(payingId);
    const pending = await cardFor(await bookingIn('pending', 'payment_authorized'));
    const confirmed = await cardFor(await bookingIn('confirmed', 'confirmed'));
    // A paid hold: the card its Pay recorded is its own; an earlier Pay's that never got recorded is not.
    const paidHold = await bookingIn('pending', 'order_created', { hold: { markupBasisPoints: 0 } });
    const recorded = await cardFor(paidHold);
    await database.db
      .update(bookings)
      .set({ request: { hold: { markupBasisPoints: 0 }, paymentId: recorded.id } })
      .where(eq(bookings.id, paidHold));
    const unrecorded = await cardFor(paidHold);

    expect(await service.voidAbandoned()).toBe(6);
    for (const gone of [lost, expired, released, failed, earlier, unrecorded]) {
      expect(await states(gone)).toEqual(['voided', 'voided']);
    }
    for (const kept of [recent, paying, pending, confirmed, recorded]) {
      expect(await states(kept)).toEqual(['authorized', 'authorized']);
    }
  });

  it('gives the payment back when the processor fails the void, and the next sweep releases it', async () => {
    const lost = await cardFor(await bookingIn('on_hold', 'hold_payment_failed'));
    voidFails = true;
    try {
      expect(await service.voidAbandoned()).toBe(0);
    } finally {
      voidFails = false;
    }
    expect(await states(lost)).toEqual(['authorized', 'authorized']);
    expect(errors).toContain('could not void the unused card authorisation of a booking');
    expect(await service.voidAbandoned()).toBe(1);
    expect(await states(lost)).toEqual(['voided', 'voided']);
  });

  it('keeps it voided when the void failed but the processor did cancel it, so no Pay reads it as authorised', async () => {
    const lost = await cardFor(await bookingIn('on_hold', 'hold_created'));
    // The abandoned-payment sweep's own: a card no booking claimed.
    const unclaimed = await cardFor(undefined);
    voidAnswerLost = true;
    try {
      expect(await service.voidAbandoned()).toBe(2);
    } finally {
      voidAnswerLost = false;
    }
    expect(await states(lost)).toEqual(['voided', 'voided']);
    expect(await states(unclaimed)).toEqual(['voided', 'voided']);
  });
});

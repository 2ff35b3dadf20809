import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { cardBrand } from '../../../shared/cards';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_AMOUNT_MINOR } from '../../providers/payments/test-processor';
import { CardError, ProcessorError, type CardInput, type CardProcessor } from '../../providers/payments/types';
import {
  failureCode,
  paymentAlreadyUsed,
  paymentAmountMismatch,
  paymentFailed,
  paymentNotFound,
  paymentState,
  providerFailed,
  travellerMessage,
} from './errors';
import { paymentIdFor, toRecord, type PaymentRecord } from './record';

export type { PaymentRecord, PaymentStatus } from './record';

/*
 * Card payments (R2-R5, R17): authorise (hold) at process-card or booking time, attach the
 * hold to exactly one booking, capture when the airline confirms, void or refund when it does
 * not. Only brand, last four and expiry are kept of a card. Every processor call carries a key
 * derived from the payment, so a retried capture, void or refund never happens twice.
 */

export interface PaymentsLog {
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

/** A hold from process-card that never became a booking is released after this (R2). */
export const ABANDONED_AFTER_MS = 30 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkInput(amountMinor: number, currency: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > MAX_AMOUNT_MINOR) {
    throw new AppError(400, 'INVALID_AMOUNT', 'The amount to pay is not valid: it must be more than zero.');
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new AppError(400, 'INVALID_CURRENCY', 'Currency must be an ISO 4217 code');
  }
}

/** R36: a hold made without a visitor (a program's) is anyone's who holds its id. */
export function isOwnedBy(row: { visitor: string | null }, visitor: string | null): boolean {
  return row.visitor === null || row.visitor === visitor;
}

export function createPaymentsService(opts: { db: Db; processor: CardProcessor; log?: PaymentsLog; now?: () => Date }) {
  const { db, processor } = opts;
  const now = opts.now ?? (() => new Date());
  const log: PaymentsLog = opts.log ?? { warn: () => {}, error: () => {} };

  async function find(paymentId: string, from: Db = db) {
    if (!UUID.test(paymentId)) return null;
    const [row] = await from.select().from(payments).where(eq(payments.id, paymentId));
    return row ?? null;
  }

  async function mustFind(paymentId: string) {
    const row = await find(paymentId);
    if (!row) throw paymentNotFound();
    return row;
  }

  /** Runs a processor call; its failures become answers the client understands, never a 500. */
  async function call<T>(what: string, paymentId: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ProcessorError || error instanceof CardError) {
        log.error({ paymentId, err: { name: error.name, message: error.message } }, `payment ${what} failed`);
        throw providerFailed();
      }
      throw error;
    }
  }

  return {
    async authorize(input: {
      amountMinor: number;
      currency: string;
      card: CardInput;
      idempotencyKey: string;
      bookingId?: string;
      /** The browser that asked (R36); only its booking may claim the hold. */
      visitor?: string | null;
    }): Promise<PaymentRecord> {
      checkInput(input.amountMinor, input.currency);
      const last4 = input.card.number.slice(-4);
      let auth;
      try {
        auth = await processor.authorize({
          amountMinor: input.amountMinor,
          currency: input.currency,
          card: input.card,
          idempotencyKey: input.idempotencyKey,
        });
      } catch (error) {
        if (error instanceof CardError) {
          const message = travellerMessage(error);
          // A record of the attempt, with nothing of the card beyond what R4 allows.
          await db.insert(payments).values({
            id: randomUUID(),
            bookingId: input.bookingId ?? null,
            processor: processor.name,
            status: 'failed',
            amountMinor: input.amountMinor,
            currency: input.currency,
            cardBrand: cardBrand(input.card.number),
            cardLast4: /^\d{4}$/.test(last4) ? last4 : null,
            cardExpMonth: Number(input.card.expiryMonth) || null,
            cardExpYear: Number(input.card.expiryYear) ? 2000 + Number(input.card.expiryYear) : null,
            failureCode: failureCode(error),
            failureMessage: message,
          });
          throw paymentFailed(message);
        }
        if (error instanceof ProcessorError) {
          log.error({ err: { name: error.name, message: error.message } }, 'card authorisation failed');
          throw providerFailed();
        }
        throw error;
      }
      const id = paymentIdFor(processor.name, auth.ref);
      await db
        .insert(payments)
        .values({
          id,
          bookingId: input.bookingId ?? null,
          processor: processor.name,
          processorRef: auth.ref,
          status: 'authorized',
          amountMinor: auth.amountMinor,
          currency: auth.currency,
          cardBrand: auth.card.brand,
          cardLast4: auth.card.last4,
          cardExpMonth: auth.card.expMonth,
          cardExpYear: auth.card.expYear,
          visitor: input.visitor ?? null,
        })
        .onConflictDoNothing();
      return toRecord(await mustFind(id));
    },

    /** Attaches an unattached hold to one booking; the conditional UPDATE makes two claims have one winner. */
    async claimForBooking(
      paymentId: string,
      bookingId: string,
      expected: { amountMinor: number; currency: string; visitor?: string | null },
      tx: Db = db,
    ): Promise<PaymentRecord> {
      if (!UUID.test(paymentId)) throw paymentNotFound();
      // R36: a hold made in a browser is that browser's; to anyone else it does not exist.
      const owned = find(paymentId, tx).then((row) => row !== null && isOwnedBy(row, expected.visitor ?? null));
      if (!(await owned)) throw paymentNotFound();
      const [claimed] = await tx
        .update(payments)
        .set({ bookingId, updatedAt: now() })
        .where(
          and(
            eq(payments.id, paymentId),
            isNull(payments.bookingId),
            eq(payments.status, 'authorized'),
            eq(payments.amountMinor, expected.amountMinor),
            eq(payments.currency, expected.currency),
          ),
        )
        .returning();
      if (claimed) return toRecord(claimed);
      const row = await find(paymentId, tx);
      if (!row) throw paymentNotFound();
      if (row.status === 'authorized' && row.bookingId === null) throw paymentAmountMismatch();
      throw paymentAlreadyUsed();
    },

    async capture(paymentId: string): Promise<PaymentRecord> {
      const row = await mustFind(paymentId);
      if (row.status === 'captured') return toRecord(row);
      if (row.status !== 'authorized' || !row.processorRef) {
        throw paymentState(`A ${row.status} payment cannot be captured.`);
      }
      const ref = row.processorRef;
      await call('capture', paymentId, () => processor.capture(ref, row.amountMinor, `${paymentId}:capture`));
      await db
        .update(payments)
        .set({ status: 'captured', updatedAt: now() })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')));
      return toRecord(await mustFind(paymentId));
    },

    async void(paymentId: string, reason: string): Promise<PaymentRecord> {
      const row = await mustFind(paymentId);
      if (row.status === 'voided') return toRecord(row);
      if (row.status === 'captured' || row.status === 'refunded') {
        throw paymentState('This payment was already captured: refund it instead of voiding it.');
      }
      if (row.status !== 'authorized' || !row.processorRef) {
        throw paymentState(`A ${row.status} payment cannot be voided.`);
      }
      const ref = row.processorRef;
      await call('void', paymentId, () => processor.void(ref, `${paymentId}:void`));
      await db
        .update(payments)
        .set({ status: 'voided', updatedAt: now() })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')));
      log.warn({ paymentId, reason }, 'payment voided');
      return toRecord(await mustFind(paymentId));
    },

    async refund(paymentId: string, amountMinor: number, reason: string): Promise<PaymentRecord> {
      const row = await mustFind(paymentId);
      if (row.status !== 'captured' || !row.processorRef) {
        throw paymentState(`A ${row.status} payment cannot be refunded.`);
      }
      const left = row.amountMinor - row.refundedMinor;
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > left) {
        throw new AppError(
          400,
          'INVALID_REFUND_AMOUNT',
          'The refund must be more than zero and at most what was paid.',
        );
      }
      const ref = row.processorRef;
      // Keyed on what was refunded before: a retry of this refund replays it, a later one is new.
      const key = `${paymentId}:refund:${row.refundedMinor}:${amountMinor}`;
      await call('refund', paymentId, () => processor.refund(ref, amountMinor, key));
      await db
        .update(payments)
        .set({
          refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}`,
          status: sql`case when ${payments.refundedMinor} + ${amountMinor} >= ${payments.amountMinor} then 'refunded' else 'captured' end`,
          updatedAt: now(),
        })
        .where(and(eq(payments.id, paymentId), eq(payments.refundedMinor, row.refundedMinor)));
      log.warn({ paymentId, amountMinor, reason }, 'payment refunded');
      return toRecord(await mustFind(paymentId));
    },

    async get(paymentId: string): Promise<PaymentRecord | null> {
      const row = await find(paymentId);
      return row ? toRecord(row) : null;
    },

    async forBooking(bookingId: string): Promise<PaymentRecord[]> {
      if (!UUID.test(bookingId)) return [];
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.createdAt));
      return rows.map(toRecord);
    },

    /** Releases holds that never became a booking (R2). Returns how many were voided. */
    async voidAbandoned(olderThanMs: number = ABANDONED_AFTER_MS): Promise<number> {
      const cutoff = new Date(now().getTime() - olderThanMs);
      const stale = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'authorized'), isNull(payments.bookingId), lt(payments.createdAt, cutoff)));
      let voided = 0;
      for (const row of stale) {
        // Taken first, so a booking cannot claim the hold while it is being released.
        const [taken] = await db
          .update(payments)
          .set({ status: 'voided', updatedAt: now() })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'authorized'), isNull(payments.bookingId)))
          .returning();
        if (!taken?.processorRef) continue;
        try {
          await processor.void(taken.processorRef, `${row.id}:void`);
          voided++;
        } catch (error) {
          // Given back, so the next sweep tries again.
          await db
            .update(payments)
            .set({ status: 'authorized', updatedAt: now() })
            .where(and(eq(payments.id, row.id), eq(payments.status, 'voided')));
          log.error(
            { paymentId: row.id, err: { message: error instanceof Error ? error.message : String(error) } },
            'could not void an abandoned payment',
          );
        }
      }
      return voided;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

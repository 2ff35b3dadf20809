import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../errors';
import { MAX_AMOUNT_MINOR } from '../../providers/payments/test-processor';
import {
  CardError,
  ProcessorError,
  RawCardRefused,
  TokenError,
  type CardProcessor,
  type TokenOwner,
  type TokenPreview,
} from '../../providers/payments/types';
import {
  authenticationRequired,
  cardDetailsRefused,
  failureCode,
  paymentAlreadyUsed,
  paymentAmountMismatch,
  paymentFailed,
  paymentNotFound,
  paymentState,
  providerFailed,
  travellerMessage,
} from './errors';
import { refusedRow, unknownRow, type AuthorizedPayment, type AuthorizeRequest } from './attempt';
import { voidAbandoned } from './abandoned';
import { paymentIdFor, toRecord, type PaymentRecord } from './record';

export type { PaymentRecord, PaymentStatus } from './record';
export type { AuthorizeRequest, AuthorizedPayment } from './attempt';

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

  /** Records a refused attempt, with nothing of the card beyond what R4 allows, and answers the 402. */
  async function refused(input: AuthorizeRequest, error: CardError): Promise<AppError> {
    const row = refusedRow(processor.name, input, error);
    await db.insert(payments).values(row);
    return paymentFailed(row.failureMessage);
  }

  /** R23: no answer from the processor; it may have held money. The sweep asks again (unknown.ts). */
  async function recordUnknown(input: AuthorizeRequest): Promise<void> {
    await db.insert(payments).values(unknownRow(processor.name, input)).onConflictDoNothing();
  }

  /** A processor's refusal of a token or a raw card, or its failure, as an answer the client understands. */
  function asAnswer(error: unknown, what: string): unknown {
    if (error instanceof TokenError) return new AppError(400, 'PAYMENT_TOKEN_INVALID', error.message);
    if (error instanceof RawCardRefused) return cardDetailsRefused();
    if (error instanceof ProcessorError || error instanceof CardError) {
      log.error({ err: { name: error.name, message: error.message } }, what);
      return providerFailed();
    }
    return error;
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
    /** A browser's card token as the processor describes it (R23): unusable ones are a 400. */
    async previewToken(token: string, owner: TokenOwner): Promise<TokenPreview> {
      try {
        return await processor.previewToken(token, owner);
      } catch (error) {
        throw asAnswer(error, 'card token look-up failed');
      }
    },

    async authorize(input: AuthorizeRequest): Promise<AuthorizedPayment> {
      checkInput(input.amountMinor, input.currency);
      let auth;
      try {
        // The token was previewed by the caller, which checked it belongs to this browser.
        const source = input.card ? { card: input.card } : { token: input.token ?? '' };
        auth = await processor.authorize({
          amountMinor: input.amountMinor,
          currency: input.currency,
          ...source,
          idempotencyKey: input.idempotencyKey,
          ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
          ...(input.metadata ? { metadata: input.metadata } : {}),
        });
      } catch (error) {
        if (error instanceof CardError) throw await refused(input, error);
        if (error instanceof ProcessorError && input.token) await recordUnknown(input);
        throw asAnswer(error, 'card authorisation failed');
      }
      const id = paymentIdFor(processor.name, auth.ref);
      if (auth.status === 'requires_action' && input.card) {
        // A program that sent the card itself has no browser to authenticate in: nothing is held; say so.
        await call('void', id, () => processor.void(auth.ref, `${id}:void`));
        throw await refused(
          input,
          new CardError('card_declined', 'Authentication required', 'authentication_required'),
        );
      }
      await db
        .insert(payments)
        .values({
          id,
          bookingId: input.bookingId ?? null,
          processor: processor.name,
          processorRef: auth.ref,
          status: auth.status === 'requires_action' ? 'requires_action' : 'authorized',
          sourceToken: input.token ?? null,
          amountMinor: auth.amountMinor,
          currency: auth.currency,
          cardBrand: auth.card.brand,
          cardLast4: auth.card.last4,
          cardExpMonth: auth.card.expMonth,
          cardExpYear: auth.card.expYear,
          visitor: input.visitor ?? null,
        })
        .onConflictDoNothing();
      const record = toRecord(await mustFind(id));
      return auth.clientSecret && record.status === 'requires_action'
        ? { ...record, clientSecret: auth.clientSecret }
        : record;
    },

    /**
     * R23: after the traveller's 3-D Secure check, the payment is read again at the processor; only
     * money now held goes on to a booking. A failed check is a 402 the traveller can act on.
     */
    async confirmAuthentication(paymentId: string, visitor: string | null): Promise<PaymentRecord> {
      const row = await find(paymentId);
      if (!row || !isOwnedBy(row, visitor)) throw paymentNotFound();
      if (row.status !== 'requires_action' || !row.processorRef) return toRecord(row);
      const ref = row.processorRef;
      const state = await call('look-up', paymentId, () => processor.retrieve(ref));
      const move = (set: Partial<typeof payments.$inferInsert>) =>
        db
          .update(payments)
          .set({ ...set, updatedAt: now() })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'requires_action')));
      switch (state.status) {
        case 'requires_capture':
          await move({ status: 'authorized' });
          return toRecord(await mustFind(paymentId));
        case 'requires_action':
          throw authenticationRequired();
        case 'failed': {
          const message = travellerMessage(state.error);
          await move({ status: 'failed', failureCode: failureCode(state.error), failureMessage: message });
          throw paymentFailed(message);
        }
        default:
          await move({ status: state.status === 'canceled' ? 'voided' : 'captured' });
          throw paymentAlreadyUsed();
      }
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
      const metadata = row.bookingId ? { booking: row.bookingId } : undefined;
      await call('capture', paymentId, () => processor.capture(ref, row.amountMinor, `${paymentId}:capture`, metadata));
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
      // One key per payment, so a request retried replays its own void; the sweeps retry a failed
      // void under keys of their own (abandoned.ts, unused-holds.ts), as the processor replays failures too.
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

    /**
     * Releases holds that never became a booking (R2), payments whose traveller never finished
     * their bank's check (R23), and authorisations a booking no longer uses (R55). Returns how many
     * were voided.
     */
    voidAbandoned(olderThanMs: number = ABANDONED_AFTER_MS): Promise<number> {
      return voidAbandoned({ db, processor, log, now }, olderThanMs);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

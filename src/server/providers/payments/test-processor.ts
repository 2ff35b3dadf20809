import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testProcessorPayments } from '../../db/schema';
import { cardSummary, checkTestCard } from './test-cards';
import { refundOnce } from './test-processor-refunds';
import { CardError, ProcessorError, type Authorization, type AuthorizeInput, type CardProcessor } from './types';

/*
 * The built-in card processor (R3): test mode behaves like a real processor. Its ledger
 * is a table, so a hold made by one process can be captured by another, after a restart too.
 */

/** The largest amount a processor accepts (Stripe's limit: eight digits of minor units). */
export const MAX_AMOUNT_MINOR = 99_999_999;

export function checkAmount(amountMinor: number, currency: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > MAX_AMOUNT_MINOR) {
    throw new CardError('amount_invalid', 'The amount to pay is not valid.');
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new CardError('currency_unsupported', 'This currency cannot be charged.');
  }
}

export function createTestProcessor(db: Db, now: () => Date = () => new Date()): CardProcessor {
  const byRef = async (ref: string) => {
    const [row] = await db.select().from(testProcessorPayments).where(eq(testProcessorPayments.id, ref));
    if (!row) throw new ProcessorError(`No such authorisation: ${ref}`);
    return row;
  };

  return {
    name: 'test',

    async authorize(input: AuthorizeInput): Promise<Authorization> {
      checkAmount(input.amountMinor, input.currency);
      checkTestCard(input.card, now());
      const card = cardSummary(input.card);
      // The unique key decides: a repeated or concurrent call gets the first authorisation.
      await db
        .insert(testProcessorPayments)
        .values({
          id: `tp_${randomUUID()}`,
          idempotencyKey: input.idempotencyKey,
          status: 'authorized',
          amountMinor: input.amountMinor,
          currency: input.currency,
          cardBrand: card.brand,
          cardLast4: card.last4,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(testProcessorPayments)
        .where(eq(testProcessorPayments.idempotencyKey, input.idempotencyKey));
      if (!row) throw new ProcessorError('The authorisation was not recorded');
      if (row.amountMinor !== input.amountMinor || row.currency !== input.currency || row.cardLast4 !== card.last4) {
        throw new ProcessorError('Keys for idempotent requests can only be used with the same parameters.');
      }
      return { ref: row.id, amountMinor: row.amountMinor, currency: row.currency, card };
    },

    async capture(ref, amountMinor) {
      const row = await byRef(ref);
      if (row.status === 'captured') return;
      if (row.status !== 'authorized') throw new ProcessorError('Only an uncaptured authorisation can be captured.');
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > row.amountMinor) {
        throw new ProcessorError('The amount to capture exceeds the authorised amount.');
      }
      await db
        .update(testProcessorPayments)
        .set({ status: 'captured', capturedMinor: amountMinor, updatedAt: now() })
        .where(and(eq(testProcessorPayments.id, ref), eq(testProcessorPayments.status, 'authorized')));
      const after = await byRef(ref);
      if (after.status !== 'captured') throw new ProcessorError('The authorisation was voided meanwhile.');
    },

    async void(ref) {
      const row = await byRef(ref);
      if (row.status === 'voided') return;
      if (row.status !== 'authorized') throw new ProcessorError('A captured payment cannot be voided; refund it.');
      await db
        .update(testProcessorPayments)
        .set({ status: 'voided', updatedAt: now() })
        .where(and(eq(testProcessorPayments.id, ref), eq(testProcessorPayments.status, 'authorized')));
      const after = await byRef(ref);
      if (after.status !== 'voided') throw new ProcessorError('The authorisation was captured meanwhile.');
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const refundRef = await refundOnce(db, idempotencyKey, { ref, amountMinor }, async () => {
        const row = await byRef(ref);
        if (row.status !== 'captured') throw new ProcessorError('Only a captured payment can be refunded.');
        if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
          throw new ProcessorError('The refund amount is not valid.');
        }
        const updated = await db
          .update(testProcessorPayments)
          .set({ refundedMinor: sql`${testProcessorPayments.refundedMinor} + ${amountMinor}`, updatedAt: now() })
          .where(
            and(
              eq(testProcessorPayments.id, ref),
              gte(sql`${testProcessorPayments.capturedMinor} - ${testProcessorPayments.refundedMinor}`, amountMinor),
            ),
          )
          .returning({ id: testProcessorPayments.id });
        if (updated.length === 0) throw new ProcessorError('The refund exceeds what is left of the payment.');
        return `tpre_${randomUUID()}`;
      });
      return { refundRef };
    },
  };
}

import { randomUUID } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testProcessorPayments } from '../../db/schema';
import { cardErrorOf, cardSummary, testCardOutcome } from './test-cards';
import { refundOnce } from './test-processor-refunds';
import {
  AUTHENTICATION_FAILED,
  newClientSecret,
  outcomeOfToken,
  previewTestToken,
  spendTestToken,
} from './test-processor-tokens';
import {
  CardError,
  ProcessorError,
  type Authorization,
  type AuthorizationState,
  type AuthorizeInput,
  type CardProcessor,
} from './types';

/*
 * The built-in card processor (R3): test mode behaves like a real processor. Its ledger
 * is a table, so a hold made by one process can be captured by another, after a restart too.
 */

/** The largest amount a processor accepts (Stripe's limit: eight digits of minor units). */
export const MAX_AMOUNT_MINOR = 99_999_999;

/** Stripe's words for a payment whose authentication failed or was abandoned. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'The provided payment method has failed authentication. Provide a new payment method to attempt to fulfill this PaymentIntent again.';

/** The ledger's states in the processor contract's (Stripe's) words; a failed one also says why. */
const STATE_OF_LEDGER: Record<
  Exclude<(typeof testProcessorPayments.$inferSelect)['status'], 'failed'>,
  Exclude<AuthorizationState['status'], 'failed'>
> = {
  authorized: 'requires_capture',
  captured: 'succeeded',
  voided: 'canceled',
  requires_action: 'requires_action',
};

const authorizationOf = (row: typeof testProcessorPayments.$inferSelect): Authorization => ({
  ref: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  card: { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth ?? 0, expYear: row.cardExpYear ?? 0 },
  status: row.status === 'requires_action' ? 'requires_action' : 'requires_capture',
  ...(row.clientSecret ? { clientSecret: row.clientSecret } : {}),
});

export function checkAmount(amountMinor: number, currency: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || amountMinor > MAX_AMOUNT_MINOR) {
    throw new CardError('amount_invalid', 'The amount to pay is not valid.');
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new CardError('currency_unsupported', 'This currency cannot be charged.');
  }
}

export interface TestProcessorOptions {
  now?: () => Date;
}

export function createTestProcessor(db: Db, options: TestProcessorOptions = {}): CardProcessor {
  const now = options.now ?? (() => new Date());
  const byRef = async (ref: string) => {
    const [row] = await db.select().from(testProcessorPayments).where(eq(testProcessorPayments.id, ref));
    if (!row) throw new ProcessorError(`No such authorisation: ${ref}`);
    return row;
  };
  const byKey = async (key: string) => {
    const [row] = await db.select().from(testProcessorPayments).where(eq(testProcessorPayments.idempotencyKey, key));
    return row;
  };

  /** The first answer to a key, when the same request came before; a different one is refused. */
  const replay = (row: typeof testProcessorPayments.$inferSelect, input: AuthorizeInput, last4?: string) => {
    const same =
      row.amountMinor === input.amountMinor &&
      row.currency === input.currency &&
      (input.token ? row.tokenId === input.token : row.cardLast4 === last4);
    if (!same) throw new ProcessorError('Keys for idempotent requests can only be used with the same parameters.');
    return authorizationOf(row);
  };

  return {
    name: 'test',

    previewToken: (token, owner) => previewTestToken(db, token, owner, now()),

    async authorize(input: AuthorizeInput): Promise<Authorization> {
      checkAmount(input.amountMinor, input.currency);
      const earlier = await byKey(input.idempotencyKey);
      if (earlier) return replay(earlier, input, input.card?.number.slice(-4));
      const { card, outcome } = input.card
        ? { card: cardSummary(input.card), outcome: testCardOutcome(input.card, now()) }
        : await spendTestToken(db, input.token, now());
      if (outcome.failure && !outcome.authenticate) throw cardErrorOf(outcome.failure);
      const id = `tp_${randomUUID()}`;
      // The unique key decides: a concurrent call with the same key gets the first authorisation.
      await db
        .insert(testProcessorPayments)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          status: outcome.authenticate ? 'requires_action' : 'authorized',
          amountMinor: input.amountMinor,
          currency: input.currency,
          cardBrand: card.brand,
          cardLast4: card.last4,
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
          tokenId: input.token ?? null,
          clientSecret: outcome.authenticate ? newClientSecret(id) : null,
        })
        .onConflictDoNothing();
      const row = await byKey(input.idempotencyKey);
      if (!row) throw new ProcessorError('The authorisation was not recorded');
      return replay(row, input, card.last4);
    },

    async retrieve(ref): Promise<AuthorizationState> {
      const row = await byRef(ref);
      if (row.status !== 'failed') return { status: STATE_OF_LEDGER[row.status] };
      const failure = (await outcomeOfToken(db, row.tokenId))?.failure;
      if (row.failureCode !== AUTHENTICATION_FAILED && failure)
        return { status: 'failed', error: cardErrorOf(failure) };
      return { status: 'failed', error: new CardError(AUTHENTICATION_FAILED, AUTHENTICATION_FAILED_MESSAGE) };
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
      // A payment that failed its authentication holds nothing: there is nothing to release.
      if (row.status === 'voided' || row.status === 'failed') return;
      if (row.status === 'captured') throw new ProcessorError('A captured payment cannot be voided; refund it.');
      await db
        .update(testProcessorPayments)
        .set({ status: 'voided', updatedAt: now() })
        .where(and(eq(testProcessorPayments.id, ref), eq(testProcessorPayments.status, row.status)));
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

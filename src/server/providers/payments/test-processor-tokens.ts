import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testProcessorPayments, testProcessorTokens } from '../../db/schema';
import { cardSummary, testCardOutcome, type TestCardOutcome } from './test-cards';
import { TokenError, type CardInput, type CardSummary, type TokenOwner, type TokenPreview } from './types';

/*
 * The built-in processor's card tokens and its 3-D Secure page (R23), so that the test processor
 * is paid the way Stripe is: the browser exchanges the card for a token at the processor, the
 * booking pays with the token, and a card whose bank asks for authentication waits for the
 * traveller to pass it. Nothing of the number is kept but what R4 allows and a keyed fingerprint.
 */

/** How long a token can pay: long enough to finish the payment step, short enough to be worthless later. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

const randomPart = () => randomBytes(18).toString('base64url');

export interface TestToken {
  id: string;
  card: CardSummary;
}

/** The card as a one-time token for this browser (visitor), or for a program without cookies (null). */
export async function createTestToken(
  db: Db,
  input: { card: CardInput; visitor: string | null; brandId?: string; fingerprintSecret: string; now?: Date },
): Promise<TestToken> {
  const now = input.now ?? new Date();
  const card = cardSummary(input.card);
  const [row] = await db
    .insert(testProcessorTokens)
    .values({
      id: `tptok_${randomPart()}`,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      fingerprint: createHmac('sha256', input.fingerprintSecret).update(`tp:${input.card.number}`).digest('base64url'),
      outcome: testCardOutcome(input.card, now),
      visitor: input.visitor,
      brandId: input.brandId ?? null,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    })
    .returning();
  if (!row) throw new Error('The token was not recorded');
  return { id: row.id, card };
}

const TOKEN_UNUSABLE = 'This card token is unknown, expired or already used. Please enter your card again.';

type TokenRow = typeof testProcessorTokens.$inferSelect;

const summaryOf = (row: TokenRow): CardSummary => ({
  brand: row.cardBrand,
  last4: row.cardLast4,
  expMonth: row.cardExpMonth,
  expYear: row.cardExpYear,
});

/** A token this browser may pay with now, as the processor describes it; anything else is a TokenError. */
export async function previewTestToken(db: Db, id: string, owner: TokenOwner, now: Date): Promise<TokenPreview> {
  const [row] = await db.select().from(testProcessorTokens).where(eq(testProcessorTokens.id, id));
  // Another browser's or brand's token does not exist for this one (as payments do not, R36).
  const otherVisitor = row?.visitor != null && row.visitor !== owner.visitor;
  const otherBrand = row?.brandId != null && owner.brandId !== undefined && row.brandId !== owner.brandId;
  if (!row || row.usedAt || row.expiresAt <= now || otherVisitor || otherBrand) {
    throw new TokenError(TOKEN_UNUSABLE);
  }
  return { card: summaryOf(row), fingerprint: row.fingerprint };
}

/** Marks a token used, once: two payments racing with one token have one winner. */
export async function spendTestToken(
  db: Db,
  id: string,
  now: Date,
): Promise<{ card: CardSummary; outcome: TestCardOutcome }> {
  const [row] = await db
    .update(testProcessorTokens)
    .set({ usedAt: now })
    .where(
      and(eq(testProcessorTokens.id, id), isNull(testProcessorTokens.usedAt), gt(testProcessorTokens.expiresAt, now)),
    )
    .returning();
  if (!row) throw new TokenError(TOKEN_UNUSABLE);
  return { card: summaryOf(row), outcome: row.outcome as TestCardOutcome };
}

/** What a token's card does after authentication, for a payment made with it. */
export async function outcomeOfToken(db: Db, id: string | null): Promise<TestCardOutcome | null> {
  if (!id) return null;
  const [row] = await db.select().from(testProcessorTokens).where(eq(testProcessorTokens.id, id));
  return row ? (row.outcome as TestCardOutcome) : null;
}

export const newClientSecret = (paymentId: string) => `${paymentId}_secret_${randomPart()}`;

/** Stripe's code for a traveller who failed or abandoned their bank's authentication. */
export const AUTHENTICATION_FAILED = 'payment_intent_authentication_failure';

/**
 * The built-in processor's 3-D Secure page: the traveller passes or fails their bank's check for
 * the payment that clientSecret belongs to. Passing authorises the hold (or declines it, for a card
 * that is declined after authentication); failing leaves nothing held. Returns the payment's state,
 * or null when the secret names no payment waiting for authentication.
 */
export async function authenticateTestPayment(
  db: Db,
  clientSecret: string,
  passed: boolean,
  now: Date = new Date(),
): Promise<'authorized' | 'failed' | null> {
  const [row] = await db
    .select()
    .from(testProcessorPayments)
    .where(
      and(eq(testProcessorPayments.clientSecret, clientSecret), eq(testProcessorPayments.status, 'requires_action')),
    );
  if (!row) return null;
  const failure = passed ? (await outcomeOfToken(db, row.tokenId))?.failure : undefined;
  const failureCode = passed ? (failure ? (failure.declineCode ?? failure.code) : null) : AUTHENTICATION_FAILED;
  const status = failureCode ? 'failed' : 'authorized';
  const [updated] = await db
    .update(testProcessorPayments)
    .set({ status, failureCode, updatedAt: now })
    .where(and(eq(testProcessorPayments.id, row.id), eq(testProcessorPayments.status, 'requires_action')))
    .returning({ status: testProcessorPayments.status });
  return updated ? status : null;
}

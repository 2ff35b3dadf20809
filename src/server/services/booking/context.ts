import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withProviderTimeout } from '../../providers/flights/bounded';
import { FlightProviderError, type FlightProvider } from '../../providers/flights/types';
import type { Mailer } from '../email';
import type { BrandCatalog, ResolvedBrand } from '../brands';
import type { FlightsService } from '../flights';
import type { JobQueue } from '../jobs';
import type { PasswordHasher } from '../accounts';
import { isOwnedBy } from '../payments';
import { recordStep, type StepChange } from './store';
import type { AfterStep, BookingPayments, BookingRow, BookingStep } from './types';
import type { AccountsService, SiteOfRequest } from '../accounts';

/** The brand a booking is sold under: its markup prices the offer, its name signs the e-mails. */
export type BookingBrand = Pick<ResolvedBrand, 'id' | 'name' | 'markupBasisPoints'>;

/** Everything the booking service works with; built once in app.ts, swapped in tests. */
export interface BookingContext {
  db: Db;
  flights: Pick<FlightsService, 'quoteForBooking'>;
  provider: FlightProvider;
  /** The provider a booking's order was made with, by the name recorded on it (see orderProvider). */
  providerNamed?: ((name: string) => FlightProvider | null) | undefined;
  payments: BookingPayments;
  mailer: Pick<Mailer, 'send'>;
  /** app.auth.hasher: accounts made at booking hash like every other. */
  hasher: () => PasswordHasher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The brand of requests that name none (scripts, tests); a request's own brand replaces it. */
  brand: BookingBrand;
  /** The brands, for a booking sold under another brand than the context's (its e-mails, its name). */
  brands: Pick<BrandCatalog, 'find'>;
  /** Where the account e-mail sends people to sign in. */
  signInUrl: string;
  /** The site a request came through, for links in its e-mails; the configured one in recovery. */
  site: SiteOfRequest;
  /** R30: the confirmation link for an address whose account a booking waits for. */
  accounts: Pick<AccountsService, 'sendEmailVerification'>;
  now: () => Date;
  /** The sign-in clock (app.auth.clock), for the session of an account made at booking. */
  sessionClock: () => Date;
  /** Keys the stored hash of a request body, so a retried Idempotency-Key is checked without keeping the body. */
  requestHashSecret: string;
  /** Test hook: runs after each durable step; a SimulatedCrash thrown here stands for the process dying. */
  afterStep?: AfterStep | undefined;
  /** Longest wait for one airline call inside a booking; BOOKING_PROVIDER_TIMEOUT_MS unless a test sets it. */
  providerTimeoutMs?: number | undefined;
  /** How long a request waits for an accepted order to be confirmed; ORDER_CONFIRM_WAIT_MS unless a test sets it. */
  orderConfirmWaitMs?: number | undefined;
  /** The job queue (app.jobs), for work that waits: a hold's expiry and reminders (R55), the airline's cancellations (R57). */
  jobs?: Pick<JobQueue, 'enqueue'> | undefined;
  /** How long an airline's cancellation waits before it is acted on; AIRLINE_CANCELLATION_SETTLE_MS unless a test sets it. */
  airlineCancellationSettleMs?: number | undefined;
}

/**
 * Above Duffel's own order timeout (130 s), so a real provider's answer or TIMEOUT always comes
 * first; this bound is for a provider that never answers at all, which would otherwise hold the
 * traveller's request, and the money, for ever.
 */
export const BOOKING_PROVIDER_TIMEOUT_MS = 150_000;

/** One airline call within the booking's bound; past it the call is aborted and fails with TIMEOUT. */
export function askAirline<T>(
  ctx: Pick<BookingContext, 'providerTimeoutMs'>,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeoutMs = ctx.providerTimeoutMs ?? BOOKING_PROVIDER_TIMEOUT_MS;
  return withProviderTimeout(timeoutMs, `The airline did not answer ${what} in ${timeoutMs} ms`, work);
}

/**
 * Where a booking's order is placed, found, cancelled: the provider that priced it, recorded on
 * the row, not whichever one the site's mode picks now (an admin may have switched since).
 */
export function orderProvider(ctx: BookingContext, row: Pick<BookingRow, 'provider'>): FlightProvider {
  if (!ctx.providerNamed) return ctx.provider;
  const provider = ctx.providerNamed(row.provider);
  if (!provider) throw new FlightProviderError('UNAVAILABLE', `The ${row.provider} flight provider is not configured`);
  return provider;
}

/** Cancels an order at the airline at what it quotes now: an order no traveller keeps (a failed booking, a released hold). */
export async function cancelAtAirline(
  ctx: BookingContext,
  row: Pick<BookingRow, 'provider'>,
  orderId: string,
): Promise<void> {
  const provider = orderProvider(ctx, row);
  const quote = await askAirline(ctx, 'a cancellation quote', (signal) => provider.quoteCancellation(orderId, signal));
  await askAirline(ctx, 'a cancellation', (signal) => provider.confirmCancellation(quote.id, signal));
}

/** The context speaking for the brand a booking was sold under (its e-mails, its name). */
export async function contextForBrand(ctx: BookingContext, brandId: string): Promise<BookingContext> {
  if (brandId === ctx.brand.id) return ctx;
  const found = await ctx.brands.find(brandId);
  return found ? { ...ctx, brand: found } : ctx;
}

export interface FlowOptions {
  /** Finishing after a restart: no session, no password on screen, no blind order. */
  recovering: boolean;
}

/** Records one durable step, then gives a test the chance to "kill the process" right after it. */
export async function step(
  ctx: BookingContext,
  row: BookingRow,
  name: BookingStep,
  change: Omit<StepChange, 'step'> = {},
): Promise<BookingRow> {
  const next = await recordStep(ctx.db, row, { expect: row.status, ...change, step: name });
  await ctx.afterStep?.(name, row.id);
  return next;
}

/**
 * A card authorised in the browser (process-card) for a request that was refused before using it
 * is let go at once, so no money stays held for nothing.
 */
export async function releaseUnclaimed(
  ctx: BookingContext,
  paymentId: string | undefined,
  visitor: string | null,
  reason: string,
): Promise<void> {
  if (!paymentId) return;
  try {
    let payment = await ctx.payments.get(paymentId);
    // R36: only the browser that made an authorisation may release it; someone else's is not theirs to void.
    if (payment === null || !isOwnedBy(payment, visitor) || payment.bookingId !== null) return;
    // R23: a card that passed its bank's check in the browser holds money now (Stripe's PaymentIntent
    // requires capture) though our record still says it waits: read it again, so it is let go too.
    if (payment.status === 'requires_action') payment = await ctx.payments.confirmAuthentication(paymentId, visitor);
    if (payment.status === 'authorized') await ctx.payments.void(paymentId, reason);
  } catch (error) {
    ctx.log.warn({ paymentId, err: error }, 'could not release a refused payment');
  }
}

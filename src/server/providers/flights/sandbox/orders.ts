import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Offer } from '../../../../shared/schemas/flights';
import type { Db } from '../../../db/client';
import { sandboxCancellations, sandboxOrders, settings } from '../../../db/schema';
import { getAirport } from '../../../data/airports';
import { FlightProviderError, type CancellationQuote, type OrderPassenger, type ProviderOrder } from '../types';
import { refundCents } from './fares';
import { CURRENCY, toAmount, toCents } from './money';
import type { BookedService } from './order-rules';
import { localToUtc, MINUTE_MS } from './time';
import { shortHash } from './prng';

/*
 * The sandbox airline's own books, in the database so orders survive a restart and every
 * process sees them: sandbox_orders (one row per order, unique per booking reference so a retry
 * finds the first order) and sandbox_cancellations (quotes, then the confirmed one).
 */

/** A quote can be confirmed for this long. */
export const QUOTE_LIFETIME_MS = 15 * MINUTE_MS;

export interface SandboxOrder extends ProviderOrder {
  /** The booking id the caller gave: a second createOrder with it returns this order. */
  reference: string;
  passengers: OrderPassenger[];
  services: BookedService[];
}

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';
const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomText(length: number, alphabet: string): string {
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

type OrderRow = typeof sandboxOrders.$inferSelect;
type QuoteRow = typeof sandboxCancellations.$inferSelect;

/**
 * One e-ticket per passenger with a seat or on a lap, numbered as airlines do: a 3-digit airline
 * code, then 10 digits, the same every time the order is read.
 */
function ticketsOf(row: OrderRow): SandboxOrder['tickets'] {
  const digits = (text: string, length: number) => {
    let out = '';
    for (let i = 0; out.length < length; i += 1) out += String(parseInt(shortHash(`${text}:${i}`, 6), 36) % 10);
    return out;
  };
  const passengers = row.passengers as unknown as OrderPassenger[];
  return passengers.map((p) => ({
    passengerId: p.offerPassengerId,
    number: `${digits(`airline:${row.id}`, 3)}${digits(`${row.id}:${p.offerPassengerId}`, 10)}`,
  }));
}

function toOrder(row: OrderRow): SandboxOrder {
  // R55: a hold has deadlines; it is awaiting payment until paid, and its tickets wait for the payment.
  const hold = row.paymentRequiredBy !== null;
  const awaitingPayment = hold && row.paidAt === null && row.cancelledAt === null;
  return {
    id: row.id,
    status: 'confirmed',
    bookingReference: row.bookingReference,
    tickets: hold && row.paidAt === null ? [] : ticketsOf(row),
    paymentStatus: {
      awaitingPayment,
      paymentRequiredBy: row.paymentRequiredBy?.toISOString() ?? null,
      priceGuaranteeExpiresAt: row.priceGuaranteeExpiresAt?.toISOString() ?? null,
      paidAt: (hold ? row.paidAt : row.createdAt)?.toISOString() ?? null,
    },
    reference: row.reference,
    totalAmount: toAmount(row.totalAmountMinor),
    totalCurrency: row.currency,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    // Written by createOrder from a built offer; the passengers carry their names.
    offer: row.offer as unknown as Offer,
    passengers: row.passengers as unknown as OrderPassenger[],
    services: row.services as unknown as BookedService[],
  };
}

function toQuote(row: QuoteRow): CancellationQuote {
  return {
    id: row.id,
    orderId: row.orderId,
    refundAmount: toAmount(row.refundAmountMinor),
    refundCurrency: row.currency,
    // The sandbox airline refunds to the payment it took, as most airlines do for a cancelled fare.
    refundTo: 'card',
    expiresAt: row.expiresAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

export async function findOrderByReference(db: Db, reference: string): Promise<SandboxOrder | null> {
  const rows = await db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, reference));
  return rows[0] ? toOrder(rows[0]) : null;
}

export async function loadOrder(db: Db, id: string): Promise<SandboxOrder> {
  const rows = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
  if (!rows[0]) throw new FlightProviderError('OFFER_NOT_FOUND', `No sandbox order ${id}.`);
  return toOrder(rows[0]);
}

export interface NewOrder {
  reference: string;
  offer: Offer;
  passengers: OrderPassenger[];
  services: BookedService[];
  totalCents: number;
  createdAt: Date;
  /** R55: a hold's deadlines; absent for an order paid when made. */
  hold?: { paymentRequiredBy: Date; priceGuaranteeExpiresAt: Date } | undefined;
}

/** Books the order; when another request with the same reference got there first, returns that one. */
export async function insertOrder(db: Db, order: NewOrder): Promise<SandboxOrder> {
  const named: Offer = {
    ...order.offer,
    passengers: order.offer.passengers.map((p) => {
      const person = order.passengers.find((o) => o.offerPassengerId === p.id);
      return { ...p, given_name: person?.givenName, family_name: person?.familyName, born_on: person?.bornOn };
    }),
  };
  const inserted = await db
    .insert(sandboxOrders)
    .values({
      id: `ord_${randomText(22, ALPHANUMERIC)}`,
      bookingReference: randomText(6, PNR_LETTERS),
      reference: order.reference,
      offer: named as unknown as Record<string, unknown>,
      passengers: order.passengers as unknown as Record<string, unknown>[],
      services: order.services,
      totalAmountMinor: order.totalCents,
      currency: CURRENCY,
      createdAt: order.createdAt,
      paymentRequiredBy: order.hold?.paymentRequiredBy ?? null,
      priceGuaranteeExpiresAt: order.hold?.priceGuaranteeExpiresAt ?? null,
    })
    .onConflictDoNothing({ target: sandboxOrders.reference })
    .returning();
  if (inserted[0]) return toOrder(inserted[0]);
  const existing = await findOrderByReference(db, order.reference);
  if (!existing) throw new FlightProviderError('UNAVAILABLE', 'The order could not be stored.');
  return existing;
}

/** The instant the first flight leaves: its local time read in its airport's zone. */
/**
 * R55: records a hold's payment at the total paid, once: false when it was paid, cancelled or
 * released meanwhile (two payments race here, one wins).
 */
export async function markOrderPaid(db: Db, orderId: string, totalCents: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(sandboxOrders)
    .set({ paidAt: now, totalAmountMinor: totalCents })
    .where(and(eq(sandboxOrders.id, orderId), isNull(sandboxOrders.paidAt), isNull(sandboxOrders.cancelledAt)))
    .returning({ id: sandboxOrders.id });
  return rows.length > 0;
}

export function firstDepartureUtc(offer: Offer): number {
  const segment = offer.slices[0]?.segments[0];
  if (!segment) return 0;
  const zone = segment.origin.time_zone ?? getAirport(segment.origin.iata_code)?.time_zone ?? 'UTC';
  return localToUtc(zone, Date.parse(`${segment.departing_at}Z`));
}

export async function createQuote(db: Db, order: SandboxOrder, now: Date): Promise<CancellationQuote> {
  if (order.cancelledAt) throw new FlightProviderError('VALIDATION', `Order ${order.id} is already cancelled.`);
  if (firstDepartureUtc(order.offer) <= now.getTime()) {
    throw new FlightProviderError('VALIDATION', `Order ${order.id} has already departed and cannot be cancelled.`);
  }
  const refund = order.offer.conditions.refund_before_departure;
  const refundable = refund?.allowed ?? false;
  // R55: an unpaid hold cost nothing, so releasing it gives nothing back (Duffel: 0.00, awaiting_payment).
  const unpaid = order.paymentStatus?.awaitingPayment === true;
  const cents = unpaid
    ? 0
    : refundCents({
        refundable,
        penaltyCents: refundable ? toCents(refund?.penalty_amount ?? '0') || 0 : 0,
        baseCents: toCents(order.offer.base_amount),
        taxCents: toCents(order.offer.tax_amount),
        servicesCents: toCents(order.totalAmount) - toCents(order.offer.total_amount),
      });
  const rows = await db
    .insert(sandboxCancellations)
    .values({
      id: `ore_${randomText(22, ALPHANUMERIC)}`,
      orderId: order.id,
      refundAmountMinor: cents,
      currency: order.totalCurrency,
      expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_MS),
      createdAt: now,
    })
    .returning();
  if (!rows[0]) throw new FlightProviderError('UNAVAILABLE', 'The quote could not be stored.');
  return toQuote(rows[0]);
}

/**
 * Confirms a quote and cancels its order, once: confirming a confirmed quote again returns it
 * (a retry after a lost answer); an expired, superseded or competing quote is refused.
 */
export async function confirmQuote(db: Db, quoteId: string, now: Date): Promise<CancellationQuote> {
  const rows = await db.select().from(sandboxCancellations).where(eq(sandboxCancellations.id, quoteId));
  const quote = rows[0];
  if (!quote) throw new FlightProviderError('OFFER_NOT_FOUND', `No cancellation quote ${quoteId}.`);
  if (quote.confirmedAt) return toQuote(quote);
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw new FlightProviderError('OFFER_EXPIRED', 'This cancellation quote has expired; ask for a new one.');
  }
  const latest = await db
    .select({ id: sandboxCancellations.id })
    .from(sandboxCancellations)
    .where(eq(sandboxCancellations.orderId, quote.orderId))
    .orderBy(desc(sandboxCancellations.createdAt), desc(sandboxCancellations.id))
    .limit(1);
  if (latest[0]?.id !== quote.id) {
    throw new FlightProviderError('VALIDATION', 'Only the most recent cancellation quote can be confirmed.');
  }
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(sandboxOrders)
      .set({ cancelledAt: now })
      .where(and(eq(sandboxOrders.id, quote.orderId), isNull(sandboxOrders.cancelledAt)))
      .returning({ id: sandboxOrders.id });
    if (!cancelled[0]) throw new FlightProviderError('VALIDATION', `Order ${quote.orderId} is already cancelled.`);
    const confirmed = await tx
      .update(sandboxCancellations)
      .set({ confirmedAt: now })
      .where(eq(sandboxCancellations.id, quote.id))
      .returning();
    if (!confirmed[0]) throw new FlightProviderError('UNAVAILABLE', 'The cancellation could not be stored.');
    return toQuote(confirmed[0]);
  });
}

/** R57: the airline cancels an order of its own accord (no quote, nothing asked of it); once. */
export async function cancelByAirline(db: Db, orderId: string, now: Date): Promise<boolean> {
  const cancelled = await db
    .update(sandboxOrders)
    .set({ cancelledAt: now })
    .where(and(eq(sandboxOrders.id, orderId), isNull(sandboxOrders.cancelledAt)))
    .returning({ id: sandboxOrders.id });
  return cancelled.length > 0;
}

const REPRICED_PREFIX = 'sandbox.offer_repriced:';

/**
 * Whether the airline has re-priced a price-change scenario offer (its first order did), kept in
 * the database so every process shows the same price. In the settings table: no table of its own
 * for one demo route.
 */
export async function offerRepriced(db: Db, offerId: string): Promise<boolean> {
  const rows = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, `${REPRICED_PREFIX}${offerId}`));
  return rows.length > 0;
}

/** Records the re-pricing; true for the one call that made it (parallel first orders race here). */
export async function markOfferRepriced(db: Db, offerId: string): Promise<boolean> {
  const rows = await db
    .insert(settings)
    .values({ key: `${REPRICED_PREFIX}${offerId}`, value: true })
    .onConflictDoNothing()
    .returning({ key: settings.key });
  return rows.length > 0;
}

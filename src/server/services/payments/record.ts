import { createHash } from 'node:crypto';
import type { payments } from '../../db/schema';

/* What the payments service answers about a payment: the row, with nothing of the card beyond R4. */

export type PaymentStatus = (typeof payments.$inferSelect)['status'];

export interface PaymentRecord {
  id: string;
  bookingId: string | null;
  status: PaymentStatus;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
  processor: string;
  processorRef: string | null;
  /** The browser that made the hold (R36), as plugins/visitor.ts hashes it; null for a program. */
  visitor: string | null;
  card: { brand: string | null; last4: string | null; expMonth: number | null; expYear: number | null };
  /** When the hold was made: processors release an uncaptured hold after some days (R40). */
  createdAt: Date;
}

export function toRecord(row: typeof payments.$inferSelect): PaymentRecord {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    amountMinor: row.amountMinor,
    refundedMinor: row.refundedMinor,
    currency: row.currency,
    processor: row.processor,
    processorRef: row.processorRef,
    visitor: row.visitor,
    card: { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear },
    createdAt: row.createdAt,
  };
}

/** One processor authorisation is one payment row, in every process: the row id is derived from it. */
export function paymentIdFor(processor: string, ref: string): string {
  const hex = createHash('sha256').update(`${processor}:${ref}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

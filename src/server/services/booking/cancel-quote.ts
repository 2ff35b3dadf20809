import { eq, sql } from 'drizzle-orm';
import { formatPrice } from '../../../shared/display';
import { fromMinorUnits, toMinorUnits } from '../../../shared/pricing';
import type { CancellationQuoteResponse } from '../../../shared/schemas/booking';
import { bookings } from '../../db/schema';
import { conflict } from '../../errors';
import type { CancellationQuote, RefundDestination } from '../../providers/flights/types';
import type { BookingContext } from './context';
import { storedRequest } from './store';
import type { BookingRow } from './types';

/*
 * R28: the airline's cancellation quote, shown before anything is cancelled. The quote is kept on
 * the booking (only the latest can be confirmed, as airlines allow), turned into what the
 * traveller gets: our refund to the card in proportion to what was paid, the airline's credits or
 * voucher, or "not known yet".
 */

/** What we keep of the quote the traveller was shown. */
export interface StoredQuote {
  id: string;
  /** The airline's refund, NET, in minor units; null when it has not said. */
  refundNetMinor: number | null;
  refundTo: RefundDestination;
  expiresAt: string;
}

/** paid x (airline refund / airline total), rounded to the minor unit, never more than paid. */
export function proportionalRefund(paidMinor: number, refundNetMinor: number, netTotalMinor: number): number {
  if (netTotalMinor <= 0 || refundNetMinor <= 0) return 0;
  const numerator = BigInt(paidMinor) * BigInt(refundNetMinor);
  const share = Number((2n * numerator + BigInt(netTotalMinor)) / (2n * BigInt(netTotalMinor)));
  return Math.min(paidMinor, share);
}

export function storedQuoteOf(quote: CancellationQuote, currency: string): StoredQuote {
  return {
    id: quote.id,
    refundNetMinor:
      quote.refundAmount === null ? null : toMinorUnits(quote.refundAmount, quote.refundCurrency || currency),
    refundTo: quote.refundTo,
    expiresAt: quote.expiresAt,
  };
}

/** Our refund to the card for a quote: only money that comes back to us goes back to the card. */
export function cardRefundMinor(row: BookingRow, quote: StoredQuote): number {
  if (quote.refundTo !== 'card' || quote.refundNetMinor === null) return 0;
  const netTotal = toMinorUnits(storedRequest(row).netAmount, row.currency);
  return proportionalRefund(row.totalAmountMinor, quote.refundNetMinor, netTotal);
}

export async function keepQuote(ctx: BookingContext, row: BookingRow, quote: StoredQuote): Promise<void> {
  await ctx.db
    .update(bookings)
    .set({
      request: sql`coalesce(${bookings.request}, '{}'::jsonb) || ${JSON.stringify({ cancellationQuote: quote })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(bookings.id, row.id));
}

/** The stored quote the traveller confirms: the latest one, before its expiry. */
export function quoteToConfirm(row: BookingRow, quoteId: string, now: Date): StoredQuote {
  const quote = (storedRequest(row) as { cancellationQuote?: StoredQuote }).cancellationQuote;
  if (!quote || quote.id !== quoteId) {
    throw conflict('This refund quote is not the latest for this booking. Please ask for a new one.', 'QUOTE_UNKNOWN');
  }
  if (Date.parse(quote.expiresAt) <= now.getTime()) {
    throw conflict('This refund quote has expired. Please ask for a new one before cancelling.', 'QUOTE_EXPIRED');
  }
  return quote;
}

/** The quote in the traveller's words, and the answer's shape. */
export function quoteAnswer(row: BookingRow, quote: StoredQuote): CancellationQuoteResponse {
  const currency = row.currency;
  const money = (minor: number) => ({ amount: fromMinorUnits(minor, currency), currency });
  const base = { quoteId: quote.id, expiresAt: quote.expiresAt };
  if (quote.refundNetMinor === null || quote.refundTo === 'unknown') {
    return {
      ...base,
      refund: null,
      refundTo: 'unknown',
      message:
        'The airline has not said yet how much it will refund. If you cancel, we will refund your card once it does.',
    };
  }
  if (quote.refundTo === 'card') {
    const refund = cardRefundMinor(row, quote);
    if (refund === 0) {
      return {
        ...base,
        refund: null,
        refundTo: 'none',
        message: 'This fare is non-refundable: cancelling refunds nothing.',
      };
    }
    const shown = formatPrice(fromMinorUnits(refund, currency), currency);
    return {
      ...base,
      refund: money(refund),
      refundTo: 'card',
      message: `If you cancel, ${shown} is refunded to your card.`,
    };
  }
  // The airline's own credits or voucher, in its (NET) terms: nothing comes back to the card.
  const worth = formatPrice(fromMinorUnits(quote.refundNetMinor, currency), currency);
  const what = quote.refundTo === 'voucher' ? 'a voucher' : 'airline credits';
  return {
    ...base,
    refund: money(quote.refundNetMinor),
    refundTo: quote.refundTo,
    message: `If you cancel, the airline gives you ${what} worth ${worth} instead of a refund to your card.`,
  };
}

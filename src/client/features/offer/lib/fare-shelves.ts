import { formatPrice } from '../../../../shared/display';
import type { FareBrandSummary } from '../../../../shared/schemas/flights';

/*
 * R52: what each fare of a group includes, in words, one line per feature. A feature the fare
 * lacks says "Not included"; one the airline does not state says so: a blank is never an answer.
 */

export const NOT_INCLUDED = 'Not included';
export const NOT_STATED = 'Not stated by the airline';

export interface ShelfLine {
  key: 'cabin' | 'bags' | 'seats' | 'changes' | 'refunds' | 'priority';
  label: string;
  text: string;
  included: boolean | null;
}

type Penalty = FareBrandSummary['refund'];

function penaltyText(penalty: Penalty, free: string): { text: string; included: boolean | null } {
  if (!penalty) return { text: NOT_STATED, included: null };
  if (!penalty.allowed) return { text: NOT_INCLUDED, included: false };
  if (penalty.penalty_amount === null) return { text: 'Included, fee not stated', included: true };
  if (Number(penalty.penalty_amount) === 0) return { text: free, included: true };
  return { text: `For a fee of ${formatPrice(penalty.penalty_amount, penalty.penalty_currency)}`, included: true };
}

function bagsText(count: number | null): { text: string; included: boolean | null } {
  if (count === null) return { text: NOT_STATED, included: null };
  if (count === 0) return { text: NOT_INCLUDED, included: false };
  return { text: count === 1 ? '1 checked bag' : `${count} checked bags`, included: true };
}

const SEATS = {
  free: { text: 'Free seat choice', included: true },
  standard_free: { text: 'Standard seats free, others for a fee', included: true },
  paid: { text: 'Seat choice for a fee', included: false },
} as const;

export function shelfLines(fare: FareBrandSummary): ShelfLine[] {
  const seats = fare.seat_selection ? SEATS[fare.seat_selection] : { text: NOT_STATED, included: null };
  const priority =
    fare.priority_boarding === null
      ? { text: NOT_STATED, included: null }
      : fare.priority_boarding
        ? { text: 'Priority boarding', included: true }
        : { text: NOT_INCLUDED, included: false };
  return [
    { key: 'cabin', label: 'Cabin', text: fare.cabin_marketing_name, included: true },
    { key: 'bags', label: 'Checked bags', ...bagsText(fare.checked_bags) },
    { key: 'seats', label: 'Seat choice', ...seats },
    { key: 'changes', label: 'Changes', ...penaltyText(fare.change, 'Free changes') },
    { key: 'refunds', label: 'Refunds', ...penaltyText(fare.refund, 'Full refund') },
    { key: 'priority', label: 'Priority boarding', ...priority },
  ];
}

/** "+$120.00" / "−$40.00" / "Your fare": each shelf's price against the chosen one. */
export function priceDifference(fare: FareBrandSummary, chosen: FareBrandSummary): string {
  if (fare.offer_id === chosen.offer_id) return 'Selected';
  const cents = Math.round(Number(fare.total_amount) * 100) - Math.round(Number(chosen.total_amount) * 100);
  const amount = formatPrice((Math.abs(cents) / 100).toFixed(2), fare.total_currency);
  return cents === 0 ? 'Same price' : `${cents > 0 ? '+' : '−'}${amount}`;
}

import { formatPrice } from '../../../../shared/display';
import type { Conditions } from '../../../../shared/schemas/flights';

export interface ConditionNote {
  key: 'refund' | 'change';
  allowed: boolean;
  title: string;
  /** The fee, when the airline charges one. */
  detail: string | null;
}

type Penalty = Conditions['refund_before_departure'];

/** 'US$50' for a penalty that costs something; null when free or unknown. */
export function feeOf(penalty: Penalty): string | null {
  if (!penalty?.penalty_amount || Number(penalty.penalty_amount) === 0) return null;
  return formatPrice(penalty.penalty_amount, penalty.penalty_currency);
}

function feeText(penalty: Penalty): string {
  const fee = feeOf(penalty);
  return fee ? `(fee ${fee} per passenger)` : '(no fee)';
}

/** The refundable and changeable notes of the price summary, read from the fare conditions. */
export function conditionNotes(conditions: Conditions): ConditionNote[] {
  return [
    conditions.refundable
      ? { key: 'refund', allowed: true, title: 'Refundable', detail: feeText(conditions.refund_before_departure) }
      : { key: 'refund', allowed: false, title: 'Non-refundable', detail: null },
    conditions.changeable
      ? { key: 'change', allowed: true, title: 'Changes allowed', detail: feeText(conditions.change_before_departure) }
      : { key: 'change', allowed: false, title: 'Changes not allowed', detail: null },
  ];
}

import type { Segment } from '../../../../shared/schemas/flights';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '1 checked bag', 'No checked bags'; '1 carry-on bag', 'No carry-on bag' for the first passenger. */
export function baggageAllowance(segment: Segment): { checked: string; carryOn: string } | null {
  const passenger = segment.passengers[0];
  if (!passenger) return null;
  const count = (type: 'checked' | 'carry_on') =>
    passenger.baggages.filter((b) => b.type === type).reduce((sum, b) => sum + b.quantity, 0);
  const checked = count('checked');
  const carryOn = count('carry_on');
  return {
    checked: checked === 0 ? 'No checked bags' : plural(checked, 'checked bag', 'checked bags'),
    carryOn: carryOn === 0 ? 'No carry-on bag' : plural(carryOn, 'carry-on bag', 'carry-on bags'),
  };
}

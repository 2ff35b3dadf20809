import { Clock, CreditCard } from 'lucide-react';
import { formatHoldDeadline } from '../../../lib/hold-time';
import { cn } from '../../../lib/utils';

export type PayMode = 'pay' | 'hold';

interface HoldChoiceProps {
  /** When the airline would release a hold made now. */
  until: string;
  value: PayMode;
  onChange: (mode: PayMode) => void;
  disabled?: boolean;
}

/** R55: pay now, or hold this price without a card and pay it from My Trips before the deadline. */
export function HoldChoice({ until, value, onChange, disabled }: HoldChoiceProps) {
  const option = (mode: PayMode, title: string, detail: string, Icon: typeof Clock) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
        value === mode ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <input
        type="radio"
        name="pay-mode"
        value={mode}
        checked={value === mode}
        onChange={() => onChange(mode)}
        disabled={disabled}
        className="accent-primary mt-1"
      />
      <Icon className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="grid gap-0.5">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground">{detail}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="grid gap-2" aria-label="When to pay">
      {option('pay', 'Pay now', 'Book and pay by card now.', CreditCard)}
      {option(
        'hold',
        `Hold this price until ${formatHoldDeadline(until)}`,
        'No card needed now and nothing is charged. Pay from My Trips before then, or the airline releases the seats.',
        Clock,
      )}
    </fieldset>
  );
}

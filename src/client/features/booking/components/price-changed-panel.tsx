import { AlertTriangle, Loader2 } from 'lucide-react';
import { formatPrice } from '../../../../shared/display';
import { Button } from '../../../components/ui/button';
import { StepNotice } from './step-notice';

type Money = { amount: string; currency: string };

interface PriceChangedPanelProps {
  /** What the traveller saw and agreed to pay. */
  from: Money;
  /** The total now, from the offer read again. */
  to: Money;
  message: string;
  /** The offer is being read again: the new price is not known yet. */
  checking: boolean;
  onAccept: () => void;
}

/**
 * R39: the airline's price changed before the booking was made. Nothing was charged; the
 * summary and the button now show the new total, and nothing is paid until the traveller accepts
 * it here, with one press.
 */
export function PriceChangedPanel({ from, to, message, checking, onAccept }: PriceChangedPanelProps) {
  const newTotal = formatPrice(to.amount, to.currency);
  return (
    <StepNotice variant="warning" icon={AlertTriangle} title="The price of this trip has changed" message={message}>
      {checking ? (
        <p className="flex items-center gap-2">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Checking the new price…
        </p>
      ) : (
        <>
          {/* The offer read again may not show the change (the read failed, or the airline went back). */}
          {from.amount === to.amount && from.currency === to.currency ? (
            <p>
              The price is now <strong className="text-foreground tabular-nums">{newTotal}</strong> for the whole trip.
            </p>
          ) : (
            <p>
              Was <s>{formatPrice(from.amount, from.currency)}</s>, now{' '}
              <strong className="text-foreground tabular-nums">{newTotal}</strong> for the whole trip.
            </p>
          )}
          <div>
            <Button type="button" size="sm" onClick={onAccept}>
              Accept and pay {newTotal}
            </Button>
          </div>
        </>
      )}
    </StepNotice>
  );
}

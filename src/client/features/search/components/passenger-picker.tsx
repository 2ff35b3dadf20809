import { Users } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { passengerCountLabel } from '../../../../shared/display';
import { Button } from '../../../components/ui/button';
import { passengerTotal } from '../lib/search-form-model';
import { DeferredPopover } from './deferred-popover';
import type { StepperProps } from './passenger-steppers';
import { FieldError, POPOVER_TRIGGER_CLASS } from './field-parts';

// The steppers are drawn only once the popover opens: they come with the popover's code.
const loadSteppers = () => import('./passenger-steppers');
const PassengerSteppers = lazy(async () => ({ default: (await loadSteppers()).PassengerSteppers }));

interface PassengerPickerProps extends StepperProps {
  error?: string | undefined;
}

/** 'N passenger(s)' opening the steppers, as travel sites do, so the form stays one row tall. */
export function PassengerPicker({ counts, onChange, error }: PassengerPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <span id={labelId} className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        Passengers
      </span>
      <DeferredPopover
        open={open}
        onOpenChange={setOpen}
        preload={loadSteppers}
        trigger={
          <button
            id={buttonId}
            type="button"
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={POPOVER_TRIGGER_CLASS}
          >
            <Users className="text-muted-foreground hidden size-4 shrink-0 min-[400px]:block" aria-hidden="true" />
            <span className="truncate">{passengerCountLabel(passengerTotal(counts))}</span>
          </button>
        }
        content={{
          align: 'start',
          sideOffset: 6,
          collisionPadding: 8,
          'aria-label': 'Passengers',
          className: 'bg-popover text-popover-foreground z-50 w-72 rounded-xl border p-4 shadow-xl',
        }}
      >
        <PassengerSteppers counts={counts} onChange={onChange} />
        <p className="text-muted-foreground mt-3 text-xs">
          Up to 9 passengers. Each infant travels on an adult&apos;s lap.
        </p>
        <Button className="mt-3 w-full" onClick={() => setOpen(false)}>
          Done
        </Button>
      </DeferredPopover>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

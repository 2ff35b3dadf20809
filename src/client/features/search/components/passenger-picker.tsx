import { Minus, Plus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { passengerCountLabel } from '../../../../shared/display';
import type { PassengerCounts } from '../../../../shared/schemas/search';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { DeferredPopover } from './deferred-popover';
import { passengerBounds, passengerTotal, stepPassengers, type PassengerKind } from '../lib/search-form-model';

/** Decision 8's one reading of the age bands. */
const ROWS: { kind: PassengerKind; label: string; ages: string; field: keyof PassengerCounts }[] = [
  { kind: 'adults', label: 'Adults', ages: '12+ years', field: 'adultsCount' },
  { kind: 'children', label: 'Children', ages: '2-11 years', field: 'childrenCount' },
  { kind: 'infants', label: 'Infants', ages: 'Under 2 years', field: 'infantsCount' },
];

interface StepperProps {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
}

/** The three +/- steppers, clamped to decision 8's bounds, each button disabled at its bound. */
export function PassengerSteppers({ counts, onChange }: StepperProps) {
  const id = useId();
  const bounds = passengerBounds(counts);
  return (
    <div className="grid gap-3">
      {ROWS.map(({ kind, label, ages, field }) => {
        const value = counts[field];
        const { min, max } = bounds[kind];
        const labelId = `${id}-${kind}`;
        return (
          <div key={kind} role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-4">
            <div>
              <p id={labelId} className="text-sm font-semibold">
                {label}
              </p>
              <p className="text-muted-foreground text-xs">{ages}</p>
            </div>
            <div className="flex items-center gap-3">
              <Button
                variant="outline"
                size="icon"
                className="size-9 rounded-full"
                aria-label={`Decrease ${label.toLowerCase()}`}
                disabled={value <= min}
                onClick={() => onChange(stepPassengers(counts, kind, -1))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output
                aria-live="polite"
                aria-label={`${label}: ${value}`}
                className="w-5 text-center font-semibold tabular-nums"
              >
                {value}
              </output>
              <Button
                variant="outline"
                size="icon"
                className="size-9 rounded-full"
                aria-label={`Increase ${label.toLowerCase()}`}
                disabled={value >= max}
                onClick={() => onChange(stepPassengers(counts, kind, 1))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}

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
        trigger={
          <button
            id={buttonId}
            type="button"
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              'border-input bg-background flex h-12 w-full min-w-0 cursor-pointer items-center gap-2 rounded-lg border px-3 text-left text-[0.9375rem] font-medium shadow-xs sm:text-base',
              'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-hidden',
              'aria-invalid:border-destructive',
            )}
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
      {error && (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </div>
  );
}

import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import type { PassengerCounts } from '../../../../shared/schemas/search';
import { Button } from '../../../components/ui/button';
import { passengerBounds, stepPassengers, type PassengerKind } from '../lib/search-form-model';

/** R8's one reading of the age bands. */
const ROWS: { kind: PassengerKind; label: string; ages: string; field: keyof PassengerCounts }[] = [
  { kind: 'adults', label: 'Adults', ages: '12+ years', field: 'adultsCount' },
  { kind: 'children', label: 'Children', ages: '2-11 years', field: 'childrenCount' },
  { kind: 'infants', label: 'Infants', ages: 'Under 2 years', field: 'infantsCount' },
];

export interface StepperProps {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
}

/** The three +/- steppers, clamped to R8's bounds, each button disabled at its bound. */
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

import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { AGE_LIMITS, type PassengerCounts } from '../../../../shared/schemas/search-rules';
import { Button } from '../../../components/ui/button';
import { SELECT_CLASS } from '../../../components/ui/field';
import { cn } from '../../../lib/utils';
import {
  NO_AGE,
  passengerBounds,
  stepPassengers,
  withAge,
  withYouthCount,
  type PassengerKind,
} from '../lib/search-form-model';

/** R8's one reading of the age bands. */
const ROWS: {
  kind: PassengerKind;
  label: string;
  ages: string;
  field: 'adultsCount' | 'childrenCount' | 'infantsCount';
}[] = [
  { kind: 'adults', label: 'Adults', ages: '12+ years', field: 'adultsCount' },
  { kind: 'children', label: 'Children', ages: '2-11 years', field: 'childrenCount' },
  { kind: 'infants', label: 'Infants', ages: 'Under 2 years', field: 'infantsCount' },
];

const band = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const CHILD_AGES = band(AGE_LIMITS.child);
const YOUTH_AGES = band(AGE_LIMITS.youth);

export interface StepperProps {
  counts: PassengerCounts;
  onChange: (counts: PassengerCounts) => void;
}

/**
 * The three +/- steppers, clamped to R8's bounds, each button disabled at its bound; under the
 * children and infants, one age per person (R26: airlines price and check the fare by age, on the
 * day of the last flight), as Skyscanner and Google Flights ask.
 */
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
          <div key={kind} className="grid gap-2">
            <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-4">
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
            {kind === 'adults' && <YouthCount counts={counts} onChange={onChange} />}
            {kind === 'adults' && <AgeSelects kind="youth" counts={counts} onChange={onChange} />}
            {kind === 'children' && <AgeSelects kind="child" counts={counts} onChange={onChange} />}
            {kind === 'infants' && <AgeSelects kind="infant" counts={counts} onChange={onChange} />}
          </div>
        );
      })}
      {counts.childrenCount + counts.infantsCount + (counts.youthAges?.length ?? 0) > 0 && (
        <p className="text-muted-foreground text-xs">Ages on the day of the last flight: airlines price by age.</p>
      )}
    </div>
  );
}

/**
 * R58: how many of the adults are aged 12-17. Airlines (Duffel) take an adult without an age as 18
 * or over, so each younger one is searched with their age, chosen below.
 */
function YouthCount({ counts, onChange }: StepperProps) {
  const id = useId();
  const youths = counts.youthAges?.length ?? 0;
  return (
    <div className="flex items-center justify-between gap-4 pl-3">
      <label htmlFor={id} className="text-muted-foreground text-xs font-medium">
        of whom aged 12-17
      </label>
      <select
        id={id}
        className={cn(SELECT_CLASS, 'h-9 w-20')}
        value={youths}
        onChange={(event) => onChange(withYouthCount(counts, Number(event.target.value)))}
      >
        {Array.from({ length: counts.adultsCount + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

const AGE_SELECTS = {
  youth: { name: 'Youth', options: YOUTH_AGES },
  child: { name: 'Child', options: CHILD_AGES },
  infant: { name: 'Infant', options: null },
} as const;

function AgeSelects({ kind, counts, onChange }: StepperProps & { kind: 'youth' | 'child' | 'infant' }) {
  const count =
    kind === 'youth' ? (counts.youthAges?.length ?? 0) : kind === 'child' ? counts.childrenCount : counts.infantsCount;
  const ages = (kind === 'youth' ? counts.youthAges : kind === 'child' ? counts.childAges : counts.infantAges) ?? [];
  const { name: kindName, options } = AGE_SELECTS[kind];
  if (count === 0) return null;
  return (
    <div className="grid grid-cols-2 gap-2">
      {Array.from({ length: count }, (_, index) => {
        const age = ages[index] ?? NO_AGE;
        const name = `${kindName} ${index + 1}`;
        return (
          <label key={index} className="grid gap-1 text-xs font-medium">
            {`${name}'s age`}
            <select
              className={cn(SELECT_CLASS, 'h-9', age === NO_AGE && 'text-muted-foreground')}
              value={age}
              onChange={(event) => onChange(withAge(counts, kind, index, Number(event.target.value)))}
            >
              <option value={NO_AGE} disabled>
                Age
              </option>
              {options ? (
                options.map((option) => (
                  <option key={option} value={option}>
                    {option} years
                  </option>
                ))
              ) : (
                <>
                  <option value={0}>Under 1</option>
                  <option value={1}>1 year</option>
                </>
              )}
            </select>
          </label>
        );
      })}
    </div>
  );
}

import { Users } from 'lucide-react';
import { lazy, useState } from 'react';
import { passengerCountLabel } from '../../../../shared/display';
import { Button } from '../../../components/ui/button';
import { passengerTotal } from '../lib/search-form-model';
import type { StepperProps } from './passenger-steppers';
import { PopoverField } from './popover-field';

// The steppers are drawn only once the popover opens: they come with the popover's code.
const loadSteppers = () => import('./passenger-steppers');
const PassengerSteppers = lazy(async () => ({ default: (await loadSteppers()).PassengerSteppers }));

interface PassengerPickerProps extends StepperProps {
  error?: string | undefined;
}

/** 'N passenger(s)' opening the steppers, as travel sites do, so the form stays one row tall. */
export function PassengerPicker({ counts, onChange, error }: PassengerPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <PopoverField
      label="Passengers"
      icon={Users}
      shown={<span className="truncate">{passengerCountLabel(passengerTotal(counts))}</span>}
      error={error}
      open={open}
      onOpenChange={setOpen}
      preload={loadSteppers}
      content={{
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
    </PopoverField>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cabinLabel } from '../../../../shared/display';
import type { CabinClass } from '../../../../shared/schemas/flights';
import { CABIN_CLASSES } from '../../../../shared/schemas/search-rules';
import { Options } from '../../../components/ui/field';
import { cn } from '../../../lib/utils';
import { FieldError } from './field-parts';

interface CabinSelectProps {
  value: CabinClass;
  onChange: (cabin: CabinClass) => void;
  error?: string | undefined;
}

/**
 * The cabin, with the form's labels (R21: Economy, Premium, Business, First). A native
 * select: four fixed choices, the phone's own picker, and no script to download for it.
 */
export function CabinSelect({ value, onChange, error }: CabinSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        Cabin
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as CabinClass)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'border-input bg-background text-foreground h-12 w-full cursor-pointer appearance-none rounded-lg border pr-9 pl-3 text-base font-medium shadow-xs',
            'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-hidden',
            'aria-invalid:border-destructive',
          )}
        >
          <Options values={CABIN_CLASSES} label={(cabin) => cabinLabel(cabin, 'form')} />
        </select>
        <ChevronDown
          className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
          aria-hidden="true"
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

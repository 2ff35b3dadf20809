import { CalendarDays } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import { formatFieldDate } from '../../../../shared/display';
import { cn } from '../../../lib/utils';
import { DeferredPopover } from './deferred-popover';
import { FieldError, POPOVER_TRIGGER_CLASS } from './field-parts';

// The calendar is drawn only once the popover opens: it comes with the popover's code.
const loadCalendar = () => import('./calendar');
const Calendar = lazy(async () => ({ default: (await loadCalendar()).Calendar }));

interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd or ''. */
  value: string;
  min: string;
  onChange: (iso: string) => void;
  disabled?: boolean;
  /** Shown in place of a date when there is none. */
  placeholder: string;
  error?: string | undefined;
}

/** A date shown 'MMM dd, yyyy' (J2) that opens a calendar; the value stays yyyy-MM-dd. */
export function DateField({ label, value, min, onChange, disabled, placeholder, error }: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <span id={labelId} className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        {label}
      </span>
      <DeferredPopover
        open={open && !disabled}
        onOpenChange={setOpen}
        preload={loadCalendar}
        trigger={
          <button
            id={buttonId}
            type="button"
            disabled={disabled}
            aria-labelledby={`${labelId} ${buttonId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              POPOVER_TRIGGER_CLASS,
              'transition-colors disabled:bg-muted disabled:cursor-not-allowed disabled:opacity-70',
            )}
          >
            <CalendarDays
              className="text-muted-foreground hidden size-4 shrink-0 min-[400px]:block"
              aria-hidden="true"
            />
            <span className={cn('truncate', !value && 'text-muted-foreground font-normal')}>
              {value ? formatFieldDate(value) : placeholder}
            </span>
          </button>
        }
        content={{
          align: 'start',
          sideOffset: 6,
          collisionPadding: 8,
          'aria-label': `Choose ${label.toLowerCase()}`,
          // The calendar puts focus on the chosen day itself.
          onOpenAutoFocus: (event) => event.preventDefault(),
          className: 'bg-popover text-popover-foreground z-50 rounded-xl border shadow-xl',
        }}
      >
        <Calendar
          value={value}
          min={min}
          autoFocus
          onSelect={(iso) => {
            onChange(iso);
            setOpen(false);
          }}
        />
      </DeferredPopover>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

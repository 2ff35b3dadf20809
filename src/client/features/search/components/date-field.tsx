import { CalendarDays } from 'lucide-react';
import { lazy, useState } from 'react';
import { formatFieldDate } from '../../../../shared/display';
import { cn } from '../../../lib/utils';
import { PopoverField } from './popover-field';

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
  const [open, setOpen] = useState(false);
  return (
    <PopoverField
      label={label}
      icon={CalendarDays}
      shown={
        <span className={cn('truncate', !value && 'text-muted-foreground font-normal')}>
          {value ? formatFieldDate(value) : placeholder}
        </span>
      }
      disabled={disabled}
      error={error}
      open={open}
      onOpenChange={setOpen}
      preload={loadCalendar}
      content={{
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
    </PopoverField>
  );
}

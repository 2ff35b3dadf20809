import { Check } from 'lucide-react';
import { cn } from '../../../lib/utils';

/* The four steps of a booking (J2), each done one marked with a check. */

export const BOOKING_STEPS = [
  { id: 'passenger-info', label: 'Passenger Details' },
  { id: 'seat-selection', label: 'Seat Selection' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmation', label: 'Confirmation' },
] as const;

export type BookingStep = (typeof BOOKING_STEPS)[number]['id'];

export function StepIndicator({ current }: { current: BookingStep }) {
  const at = BOOKING_STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Booking steps">
      <ol className="flex items-center gap-1 sm:gap-2">
        {BOOKING_STEPS.map((step, index) => {
          const done = index < at || current === 'confirmation';
          const active = index === at;
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              data-state={done ? 'complete' : active ? 'current' : 'upcoming'}
              className="flex min-w-0 flex-1 items-center gap-2"
            >
              <span
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-success bg-success text-success-foreground',
                  active && !done && 'border-primary bg-primary text-primary-foreground',
                  !done && !active && 'border-border text-muted-foreground bg-background',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : <span aria-hidden="true">{index + 1}</span>}
              </span>
              <span
                className={cn(
                  'truncate text-sm',
                  // Positioned so the hidden '(completed)' stays inside the truncated label on a phone.
                  active
                    ? 'text-foreground relative font-semibold'
                    : 'text-muted-foreground sr-only sm:not-sr-only sm:relative',
                )}
              >
                {step.label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
              {index < BOOKING_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 min-w-3 flex-1 rounded', done ? 'bg-success' : 'bg-border')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

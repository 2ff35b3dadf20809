import { cn } from '../../../lib/utils';

/*
 * What the search form's fields share. Their labels are small capitals over tall controls (a
 * type-ahead, a select and two popover buttons), a look of its own, so they do not use the
 * site's Field; the error line and its id wiring are the same as everywhere.
 */

/** The field's message under it; the control points at `id` with aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-destructive text-sm font-medium">
      {error}
    </p>
  );
}

/** The button that opens the date and passenger popovers, styled as the form's other controls. */
export const POPOVER_TRIGGER_CLASS = cn(
  'border-input bg-background flex h-12 w-full min-w-0 cursor-pointer items-center gap-2 rounded-lg border px-3 text-left text-[0.9375rem] font-medium shadow-xs sm:text-base',
  'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-hidden',
  'aria-invalid:border-destructive',
);

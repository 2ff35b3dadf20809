import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Label } from './label';

/*
 * The one form field of the site: a label bound to its control and one line under it, the error,
 * else a warning (a passport's expiry), else a hint. The control names that line with
 * aria-describedby (describedBy below), so a screen reader reads it with the field; the form sets
 * aria-invalid. Every form (react-hook-form with the shared zod schemas) draws its fields with it.
 */

export const messageId = (id: string) => `${id}-message`;

/** aria-describedby for a control whose field shows a message. */
export const describedBy = (id: string, shown: boolean) => (shown ? messageId(id) : undefined);

/**
 * What a field's control says of itself: required or not, invalid while its error shows, and
 * described by the message under it (an error, or a hint or warning the caller says is shown).
 */
export function controlState(
  id: string,
  required: boolean | undefined,
  error: string | undefined,
  described = Boolean(error),
) {
  return {
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, described),
  } as const;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** A red ' *' after the label; the control's own required state is what a screen reader hears. */
  required?: boolean | undefined;
  error?: string | undefined;
  warning?: string | undefined;
  hint?: ReactNode;
  /** Something at the right of the label, such as a 'Forgot password?' link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, required, error, warning, hint, aside, className, children }: FieldProps) {
  const text = error ?? warning ?? hint;
  const labelled = (
    <Label htmlFor={id}>
      {label}
      {required && <Required />}
    </Label>
  );
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children}
      {text && (
        <p
          id={messageId(id)}
          className={cn(
            'text-xs',
            error ? 'text-destructive font-medium' : warning ? 'text-foreground font-medium' : 'text-muted-foreground',
          )}
        >
          {!error && warning && (
            <TriangleAlert aria-hidden="true" className="text-warning mr-1 inline size-3.5 align-[-2px]" />
          )}
          {text}
        </p>
      )}
    </div>
  );
}

/** A native select styled as the design system's inputs: reliable with forms, phones and screen readers. */
export const SELECT_CLASS = cn(
  'border-input bg-background text-foreground flex h-10 w-full cursor-pointer rounded-md border px-3 py-2 text-base shadow-xs md:text-sm',
  'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
  'aria-invalid:border-destructive',
);

/** The options of such a select, one per value, each with its label (a blank first choice is the caller's). */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/** ' *' after a required field's label, read as 'required' by the control's own required state. */
export function Required() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' *'}
    </span>
  );
}

import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

/*
 * A label bound to its input and one line under it: the error, else a hint. The input points at
 * that line with aria-describedby (describedBy below), so a screen reader reads it with the field.
 */

export const messageId = (id: string) => `${id}-message`;
export const describedBy = (id: string, shown: boolean) => (shown ? messageId(id) : undefined);

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const text = error ?? hint;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        <span>
          {label}
          {required && (
            <span aria-hidden="true" className="text-destructive">
              {' *'}
            </span>
          )}
        </span>
      </Label>
      {children}
      {text && (
        <p
          id={messageId(id)}
          className={cn('text-xs', error ? 'text-destructive font-medium' : 'text-muted-foreground')}
        >
          {text}
        </p>
      )}
    </div>
  );
}

/** A native select styled like the inputs: dependable with forms, phones and screen readers. */
export const SELECT_CLASS = cn(
  'border-input bg-background text-foreground flex h-10 w-full cursor-pointer rounded-md border px-3 py-2 text-base shadow-xs md:text-sm',
  'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
  'aria-invalid:border-destructive',
);

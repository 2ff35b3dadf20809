import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

/*
 * A label bound to its input and the field's one message under it: the error, else a warning
 * (the passport's expiry), else a hint. The input names that message with aria-describedby
 * through describedBy() below, so a screen reader reads it with the field.
 */

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  warning?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: ReactNode;
}

export const messageId = (id: string) => `${id}-message`;

/** aria-describedby for an input whose field shows a message. */
export const describedBy = (id: string, shown: boolean) => (shown ? messageId(id) : undefined);

export function Field({ id, label, error, warning, hint, className, children }: FieldProps) {
  const text = error ?? warning ?? hint;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
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

/** ' *' after a required field's label, read as 'required' by the input's own required state. */
export function Required() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' *'}
    </span>
  );
}

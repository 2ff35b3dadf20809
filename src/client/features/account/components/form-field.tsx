import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  /** Help shown under the input until there is an error; give it the id `${id}-hint`. */
  hint?: string | undefined;
  /** Something to put at the right of the label, such as a 'Forgot password?' link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, the input, and the field's message under it (linked by aria-describedby). */
export function FormField({ id, label, error, hint, aside, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Text announced to assistive technology. */
  label?: string;
  /** Classes for the icon itself (size, colour). */
  iconClassName?: string;
};

export function Spinner({ label = 'Loading', className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-current', iconClassName)} />
    </span>
  );
}

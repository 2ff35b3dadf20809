import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A pulsing placeholder. Hidden from assistive technology: announce loading elsewhere (e.g. with Spinner). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

import type { ComponentProps, ElementType } from 'react';
import { cn } from '../../lib/utils';

/** The keyboard focus ring the site's controls draw. */
export const FOCUS_RING =
  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/**
 * A part that is its element or primitive with the site's classes: a caller's className is merged
 * after them (so it wins a conflict), every other prop passes through. Most wrappers here are
 * only that, and were each written out as a function of their own.
 */
export function withClass<T extends ElementType>(Part: T, base: string) {
  const Tag: ElementType = Part;
  return function WithClass({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return <Tag className={cn(base, className)} {...props} />;
  };
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/* One flight of a trip in a seat-map flight switcher (offer page and seat step alike). */

interface SegmentButtonProps {
  selected: boolean;
  /** No seat map for this flight: nothing to show. */
  disabled: boolean;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}

export function SegmentButton({ selected, disabled, onSelect, className, children }: SegmentButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
      className={cn(
        'cursor-pointer rounded-lg border px-3 py-2 text-left text-sm transition-colors',
        'focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
        'disabled:cursor-not-allowed disabled:opacity-60',
        selected ? 'border-primary bg-primary/5 ring-primary ring-1' : 'hover:bg-muted',
        className,
      )}
    >
      {children}
    </button>
  );
}

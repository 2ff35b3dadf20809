import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/* One flight of a trip in a seat-map flight switcher (offer page and seat step alike). */

interface SegmentButtonProps {
  /** The flight, and its seat map: none means nothing to show, so the button is disabled. */
  leg: { map: unknown };
  /** This leg's place in the switcher. */
  index: number;
  /** The place of the leg shown now. */
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
  children: ReactNode;
}

export function SegmentButton({ leg, index, selected, onSelect, className, children }: SegmentButtonProps) {
  const pressed = index === selected;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={!leg.map}
      onClick={() => onSelect(index)}
      className={cn(
        'cursor-pointer rounded-lg border px-3 py-2 text-left text-sm transition-colors',
        'focus-visible:ring-ring focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
        'disabled:cursor-not-allowed disabled:opacity-60',
        pressed ? 'border-primary bg-primary/5 ring-primary ring-1' : 'hover:bg-muted',
        className,
      )}
    >
      {children}
    </button>
  );
}

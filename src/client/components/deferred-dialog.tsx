import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { prefetchOnApproach } from '../lib/prefetch';

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

interface DeferredDialogProps {
  /** Fetches the dialog's chunk (the same import the lazy dialog makes). */
  preload: () => Promise<unknown>;
  /** The button that opens the dialog, as it looks before and after the chunk is here. */
  trigger: ReactElement;
  /** The lazy dialog, drawn open on the first press with `trigger` as its own trigger. */
  children: (trigger: ReactElement) => ReactNode;
}

/**
 * A dialog whose code (Radix Dialog and what the dialog holds) is not part of the page's first
 * download: until first used the trigger is a plain button that starts the fetch when a pointer,
 * finger or focus reaches it, and its first press draws the dialog, open, in its place. The
 * press waits for the chunk with the plain button (the same node, still focused) on screen, so
 * nothing moves and a keyboard user's focus is not dropped while it comes. The trigger's own
 * handlers are not called before first use.
 */
export function DeferredDialog({ preload, trigger, children }: DeferredDialogProps) {
  const [used, setUsed] = useState(false);
  const closed = { 'aria-haspopup': 'dialog', 'aria-expanded': false } as const;
  const plain = trigger as ReactElement<TriggerProps>;
  if (!used) {
    // The press's own failure to fetch reaches the screen's error boundary through the lazy dialog.
    return cloneElement(plain, {
      ...closed,
      ...prefetchOnApproach(preload),
      onClick: () =>
        void preload()
          .catch(() => undefined)
          .then(() => setUsed(true)),
    });
  }
  return <Suspense fallback={cloneElement(plain, closed)}>{children(trigger)}</Suspense>;
}

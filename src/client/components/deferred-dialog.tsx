import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from 'react';

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

interface DeferredDialogProps {
  /** Starts fetching the dialog's chunk. */
  preload: () => unknown;
  /** The button that opens the dialog, as it looks before and after the chunk is here. */
  trigger: ReactElement;
  /** The lazy dialog, drawn open on the first press with `trigger` as its own trigger. */
  children: (trigger: ReactElement) => ReactNode;
}

/**
 * A dialog whose code (Radix Dialog and what the dialog holds) is not part of the page's first
 * download: until first used the trigger is a plain button that starts the fetch when a pointer,
 * finger or focus reaches it, and its first press draws the dialog, open, in its place. While the
 * chunk is on its way the plain button stays on screen, so nothing moves.
 */
export function DeferredDialog({ preload, trigger, children }: DeferredDialogProps) {
  const [used, setUsed] = useState(false);
  const closed = { 'aria-haspopup': 'dialog', 'aria-expanded': false } as const;
  const plain = trigger as ReactElement<TriggerProps>;
  if (!used) {
    const fetchDialog = () => void preload();
    return cloneElement(plain, {
      ...closed,
      onPointerEnter: fetchDialog,
      onTouchStart: fetchDialog,
      onFocus: fetchDialog,
      onClick: () => setUsed(true),
    });
  }
  return <Suspense fallback={cloneElement(plain, closed)}>{children(trigger)}</Suspense>;
}

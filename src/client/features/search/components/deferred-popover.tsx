import { cloneElement, lazy, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import { prefetchOnApproach } from '../../../lib/prefetch';
import type { PopoverPanelProps } from './popover-panel';

const loadPanel = () => import('./popover-panel');
const PopoverPanel = lazy(async () => ({ default: (await loadPanel()).PopoverPanel }));

type TriggerProps = {
  onClick?: (event: SyntheticEvent) => void;
  onPointerEnter?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

/**
 * A field's popover whose Radix code (and Floating UI) is not part of the home page's first
 * download: until first used the trigger is a plain button that starts the fetch when a pointer,
 * finger or focus reaches it, and the first press opens the Radix popover in its place. While the
 * chunk is on its way the plain button stays on screen, so nothing moves.
 */
export function DeferredPopover({
  open,
  onOpenChange,
  trigger,
  content,
  children,
  preload: preloadContent,
}: PopoverPanelProps & {
  /** Fetches lazy code of the panel's own content (the calendar), with the panel's. */
  preload?: () => Promise<unknown>;
}) {
  const [used, setUsed] = useState(false);
  if (!used && !open) {
    const plain = cloneElement(trigger as ReactElement<TriggerProps>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      ...prefetchOnApproach(() => Promise.all([loadPanel(), preloadContent?.()])),
      onClick: () => {
        setUsed(true);
        onOpenChange(true);
      },
    });
    return plain;
  }
  return (
    <Suspense fallback={trigger}>
      <PopoverPanel open={open} onOpenChange={onOpenChange} trigger={trigger} content={content}>
        {children}
      </PopoverPanel>
    </Suspense>
  );
}

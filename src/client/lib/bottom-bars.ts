import { useLayoutEffect, useState, type RefObject } from 'react';

/*
 * Bars held at the bottom edge of a phone's screen: the booking steps' total and button, the
 * offer's Book Now bar, the cookie banner. The cookie banner and toasts sit above the bars under
 * them, so neither hides the button that books (nor a toast the cookie choice).
 */

/** A bar is probed this many px above a line, and its bottom edge must be within as many of it. */
const PROBE = 2;
/** At most this many bars are stacked on one another. */
const MAX_STACK = 4;

/**
 * The fixed or stuck element near the left end of the line `edge` whose bottom edge is on it, other
 * than `skip`'s, or null. Taller than half the screen, it is an overlay or a sheet, not a bar.
 */
function barEndingAt(edge: number, skip: Element | null): Element | null {
  for (const element of document.elementsFromPoint(8, edge - PROBE)) {
    if (skip?.contains(element)) continue;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position !== 'fixed' && position !== 'sticky') continue;
      const rect = node.getBoundingClientRect();
      if (Math.abs(rect.bottom - edge) < PROBE && rect.height <= window.innerHeight / 2) return node;
    }
  }
  return null;
}

/** Height of the bars held along the bottom edge of the screen, one on another, not counting `skip`; 0 if none. */
export function bottomBarsHeight(skip: Element | null = null): number {
  if (typeof document.elementsFromPoint !== 'function') return 0;
  let edge = window.innerHeight;
  for (let i = 0; i < MAX_STACK; i++) {
    const bar = barEndingAt(edge, skip);
    const height = bar?.getBoundingClientRect().height ?? 0;
    if (height < 1) break;
    edge -= height;
  }
  return Math.round(window.innerHeight - edge);
}

/**
 * bottomBarsHeight while `active`, looked at again every half second: bars come and go with the
 * route and the step (and load lazily). `key` (the route) looks again at once when it changes.
 */
export function useBottomBarsHeight(active: boolean, skip: RefObject<Element | null>, key?: unknown): number {
  const [height, setHeight] = useState(0);
  // Measured before the first paint, so a toast or banner is never drawn over a bar for a frame,
  // nor at another page's height; 0 while nothing is shown.
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => setHeight(bottomBarsHeight(skip.current));
    measure();
    // Again once the frame that showed it is drawn: what it appeared with (a closing 3-D Secure
    // overlay, the step it came from) may still have stood over the bars.
    const frame = window.requestAnimationFrame(measure);
    const timer = window.setInterval(measure, 500);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearInterval(timer);
    };
  }, [active, skip, key]);
  return active ? height : 0;
}

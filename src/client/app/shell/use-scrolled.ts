import { useSyncExternalStore } from 'react';

/** The spec's header threshold (A9). */
export const HEADER_SCROLL_THRESHOLD = 10;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * True once the page is scrolled more than `threshold` pixels. The server renders the top of the
 * page (false); a page restored mid-scroll switches right after hydration, so the two agree.
 */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}

import { useEffect, useState } from 'react';

/** The spec's header threshold (accounts-trips-admin-shell.md section 9). */
export const HEADER_SCROLL_THRESHOLD = 10;

/** True once the page is scrolled more than `threshold` pixels. */
export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

/** After the first paint has settled, the footer comes anyway: its links are the site's map for
 * screen readers jumping between landmarks and for crawlers, who never scroll. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * The footer (about 3 KB gzip of links, icons and the badge) is fetched when the visitor scrolls
 * within 600 px of it or the browser is idle, not with the first load: the home page's JavaScript
 * budget is 150 KB and nobody sees the footer on arrival. Without IntersectionObserver it loads at once.
 */
export function DeferredFooter() {
  // The server (no window) renders the placeholder too, so a hydrated page matches it.
  const [show, setShow] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (show || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShow(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    const reveal = () => setShow(true);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(reveal, { timeout: IDLE_TIMEOUT_MS })
        : undefined;
    const timer = idle === undefined ? window.setTimeout(reveal, IDLE_TIMEOUT_MS) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [show]);

  // The placeholder keeps roughly the footer's height and colour, so its arrival moves nothing.
  const placeholder = <div ref={sentinel} className="min-h-[26rem] bg-slate-950" aria-hidden="true" />;
  if (!show) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SiteFooter />
    </Suspense>
  );
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_POSITIONS_KEY } from '../../lib/storage-keys';

/** Enough history entries for any visit; the oldest are dropped first. */
const MAX_ENTRIES = 100;

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * The history entry's own key. Entries the router did not make (a document's first, a plain
 * #link) have none ('default' for all), so they go by their address.
 */
function entryKey(location: { key: string; pathname: string; search: string; hash: string }): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}${location.hash}` : location.key;
}

/** How this document was reached: only a reload, or Back/Forward into the site, returns to a saved place. */
function returningToDocument(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function anchorOf(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape ('#%zz') names no element.
    return null;
  }
}

/**
 * What a visitor expects of the page's scroll position, as a multi-page site gives it: a new
 * page opens at its top (or at its #anchor); Back and Forward return to where each page was left,
 * and so does a reload. A screen that only rewrites its own query (filters, sort: a replace on the
 * same path) keeps its place. Positions are kept per history entry, in sessionStorage. The layout
 * renders this beside the screen, inside its Suspense boundary: it acts once the screen is drawn.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(key);
  const last = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    positions.current ??= readSaved();
    const saved = positions.current;
    window.history.scrollRestoration = 'manual';
    // Browsers fire scroll at most once a frame: writing each one down costs nothing.
    const record = () => {
      saved.delete(current.current);
      saved.set(current.current, window.scrollY);
      if (saved.size > MAX_ENTRIES) saved.delete(saved.keys().next().value as string);
    };
    const persist = () => {
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...saved]));
      } catch {
        // Storage full or refused: positions still work until the tab is closed.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const previous = last.current;
    last.current = { pathname: location.pathname, search: location.search };
    const saved = (positions.current ??= readSaved());
    const place = (y: number) => {
      window.scrollTo(0, y);
      saved.set(key, y);
    };
    const anchor = anchorOf(location.hash);
    const left = saved.get(key);

    if (previous === null) {
      // The document's first screen: its old place on a reload or Back into the site, else where
      // the browser put it, or the #anchor the browser could not find before the screen was drawn.
      if (left !== undefined && returningToDocument()) place(left);
      else if (anchor) anchor.scrollIntoView();
      return;
    }
    if (navigationType === 'POP') {
      if (left !== undefined) place(left);
      else if (anchor) anchor.scrollIntoView();
      else place(0);
      return;
    }
    const sameScreen = previous.pathname === location.pathname && previous.search !== location.search;
    if (navigationType === 'REPLACE' && sameScreen) {
      saved.set(key, window.scrollY);
      return;
    }
    if (anchor) anchor.scrollIntoView();
    else place(0);
  }, [key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** Enough history entries for any visit; the oldest are dropped first. */
const MAX_ENTRIES = 100;

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(saved) ? (saved as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

/**
 * The history entry's own key; a document's first entry has none ('default' for every one), so
 * it goes by its address: another page loaded in this tab must not take its position.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;
}

/**
 * What a visitor expects of the page's scroll position, as a multi-page site gives it: a new
 * page opens at its top (or at its #anchor); Back and Forward return to where each page was left,
 * after a reload too. A screen that only rewrites its own address (filters, sort: a replace on the
 * same path) keeps its place. Positions are kept per history entry, in sessionStorage.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const key = entryKey(location);
  const current = useRef(key);
  const lastPath = useRef<string | null>(null);

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
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
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
    const previousPath = lastPath.current;
    lastPath.current = location.pathname;
    const saved = (positions.current ??= readSaved());
    const first = previousPath === null;
    const place = (y: number) => {
      window.scrollTo(0, y);
      saved.set(key, y);
    };
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (navigationType === 'POP') {
      // Back, Forward, or a reload: where this entry was left; an entry never seen, at its top.
      const left = saved.get(key);
      if (left !== undefined) place(left);
      else if (anchor) anchor.scrollIntoView();
      else if (!first) place(0);
      return;
    }
    if (first) return;
    if (navigationType === 'REPLACE' && previousPath === location.pathname) return;
    if (anchor) anchor.scrollIntoView();
    else place(0);
  }, [key, location.pathname, location.hash, navigationType]);

  return null;
}

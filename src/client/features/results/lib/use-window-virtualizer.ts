import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import type { Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';
import type * as VirtualizerModule from './virtualizer-module';

/*
 * The virtualiser is a third of the results page's own script (~10 KB gzip) but only a list
 * longer than the first page needs it (after Load More): it is fetched then, not with the page,
 * so a phone's first visit stays within its script budget (R44, bench/client-weight.ts).
 */

type VirtualModule = typeof VirtualizerModule;
export type WindowVirtualizer = Virtualizer<Window, Element>;
export type WindowVirtualizerOptions = Pick<
  VirtualizerOptions<Window, Element>,
  'count' | 'estimateSize' | 'getItemKey' | 'overscan' | 'gap' | 'scrollMargin'
>;

let loaded: VirtualModule | null = null;
let loading: Promise<VirtualModule> | null = null;
/** Lists waiting for the chunk: told when any fetch of it succeeds, also after one that failed. */
const waiting = new Set<(module: VirtualModule) => void>();

/** Fetches the virtualiser's chunk once; call it on any sign that a long list is coming. */
export function preloadVirtualizer(): Promise<VirtualModule> {
  loading ??= import('./virtualizer-module').then(
    (module) => {
      loaded = module;
      for (const arrived of waiting) arrived(module);
      return module;
    },
    (error: unknown) => {
      // A later sign of need tries again (the chunk may come back with the network).
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type VirtualizerState =
  { kind: 'off' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; virtualizer: WindowVirtualizer };

/**
 * @tanstack/react-virtual's useWindowVirtualizer, for a chunk that arrives later: the same
 * Virtualizer, window observers and life cycle (_didMount once, _willUpdate after every render, a
 * render on every change). It is made when first `wanted` and then kept, as the eager hook's was: a
 * list filtered down to its first page (drawn whole) and widened again is virtual at once, from
 * the heights it measured, rather than drawn in the flow and measured anew (bench: the filter's
 * longest task at 4x went from ~50 to ~100 ms when it was dropped). The hooks run in one order
 * whatever the state, so the list's nodes are kept when it turns virtual.
 */
export function useLazyWindowVirtualizer(options: WindowVirtualizerOptions, wanted: boolean): VirtualizerState {
  const [module, setModule] = useState<VirtualModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  const rerender = useReducer((n: number) => n + 1, 0)[1];
  const [virtualizer, setVirtualizer] = useState<WindowVirtualizer | null>(null);

  useEffect(() => {
    if (!wanted || module) return;
    // A list drawn whole after a failed fetch still turns virtual when a later one (Load More) succeeds.
    const arrived = (module: VirtualModule) => {
      setFailed(false);
      setModule(module);
    };
    waiting.add(arrived);
    preloadVirtualizer().then(arrived, (error: unknown) => {
      console.warn('The long list could not load its virtualiser; drawing it whole', error);
      if (waiting.has(arrived)) setFailed(true);
    });
    return () => {
      waiting.delete(arrived);
    };
  }, [wanted, module]);

  const resolved: VirtualizerOptions<Window, Element> | null = module && {
    getScrollElement: () => window,
    observeElementRect: module.observeWindowRect,
    observeElementOffset: module.observeWindowOffset,
    scrollToFn: module.windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    // React 19 warns about flushSync during a render; a frame's delay on scroll is invisible.
    onChange: () => rerender(),
  };
  // Made during the render (React draws again at once, before anything is shown).
  if (wanted && module && resolved && !virtualizer) setVirtualizer(new module.Virtualizer(resolved));
  if (resolved) virtualizer?.setOptions(resolved);

  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });

  if (!wanted) return { kind: 'off' };
  if (virtualizer) return { kind: 'ready', virtualizer };
  return failed ? { kind: 'failed' } : { kind: 'loading' };
}

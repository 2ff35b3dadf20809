import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_PUBLIC_BRAND } from '../../shared/brand';
import { DEFAULT_BRAND_ID, resolveBrandId } from '../../shared/brand-resolution';
import type { Brand } from '../../shared/schemas/brand';
import { readInjectedBrand } from './page-brand';

// The default brand in the public shape lives in shared (the server falls back to it too).
export { DEFAULT_PUBLIC_BRAND };

/*
 * The current brand (A4, A7 and A8). The server writes the
 * resolved brand into the first HTML (#brand-data) with its theme, so a production page starts
 * branded and never asks again. Without it (the Vite dev server, a stale cached page) the
 * provider starts from the default brand and fetches the resolved one once.
 */

export interface BrandState {
  brand: Brand;
  loading: boolean;
  error: string | null;
}

interface Start extends BrandState {
  /** The brand id still to fetch; null when the page gave it or it is the default. */
  fetchId: string | null;
}

function startState(): Start {
  const injected = readInjectedBrand();
  if (injected) return { brand: injected, loading: false, error: null, fetchId: null };
  const id = resolveBrandId(window.location.host, window.location.search);
  if (id === DEFAULT_BRAND_ID) return { brand: DEFAULT_PUBLIC_BRAND, loading: false, error: null, fetchId: null };
  return { brand: DEFAULT_PUBLIC_BRAND, loading: true, error: null, fetchId: id };
}

const BrandContext = createContext<BrandState | null>(null);

/** `brand` is given on the server, which renders the home page's first screen for a brand. */
export function BrandProvider({ children, brand }: { children: ReactNode; brand?: Brand | undefined }) {
  const [start] = useState<Start>(() => (brand ? { brand, loading: false, error: null, fetchId: null } : startState()));
  const [state, setState] = useState<BrandState>(start);
  // A ref, not effect cleanup: StrictMode's second effect run must neither fetch again nor drop the answer.
  const requested = useRef(false);

  useEffect(() => {
    const id = start.fetchId;
    if (id === null || requested.current) return;
    requested.current = true;
    // The loader (zod, theme variables) is its own chunk: production pages never need it.
    void import('./brand-loader')
      .then(({ loadBrand }) => loadBrand(id))
      .then((result) => setState({ brand: result.brand ?? DEFAULT_PUBLIC_BRAND, loading: false, error: result.error }));
  }, [start]);

  return <BrandContext.Provider value={state}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandState {
  const state = useContext(BrandContext);
  if (!state) throw new Error('useBrand must be used within a BrandProvider');
  return state;
}

/**
 * The brand, or the default one outside a provider: for helpers every screen calls (page titles),
 * so a screen rendered alone in a test still works.
 */
export function useBrandOrDefault(): Brand {
  return useContext(BrandContext)?.brand ?? DEFAULT_PUBLIC_BRAND;
}

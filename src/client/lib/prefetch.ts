/**
 * Handlers that start fetching a control's lazy code as a pointer, finger or focus reaches it, so
 * the chunk is usually here by the press. A failed fetch is left for the press to try again (a
 * dynamic import that failed is asked for anew), so it is not an unhandled rejection here.
 */
export function prefetchOnApproach(load: () => Promise<unknown>) {
  const prefetch = () => void load().catch(() => undefined);
  return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };
}

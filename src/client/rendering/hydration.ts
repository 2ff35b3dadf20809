import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and at once
 * in a page the browser rendered alone): React renders again with true right after hydrating. A
 * value the server cannot know (the visitor's today, their saved choices) is rendered from this,
 * so hydration finds exactly the server's HTML and the visitor's value follows in that next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

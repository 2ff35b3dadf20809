// The virtualiser's own chunk (use-window-virtualizer.ts fetches it), named so the weight bench
// and the browser tests can tell it apart.
export { Virtualizer, observeWindowOffset, observeWindowRect, windowScroll } from '@tanstack/react-virtual';

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// findBy* and waitFor wait up to 5 s, not 1: on a loaded 2-core CI machine a screen's first lazy
// chunk can take over a second, and a slow machine is not a failing screen.
configure({ asyncUtilTimeout: 5_000 });

// An unexpected console.error is a bug the test did not look for.
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});

// jsdom lacks these: Radix measures its checkbox, slider and popovers, captures the pointer in
// menus, sliders and swiped toasts; the results list observes sizes; forms scroll into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

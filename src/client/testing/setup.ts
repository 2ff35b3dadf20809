import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

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

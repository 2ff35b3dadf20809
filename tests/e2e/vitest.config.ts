import { defineConfig } from 'vitest/config';

// End-to-end: the production build started the README's way, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server: files run one at a time so timings stay honest on 2 cores.
    fileParallelism: false,
    // A browser test that times out once on a loaded 2-core machine gets one more try; the retry
    // is printed, so a test that needs it again and again is visible, not hidden.
    retry: 1,
  },
});

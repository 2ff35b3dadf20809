import { defineConfig } from 'vitest/config';

// End-to-end: the production build started the README's way, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server: files run one at a time so timings stay honest on 2 cores.
    fileParallelism: false,
  },
});

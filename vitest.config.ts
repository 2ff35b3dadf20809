import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['src/server/**/*.test.ts'];

// Server tests run on the embedded PGlite always, and again on PostgreSQL when CI (or you)
// sets TEST_DATABASE_URL, so both databases keep behaving the same.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/testing/setup.ts'],
        },
      },
      ...databases.map((db) => ({
        test: {
          name: `server-${db}`,
          include: SERVER_TESTS,
          environment: 'node',
          env: { TEST_DB: db },
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/server/testing/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (unit and API/storage integration tests beside the code; each file gets its own
 * in-memory dynalite) and `e2e` (Playwright driving Debian's Chromium against the whole local stack, started
 * once by tests/e2e/global-setup.ts) and `chain` (tests against the local
 * N3 privnet and Neo X node, with the whole stack built against them: tests/chain/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'bench/**/*.test.ts',
            'chain/**/*.test.ts',
            'local/**/*.test.ts',
            'content-schema/**/*.test.ts',
            'functions/**/*.test.ts',
            'i18n/**/*.test.ts',
            'site/src/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          pool: 'forks',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'chain',
          include: ['tests/chain/**/*.test.ts'],
          globalSetup: ['tests/chain/global-setup.ts'],
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

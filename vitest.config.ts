import { defineConfig } from 'vitest/config';

// Unit and integration tests. Browser tests (tests/browser) run in their own
// project so that they can share one built fixture site and one Chromium.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/temporary-root.ts', 'tests/support/fixture-packages.mjs'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    testTimeout: 30_000,
    pool: 'forks',
  },
});

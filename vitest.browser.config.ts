import { defineConfig } from 'vitest/config';

// Browser tests: Playwright driving Chromium against fixture sites that the
// global setup builds and serves over HTTP under a non-root base path.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/support/temporary-root.ts', 'tests/support/fixture-packages.mjs', 'tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});

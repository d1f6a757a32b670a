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
    // A check that polls the page until it holds (a click's effect, a fetch) is given 10 s, not Vitest's 1 s: on a
    // 2-core machine kept busy by other work, a key press has reached the page after more than a second.
    expect: { poll: { timeout: 10_000 } },
  },
});

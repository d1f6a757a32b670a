// Loads and builds fixture sites for tests.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSite } from '../../cli/pipeline.js';
import type { SiteModel } from '../../cli/site.js';
import { createTimer } from '../../cli/timer.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function fixtureSite(name: string): string {
  return path.join(repoRoot, 'tests/fixtures/sites', name);
}

export function loadFixture(siteDir: string, mode: 'production' | 'development' = 'production'): Promise<SiteModel> {
  return loadSite(siteDir, { mode, timer: createTimer() });
}

export function temporaryDir(prefix = 'brokerdocs-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * The environment for running the CLI as a child process with plain output:
 * the test runner's own colour and CI variables removed (CI machines set
 * FORCE_COLOR, CI and GITHUB_ACTIONS, which would colour the piped output or
 * add annotations), then `extra` on top.
 */
export function plainCliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['FORCE_COLOR', 'NO_COLOR', 'CI', 'GITHUB_ACTIONS', 'TERM'].includes(key)));
  return { ...inherited, ...extra };
}

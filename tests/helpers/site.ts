// Loads and builds fixture sites for tests.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadSite, type SiteModel } from '../../cli/site.js';
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

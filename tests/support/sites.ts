// A fixture site loaded in this process, as `build`, `check` and `dev` load
// it, for tests that look at the model rather than the files.
import { loadSite } from '../../cli/stages/index.js';
import type { SiteModel } from '../../cli/site.js';
import { createTimer } from '../../cli/timer.js';

export function loadFixture(siteDir: string, mode: 'production' | 'development' = 'production'): Promise<SiteModel> {
  return loadSite(siteDir, { mode, timer: createTimer() });
}

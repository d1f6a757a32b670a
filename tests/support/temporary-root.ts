// Vitest global setup: one folder under the system's temporary folder for a
// whole test run. `temporaryDir` (paths.ts) makes every test's folders inside
// it, and it is removed when the run ends, so that runs do not pile folders
// up in /tmp (a day of runs left over a thousand). The worker processes
// inherit its path through the environment.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const TEMPORARY_ROOT_VARIABLE = 'BROKERDOCS_TEST_TMP';

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-run-'));
  process.env[TEMPORARY_ROOT_VARIABLE] = root;
  return async () => {
    await rm(root, { recursive: true, force: true, maxRetries: 3 });
  };
}

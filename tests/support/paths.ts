// Where tests find the repository and its fixtures, and where they write:
// a fresh temporary folder per use, so that no two tests share output.
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The fixture sites, one folder each (`tests/fixtures/sites/<name>`). */
export const fixturesDir = path.join(repoRoot, 'tests/fixtures/sites');

export function fixtureSite(name: string): string {
  return path.join(fixturesDir, name);
}

/** A new folder inside the test run's own (temporary-root.ts), removed when the run ends; the system's temporary folder outside a run. */
export function temporaryDir(prefix = 'brokerdocs-test-'): Promise<string> {
  return mkdtemp(path.join(process.env.BROKERDOCS_TEST_TMP ?? os.tmpdir(), prefix));
}

/** A fresh copy of a fixture site inside a new temporary folder (`<tmp>/site`), so tests can edit it. */
export async function copyFixture(name: string): Promise<{ root: string; site: string }> {
  const root = await temporaryDir(`brokerdocs-${name}-`);
  const site = path.join(root, 'site');
  await cp(fixtureSite(name), site, { recursive: true });
  return { root, site };
}

/** Every file under `dir`, by its path relative to `dir`, with its bytes: two builds' outputs compared file by file. */
export async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

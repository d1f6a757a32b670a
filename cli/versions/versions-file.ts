// Reads versions.json, Docusaurus' list of released docs versions (newest
// first). No file means an unversioned site: the docs folder is all there is.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { CURRENT_VERSION, invalidVersionName, VERSIONS_FILE } from '../config/version-names.js';

export interface VersionsFile {
  /** Released versions, newest first; `undefined` when the site has no versions.json. */
  names: string[] | undefined;
  diagnostics: Diagnostic[];
}

export async function readVersionsFile(siteDir: string): Promise<VersionsFile> {
  const file = path.join(siteDir, VERSIONS_FILE);
  if (!existsSync(file)) return { names: undefined, diagnostics: [] };
  return parseVersionsFile(await readFile(file, 'utf8'));
}

export function parseVersionsFile(source: string): VersionsFile {
  const location = { file: VERSIONS_FILE };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (caught) {
    return { names: undefined, diagnostics: [error('versions-invalid', `${VERSIONS_FILE} is not valid JSON: ${(caught as Error).message}`, location, 'It holds an array of version names, newest first: ["1.1", "1.0"].')] };
  }
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) {
    return { names: undefined, diagnostics: [error('versions-invalid', `${VERSIONS_FILE} must hold an array of version names`, location, 'For example ["1.1", "1.0"], newest first.')] };
  }
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of value as string[]) {
    // trpc lists the docs folder itself: it always is a version, so the entry is left out rather than refused.
    if (name === CURRENT_VERSION) {
      diagnostics.push(warning('versions-current', `${VERSIONS_FILE} lists "${CURRENT_VERSION}", the docs folder, which is always built: left out`, location, 'Remove it from the file.'));
      continue;
    }
    names.push(name);
    const problem = invalidVersionName(name);
    if (problem) diagnostics.push(error('versions-invalid', `${VERSIONS_FILE}: ${problem}`, location));
    else if (seen.has(name)) diagnostics.push(error('versions-invalid', `${VERSIONS_FILE} lists the version "${name}" twice`, location, 'Remove one of them.'));
    seen.add(name);
  }
  return { names, diagnostics };
}

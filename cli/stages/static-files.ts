// The static files stage: the files of the static folders, copied into the
// build as they are. `dev` keeps the list until the watcher sees a folder change.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { warning, type Diagnostic } from '../diagnostics.js';
import type { SiteCache, StaticFiles } from '../site-cache.js';

/** The static folders' files, by path under the base URL: a path two folders hold comes from the first listed. */
export function staticFiles(config: Pick<SiteConfig, 'siteDir' | 'staticDirs'>, cache: SiteCache | undefined): StaticFiles {
  if (!cache) return listStaticFiles(config);
  return (cache.staticFiles ??= listStaticFiles(config));
}

function listStaticFiles({ siteDir, staticDirs }: Pick<SiteConfig, 'siteDir' | 'staticDirs'>): StaticFiles {
  const files = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const dir of staticDirs) {
    for (const [name, absolute] of filesUnder(dir)) {
      const first = files.get(name);
      if (first === undefined) files.set(name, absolute);
      else {
        const file = path.relative(siteDir, absolute);
        diagnostics.push(warning('static-shadowed', `${file} is not copied: ${path.relative(siteDir, first)}, in a static folder listed before it, is written to ${name}`, { file }, 'Rename one of the two files, or remove the one that is not wanted.'));
      }
    }
  }
  return { files, diagnostics };
}

/** Absolute path of every file under `dir`, by its path under the base URL. */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  // Synchronous: the folder is small, and awaiting each readdir only waits on the event loop.
  function walk(current: string, prefix: string): void {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(absolute, relative);
      else if (entry.isFile()) files.set(relative, absolute);
    }
  }
  walk(dir, '');
  return files;
}

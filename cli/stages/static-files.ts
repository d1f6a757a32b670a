// The static files stage: the files of the static folder, copied into the
// build as they are. `dev` keeps the list until the watcher sees the folder change.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { SiteCache } from '../site-cache.js';

/** The static folder's files, by path under the base URL. */
export function staticFiles(config: SiteConfig, cache: SiteCache | undefined): Map<string, string> {
  const dir = path.resolve(config.siteDir, config.staticDir);
  if (!cache) return listStaticFiles(dir);
  return (cache.staticFiles ??= listStaticFiles(dir));
}

/** Absolute path of every file under `dir`, by its path under the base URL. */
function listStaticFiles(dir: string): Map<string, string> {
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

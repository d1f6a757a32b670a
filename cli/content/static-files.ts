// The files of the static folder, copied into the build as they are.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Absolute path of every file under `dir`, by its path under the base URL. */
export function listStaticFiles(dir: string): Map<string, string> {
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

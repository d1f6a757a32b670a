// Whether a path lies in a folder, for the places that decide what a path
// belongs to (dev's watcher, the bundle cache's walk up to the site).
import path from 'node:path';

/** `file` is `folder` itself or somewhere below it. */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

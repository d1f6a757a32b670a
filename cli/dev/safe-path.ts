// Maps a request path to a file inside a root folder, refusing anything that
// could escape it: `..` segments (plain or encoded), backslashes, NUL bytes,
// and symbolic links that point outside.
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** The relative path a URL path names under `prefix`, or `null` when it is unsafe or outside. */
export function relativeRequestPath(urlPath: string, prefix: string): string | null {
  if (!urlPath.startsWith(prefix) && `${urlPath}/` !== prefix) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.slice(prefix.length));
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /%2e|%2f|%5c/i.test(decoded)) return null;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  return segments.filter(Boolean).join('/');
}

/** The real path of `relative` under `root`, or `null` when it resolves outside the root. */
export async function resolveInside(root: string, relative: string): Promise<string | null> {
  const candidate = path.resolve(root, relative);
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(candidate);
  } catch {
    return null;
  }
  return real === realRoot || real.startsWith(realRoot + path.sep) ? real : null;
}

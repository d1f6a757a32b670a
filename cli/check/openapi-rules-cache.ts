// The spec rules' diagnostics of a document an earlier build checked, while
// it reads the same files with the same build of brokerdocs (the load
// cache's key, openapi/load-cache.ts) under the same options. The rules see
// nothing but the document: GitHub's 1,223 operations and 817 invalid
// examples took ~300 ms to check, the manual's two documents 20 ms each.
//
// Where: <site>/node_modules/.cache/brokerdocs/openapi-rules-<hash of the
// spec's path>.json; off with the load cache (BROKERDOCS_OPENAPI_CACHE=off).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { toolCacheDir, writeWhole } from '../tool-cache.js';

interface CacheFile {
  key: string;
  diagnostics: Diagnostic[];
}

/**
 * The rules' diagnostics: kept ones when `readKey` (what the document was read from, when the load cache knows it)
 * and `options` are those they were made for; otherwise `check()`'s, kept for the next build.
 */
export function cachedRuleDiagnostics(siteDir: string, specPath: string, readKey: string | undefined, options: unknown, check: () => Diagnostic[]): Diagnostic[] {
  if (!readKey) return check();
  const file = path.join(toolCacheDir(siteDir), `openapi-rules-${createHash('sha1').update(path.resolve(siteDir, specPath)).digest('base64url')}.json`);
  const key = `${readKey}:${JSON.stringify(options ?? null)}`;
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (kept.key === key && Array.isArray(kept.diagnostics)) return kept.diagnostics;
  } catch {
    // None yet, or unreadable: checked below.
  }
  const diagnostics = check();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeWhole(file, JSON.stringify({ key, diagnostics } satisfies CacheFile));
  } catch {
    // A read-only site: the next build checks again.
  }
  return diagnostics;
}

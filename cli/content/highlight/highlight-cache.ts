// Highlighted code blocks kept on disk between builds. Highlighting is the
// largest cost of a build of Markdown pages (1.9 of the 6 s of 1,000 pages
// of the Hugo bench, and most of a 25-page site's time: each grammar's
// patterns are translated into JavaScript regular expressions before the
// first block of that language is tokenized), and a block's HTML depends on
// nothing but its language, its code and the build of brokerdocs.
//
// Where: <site>/node_modules/.cache/brokerdocs/highlight.json, beside the
// MDX compile cache (compile-cache.ts); a block is found by a hash of its
// language and code. A build writes it again only when it highlighted a
// block that was not there, and keeps only the blocks it used: the file
// stays the size of the site's code. It can be deleted at any time;
// BROKERDOCS_HIGHLIGHT_CACHE=off turns it off.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toolBuildId, toolCacheDir, writeWhole } from '../../tool-cache.js';

export interface HighlightCache {
  /** The HTML of a block an earlier build highlighted. */
  get(language: string, code: string): string | undefined;
  set(language: string, code: string, html: string): void;
  /** Writes the blocks this build used, when any of them is new. */
  save(): void;
  /** How many blocks the earlier build left. */
  readonly kept: number;
  /** How many fences the earlier build's pages held (highlighter.ts counts them): a site of about that size is a rebuild. */
  readonly fences: number;
  /** Counts this build's fences, kept for the next build (the largest count of its locales). */
  noteFences(count: number): void;
}

interface CacheFile {
  build: string;
  fences?: number;
  blocks: Record<string, string>;
}

/** The site's cache, or none: when turned off, or when brokerdocs runs from its sources (toolBuildId). The build id covers shiki and its themes. */
export function openHighlightCache(siteDir: string, build = toolBuildId()): HighlightCache | undefined {
  if (process.env.BROKERDOCS_HIGHLIGHT_CACHE === 'off' || !build) return undefined;
  const file = path.join(toolCacheDir(siteDir), 'highlight.json');
  const { blocks: earlier, fences } = readCacheFile(file, build);
  const used = new Map<string, string>();
  let added = false;
  let counted = 0;
  const keyOf = (language: string, code: string) => createHash('sha1').update(language).update('\0').update(code).digest('base64url');
  return {
    kept: earlier.size,
    fences,
    noteFences(count) {
      counted = Math.max(counted, count);
    },
    get(language, code) {
      const key = keyOf(language, code);
      const html = used.get(key) ?? earlier.get(key);
      if (html !== undefined) used.set(key, html);
      return html;
    },
    set(language, code, html) {
      used.set(keyOf(language, code), html);
      added = true;
    },
    save() {
      if (!added && counted === fences) return;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeWhole(file, JSON.stringify({ build, fences: counted, blocks: Object.fromEntries(used) } satisfies CacheFile));
        added = false;
      } catch {
        // A cache that cannot be written (a read-only site) only costs the next build its time.
      }
    },
  };
}

/** The blocks of the file (and its fence count) when an identical build of brokerdocs wrote it; none otherwise (missing, unreadable, another build). */
function readCacheFile(file: string, build: string): { blocks: Map<string, string>; fences: number } {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    if (parsed.build !== build || typeof parsed.blocks !== 'object' || parsed.blocks === null) return { blocks: new Map(), fences: 0 };
    const blocks = new Map(Object.entries(parsed.blocks).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    return { blocks, fences: typeof parsed.fences === 'number' ? parsed.fences : 0 };
  } catch {
    return { blocks: new Map(), fences: 0 };
  }
}

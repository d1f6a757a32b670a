// The MDX compiler's work kept on disk between builds: for each page (or
// partial) compiled, the module the compiler wrote, the page's imports, and
// the steps markdownRuns() took (markdown-runs.ts). A later build of the
// same text replays those steps (its Markdown rendered again by markdown-it,
// into the page's env, with this build's links, routes and highlighter) and
// takes the module as it is: parsing, most of a compile's time, is skipped.
//
// Where: <site>/node_modules/.cache/brokerdocs/mdx/, one JSON file per
// entry, as Docusaurus' own bundler keeps its cache in node_modules/.cache.
// The folder can be deleted at any time; BROKERDOCS_MDX_CACHE=off turns the
// cache off.
//
// The key is everything the module depends on: the page's text, its front
// matter's length (lines in the module count from the file's first line),
// the MDX 1 options, the components brokerdocs provides, and the build of
// brokerdocs itself (the bundle's hash, which bin/brokerdocs.js computes:
// any change to brokerdocs misses). Not the files the page imports: the
// module names them and does not contain them; the bundle cache
// (bundle-cache.ts) stamps them. Not the site's config either: the Markdown
// is rendered anew.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { toolBuildId, toolCacheDir, writeWhole } from '../../tool-cache.js';
import type { PageImport } from './compile.js';
import type { RunStep } from './markdown-runs.js';
import type { Mdx1Compat } from './preprocess.js';

/** What a compile leaves for the next build of the same page. */
export interface CachedCompile {
  /** The module, each raw HTML placeholder's id written as `"<token>-<n>"`, n counting the page's raw HTML in order. */
  code: string;
  token: string;
  imports: PageImport[];
  missing: Array<[string, number]>;
  steps: RunStep[];
}

export interface CompileCache {
  /** The entry of a key, if there is one that can be read. */
  get(key: string): CachedCompile | undefined;
  set(key: string, entry: CachedCompile): void;
  /** The key of a page's compile. */
  keyOf(page: { source: string; lineOffset: number; compat?: Mdx1Compat; provided: ReadonlySet<string> }): string;
}

/**
 * The cache of a site, or none: when turned off, or when brokerdocs runs
 * from its sources (the tests), where no hash tells one version of them
 * from the next. `build`: the tests give their own.
 */
export function openCompileCache(siteDir: string, build = toolBuildId()): CompileCache | undefined {
  if (process.env.BROKERDOCS_MDX_CACHE === 'off' || !build) return undefined;
  const dir = path.join(toolCacheDir(siteDir), 'mdx');
  let made = false;
  return {
    get(key) {
      try {
        const entry = JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8')) as CachedCompile;
        return typeof entry.code === 'string' && Array.isArray(entry.steps) ? entry : undefined;
      } catch {
        // None yet, or unreadable (a build stopped while writing it): compiled again, and written again.
        return undefined;
      }
    },
    set(key, entry) {
      try {
        if (!made) mkdirSync(dir, { recursive: true }), (made = true);
        writeWhole(path.join(dir, `${key}.json`), JSON.stringify(entry));
      } catch {
        // A cache that cannot be written (read-only site) only costs the next build its time.
      }
    },
    keyOf(page) {
      return createHash('sha256')
        .update(JSON.stringify([build, page.lineOffset, page.compat ?? null, [...page.provided].sort()]))
        .update('\0')
        .update(page.source)
        .digest('hex');
    },
  };
}

/** A token no page can contain: the raw HTML placeholders' ids in a module before they are numbered for this build. */
export function rawToken(): string {
  return `brokerdocs-raw-${randomBytes(8).toString('hex')}`;
}

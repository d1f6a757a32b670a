// What a long-lived process (`dev`) keeps between loads of the same site, so
// that a saved page re-renders only its own Markdown: the resolved config, each
// page's rendered Markdown, the API reference, the list of static files and
// the highlighter with its grammars loaded.
// `build` and `check` pass no cache and load everything afresh.
//
// Rendered results are keyed by everything they depend on (the source and the
// routes links resolve against), so a stale entry cannot be served; the config,
// the spec and the static folder are dropped by the watcher that sees them change.
import type { LoadedConfig } from './config/site-config.js';
import type { Diagnostic } from './diagnostics.js';
import type { LastUpdates } from './content/git-last-update.js';
import type { MarkdownEnv } from './content/env.js';
import type { Highlighter } from './content/highlight/highlighter.js';
import type { BuiltApi } from './openapi/reference.js';
import type { ApiHistory } from './site.js';

export interface Keyed<T> {
  key: string;
  value: T;
}

/** The static folders' files (stages/static-files.ts). */
export interface StaticFiles {
  /** Absolute path of every file to copy, by its path under the base URL. */
  files: Map<string, string>;
  /** A path that two static folders hold: the first folder's file is copied. */
  diagnostics: Diagnostic[];
}

export interface SiteCache {
  /** One highlighter for every rebuild: loading shiki and its grammars again would cost each save. */
  highlighter?: Promise<Highlighter>;
  config?: LoadedConfig;
  /** Rendered Markdown by doc file. */
  markdown: Map<string, Keyed<{ html: string; env: MarkdownEnv }>>;
  /** Doc files looked up since the last sweep; the others are gone. */
  markdownUsed: Set<string>;
  api?: Keyed<BuiltApi>;
  /** The docs versions' references compared (their documents and changes): kept while `api` is, which the watcher drops when the spec changes. */
  apiHistory?: ApiHistory;
  /** API references of docs versions' own spec snapshots, by snapshot file (`dev` does not watch snapshots: they are not edited). */
  versionApis?: Map<string, Keyed<BuiltApi>>;
  /** Static files by path under the base URL, and the paths two static folders hold. */
  staticFiles?: StaticFiles;
  /** The docs' last commits (`showLastUpdateTime`), for the docs (absolute, joined) they were read for. */
  lastUpdates?: { key: string; read: Promise<LastUpdates> };
}

/** An empty cache; the highlighter of the one it replaces carries over, since no config change makes it stale. */
export function createSiteCache(previous?: SiteCache): SiteCache {
  return { highlighter: previous?.highlighter, markdown: new Map(), markdownUsed: new Set() };
}

/** Drops the renders of docs the last load did not look up (deleted or renamed), so memory follows the site. */
export function sweepMarkdown(cache: SiteCache): void {
  for (const file of cache.markdown.keys()) if (!cache.markdownUsed.has(file)) cache.markdown.delete(file);
  cache.markdownUsed.clear();
}

/** A doc's rendered Markdown, rendered again only when its source or the routes its links resolve against changed. */
export function cachedMarkdown(
  cache: SiteCache,
  doc: { file: string; relative: string; bodyLineOffset: number; body: string },
  routesKey: string,
  render: () => { html: string; env: MarkdownEnv },
): { html: string; env: MarkdownEnv } {
  const key = `${routesKey}\0${doc.relative}\0${doc.bodyLineOffset}\0${doc.body}`;
  cache.markdownUsed.add(doc.file);
  const entry = cache.markdown.get(doc.file);
  if (entry?.key === key) return entry.value;
  const value = render();
  cache.markdown.set(doc.file, { key, value });
  return value;
}

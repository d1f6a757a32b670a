// `build --cache`: the files of each rendered page (its HTML, its page data
// and its page-size warning) kept in a folder of the site, `.brokerdocs-cache/`,
// under a key made of everything the files are made from. A later build finds
// a page's key there and copies the files instead of rendering it; a changed
// page, site data (sidebars, navbar, versions), asset, config file or tool has
// another key, so a stale entry is never used. Entries a build did not use are
// removed when it ends, so the folder follows the site.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../diagnostics.js';
import { bodyPiecesOf } from '../body-pieces.js';
import type { PageData } from '../../templates/contracts/types.js';
import type { PageOptions } from './render-pool.js';

/** The cache folder, in the site folder (ignored by git: see the README). */
export const CACHE_FOLDER = '.brokerdocs-cache';

export interface CachedTargets {
  html: string;
  pageData?: string;
}

export interface PageCache {
  /** The key of a page's files: the site's key (site data, assets, config, tool), the page and the facts its document is given. */
  keyOf(siteKey: string, page: PageData, options: PageOptions, withPageData: boolean): string;
  /** Copies the page's files to `targets`; undefined when the cache has no (whole) entry for the key. */
  restore(key: string, targets: CachedTargets): Promise<{ warning?: Diagnostic } | undefined>;
  /** Keeps the files just written at `targets` under the key. */
  store(key: string, targets: CachedTargets, warning?: Diagnostic): Promise<void>;
  /** Removes the entries this build did not look up or store. */
  prune(): Promise<void>;
  readonly stats: { restored: number; stored: number };
}

/** What the running build is: its version and the bundles that render (a rebuilt tool renders differently). */
export function toolIdentity(version: string): string {
  const hash = createHash('sha256').update(version);
  const here = fileURLToPath(import.meta.url);
  for (const file of [here, path.join(path.dirname(here), 'render-worker.js')]) if (existsSync(file)) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** Opens (or starts) the cache in `dir` for a build by `tool`, whose config file holds `config`. */
export async function openPageCache(dir: string, { tool, config }: { tool: string; config: string }): Promise<PageCache> {
  const pages = path.join(dir, 'pages');
  await mkdir(pages, { recursive: true });
  const used = new Set<string>();
  const stats = { restored: 0, stored: 0 };
  const base = createHash('sha256').update(tool).update('\0').update(config).digest('hex');
  const file = (key: string, kind: 'html' | 'data.json' | 'warning.json') => path.join(pages, `${key}.${kind}`);
  return {
    stats,
    keyOf(siteKey, page, options, withPageData) {
      const hash = createHash('sha256')
        .update(base)
        .update('\0')
        .update(siteKey)
        .update('\0')
        .update(JSON.stringify(options))
        .update(withPageData ? '\0data\0' : '\0full\0')
        // The body apart: a large reference's body is hashed as it is (in its pieces), never copied into a JSON string.
        .update(JSON.stringify({ ...page, html: '' }))
        .update('\0');
      for (const piece of bodyPiecesOf(page)) hash.update(piece);
      return hash.digest('hex').slice(0, 40);
    },
    async restore(key, targets) {
      used.add(key);
      try {
        const warning = await readFile(file(key, 'warning.json'), 'utf8').then(
          (text) => JSON.parse(text) as Diagnostic,
          () => undefined,
        );
        await copyFile(file(key, 'html'), targets.html);
        if (targets.pageData) await copyFile(file(key, 'data.json'), targets.pageData);
        stats.restored++;
        return warning ? { warning } : {};
      } catch {
        // Not there, or removed by another build meanwhile: the page is rendered.
        return undefined;
      }
    },
    async store(key, targets, warning) {
      used.add(key);
      // Each file under a temporary name first: a build that reads the entry meanwhile finds it whole or not at all.
      const put = async (from: string | undefined, to: string, content?: string) => {
        const temporary = `${to}.${randomUUID()}.tmp`;
        if (from) await copyFile(from, temporary);
        else await writeFile(temporary, content ?? '');
        await rename(temporary, to);
      };
      if (warning) await put(undefined, file(key, 'warning.json'), JSON.stringify(warning));
      if (targets.pageData) await put(targets.pageData, file(key, 'data.json'));
      // The HTML last: restore starts from it, so an entry without it is one being stored.
      await put(targets.html, file(key, 'html'));
      stats.stored++;
    },
    async prune() {
      const names = await readdir(pages).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !used.has(name.slice(0, name.indexOf('.')))).map((name) => rm(path.join(pages, name), { force: true })));
    },
  };
}

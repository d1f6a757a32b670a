// Lists the Markdown pages and folder metadata of a docs folder (or the
// pages of the site's pages folder).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';

/** A folder's category metadata file, in JSON or YAML. */
export const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

export interface SourceFile {
  /** Absolute path. */
  absolute: string;
  /** Path relative to the docs folder, with `/` separators: `data/history.md`. */
  relative: string;
  /** A page of a non-default locale read from the default locale's docs: the locale has no translation of it. */
  untranslated?: true;
}

export interface ContentTree {
  pages: SourceFile[];
  /** `_category_.json` (or `.yml`, `.yaml`) files by folder (relative, `''` for the root). */
  categories: Map<string, SourceFile>;
}

const PAGE = /\.(md|mdx)$/i;

/** Files and folders starting with `_` are partials or private, as in Docusaurus. */
function isPrivate(name: string): boolean {
  return name.startsWith('_') || name.startsWith('.');
}

/** `page`: which files are pages (Markdown by default; the site's pages folder takes React files too, content/site-pages.ts). */
export async function scanContent(docsDir: string, exclude: readonly string[] = [], include: readonly string[] = [], page: RegExp = PAGE): Promise<ContentTree> {
  const excluded = exclude.length ? picomatch([...exclude], { dot: true }) : () => false;
  // Docusaurus' `include` (default `**/*.{md,mdx}`): the pages are the Markdown files that match one of its globs.
  const included = include.length ? picomatch([...include], { dot: true }) : () => true;
  const pages: SourceFile[] = [];
  const categories = new Map<string, SourceFile>();
  async function walk(dir: string, relativeDir: string): Promise<void> {
    const entries = readdirSync(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const absolute = path.join(dir, entry.name);
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isPrivate(entry.name) && entry.name !== 'node_modules') await walk(absolute, relative);
      } else if (CATEGORY_FILE.test(entry.name)) {
        // Docusaurus reads `_category_.json` or `.yml`/`.yaml`; a folder with two keeps the JSON one, which sorts first.
        if (!categories.has(relativeDir)) categories.set(relativeDir, { absolute, relative });
      } else if (page.test(entry.name) && !isPrivate(entry.name) && included(relative) && !excluded(relative)) {
        pages.push({ absolute, relative });
      }
    }
  }
  await walk(docsDir, '');
  return { pages, categories };
}

/**
 * The file's text. Read synchronously: a docs page is a few KB already in the
 * page cache, which one call copies in ~10 µs; `fs.promises.readFile` takes
 * four round trips to libuv's thread pool for it (10,000 pages: 800 ms, against 90).
 */
export async function readSource(file: SourceFile): Promise<string> {
  return readFileSync(file.absolute, 'utf8');
}

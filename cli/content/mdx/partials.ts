// Which imports of a page are Markdown partials (`import Intro from
// './_intro.mdx'`), and the files they name. Relative specifiers resolve from
// the importing file, `@site/…` from the site folder, as in Docusaurus; a
// relative one may leave the site folder, as docs beside it do (`docs.path:
// '../docs'`).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { warning } from '../../diagnostics.js';
import type { MarkdownEnv } from '../env.js';
import { prepareMdx, type MdxImport } from './prepare.js';

const MARKDOWN = /\.mdx?$/i;

/** Local name → absolute path of each Markdown import that names a file; a missing one is a warning at its import line. */
export function partialImports(
  imports: ReadonlyMap<string, MdxImport>,
  fromFile: string,
  siteDir: string,
  env: Pick<MarkdownEnv, 'file' | 'diagnostics'>,
  /** The page line a warning names, from the import's line in `fromFile`. */
  lineOf: (importLine: number) => number,
): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [name, { specifier, line }] of imports) {
    if (!MARKDOWN.test(specifier)) continue;
    const absolute = resolveSpecifier(specifier, fromFile, siteDir);
    if (absolute && isFile(absolute)) found.push([name, absolute]);
    else env.diagnostics.push(warning('mdx-missing-partial', `"${specifier}" is not a Markdown file of this site: <${name} /> renders nothing`, { file: env.file, line: lineOf(line) }, 'Check the path; it is relative to the importing file, or starts with @site/.'));
  }
  return found;
}

/** The file a relative or `@site/` specifier names (null for a package or a path out of the site). */
export function resolveSpecifier(specifier: string, fromFile: string, siteDir: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (!specifier.startsWith('@site/')) return null;
  const absolute = path.join(siteDir, specifier.slice('@site/'.length));
  return path.relative(siteDir, absolute).startsWith('..') ? null : absolute;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The prepared Markdown of every partial the pages import, at any depth, each once: what the highlighter
 * colours ahead of rendering besides the pages (Ionic's 1,000 pages import 5,800 partials, each a code sample,
 * which were highlighted one by one on the main thread while its components were bundled).
 */
export function partialSources(pages: ReadonlyArray<{ mdx: { imports: ReadonlyMap<string, MdxImport> }; absolute: string }>, siteDir: string): string[] {
  const seen = new Set<string>();
  const sources: string[] = [];
  const visit = (imports: ReadonlyMap<string, MdxImport>, fromFile: string) => {
    for (const { specifier } of imports.values()) {
      if (!MARKDOWN.test(specifier)) continue;
      const absolute = resolveSpecifier(specifier, fromFile, siteDir);
      if (!absolute || seen.has(absolute)) continue;
      seen.add(absolute);
      let body: string;
      try {
        body = partialBody(absolute);
      } catch {
        // Not there: warned about where it is rendered.
        continue;
      }
      const prepared = prepareMdx(body);
      sources.push(prepared.source);
      visit(prepared.imports, absolute);
    }
  };
  for (const page of pages) visit(page.mdx.imports, page.absolute);
  return sources;
}

/** A partial's Markdown: its front matter, if any, is not Markdown (a partial's is ignored, as in Docusaurus). Throws when the file cannot be read. */
export function partialBody(file: string): string {
  return readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

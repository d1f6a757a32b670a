// Which imports of a page are Markdown partials (`import Intro from
// './_intro.mdx'`), and the files they name. Relative specifiers resolve from
// the importing file, `@site/…` from the site folder, as in Docusaurus; a
// relative one may leave the site folder, as docs beside it do (`docs.path:
// '../docs'`).
import { statSync } from 'node:fs';
import path from 'node:path';
import { warning } from '../../diagnostics.js';
import type { MarkdownEnv } from '../env.js';
import type { MdxImport } from './prepare.js';

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

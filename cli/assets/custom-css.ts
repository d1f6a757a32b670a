// The site's own stylesheets (`themeConfig.customCss`, Docusaurus'
// `theme.customCss`) as one file linked after brokerdocs' own: Sass compiled,
// the files in the order written. A Docusaurus site sets its brand colour
// and fonts through Infima's variables; those it sets become ours, so that
// the site keeps its colour without knowing brokerdocs' variable names.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { warning, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import { compileSass } from './sass.js';

export interface CustomStylesheet {
  /** The file's path under the output folder: `assets/custom-<hash>.css`. */
  name: string;
  content: Buffer;
  /** The files it was made from, Sass partials included: what `dev` watches. */
  sources: string[];
}

/** Infima's variable → ours, with the value ours has when Infima's is not set. */
const BRIDGED: ReadonlyArray<[infima: string, ours: string]> = [
  ['--ifm-color-primary', '--primary'],
  ['--ifm-font-family-base', '--font'],
  ['--ifm-font-family-monospace', '--mono'],
];

/**
 * The stylesheet, or none when the config names no file. A file that is missing or does not compile is left out
 * with a warning at `at` (the config): the site builds with the rest.
 */
export async function customStylesheet(siteDir: string, files: readonly string[], at: SourceLocation): Promise<{ stylesheet?: CustomStylesheet; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const parts: string[] = [];
  const sources: string[] = [];
  for (const written of files) {
    const file = path.resolve(siteDir, written);
    const shown = path.relative(siteDir, file);
    try {
      if (/\.s[ac]ss$/i.test(file)) {
        const compiled = await compileSass(file, siteDir);
        parts.push(`/* ${shown} */\n${compiled.css}`);
        sources.push(...compiled.sources);
      } else {
        parts.push(`/* ${shown} */\n${await readFile(file, 'utf8')}`);
        sources.push(file);
      }
    } catch (caught) {
      const failure = caught as { code?: string; sassMessage?: string; message: string; span?: { start: { line: number } } };
      const why = failure.code === 'ENOENT' ? 'there is no such file' : `it does not compile: ${failure.sassMessage ?? failure.message}${failure.span ? ` (line ${failure.span.start.line + 1})` : ''}`;
      diagnostics.push(warning('custom-css', `customCss: ${shown} is left out: ${why}`, at, 'Fix the path or the stylesheet; the site is built without it.'));
      sources.push(file);
    }
  }
  if (!parts.length) return { diagnostics };
  const css = [...parts, bridge(parts.join('\n'))].filter(Boolean).join('\n');
  const content = Buffer.from(css);
  return { stylesheet: { name: `assets/custom-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.css`, content, sources }, diagnostics };
}

/** Our variables from Infima's, for those the stylesheets set: in both colour modes, as theirs may differ by mode. */
function bridge(css: string): string {
  const set = BRIDGED.filter(([infima]) => new RegExp(`${infima}\\s*:`).test(css));
  if (!set.length) return '';
  const declarations = set.map(([infima, ours]) => `${ours}:var(${infima})`).join(';');
  return `/* brokerdocs: the site's Infima variables as its own */\n:root,[data-theme='dark']{${declarations}}`;
}

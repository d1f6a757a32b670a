// A YAML (or JSON) file of a site's content, read for its value: a blog's
// authors, a docs version's predefined tags. One that does not parse is a
// warning at the line js-yaml names, with the caller's code and hint, and no
// value; the build goes on without it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { warning, type Diagnostic } from '../diagnostics.js';

export interface YamlFile {
  /** The file, relative to the site (for diagnostics). */
  file: string;
  source: string;
  /** Absent when the file does not parse. */
  value?: unknown;
  diagnostics: Diagnostic[];
}

export function readYamlFile(absolute: string, siteDir: string, problem: { code: string; what: string; hint: string }): YamlFile {
  const file = path.relative(siteDir, absolute);
  const source = readFileSync(absolute, 'utf8');
  try {
    return { file, source, value: loadYaml(source), diagnostics: [] };
  } catch (caught) {
    const mark = (caught as { mark?: { line?: number } }).mark;
    const reason = (caught as { reason?: string }).reason ?? (caught as Error).message;
    return { file, source, diagnostics: [warning(problem.code, `${problem.what} does not read: ${reason}`, { file, line: (mark?.line ?? 0) + 1 }, problem.hint)] };
  }
}

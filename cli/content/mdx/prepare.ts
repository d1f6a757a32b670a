// MDX's JavaScript, taken out of a page before Markdown reads it: `import`
// and `export` statements and `{/* … */}` comments. Each is replaced by blank
// space of the same lines, so every line number after it stays true for
// diagnostics. The imports are kept: `<X />` of an imported Markdown file is
// that file's content.
import { dedentJsxContent } from './dedent.js';
import { fencedLines } from './fences.js';

export interface MdxImport {
  /** The module as written: `@theme/Tabs`, `./_intro.mdx`. */
  specifier: string;
  /** 1-based line of the import statement in the source. */
  line: number;
}

export interface PreparedMdx {
  source: string;
  /** By local name (`Tabs`, `Intro`). */
  imports: Map<string, MdxImport>;
}

const ESM_START = /^(?:import\s*(?:[\w$*{]|['"])|export\s+(?:default\b|const|let|var|function|async|class|\{|\*))/;

export function prepareMdx(source: string): PreparedMdx {
  if (!/^(?:import|export)\s|\{\/\*|^[ \t]*<(?:[A-Z]|details)/m.test(source)) return { source, imports: new Map() };
  const lines = source.split('\n');
  const fenced = fencedLines(lines);
  const imports = new Map<string, MdxImport>();
  let previousBlank = true;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    // ESM is a block of its own in MDX: at the start of a line, after a blank line or other ESM.
    if (!fenced[index] && previousBlank && ESM_START.test(line)) {
      const end = statementEnd(lines, index);
      const statement = lines.slice(index, end + 1).join('\n');
      if (statement.startsWith('import')) for (const [name, specifier] of importedNames(statement)) imports.set(name, { specifier, line: index + 1 });
      for (let blank = index; blank <= end; blank++) lines[blank] = '';
      index = end;
      previousBlank = true;
      continue;
    }
    previousBlank = line.trim() === '';
  }
  // Fences are found at any indentation, so the one reading holds after the shifts too.
  const text = dedentJsxContent(lines, fenced).join('\n');
  return { source: stripComments(text, fenced), imports };
}

/** Index of the last line of the statement starting at `first`: brackets balanced and, for an import, its module named. */
function statementEnd(lines: readonly string[], first: number): number {
  let depth = 0;
  for (let index = first; index < lines.length; index++) {
    const line = lines[index]!.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
    for (const char of line) {
      if (char === '{' || char === '(' || char === '[') depth++;
      else if (char === '}' || char === ')' || char === ']') depth--;
    }
    const next = lines[index + 1];
    const finished = depth <= 0 && (/;\s*$/.test(line) || next === undefined || next.trim() === '' || ESM_START.test(next) || (lines[first]!.startsWith('import') && /(?:from\s*|^import\s*)["'][^"']*["']/.test(lines[index]!)));
    if (finished) return index;
  }
  return lines.length - 1;
}

/**
 * `import A, { B, C as D } from 'x'` → A, B, D (each → 'x'); `import * as N from 'x'` → N. Several imports may
 * share a line (`import Tabs from '@theme/Tabs'; import constants from '@site/core/TabsConstants';`, as React
 * Native's docs write them): each is read.
 */
function importedNames(statement: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const match of statement.matchAll(/(?:^|;)\s*import\s+([^;]*?)\s+from\s*["']([^"']+)["']/g)) found.push(...namesOf(match[1]!, match[2]!));
  return found;
}

function namesOf(clause: string, specifier: string): Array<[string, string]> {
  const names: string[] = [];
  const named = /\{([\s\S]*)\}/.exec(clause);
  for (const part of named?.[1]!.split(',') ?? []) {
    const name = part.trim().split(/\s+as\s+/).pop()?.trim();
    if (name) names.push(name);
  }
  const rest = clause.replace(/\{[\s\S]*\}/, '');
  const namespace = /\*\s*as\s+([\w$]+)/.exec(rest);
  if (namespace) names.push(namespace[1]!);
  const defaultName = /^\s*([\w$]+)/.exec(rest.replace(/\*\s*as\s+[\w$]+/, ''));
  if (defaultName) names.push(defaultName[1]!);
  return names.map((name) => [name, unescapeString(specifier)]);
}

const SINGLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** A JavaScript string literal's content as the string it is: `./\_intro.mdx` names `./_intro.mdx`. */
function unescapeString(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, escape: string) => {
    if (/^[ux]/.test(escape) && escape.length > 1) return String.fromCodePoint(parseInt(escape.replace(/^u\{?|^x|\}$/g, ''), 16));
    return SINGLE_ESCAPES[escape] ?? escape;
  });
}

/** `{/* … *\/}` outside code, removed (its newlines kept). Inline code spans are left as written. */
function stripComments(source: string, fenced: readonly boolean[]): string {
  if (!source.includes('{/*')) return source;
  let out = '';
  let line = 0;
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (char === '\n') {
      line++;
      out += char;
      at++;
      continue;
    }
    if (fenced[line]) {
      const next = source.indexOf('\n', at);
      const end = next < 0 ? source.length : next;
      out += source.slice(at, end);
      at = end;
      continue;
    }
    if (char === '`') {
      // A code span: the same run of backticks closes it.
      const run = /^`+/.exec(source.slice(at, at + 32))![0];
      const close = source.indexOf(run, at + run.length);
      const end = close < 0 ? at + run.length : close + run.length;
      const span = source.slice(at, end);
      line += span.split('\n').length - 1;
      out += span;
      at = end;
      continue;
    }
    if (char === '{' && source.startsWith('{/*', at)) {
      const close = source.indexOf('*/', at + 3);
      const brace = close < 0 ? -1 : source.indexOf('}', close + 2);
      if (brace >= 0 && source.slice(close + 2, brace).trim() === '') {
        const comment = source.slice(at, brace + 1);
        line += comment.split('\n').length - 1;
        // Removed, not replaced by spaces: four of them would start an indented code block.
        out += comment.replace(/[^\n]/g, '');
        at = brace + 1;
        continue;
      }
    }
    out += char;
    at++;
  }
  return out;
}

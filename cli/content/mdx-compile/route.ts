// Which docs go through the MDX compiler. A page whose MDX markdown-it
// renders by itself (Tabs, Details, Admonition, CodeBlock, Markdown
// partials, HTML with HTML's attributes) stays on the markdown-it path, which is faster (tests/bench); a
// page that imports or uses any other component is compiled, and its
// components run. Both paths render Markdown with the same markdown-it
// plugins (markdown-runs.ts), so a page looks the same either way.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DocSource } from '../docs.js';
import { fencedLines } from '../mdx/fences.js';
import { partialBody, resolveSpecifier } from '../mdx/partials.js';
import { prepareMdx, type PreparedMdx } from '../mdx/prepare.js';
import { hasJsxHtmlAttributes, withoutCodeSpans } from '../mdx/jsx-html.js';
import { hasTagLine } from '../mdx/tag-lines.js';

/** What follows the `<` of a component's tag. */
const CAPITAL = /[A-Z]/y;

/** What markdown-it renders itself, when imported from `@theme/` and not swizzled. */
const MARKDOWN_IT_COMPONENTS = new Set(['Tabs', 'TabItem', 'Details', 'Admonition', 'CodeBlock']);

/** `format`: Docusaurus' `markdown.format`; with `md` no page is compiled, with `detect` only `.mdx` pages are. */
export function needsCompiler(doc: Pick<DocSource, 'mdx' | 'body' | 'relative'> & Partial<Pick<DocSource, 'absolute' | 'reactPage'>>, siteDir: string, format: 'mdx' | 'md' | 'detect' = 'mdx'): boolean {
  // A React page of src/pages is a component to run, whatever the Markdown format.
  if (doc.reactPage) return true;
  if (format === 'md' || (format === 'detect' && !/\.mdx$/i.test(doc.relative))) return false;
  return usesComponents(doc.mdx, doc.body, doc.absolute, siteDir, format, new Set());
}

/**
 * Whether a page, or a Markdown partial it imports (at any depth), uses a component markdown-it does not render:
 * a partial is rendered inside its page, so a page whose partial holds Ionic's <Playground> is compiled whole.
 */
function usesComponents(mdx: PreparedMdx, body: string, file: string | undefined, siteDir: string, format: 'mdx' | 'detect', seen: Set<string>): boolean {
  for (const { specifier } of mdx.imports.values()) {
    if (/\.mdx?$/i.test(specifier)) {
      const partial = file === undefined ? null : resolveSpecifier(specifier, file, siteDir);
      // With `detect`, a `.md` partial is CommonMark, as its page would be.
      if (partial && !seen.has(partial) && !(format === 'detect' && !/\.mdx$/i.test(partial)) && partialUsesComponents(partial, siteDir, format, seen.add(partial))) return true;
      continue;
    }
    const theme = /^@theme\/(\w+)$/.exec(specifier)?.[1];
    if (theme && MARKDOWN_IT_COMPONENTS.has(theme) && !swizzled(siteDir, theme)) continue;
    return true;
  }
  if (/^[ \t]*(?:`{3,}|~{3,})[ \t]*mdx-code-block/m.test(body)) return true;
  // `<div className="…">`, `<img style={{…}} />`: JSX that only the compiler makes elements of (jsx-html.ts).
  if (hasJsxHtmlAttributes(mdx.source)) return true;
  // A component never imported (a site's MDXComponents gives it), outside code (`List<Item>` in a code block is not one):
  // at the start of a line, or inside a paragraph (bitwarden's `touching shared infrastructure. <Bitwarden>These crates…`).
  if (!/<[A-Z]/.test(mdx.source)) return false;
  const lines = mdx.source.split('\n');
  const fenced = fencedLines(lines);
  const other = (name: string | undefined) => Boolean(name) && !MARKDOWN_IT_COMPONENTS.has(name!) && !mdx.imports.has(name!);
  if (hasTagLine(mdx.source, CAPITAL) && lines.some((line, index) => !fenced[index] && other(/^[ \t]*<([A-Z][\w.]*)/.exec(line)?.[1]))) return true;
  return lines.some((line, index) => !fenced[index] && line.includes('<') && [...withoutCodeSpans(line).matchAll(INLINE_TAG)].some((match) => other(match[1])));
}

/** A component's tag inside a line: not right after a word (`Array<Item>` is a type in prose), then a space, `/` or `>`. */
const INLINE_TAG = /(?:^|[^\w`<])<([A-Z][\w.]*)(?=[\s/>])/g;


/** A partial's answer, by file and modification time: many pages import the same partials. */
const partialAnswers = new Map<string, boolean>();

function partialUsesComponents(file: string, siteDir: string, format: 'mdx' | 'detect', seen: Set<string>): boolean {
  let key: string;
  try {
    key = `${file}:${statSync(file).mtimeMs}:${format}`;
  } catch {
    // A partial that is not there is warned about where it is rendered.
    return false;
  }
  const known = partialAnswers.get(key);
  if (known !== undefined) return known;
  const body = partialBody(file);
  const answer = usesComponents(prepareMdx(body), body, file, siteDir, format, seen);
  partialAnswers.set(key, answer);
  return answer;
}

function swizzled(siteDir: string, name: string): boolean {
  return ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.js'].some((extension) => existsSync(path.join(siteDir, 'src', 'theme', name + extension)));
}

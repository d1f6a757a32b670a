// Which docs go through the MDX compiler. A page whose MDX markdown-it
// renders by itself (Tabs, Details, Admonition, CodeBlock, Markdown
// partials) stays on the markdown-it path, which is faster (tests/bench); a
// page that imports or uses any other component is compiled, and its
// components run. Both paths render Markdown with the same markdown-it
// plugins (markdown-runs.ts), so a page looks the same either way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DocSource } from '../docs.js';
import { fencedLines } from '../mdx/fences.js';

/** What markdown-it renders itself, when imported from `@theme/` and not swizzled. */
const MARKDOWN_IT_COMPONENTS = new Set(['Tabs', 'TabItem', 'Details', 'Admonition', 'CodeBlock']);

/** `format`: Docusaurus' `markdown.format`; with `md` no page is compiled, with `detect` only `.mdx` pages are. */
export function needsCompiler(doc: Pick<DocSource, 'mdx' | 'body' | 'relative'>, siteDir: string, format: 'mdx' | 'md' | 'detect' = 'mdx'): boolean {
  if (format === 'md' || (format === 'detect' && !/\.mdx$/i.test(doc.relative))) return false;
  for (const { specifier } of doc.mdx.imports.values()) {
    if (/\.mdx?$/i.test(specifier)) continue;
    const theme = /^@theme\/(\w+)$/.exec(specifier)?.[1];
    if (theme && MARKDOWN_IT_COMPONENTS.has(theme) && !swizzled(siteDir, theme)) continue;
    return true;
  }
  if (/^[ \t]*(?:`{3,}|~{3,})[ \t]*mdx-code-block/m.test(doc.body)) return true;
  // A component never imported, at the start of a line outside code (`List<Item>` in a code block is not one).
  if (!/^[ \t]*<[A-Z]/m.test(doc.mdx.source)) return false;
  const lines = doc.mdx.source.split('\n');
  const fenced = fencedLines(lines);
  return lines.some((line, index) => {
    const name = !fenced[index] && /^[ \t]*<([A-Z][\w.]*)/.exec(line)?.[1];
    return Boolean(name) && !MARKDOWN_IT_COMPONENTS.has(name as string) && !doc.mdx.imports.has(name as string);
  });
}

function swizzled(siteDir: string, name: string): boolean {
  return ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.js'].some((extension) => existsSync(path.join(siteDir, 'src', 'theme', name + extension)));
}


// Which docs go through the MDX compiler, and rendering them. A page whose
// MDX markdown-it renders by itself (Tabs, Details, Admonition, CodeBlock,
// Markdown partials) stays on the markdown-it path, which is faster
// (tests/bench); a page that imports or uses any other component is
// compiled, and its components run. Both paths render Markdown with the same
// markdown-it plugins (markdown-runs.ts), so a page looks the same either way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics.js';
import type { DocSource } from '../docs.js';
import { createEnv, type MarkdownEnv } from '../env.js';
import type { LinkContext } from '../link-context.js';
import type { MarkdownRenderer } from '../markdown.js';
import { flushSection } from '../plugins/outline.js';
import { compileMdx, PROVIDED } from './compile.js';
import { createRawHtmlTable } from './raw-html.js';
import { renderCompiledDocs, type CompiledDoc } from './render-compiled.js';
import type { MdxSiteConfig } from '../../../templates/mdx/context.js';

/** What markdown-it renders itself, when imported from `@theme/` and not swizzled. */
const MARKDOWN_IT_COMPONENTS = new Set(['Tabs', 'TabItem', 'Details', 'Admonition', 'CodeBlock']);

export function needsCompiler(doc: Pick<DocSource, 'mdx' | 'body'>, siteDir: string): boolean {
  for (const { specifier } of doc.mdx.imports.values()) {
    if (/\.mdx?$/i.test(specifier)) continue;
    const theme = /^@theme\/(\w+)$/.exec(specifier)?.[1];
    if (theme && MARKDOWN_IT_COMPONENTS.has(theme) && !swizzled(siteDir, theme)) continue;
    return true;
  }
  if (/^[ \t]*(?:`{3,}|~{3,})[ \t]*mdx-code-block/m.test(doc.body)) return true;
  for (const match of doc.mdx.source.matchAll(/<([A-Z][\w.]*)/g)) if (!MARKDOWN_IT_COMPONENTS.has(match[1]!) && !doc.mdx.imports.has(match[1]!)) return true;
  return false;
}

function swizzled(siteDir: string, name: string): boolean {
  return ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.js'].some((extension) => existsSync(path.join(siteDir, 'src', 'theme', name + extension)));
}

export interface CompiledSite {
  siteDir: string;
  siteConfig: MdxSiteConfig;
  locale: string;
}

/** The docs compiled and rendered, by doc; a doc left out could not be compiled (its warning is in `diagnostics`) and renders on the markdown-it path. */
export async function renderCompiled(
  docs: ReadonlyArray<{ doc: DocSource; link: LinkContext }>,
  markdown: MarkdownRenderer,
  site: CompiledSite,
): Promise<{ rendered: Map<DocSource, { html: string; env: MarkdownEnv }>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const raw = createRawHtmlTable();
  const compiled: CompiledDoc[] = [];
  const envs = new Map<string, { doc: DocSource; env: MarkdownEnv }>();
  await Promise.all(
    docs.map(async ({ doc, link }, index) => {
      const env = createEnv({ file: doc.file, lineOffset: doc.bodyLineOffset, source: doc.body, resolveLink: link.resolverFor(doc), resolveImage: link.imageResolverFor(doc) }, { imports: new Map(doc.mdx.imports), siteDir: site.siteDir });
      const result = await compileMdx({ source: doc.body, file: doc.file, lineOffset: doc.bodyLineOffset, absolute: doc.absolute, renderer: markdown, env, raw, provided: PROVIDED });
      diagnostics.push(...result.diagnostics);
      if (!result.compiled) return;
      flushSection(env);
      env.run = undefined;
      const key = String(index);
      compiled.push({ key, file: doc.file, absolute: doc.absolute, env, compiled: result.compiled });
      envs.set(key, { doc, env });
    }),
  );
  const first = docs[0]?.doc;
  const partials = { link: docs[0]?.link, docsDir: first ? first.absolute.slice(0, first.absolute.length - first.relative.length) : site.siteDir };
  const result = await renderCompiledDocs(compiled, { siteDir: site.siteDir, siteConfig: site.siteConfig, locale: site.locale, renderer: markdown, raw, partials });
  diagnostics.push(...result.diagnostics);
  const rendered = new Map<DocSource, { html: string; env: MarkdownEnv }>();
  for (const [key, html] of result.html) {
    const { doc, env } = envs.get(key)!;
    rendered.set(doc, { html, env });
  }
  return { rendered, diagnostics };
}

// The docs that go through the MDX compiler (route.ts) compiled and
// rendered. Loaded only when a site has such docs: the compiler, esbuild and
// the bundle stay out of every other build.
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics.js';
import type { DocSource } from '../docs.js';
import { createEnv, type MarkdownEnv } from '../env.js';
import type { LinkContext } from '../link-context.js';
import type { MarkdownRenderer } from '../markdown.js';
import { collectIds, flushSection } from '../plugins/outline.js';
import { openCompileCache } from './compile-cache.js';
import { openBundleCache } from './bundle-cache.js';
import { compileMdx, PROVIDED } from './compile.js';
import type { Mdx1Compat } from './preprocess.js';
import { createRawHtmlTable } from './raw-html.js';
import { renderCompiledDocs, type CompiledDoc } from './render-compiled.js';
import type { MdxDoc, MdxVersionDocs, MdxSiteConfig } from '../../../templates/mdx/context.js';

export interface CompiledSite {
  siteDir: string;
  compat?: Mdx1Compat;
  siteConfig: MdxSiteConfig;
  locale: string;
  islandHost?: string;
  /** The site's own messages in this locale, by id (doc-context.ts). */
  translations?: Record<string, string>;
  /** Import aliases, name → absolute path. */
  aliases?: Readonly<Record<string, string>>;
  /** The static folders, absolute. */
  staticDirs?: readonly string[];
}

/** The docs compiled and rendered, by doc; a doc left out could not be compiled (its warning is in `diagnostics`) and renders on the markdown-it path. */
export async function renderCompiled(
  docs: ReadonlyArray<{ doc: DocSource; link: LinkContext; page?: MdxDoc; versionDocs?: MdxVersionDocs }>,
  markdown: MarkdownRenderer,
  site: CompiledSite,
): Promise<{ rendered: Map<DocSource, { html: string; env: MarkdownEnv }>; componentsLost: Set<DocSource>; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const raw = createRawHtmlTable();
  const compiled: CompiledDoc[] = [];
  const envs = new Map<string, { doc: DocSource; env: MarkdownEnv }>();
  const cache = openCompileCache(site.siteDir);
  await Promise.all(
    docs.map(async ({ doc, link, page, versionDocs }, index) => {
      const env = createEnv({ file: doc.file, lineOffset: doc.bodyLineOffset, source: doc.body, resolveLink: link.resolverFor(doc), resolveImage: link.imageResolverFor(doc) }, { imports: new Map(doc.mdx.imports), siteDir: site.siteDir });
      const result = await compileMdx({ source: doc.body, file: doc.file, lineOffset: doc.bodyLineOffset, absolute: doc.absolute, renderer: markdown, env, raw, provided: PROVIDED, compat: site.compat, cache });
      diagnostics.push(...result.diagnostics);
      if (!result.compiled) return;
      flushSection(env);
      env.run = undefined;
      const key = String(index);
      compiled.push({ key, file: doc.file, absolute: doc.absolute, env, compiled: result.compiled, page, versionDocs, ...(doc.reactPage ? { reactPage: true as const } : {}) });
      envs.set(key, { doc, env });
    }),
  );
  const first = docs[0]?.doc;
  const partials = { link: docs[0]?.link, docsDir: first ? first.absolute.slice(0, first.absolute.length - first.relative.length) : site.siteDir };
  const result = await renderCompiledDocs(compiled, { siteDir: site.siteDir, siteConfig: site.siteConfig, locale: site.locale, renderer: markdown, raw, partials, compat: site.compat, aliases: site.aliases, staticDirs: site.staticDirs, islandHost: site.islandHost, translations: site.translations, cache, bundleCache: openBundleCache(site.siteDir) });
  diagnostics.push(...result.diagnostics);
  const rendered = new Map<DocSource, { html: string; env: MarkdownEnv }>();
  for (const [key, html] of result.html) {
    const { doc, env } = envs.get(key)!;
    // What the site's components wrote is known only now: an id they give (Docusaurus' <Link id="…"/>) is a link target as a heading's is.
    collectIds(html, env);
    rendered.set(doc, { html, env });
  }
  // Compiled, but left out of the result: their components could not be bundled or loaded (an mdx-bundle-error says so).
  const componentsLost = new Set(compiled.filter(({ key }) => !result.html.has(key)).map(({ key }) => envs.get(key)!.doc));
  return { rendered, componentsLost, diagnostics };
}

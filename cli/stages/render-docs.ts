// The Markdown stage: each doc's body rendered to HTML, with the headings,
// links and sections it holds (in `env`). Pages with components of the
// site's own go through the MDX compiler and run them (content/mdx-compile/);
// the others through markdown-it. `dev` renders again only the docs whose
// source, or the routes their links resolve against, changed.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { cachedMarkdown, type SiteCache } from '../site-cache.js';
import type { DocsVersionContent } from '../versions/docs-version.js';
import type { LinkContext } from '../content/link-context.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import { needsCompiler } from '../content/mdx-compile/route.js';

export interface RenderedContent {
  /** Each version's rendered docs, in the order of the contents. */
  byVersion: RenderedDoc[][];
  diagnostics: Diagnostic[];
}

export async function renderDocs(config: SiteConfig, contents: readonly DocsVersionContent[], markdown: MarkdownRenderer, links: ReadonlyMap<string, LinkContext>, cache: SiteCache | undefined): Promise<RenderedContent> {
  const diagnostics: Diagnostic[] = [];
  const toCompile = contents.flatMap((content) => content.docs.filter((doc) => needsCompiler(doc, config.siteDir, config.markdown.format)).map((doc) => ({ doc, link: links.get(content.version.name)! })));
  const siteConfig = { title: config.title, tagline: config.tagline ?? '', url: config.url ?? '', baseUrl: config.baseUrl };
  // The compiler and the bundler load only for a site that has such pages.
  const compiled = toCompile.length
    ? await (await import('../content/mdx-compile/compiled-docs.js')).renderCompiled(toCompile, markdown, { siteDir: config.siteDir, siteConfig, locale: config.i18n.currentLocale, compat: config.markdown.mdx1Compat, aliases: siteAliases(config), staticDir: path.resolve(config.siteDir, config.staticDir) })
    : { rendered: new Map(), diagnostics: [] };
  diagnostics.push(...compiled.diagnostics);
  const byVersion = contents.map((content) => {
    const link = links.get(content.version.name)!;
    return content.docs.map((doc): RenderedDoc => {
      const render = () =>
        compiled.rendered.get(doc) ??
        markdown.render(doc.mdx.source, {
          file: doc.file,
          lineOffset: doc.bodyLineOffset,
          resolveLink: link.resolverFor(doc),
          resolveImage: link.imageResolverFor(doc),
          imports: doc.mdx.imports,
          absolute: doc.absolute,
          siteDir: link.siteDir,
        });
      const { html, env } = cache && !compiled.rendered.has(doc) ? cachedMarkdown(cache, doc, link.routesKey, render) : render();
      diagnostics.push(...env.diagnostics);
      return { doc, html, env };
    });
  });
  return { byVersion, diagnostics };
}

/** The config's import aliases with their targets made absolute (docs.config.ts writes them relative to the site). */
function siteAliases(config: SiteConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(config.importAliases).map(([name, target]) => [name, path.resolve(config.siteDir, target)]));
}

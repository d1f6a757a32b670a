// The Markdown stage: each doc's body rendered to HTML, with the headings,
// links and sections it holds (in `env`). Pages with components of the
// site's own go through the MDX compiler and run them (content/mdx-compile/);
// the others through markdown-it. `dev` renders again only the docs whose
// source, or the routes their links resolve against, changed.
import path from 'node:path';
import { escapeHtml } from '../escape-html.js';
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { cachedMarkdown, type SiteCache } from '../site-cache.js';
import type { DocsVersionContent } from '../versions/docs-version.js';
import type { LinkContext } from '../content/link-context.js';
import type { Section } from '../content/env.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import { GrammarsNotLoaded } from '../content/highlight/highlighter.js';
import { needsCompiler } from '../content/mdx-compile/route.js';
import type { DocSource } from '../content/docs.js';
import { MESSAGES } from '../i18n/messages.js';
import type { Translations } from '../i18n/translations.js';
import { routeToHref } from '../routes/href.js';
import type { SidebarItem } from '../../templates/contracts/types.js';
import type { MdxSiteConfig } from '../../templates/mdx/context.js';

export interface RenderedContent {
  /** Each version's rendered docs, in the order of the contents. */
  byVersion: RenderedDoc[][];
  diagnostics: Diagnostic[];
}

/** What compiled pages' components read beyond the docs (navigation.ts made the sidebars, the locale pass the translations). */
export interface ComponentSources {
  /** Each version's sidebars, in the order of the contents. */
  sidebarsByVersion: ReadonlyArray<Record<string, SidebarItem[]>>;
  translations: Translations;
  /** The island host's file name, when it is not dist/runtime's (`dev` after a theme edit). */
  islandHost?: string;
}

/** Docs whose section texts are handed on at once (`sectionTexts`): one message per this many, not one per doc. */
const SECTION_BATCH = 200;

/** `sectionTexts`: told the sections of the docs that have text as they are rendered (build's search thread counts them meanwhile). */
export async function renderDocs(
  config: SiteConfig,
  contents: readonly DocsVersionContent[],
  markdown: MarkdownRenderer,
  links: ReadonlyMap<string, LinkContext>,
  cache: SiteCache | undefined,
  sources: ComponentSources,
  sectionTexts?: (sections: Section[]) => void,
): Promise<RenderedContent> {
  const diagnostics: Diagnostic[] = [];
  const toCompile = contents.flatMap((content) => content.docs.filter((doc) => needsCompiler(doc, config.siteDir, config.markdown.format)).map((doc) => ({ doc, link: links.get(content.version.name)!, content })));
  const siteConfig = { title: config.title, tagline: config.tagline ?? '', url: config.url ?? '', baseUrl: config.baseUrl, customFields: config.customFields };
  // The compiler and the bundler load only for a site that has such pages; their components may colour code of any source, so the grammars first.
  if (toCompile.length) await markdown.loadGrammars();
  const compiled = toCompile.length ? await renderWithComponents(config, contents, toCompile, markdown, siteConfig, sources) : { rendered: new Map(), componentsLost: new Set<DocSource>(), diagnostics: [] };
  diagnostics.push(...compiled.diagnostics);
  let batch: Section[] = [];
  let batchDocs = 0;
  const handOn = () => {
    if (batch.length) sectionTexts!(batch);
    batch = [];
    batchDocs = 0;
  };
  const byVersion: RenderedDoc[][] = [];
  for (const content of contents) {
    const link = links.get(content.version.name)!;
    const docs: RenderedDoc[] = [];
    for (const doc of content.docs) {
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
          keepBlockOutline: true,
          componentsLost: compiled.componentsLost.has(doc),
        });
      const renderCached = () => (cache && !compiled.rendered.has(doc) ? cachedMarkdown(cache, doc, link.routesKey, render) : render());
      let rendered: ReturnType<typeof render> | undefined;
      const loadedFor = new Set<string>();
      while (!rendered) {
        try {
          rendered = renderCached();
        } catch (caught) {
          // A rebuild's highlighter loads no grammar until a block is not in its cache: this page has one. Rendered again
          // once its language's grammar is loaded, from the start (its env is new each time), as often as it has such languages.
          if (!(caught instanceof GrammarsNotLoaded) || loadedFor.has(caught.language)) throw caught;
          loadedFor.add(caught.language);
          await markdown.loadGrammars([caught.language]);
        }
      }
      const { env } = rendered;
      // A React page whose component could not be bundled or run has no Markdown to fall back on: a box says so where it would be.
      const html = doc.reactPage && !compiled.rendered.has(doc) ? pageNotBuilt(doc) : rendered.html;
      diagnostics.push(...env.diagnostics);
      if (sectionTexts) {
        for (const section of env.sections) if (section.text) batch.push(section);
        if (++batchDocs >= SECTION_BATCH) handOn();
      }
      docs.push({ doc, html, env });
    }
    byVersion.push(docs);
  }
  if (sectionTexts) handOn();
  return { byVersion, diagnostics };
}

async function renderWithComponents(
  config: SiteConfig,
  contents: readonly DocsVersionContent[],
  toCompile: ReadonlyArray<{ doc: DocSource; link: LinkContext; content: DocsVersionContent }>,
  markdown: MarkdownRenderer,
  siteConfig: MdxSiteConfig,
  sources: ComponentSources,
) {
  const { renderCompiled } = await import('../content/mdx-compile/compiled-docs.js');
  const { mdxDocOf, siteMessages, versionDocsOf } = await import('../content/mdx-compile/doc-context.js');
  const byVersion = new Map(contents.map((content, index) => [content, { sidebars: sources.sidebarsByVersion[index] ?? {}, byId: new Map(content.docs.map((doc) => [doc.id, doc])), versionDocs: versionDocsOf(content.docs, sources.sidebarsByVersion[index] ?? {}) }]));
  const docs = toCompile.map(({ doc, link, content }) => {
    const { sidebars, byId, versionDocs } = byVersion.get(content)!;
    return { doc, link, page: mdxDocOf(doc, routeToHref(config.baseUrl, doc.route), sidebars, byId), versionDocs };
  });
  const translations = siteMessages(sources.translations.messages, new Set(Object.keys(MESSAGES)));
  return renderCompiled(docs, markdown, { siteDir: config.siteDir, siteConfig, locale: config.i18n.currentLocale, compat: config.markdown.mdx1Compat, aliases: siteAliases(config), staticDirs: config.staticDirs, islandHost: sources.islandHost, translations });
}

/** The config's import aliases with their targets made absolute (docs.config.ts writes them relative to the site). */
function siteAliases(config: SiteConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(config.importAliases).map(([name, target]) => [name, path.resolve(config.siteDir, target)]));
}

/** What a React page that could not be built shows: the warning of the build names the reason. */
function pageNotBuilt(doc: DocSource): string {
  return `<main class="container"><div class="admonition admonition-danger mdx-component-error" role="note"><p class="admonition-heading">This page could not be built</p><div class="admonition-content"><p>Its component, <code>${escapeHtml(doc.file)}</code>, could not be bundled or run: the build's warnings for that file say why.</p></div></div></main>`;
}

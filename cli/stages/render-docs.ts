// The Markdown stage: each doc's body rendered to HTML, with the headings,
// links and sections it holds (in `env`). `dev` renders again only the docs
// whose source, or the routes their links resolve against, changed.
import type { Diagnostic } from '../diagnostics.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { cachedMarkdown, type SiteCache } from '../site-cache.js';
import type { DocsVersionContent } from '../versions/docs-version.js';
import type { LinkContext } from '../content/link-context.js';
import type { MarkdownRenderer } from '../content/markdown.js';

export interface RenderedContent {
  /** Each version's rendered docs, in the order of the contents. */
  byVersion: RenderedDoc[][];
  diagnostics: Diagnostic[];
}

export function renderDocs(contents: readonly DocsVersionContent[], markdown: MarkdownRenderer, links: ReadonlyMap<string, LinkContext>, cache: SiteCache | undefined): RenderedContent {
  const diagnostics: Diagnostic[] = [];
  const byVersion = contents.map((content) => {
    const link = links.get(content.version.name)!;
    return content.docs.map((doc): RenderedDoc => {
      const render = () => markdown.render(doc.mdx.source, {
          file: doc.file,
          lineOffset: doc.bodyLineOffset,
          resolveLink: link.resolverFor(doc),
          resolveImage: link.imageResolverFor(doc),
          imports: doc.mdx.imports,
          absolute: doc.absolute,
          siteDir: link.siteDir,
        });
      const { html, env } = cache ? cachedMarkdown(cache, doc, link.routesKey, render) : render();
      diagnostics.push(...env.diagnostics);
      return { doc, html, env };
    });
  });
  return { byVersion, diagnostics };
}

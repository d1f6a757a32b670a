// One page of Markdown rendered as the pipeline renders a doc, for the tests
// of each plugin: the site's renderer with code left plain (the `check`
// highlighter), so that the expected HTML stays readable, and a link
// resolver that knows a few pages of a site under `/base/`.
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { createMarkdownRenderer, type RenderOptions } from '../../cli/content/markdown.js';
import type { MarkdownEnv } from '../../cli/content/env.js';

/** The pages the resolver knows, by file under the docs folder. */
export const SITE_PAGES = new Map([
  ['index.md', '/'],
  ['guide/page.md', '/guide/page'],
  ['guide/intro.md', '/guide/intro'],
  ['reference/limits.md', '/reference/limits'],
]);

const markdown = createMarkdownRenderer(plainHighlighter);

/** `source` rendered as `docs/guide/page.md` of that site; `options` may add an image resolver or change the file. */
export function renderPage(source: string, options: Partial<RenderOptions> = {}): { html: string; env: MarkdownEnv } {
  const resolveLink = createLinkResolver({ baseUrl: '/base/', routesByFile: SITE_PAGES, from: { relative: 'guide/page.md', route: '/guide/page' } });
  return markdown.render(source, { file: 'docs/guide/page.md', lineOffset: 0, resolveLink, ...options });
}

/** The diagnostics of a render as `line:column code: message`, for whole-list assertions. */
export function diagnosticsOf(env: MarkdownEnv): string[] {
  return env.diagnostics.map((d) => `${d.location?.line ?? '?'}${d.location?.column ? `:${d.location.column}` : ''} ${d.code}: ${d.message}`);
}

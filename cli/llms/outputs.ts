// The Markdown export of a site, for AI tools and readers who want text:
//   llms.txt                    the index (llmstxt.org), by sidebar category
//   llms-full.txt               every page, then the API reference, in one file
//   <route>.md                  each doc page (see paths.ts for the rule)
//   <api route>.md, <api route>/<tag>.md   the API reference
// `markdownSetOutputs` takes a list of docs, their sidebars and a folder, so
// that a docs version (once versions are built) gets its own llms.txt,
// llms-full.txt and pages by calling it with the version's docs and path;
// the API reference is written once and shared.
import { createLinkResolver } from '../content/link-resolver.js';
import { isListPage, type DocSource } from '../content/docs.js';
import type { Section } from '../content/env.js';
import { docsScopes, type DocsScope, type SiteModel } from '../site.js';
import type { BuildFiles } from '../write/atomic.js';
import { BLOG_SIDEBAR } from '../blog/model.js';
import { routeToHref } from '../routes/href.js';
import { routeKey } from '../routes/table.js';
import type { ApiReference } from '../openapi/reference.js';
import type { DocPage, PageData, SidebarItem } from '../../templates/contracts/types.js';
import { apiMarkdown, type ApiMarkdown } from './api.js';
import { mdxAsMarkdown } from './mdx.js';
import { createBlockParser, type BlockParser } from './blocks.js';
import type { BlockOutline } from '../content/block-outline.js';
import { llmsTxt, type IndexEntry, type IndexSection } from './index-file.js';
import { absoluteLinks } from './links.js';
import { pageMarkdown, withSourceParts } from './page.js';
import { markdownPath } from './paths.js';
import { sidebarOrder } from './sidebar-order.js';
import { firstSentence } from './text.js';

export interface MarkdownDoc {
  page: DocPage;
  doc: DocSource;
  /** Plain-text sections of the rendered page, for a summary when the page has no description. */
  sections: Section[];
  /** The block structure the site's parse of the page's Markdown kept (content/block-outline.ts). */
  outline?: BlockOutline;
  /** Where the page's relative images and files went in the build, by the path as written. */
  assetHrefs?: ReadonlyMap<string, string>;
}

export interface MarkdownSetInput {
  title: string;
  tagline: string;
  /** `https://docs.example.com`, no trailing slash. */
  origin: string;
  baseUrl: string;
  /** Folder of this set's llms.txt and llms-full.txt under the base URL: `''`, or a version's `1.8/`. */
  folder: string;
  docs: MarkdownDoc[];
  sidebars: Record<string, SidebarItem[]>;
  /** The API reference's Markdown, listed after the docs. */
  api?: { route: string; markdown: ApiMarkdown };
  /** The blog's title: its posts are listed under it, after the docs. */
  blogTitle?: string;
}

/**
 * Every Markdown file of the site's docs and its API reference. A versioned
 * site gets one set per version, in the version's folder (`next/llms.txt`, `docs/next/llms.txt`);
 * an API reference shared by versions is written once.
 */
export function buildMarkdownOutputs(model: SiteModel): BuildFiles {
  const { config, site } = model;
  const origin = config.url.replace(/\/+$/, '');
  // The last version first: a shared reference's links resolve against its docs, as in the build.
  const sets = docsScopes(model)
    .sort((a, b) => Number(b.version?.isLast ?? false) - Number(a.version?.isLast ?? false))
    // A version's set is in its own folder under the docs route (`docs/0.77/`); the last version's at the site root, where llms.txt is looked for.
    .map((scope) => ({ ...scope, folder: scope.version?.path ? `${scope.version.routeBasePath.replace(/^\/+|\/+$/g, '')}/` : '' }));

  const files: BuildFiles = new Map();
  const apiSets = new Map<ApiReference, MarkdownSetInput['api']>();
  for (const set of sets) {
    const docs = markdownDocs(set.pages, set.docs);
    let apiSet = set.api && apiSets.get(set.api);
    if (set.api && !apiSet && config.openapi) {
      const api = set.api;
      const from = { relative: config.openapi.spec, route: api.page.route };
      const markdown = apiMarkdown({
        document: api.document,
        title: api.page.title,
        route: api.page.route,
        referenceUrl: origin + api.page.permalink,
        specUrl: origin + routeToHref(config.baseUrl, api.specFile.name),
        urlOf: (file) => origin + routeToHref(config.baseUrl, file),
        absolutize: absoluteLinks({ origin, pageHref: api.page.permalink, resolve: createLinkResolver({ baseUrl: config.baseUrl, routesByFile: routesByFile(docs), from }) }),
        pages: api.parts.length ? api.parts.map((part) => ({ route: part.page.route, title: part.page.title, contents: part.contents })) : undefined,
      });
      for (const file of [markdown.overview, ...markdown.tags]) files.set(file.path, file.markdown);
      apiSet = { route: api.page.route, markdown };
      apiSets.set(api, apiSet);
    }
    const out = markdownSetOutputs({ title: site.title, tagline: site.tagline, origin, baseUrl: config.baseUrl, folder: set.folder, docs, sidebars: set.sidebars, api: apiSet, blogTitle: config.blog?.title });
    for (const [name, content] of out) files.set(name, content);
  }
  return files;
}

/** The doc pages of a set with the source each was rendered from. */
function markdownDocs(pages: readonly PageData[], rendered: DocsScope['docs']): MarkdownDoc[] {
  const renderedByRoute = new Map<string, DocsScope['docs'][number]>();
  for (const r of rendered) if (!renderedByRoute.has(routeKey(r.doc.route))) renderedByRoute.set(routeKey(r.doc.route), r);
  const docs: MarkdownDoc[] = [];
  for (const page of pages) {
    const r = page.kind === 'doc' ? renderedByRoute.get(routeKey(page.route)) : undefined;
    // A React page of src/pages has no Markdown of its own: what it shows is what its components render. A blog's
    // list pages repeat its posts.
    if (page.kind === 'doc' && r && !r.doc.reactPage && !isListPage(r.doc)) docs.push({ page, doc: r.doc, sections: r.env.sections, ...(r.env.blockOutline ? { outline: r.env.blockOutline } : {}), ...(r.env.assetHrefs?.size ? { assetHrefs: r.env.assetHrefs } : {}) });
  }
  return docs;
}

/** llms.txt, llms-full.txt and one `.md` per doc for one set of docs. */
export function markdownSetOutputs(input: MarkdownSetInput, parse: BlockParser = createBlockParser()): BuildFiles {
  const { origin, baseUrl, folder, docs, api } = input;
  const urlOf = (file: string) => origin + routeToHref(baseUrl, file);
  const links = routesByFile(docs);
  const files: BuildFiles = new Map();

  interface Entry extends IndexEntry {
    route: string;
    /** The page's Markdown with its source URL, trailing white space dropped, for llms-full.txt; absent for the API overview. */
    full?: string[];
  }
  /** The blog's posts by route: the listed ones `true`, an unlisted one (its Markdown written, listed nowhere) `false`. */
  const posts = new Map<string, boolean>();
  const entries: Entry[] = docs.map(({ page, doc, sections, outline, assetHrefs }) => {
    if (doc.generated === 'blog-post') posts.set(page.route, doc.frontMatter.unlisted !== true);
    const absolutize = absoluteLinks({ origin, pageHref: page.permalink, resolve: createLinkResolver({ baseUrl, routesByFile: links, from: doc }), ...(assetHrefs ? { assetHrefs } : {}) });
    const path = markdownPath(page.route);
    const body = mdxAsMarkdown(doc.mdx.source);
    // The site parsed this very text when no component line was taken out of it.
    const markdown = pageMarkdown(parse, { title: page.title, body, absolutize, outline: body === doc.mdx.source ? outline : undefined });
    files.set(path, markdown);
    return {
      route: page.route,
      title: page.title,
      url: urlOf(path),
      summary: page.description || firstSentence(sections[0]?.text ?? ''),
      full: withSourceParts(markdown, origin + page.permalink),
    };
  });
  // A sidebar link to the API reference lists its overview in its category.
  if (api) entries.push({ route: api.route, title: api.markdown.overview.title, url: urlOf(api.markdown.overview.path), summary: api.markdown.overview.summary });

  // The blog's posts are a section of their own, newest first, not a part of the docs' sidebars.
  const { [BLOG_SIDEBAR]: _recentPosts, ...docsSidebars } = input.sidebars;
  const order = sidebarOrder(docsSidebars, entries.filter((entry) => !posts.has(entry.route)), baseUrl);
  const sections: IndexSection[] = order.groups
    .map((group) => ({
      title: group.kind === 'category' ? group.title : group.kind === 'top-level' ? 'Docs' : 'Other pages',
      // The overview is listed with the API reference below when no sidebar names it.
      entries: group.kind === 'unlisted' ? group.pages.filter((entry) => entry.full !== undefined) : group.pages,
    }))
    .filter((section) => section.entries.length);
  const listedPosts = entries.filter((entry) => posts.get(entry.route) === true);
  if (listedPosts.length) sections.push({ title: input.blogTitle ?? 'Blog', entries: listedPosts });
  if (api) {
    const { overview, tags } = api.markdown;
    sections.push({ title: overview.title, entries: [overview, ...tags].map((file) => ({ title: file.title, url: urlOf(file.path), summary: file.summary })) });
  }
  files.set(`${folder}llms.txt`, llmsTxt({ title: input.title, tagline: input.tagline, fullUrl: urlOf(`${folder}llms-full.txt`), sections }));

  const full: Array<string | string[]> = [`# ${input.title}`, input.tagline.trim() ? `> ${input.tagline.trim()}` : '', ...order.pages.map((entry) => entry.full ?? '')];
  if (api) full.push(...[api.markdown.overview, ...api.markdown.tags].map((file) => file.markdown.trimEnd()));
  // In parts: the pages' own Markdown, not another copy of the whole site in one string.
  files.set(`${folder}llms-full.txt`, [...full.filter((part) => part.length).flatMap((part, i) => [...(i ? ['\n\n'] : []), ...(typeof part === 'string' ? [part] : part)]), '\n']);
  return files;
}

/** What `.md` links resolve against: every doc of the set by its file. */
function routesByFile(docs: readonly MarkdownDoc[]): Map<string, string> {
  return new Map(docs.map(({ doc }) => [doc.relative, doc.route]));
}

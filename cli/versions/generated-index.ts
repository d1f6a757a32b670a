// Docusaurus' generated index: a sidebar category whose `link` is
// `{ type: 'generated-index' }` gets a page of its own listing its items (each
// doc with its description, each sub-category by its own page or first doc),
// at `slug`, or `/category/<label>`, under the docs route. The page is made
// here as a doc whose Markdown is that list, and the category links to it as
// to any doc: the sidebar, breadcrumbs, pagination, search and the link
// checker then treat it as one.
import { slug as githubSlug } from 'github-slugger';
import type { GeneratedIndexLink, SidebarItemInput } from '../config/sidebar-schema.js';
import type { DocSource } from '../content/docs.js';
import { frontMatterSchema } from '../content/frontmatter.js';
import { generatedDoc, markdownLiteral } from '../content/generated-doc.js';
import { docRoute, type RouteOptions } from '../routes/slug.js';

export interface GeneratedIndexContext extends RouteOptions {
  /** The sidebars file (or config), relative to the site and absolute: where the pages come from. */
  file: string;
  absolute: string;
}

/** The sidebars with each generated-index link made a doc link, and the pages it made (none: the sidebars as they were). */
export function withGeneratedIndexes(
  sidebars: Record<string, SidebarItemInput[]>,
  docs: readonly DocSource[],
  context: GeneratedIndexContext,
): { sidebars: Record<string, SidebarItemInput[]>; pages: DocSource[] } {
  const pages: DocSource[] = [];
  const byId = new Map(docs.map((doc) => [doc.id.toLowerCase(), doc]));
  const taken = new Set(docs.map((doc) => doc.route));
  const rewrite = (items: readonly SidebarItemInput[]): SidebarItemInput[] =>
    items.map((item) => {
      if (typeof item === 'string' || item.type !== 'category') return item;
      const children = rewrite(item.items);
      if (item.link?.type !== 'generated-index') return { ...item, items: children };
      const page = indexPage(item.label, item.link, children, byId, pages, context);
      if (taken.has(page.route)) return { ...item, items: children, link: undefined };
      taken.add(page.route);
      pages.push(page);
      return { ...item, items: children, link: { type: 'doc', id: page.id } };
    });
  const rewritten = Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, rewrite(items)]));
  return pages.length ? { sidebars: rewritten, pages } : { sidebars, pages };
}

function indexPage(label: string, link: GeneratedIndexLink, items: readonly SidebarItemInput[], byId: ReadonlyMap<string, DocSource>, made: readonly DocSource[], context: GeneratedIndexContext): DocSource {
  const title = link.title ?? label;
  const slug = link.slug ?? `/category/${githubSlug(label)}`;
  const id = `generated-index${slug.startsWith('/') ? '' : '/'}${slug}`;
  const route = docRoute({ id, dir: '', isIndex: false, urlName: id }, slug.startsWith('/') ? slug : `/${slug}`, context);
  const madeById = new Map(made.map((page) => [page.id, page]));
  const lines = items.flatMap((item) => entryOf(item, byId, madeById));
  const body = `${link.description ? `${link.description}\n\n` : ''}${lines.join('\n')}\n`;
  const frontMatter = frontMatterSchema.parse({ title, ...(link.description ? { description: link.description } : {}) });
  return generatedDoc({ id, route, title, sidebarLabel: label, frontMatter, body, file: context.file, absolute: context.absolute, generated: 'generated-index' });
}

/** One list entry per item: a doc by its title (and description), a link, a category by its page or first doc. */
function entryOf(item: SidebarItemInput, byId: ReadonlyMap<string, DocSource>, made: ReadonlyMap<string, DocSource>): string[] {
  const link = (text: string, href: string, description?: string) => `- [${markdownLiteral(text)}](<${href}>)${description ? `: ${markdownLiteral(description)}` : ''}`;
  if (typeof item === 'string' || item.type === 'doc') {
    const id = typeof item === 'string' ? item : item.id;
    const doc = byId.get(id.toLowerCase());
    return doc ? [link(typeof item === 'string' ? doc.sidebarLabel : (item.label ?? doc.sidebarLabel), doc.route, doc.frontMatter.description)] : [];
  }
  if (item.type === 'link') return [link(item.label, item.href)];
  if (item.type === 'category') {
    const own = item.link?.type === 'doc' ? (made.get(item.link.id) ?? byId.get(item.link.id.toLowerCase())) : undefined;
    const target = own ?? firstDoc(item.items, byId);
    return target ? [link(item.label, target.route, own?.frontMatter.description)] : [`- ${markdownLiteral(item.label)}`];
  }
  return [];
}

function firstDoc(items: readonly SidebarItemInput[], byId: ReadonlyMap<string, DocSource>): DocSource | undefined {
  for (const item of items) {
    if (typeof item === 'string' || item.type === 'doc') {
      const doc = byId.get((typeof item === 'string' ? item : item.id).toLowerCase());
      if (doc) return doc;
    } else if (item.type === 'category') {
      const doc = firstDoc(item.items, byId);
      if (doc) return doc;
    }
  }
  return undefined;
}

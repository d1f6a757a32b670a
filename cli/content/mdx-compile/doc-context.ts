// What a compiled page's components learn about the page and the site beyond
// the config: the doc (useDoc), the cards of the sidebar category whose page
// it is (`<DocCardList />` without items, as Docusaurus'
// useCurrentSidebarCategory finds them), and the site's own translated
// messages (`<Translate>`).
import type { DocSource } from '../docs.js';
import type { SidebarItem } from '../../../templates/contracts/types.js';
import type { MdxCard, MdxDoc, MdxVersionDocs } from '../../../templates/mdx/context.js';

/** The doc as its components see it; `sidebars`: its version's, `byId`: its version's docs. */
export function mdxDocOf(doc: DocSource, permalink: string, sidebars: Record<string, SidebarItem[]>, byId: ReadonlyMap<string, DocSource>): MdxDoc {
  const category = Object.values(sidebars).map((items) => categoryOf(items, doc.id)).find((found) => found !== undefined);
  return {
    id: doc.id,
    title: doc.frontMatter.title ?? doc.title,
    ...(doc.frontMatter.description ? { description: doc.frontMatter.description } : {}),
    permalink,
    frontMatter: doc.frontMatter as Record<string, unknown>,
    ...(category ? { categoryItems: category.items.flatMap((item) => cardOf(item, byId)) } : {}),
  };
}

/** A version's docs by id, each with the sidebar that lists it (Docusaurus' useDocsVersion().docs); made once per version. */
export function versionDocsOf(docs: readonly DocSource[], sidebars: Record<string, SidebarItem[]>): MdxVersionDocs {
  const sidebarOf = new Map<string, string>();
  const visit = (items: readonly SidebarItem[], sidebar: string): void => {
    for (const item of items) {
      if (item.type === 'link' && item.docId && !sidebarOf.has(item.docId)) sidebarOf.set(item.docId, sidebar);
      if (item.type === 'category') {
        if (item.docId && !sidebarOf.has(item.docId)) sidebarOf.set(item.docId, sidebar);
        visit(item.items, sidebar);
      }
    }
  };
  for (const [sidebar, items] of Object.entries(sidebars)) visit(items, sidebar);
  const byId: MdxVersionDocs = {};
  for (const doc of docs) {
    const description = doc.frontMatter.description;
    const sidebar = sidebarOf.get(doc.id);
    byId[doc.id] = { id: doc.id, title: doc.frontMatter.title ?? doc.title, ...(description ? { description } : {}), ...(sidebar ? { sidebar } : {}) };
  }
  return byId;
}

/** The category whose own page is the doc `id`, at any depth. */
function categoryOf(items: readonly SidebarItem[], id: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.docId === id) return item;
    const inner = categoryOf(item.items, id);
    if (inner) return inner;
  }
  return undefined;
}

/** One card: a doc with its description, a link, a category by its page (or first link) with its count of items, as Docusaurus' DocCard. */
function cardOf(item: SidebarItem, byId: ReadonlyMap<string, DocSource>): MdxCard[] {
  if (item.type === 'html') return [];
  if (item.type === 'link') {
    const description = item.docId ? byId.get(item.docId)?.frontMatter.description : undefined;
    return [{ href: item.href, label: item.label, ...(description ? { description } : {}) }];
  }
  const href = item.href ?? firstHref(item.items);
  return [{ ...(href ? { href } : {}), label: item.label, description: `${item.items.length} ${item.items.length === 1 ? 'item' : 'items'}` }];
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const found = item.href ?? firstHref(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The site's own messages of a locale, by id: what its code.json translates
 * beyond brokerdocs' interface (whose keys `interfaceKeys` holds) and
 * Docusaurus' theme (`theme.…`), which no component of the site asks for.
 */
export function siteMessages(messages: ReadonlyMap<string, string>, interfaceKeys: ReadonlySet<string>): Record<string, string> | undefined {
  const own = [...messages].filter(([id]) => !interfaceKeys.has(id) && !id.startsWith('theme.'));
  return own.length ? Object.fromEntries(own) : undefined;
}

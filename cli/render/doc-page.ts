// A doc's page data from small named parts: sidebar, breadcrumbs,
// previous/next, table of contents.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { isListPage, type DocSource } from '../content/docs.js';
import type { MarkdownEnv } from '../content/env.js';
import { markdownPath } from '../llms/paths.js';
import { routeToHref } from '../routes/href.js';
import { flattenSidebar } from '../routes/sidebar.js';
import { buildToc } from '../routes/toc.js';
import type { Breadcrumb, DocPage, PageLink, SidebarItem } from '../../templates/contracts/types.js';
import { BLOG_SIDEBAR } from '../blog/model.js';
import { instanceDocId } from '../config/docs-instance-ids.js';

/** What a doc's page takes from beyond its own file, where the site has it. */
export interface DocPageParts {
  /** Makes the body of a doc the locale has no translation of (i18n/page-texts.ts). */
  untranslated?: (html: string) => string;
  /** The doc's "Edit this page" link (edit-links.ts), or undefined for none. */
  editUrlOf?: (doc: DocSource, permalink: string) => string | undefined;
  /** The doc's "Last updated" line (last-updated.ts), or undefined for none. */
  lastUpdatedOf?: (doc: DocSource) => string | undefined;
}

export interface RenderedDoc {
  doc: DocSource;
  html: string;
  env: MarkdownEnv;
}

/**
 * Where each doc sits in each sidebar, from one walk per sidebar: every page
 * asks for its sidebar, breadcrumbs and neighbours, and walking the whole
 * sidebar for each page would make a 10,000-page site quadratic. Kept per
 * sidebars object (they are not changed once built).
 */
interface SidebarIndex {
  /** Doc-backed entries in reading order, and each doc's first position there. */
  order: { docId: string; label: string; href: string }[];
  position: Map<string, number>;
  /** Categories above each doc (the first place it is listed). */
  trails: Map<string, { label: string; href?: string }[]>;
}

const sidebarIndexes = new WeakMap<SidebarItem[], SidebarIndex>();

function indexOf(sidebar: SidebarItem[]): SidebarIndex {
  let index = sidebarIndexes.get(sidebar);
  if (!index) {
    const order = flattenSidebar(sidebar);
    const position = new Map<string, number>();
    order.forEach((entry, i) => {
      if (!position.has(entry.docId)) position.set(entry.docId, i);
    });
    const trails = new Map<string, { label: string; href?: string }[]>();
    const walk = (items: readonly SidebarItem[], trail: { label: string; href?: string }[]) => {
      for (const item of items) {
        if (item.type !== 'html' && item.docId && !trails.has(item.docId)) trails.set(item.docId, trail);
        if (item.type === 'category') walk(item.items, [...trail, { label: item.label, href: item.href }]);
      }
    };
    walk(sidebar, []);
    index = { order, position, trails };
    sidebarIndexes.set(sidebar, index);
  }
  return index;
}

/** The first sidebar that lists the doc. */
export function sidebarOf(sidebars: Record<string, SidebarItem[]>, docId: string): string | undefined {
  return Object.keys(sidebars).find((id) => indexOf(sidebars[id]!).position.has(docId));
}

export function breadcrumbsOf(sidebar: SidebarItem[] | undefined, doc: DocSource, href: string): Breadcrumb[] {
  if (!sidebar) return [];
  const trail = indexOf(sidebar).trails.get(doc.id) ?? [];
  if (!trail.length) return [];
  const crumbs: Breadcrumb[] = trail.map((crumb) => ({ label: crumb.label, href: crumb.href }));
  if (crumbs.at(-1)?.href !== href) crumbs.push({ label: doc.sidebarLabel, href });
  return crumbs;
}

export function neighboursOf(
  sidebar: SidebarItem[] | undefined,
  doc: DocSource,
  byId: ReadonlyMap<string, DocSource>,
  baseUrl: string,
): { previous?: PageLink; next?: PageLink } {
  const linkTo = (id: string | null | undefined): PageLink | undefined => {
    if (!id) return undefined;
    const target = byId.get(id);
    return target ? { label: target.frontMatter.pagination_label ?? target.sidebarLabel, href: routeToHref(baseUrl, target.route) } : undefined;
  };
  const { order, position } = sidebar ? indexOf(sidebar) : { order: [], position: new Map<string, number>() };
  const index = position.get(doc.id) ?? -1;
  const fromSidebar = (offset: number): PageLink | undefined => {
    const entry = index >= 0 ? order[index + offset] : undefined;
    return entry ? linkTo(entry.docId) : undefined;
  };
  const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
  // Front matter names docs as its own docs instance knows them; the sidebars, as the site does.
  const named = (id: string) => linkTo(doc.instance ? instanceDocId(doc.instance, id) : id);
  return {
    previous: prev === null ? undefined : prev !== undefined ? named(prev) : fromSidebar(-1),
    next: next === null ? undefined : next !== undefined ? named(next) : fromSidebar(1),
  };
}

export function docPageData(
  config: SiteConfig,
  rendered: RenderedDoc,
  sidebars: Record<string, SidebarItem[]>,
  byId: ReadonlyMap<string, DocSource>,
  parts: DocPageParts = {},
): DocPage {
  const { untranslated, editUrlOf, lastUpdatedOf } = parts;
  const { doc, html, env } = rendered;
  const permalink = routeToHref(config.baseUrl, doc.route);
  // Every page of the blog shows its sidebar of recent posts, as Docusaurus does, whether or not it lists the page.
  const sidebarId = sidebarOf(sidebars, doc.id) ?? ((doc.generated === 'blog-post' || doc.generated === 'blog-list') && sidebars[BLOG_SIDEBAR] ? BLOG_SIDEBAR : undefined);
  const sidebar = sidebarId ? sidebars[sidebarId] : undefined;
  const fm = doc.frontMatter;
  const toc = config.themeConfig.tableOfContents;
  // A generated index has no source file of its own to edit; a blog post has.
  const editUrl = doc.generated && doc.generated !== 'blog-post' ? undefined : editUrlOf?.(doc, permalink);
  const lastUpdated = doc.generated ? undefined : lastUpdatedOf?.(doc);
  return {
    kind: 'doc',
    route: doc.route,
    permalink,
    // A page of src/pages names itself through @theme/Layout's props.
    title: env.pageMeta?.title ?? fm.title ?? env.h1 ?? doc.title,
    description: env.pageMeta?.description ?? fm.description,
    html: doc.untranslated && untranslated ? untranslated(html) : html,
    sidebarId,
    toc: buildToc(env.headings, fm.toc_min_heading_level ?? toc.minHeadingLevel, fm.toc_max_heading_level ?? toc.maxHeadingLevel),
    hideTableOfContents: fm.hide_table_of_contents === true,
    // The page's own `#` heading is always shown, as Docusaurus shows it: hide_title hides only the title made from front matter.
    ...(fm.hide_title === true && env.h1 === undefined ? { hideTitle: true as const } : {}),
    ...(env.h1 !== undefined && fm.title !== undefined && env.h1 !== fm.title ? { heading: env.h1 } : {}),
    breadcrumbs: config.docs.breadcrumbs ? breadcrumbsOf(sidebar, doc, permalink) : [],
    ...neighboursOf(sidebar, doc, byId, config.baseUrl),
    // A blog's list page has no Markdown of its own (llms/outputs.ts): it repeats its posts'.
    ...(doc.reactPage ? { reactPage: true as const } : isListPage(doc) ? {} : { markdownHref: routeToHref(config.baseUrl, markdownPath(doc.route)) }),
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
    ...(env.head?.length ? { head: env.head } : {}),
  };
}


// A doc's page data from small named parts: sidebar, breadcrumbs,
// previous/next, table of contents.
import type { SiteConfig } from '../config/resolve.js';
import type { DocSource } from '../content/docs.js';
import type { MarkdownEnv } from '../content/env.js';
import { markdownPath } from '../llms/paths.js';
import { routeToHref } from '../routes/href.js';
import { categoryTrail, flattenSidebar } from '../routes/sidebar.js';
import { buildToc } from '../routes/toc.js';
import type { Breadcrumb, DocPage, PageLink, SidebarItem } from '../../templates/types.js';

export interface RenderedDoc {
  doc: DocSource;
  html: string;
  env: MarkdownEnv;
}

/** The first sidebar that lists the doc. */
export function sidebarOf(sidebars: Record<string, SidebarItem[]>, docId: string): string | undefined {
  return Object.keys(sidebars).find((id) => flattenSidebar(sidebars[id]!).some((entry) => entry.docId === docId));
}

export function breadcrumbsOf(sidebar: SidebarItem[] | undefined, doc: DocSource, href: string): Breadcrumb[] {
  if (!sidebar) return [];
  const trail = categoryTrail(sidebar, doc.id) ?? [];
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
  const order = sidebar ? flattenSidebar(sidebar) : [];
  const index = order.findIndex((entry) => entry.docId === doc.id);
  const fromSidebar = (offset: number): PageLink | undefined => {
    const entry = index >= 0 ? order[index + offset] : undefined;
    return entry ? linkTo(entry.docId) : undefined;
  };
  const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
  return {
    previous: prev === null ? undefined : prev !== undefined ? linkTo(prev) : fromSidebar(-1),
    next: next === null ? undefined : next !== undefined ? linkTo(next) : fromSidebar(1),
  };
}

export function docPageData(
  config: SiteConfig,
  rendered: RenderedDoc,
  sidebars: Record<string, SidebarItem[]>,
  byId: ReadonlyMap<string, DocSource>,
): DocPage {
  const { doc, html, env } = rendered;
  const permalink = routeToHref(config.baseUrl, doc.route);
  const sidebarId = sidebarOf(sidebars, doc.id);
  const sidebar = sidebarId ? sidebars[sidebarId] : undefined;
  const fm = doc.frontMatter;
  const toc = config.themeConfig.tableOfContents;
  return {
    kind: 'doc',
    route: doc.route,
    permalink,
    title: fm.title ?? env.h1 ?? doc.title,
    description: fm.description,
    html,
    sidebarId,
    toc: buildToc(env.headings, fm.toc_min_heading_level ?? toc.minHeadingLevel, fm.toc_max_heading_level ?? toc.maxHeadingLevel),
    hideTableOfContents: fm.hide_table_of_contents === true,
    breadcrumbs: breadcrumbsOf(sidebar, doc, permalink),
    ...neighboursOf(sidebar, doc, byId, config.baseUrl),
    markdownHref: routeToHref(config.baseUrl, markdownPath(doc.route)),
  };
}

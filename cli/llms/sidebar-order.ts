// Pages in the order a reader meets them in the sidebars, grouped by
// category: each top-level category is one group (nested categories fold into
// it, their own page first); top-level links gather in one leading group.
// Pages no sidebar lists come last, so that every page is somewhere.
import { hrefToRoute, splitAnchor } from '../routes/href.js';
import { routeKey } from '../routes/table.js';
import type { SidebarItem } from '../../templates/contracts/types.js';

export type PageGroup<P> =
  | { kind: 'top-level'; pages: P[] }
  | { kind: 'category'; title: string; pages: P[] }
  | { kind: 'unlisted'; pages: P[] };

export interface SidebarOrder<P> {
  /** Top-level links first, then one group per category, then unlisted pages. */
  groups: PageGroup<P>[];
  /** Every page once, in sidebar order, unlisted pages last. */
  pages: P[];
}

export function sidebarOrder<P extends { route: string }>(sidebars: Record<string, SidebarItem[]>, pages: readonly P[], baseUrl: string): SidebarOrder<P> {
  const byRoute = new Map(pages.map((page) => [routeKey(page.route), page]));
  const seen = new Set<P>();
  const ordered: P[] = [];
  const take = (href: string | undefined, into: P[]) => {
    if (!href) return;
    const route = hrefToRoute(baseUrl, splitAnchor(href).path);
    const page = route === undefined ? undefined : byRoute.get(routeKey(route));
    if (!page || seen.has(page)) return;
    seen.add(page);
    ordered.push(page);
    into.push(page);
  };
  const walk = (items: SidebarItem[], into: P[]) => {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.type === 'link') {
        if (!item.external) take(item.href, into);
      } else {
        take(item.href, into);
        walk(item.items, into);
      }
    }
  };

  const loose: P[] = [];
  const categories = new Map<string, P[]>();
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.type === 'link') walk([item], loose);
      else {
        // A category of the same name in another sidebar joins the first one.
        const group = categories.get(item.label) ?? [];
        categories.set(item.label, group);
        walk([item], group);
      }
    }
  }
  const unlisted = pages.filter((page) => !seen.has(page));
  ordered.push(...unlisted);
  return {
    groups: [
      { kind: 'top-level' as const, pages: loose },
      ...[...categories].map(([title, group]) => ({ kind: 'category' as const, title, pages: group })),
      { kind: 'unlisted' as const, pages: unlisted },
    ].filter((group) => group.pages.length),
    pages: ordered,
  };
}

// Links written in docs.config.ts rather than in a page: navbar items and
// dropdowns, footer columns, sidebar `link` items, logo links and the
// announcement bar's HTML. They are checked like links in pages and reported
// at the line of the config item that holds them.
import type { SiteConfig } from '../config/resolve.js';
import type { NavbarItemInput, SidebarItemInput } from '../config/schema.js';
import type { LinkReference } from '../content/env.js';
import { hrefToRoute, splitAnchor } from '../routes/href.js';
import { configLink } from '../routes/navbar.js';

interface Written {
  to?: string;
  href?: string;
}

export function configLinks(config: SiteConfig): LinkReference[] {
  const out: LinkReference[] = [];
  const add = (item: Written, keyPath: PropertyKey[]) => {
    if (item.to === undefined && item.href === undefined) return;
    const key = item.href !== undefined ? 'href' : 'to';
    const link = configLink(config, item.to, item.href);
    const reference = internalReference(config, item[key]!, link.href, link.external);
    if (reference) out.push({ ...reference, ...locate(config, [...keyPath, key]) });
  };

  const theme = config.themeConfig;
  const navbarItem = (item: NavbarItemInput, keyPath: PropertyKey[]) => {
    // Only plain links carry `to`/`href`; docs and sidebars are resolved by the navbar stage.
    const type = item.type ?? (item.items ? 'dropdown' : 'default');
    if (type === 'default') add(item, keyPath);
    item.items?.forEach((child, index) => navbarItem(child, [...keyPath, 'items', index]));
  };
  theme.navbar.items?.forEach((item, index) => navbarItem(item, ['themeConfig', 'navbar', 'items', index]));
  theme.footer?.links.forEach((column, columnIndex) =>
    column.items.forEach((item, index) => {
      const keyPath = ['themeConfig', 'footer', 'links', columnIndex, 'items', index];
      if ('html' in item) out.push(...htmlLinks(config, item.html, [...keyPath, 'html']));
      else add(item, keyPath);
    }),
  );
  if (theme.navbar.logo?.href) add({ href: theme.navbar.logo.href }, ['themeConfig', 'navbar', 'logo']);
  if (theme.footer?.logo?.href) add({ href: theme.footer.logo.href }, ['themeConfig', 'footer', 'logo']);
  for (const [id, items] of Object.entries(config.docs.sidebars ?? {})) out.push(...sidebarLinks(config, items, ['docs', 'sidebars', id]));
  if (theme.announcementBar) out.push(...htmlLinks(config, theme.announcementBar.content, ['themeConfig', 'announcementBar', 'content']));
  return out;
}

/** Sidebar `{ type: 'link', href }` items; a non-external href there is a route, as in the sidebar stage. */
function sidebarLinks(config: SiteConfig, items: readonly SidebarItemInput[], keyPath: PropertyKey[]): LinkReference[] {
  const out: LinkReference[] = [];
  items.forEach((item, index) => {
    if (typeof item === 'string') return;
    if (item.type === 'link') {
      const link = configLink(config, item.href, undefined);
      const reference = internalReference(config, item.href, link.href, link.external);
      if (reference) out.push({ ...reference, ...locate(config, [...keyPath, index, 'href']) });
    }
    if (item.type === 'category') out.push(...sidebarLinks(config, item.items, [...keyPath, index, 'items']));
  });
  return out;
}

/** `href="…"` attributes of HTML written in the config, taken as they are. */
function htmlLinks(config: SiteConfig, html: string, keyPath: PropertyKey[]): LinkReference[] {
  const out: LinkReference[] = [];
  const where = locate(config, keyPath);
  for (const match of html.matchAll(/\shref\s*=\s*(["'])(.*?)\1/gi)) {
    const href = match[2]!;
    const reference = internalReference(config, href, href, /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href));
    if (reference) out.push({ ...reference, ...where });
  }
  return out;
}

/** The route an href under the base URL points at; links elsewhere are not ours to check. */
function internalReference(config: SiteConfig, written: string, href: string, external: boolean): Omit<LinkReference, 'line'> | undefined {
  if (external) return undefined;
  const { path, anchor } = splitAnchor(href);
  const route = hrefToRoute(config.baseUrl, path);
  if (route === undefined) return undefined;
  return { written, href, target: { route, anchor } };
}

function locate(config: SiteConfig, keyPath: readonly PropertyKey[]): { line: number; column?: number } {
  return config.locator.locate(keyPath) ?? { line: 1 };
}

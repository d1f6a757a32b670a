// The site's home: what the navbar title, the breadcrumbs' "Home" and the 404
// page's button link to. A site without a page at the docs root (no index.md)
// would send all three to a 404; Docusaurus users expect the first doc of the
// first sidebar instead, so that is the home, and a warning says why.
import type { SiteConfig } from '../config/resolve.js';
import { warning, type Diagnostic } from '../diagnostics.js';
import type { Href, SidebarItem } from '../../templates/contracts/types.js';
import { routeToHref } from './href.js';
import { flattenSidebar } from './sidebar.js';

export interface HomeInput {
  config: SiteConfig;
  /** The route prefix of the docs served at the docs root (the last version's). */
  docsRoot: string;
  /** Every route the site has a page for (docs and API reference). */
  routes: Iterable<string>;
  /** The sidebars of the docs at the docs root, in the order of the config. */
  sidebars: Record<string, SidebarItem[]>;
  /** The docs at the docs root, for a site whose sidebars list none of them. */
  docHrefs: readonly Href[];
}

export function siteHome({ config, docsRoot, routes, sidebars, docHrefs }: HomeInput): { href: Href; diagnostics: Diagnostic[] } {
  const taken = new Set([...routes].map(withoutTrailingSlash));
  if (taken.has('')) return { href: config.baseUrl, diagnostics: [] };
  // Docusaurus configs write the route prefix with or without its slashes (`docs`, `/docs/`).
  const root = `/${docsRoot.replace(/^\/+/, '')}`;
  const rootHref = routeToHref(config.baseUrl, root);
  if (taken.has(withoutTrailingSlash(root))) return { href: rootHref, diagnostics: [] };
  const first = Object.values(sidebars).map((items) => flattenSidebar(items)[0]?.href).find(Boolean) ?? docHrefs[0];
  // A home another tool serves (config routesElsewhere) is the site's, but not the docs'.
  const elsewhere = config.routesElsewhere.some((route) => withoutTrailingSlash(route) === '');
  const diagnostics = [
    warning(
      'no-docs-home',
      `No page at the docs root (${rootHref})${elsewhere ? `, and the site's home (${config.baseUrl}) is served by something else (routesElsewhere)` : ''}: ${first ? `the navbar title, the breadcrumbs and the 404 page link to ${first} instead` : 'the site has no page to link to as its home'}`,
      { file: config.docs.path },
      `Add ${config.docs.path}/index.md, or give a doc \`slug: /\` in its front matter.`,
    ),
  ];
  return { href: first ?? config.baseUrl, diagnostics };
}

function withoutTrailingSlash(route: string): string {
  return route.replace(/\/+$/, '');
}

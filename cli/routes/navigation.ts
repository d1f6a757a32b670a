// The navigation stage: which source keeps each route (the rest are duplicate
// routes), each version's sidebars and the navbar. It needs the docs and the
// API pages' routes, not their rendered bodies.
import type { SiteConfig } from '../config/resolve.js';
import type { SiteContent } from '../content/read-content.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PlannedReference } from '../openapi/api-references.js';
import { versionSidebars } from '../versions/docs-version.js';
import type { NavbarItem, SidebarItem } from '../../templates/contracts/types.js';
import { siteHome } from './home.js';
import { routeToHref } from './href.js';
import { resolveNavbar } from './navbar.js';
import { buildRouteTable, type RouteEntry } from './table.js';

export interface Navigation {
  /** The source files (docs, specs) that keep their route: a duplicate route's other sources get no page. */
  routeSources: Set<string>;
  /** Each version's sidebars (ids namespaced by version), in the order of the contents. */
  sidebarsByVersion: Record<string, SidebarItem[]>[];
  /** Every version's sidebars in one record, as the site data carries them. */
  sidebars: Record<string, SidebarItem[]>;
  navbar: NavbarItem[];
  /** What the navbar title, the breadcrumbs and the 404 page link to as the site's home. */
  home: string;
  diagnostics: Diagnostic[];
}

export function resolveNavigation(config: SiteConfig, content: SiteContent, apis: readonly PlannedReference[]): Navigation {
  const table = buildRouteTable([
    ...content.docs.map((doc): RouteEntry => ({ route: doc.route, kind: 'doc', source: doc.file })),
    ...apis.flatMap(({ plan, reference }) => [reference.page, ...reference.parts.map((part) => part.page)].map((page): RouteEntry => ({ route: page.route, kind: 'api', source: plan.spec }))),
  ]);
  const { contents, last, versioned } = content;
  const built = contents.map((version) => versionSidebars(config, version, versioned));
  const lastSidebars = built[contents.indexOf(last)]!.byConfigId;
  // Navbar items name docs of the version at the docs root; on a versioned site they link within the version shown.
  const navbar = resolveNavbar({
    config,
    docs: last.docs,
    draftIds: last.draftIds,
    sidebars: lastSidebars,
    versions: versioned ? contents.map((version, i) => ({ name: version.version.name, docs: version.docs, sidebars: built[i]!.byConfigId })) : undefined,
  });
  const home = siteHome({ config, docsRoot: last.version.routeBasePath, routes: table.routes.keys(), sidebars: lastSidebars, docHrefs: last.docs.map((doc) => routeToHref(config.baseUrl, doc.route)) });
  return {
    routeSources: new Set([...table.routes.values()].map((entry) => entry.source)),
    sidebarsByVersion: built.map((sidebars) => sidebars.sidebars),
    sidebars: Object.assign({}, ...built.map((sidebars) => sidebars.sidebars)),
    navbar: navbar.items,
    home: home.href,
    diagnostics: [...table.diagnostics, ...built.flatMap((sidebars) => sidebars.diagnostics), ...navbar.diagnostics, ...home.diagnostics],
  };
}

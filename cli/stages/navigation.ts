// The navigation stage: which source keeps each route (the rest are duplicate
// routes), each version's sidebars and the navbar. It needs the docs and the
// API pages' routes, not their rendered bodies. A locale with translations
// gets its sidebar labels in its own words.
import type { SiteConfig } from '../config/resolve.js';
import type { Navigation, PlannedReference, SiteContent } from '../site.js';
import { versionSidebars } from '../versions/docs-version.js';
import { translateSidebars } from '../i18n/sidebar-labels.js';
import type { Translations } from '../i18n/translations.js';
import { resolveNavbar } from '../routes/navbar.js';
import { buildRouteTable, type RouteEntry } from '../routes/table.js';

export function resolveNavigation(config: SiteConfig, content: SiteContent, apis: readonly PlannedReference[], translations: Translations): Navigation {
  return translatedNavigation(navigationOf(config, content, apis), translations);
}

function navigationOf(config: SiteConfig, content: SiteContent, apis: readonly PlannedReference[]): Navigation {
  const table = buildRouteTable([
    ...content.docs.map((doc): RouteEntry => ({ route: doc.route, kind: 'doc', source: doc.file })),
    ...apis.flatMap(({ plan, reference }) => [reference.page, ...reference.parts.map((part) => part.page)].map((page): RouteEntry => ({ route: page.route, kind: 'api', source: plan.spec }))),
  ]);
  const { contents, last, versioned } = content;
  const built = contents.map((version) => versionSidebars(config, version, versioned));
  // Navbar items name docs of the version at the docs root; on a versioned site they link within the version shown.
  const navbar = resolveNavbar({
    config,
    docs: last.docs,
    draftIds: last.draftIds,
    sidebars: built[contents.indexOf(last)]!.byConfigId,
    versions: versioned ? contents.map((version, i) => ({ name: version.version.name, docs: version.docs, sidebars: built[i]!.byConfigId })) : undefined,
  });
  return {
    routeSources: new Set([...table.routes.values()].map((entry) => entry.source)),
    sidebarsByVersion: built.map((sidebars) => sidebars.sidebars),
    sidebars: Object.assign({}, ...built.map((sidebars) => sidebars.sidebars)),
    navbar: navbar.items,
    diagnostics: [...table.diagnostics, ...built.flatMap((sidebars) => sidebars.diagnostics), ...navbar.diagnostics],
  };
}

function translatedNavigation(navigation: Navigation, translations: Translations): Navigation {
  if (!translations.messages.size) return navigation;
  const sidebarsByVersion = navigation.sidebarsByVersion.map((sidebars) => translateSidebars(sidebars, translations));
  return { ...navigation, sidebarsByVersion, sidebars: Object.assign({}, ...sidebarsByVersion) };
}

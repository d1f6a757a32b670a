// The navigation stage: which source keeps each route (the rest are duplicate
// routes), each version's sidebars and the navbar. It needs the docs and the
// API pages' routes, not their rendered bodies, and the blog's sidebar of
// recent posts. A locale with translations gets its sidebar labels in its own
// words.
import type { SiteConfig } from '../config/resolve.js';
import type { Navigation, PlannedReference, SiteContent } from '../site.js';
import { versionSidebars, type DocsVersionContent } from '../versions/docs-version.js';
import { siteSidebarsOfInstance } from '../versions/docs-instances.js';
import { translateSidebars } from '../i18n/sidebar-labels.js';
import type { Translations } from '../i18n/translations.js';
import { siteHome } from '../routes/home.js';
import { routeToHref } from '../routes/href.js';
import { resolveNavbar } from '../routes/navbar.js';
import { buildRouteTable, type RouteEntry } from '../routes/table.js';
import type { DocSource } from '../content/docs.js';
import type { SidebarItem } from '../../templates/contracts/types.js';
import { BLOG_SIDEBAR, type Blog } from '../blog/model.js';
import { escapeHtml } from '../escape-html.js';

export function resolveNavigation(config: SiteConfig, content: SiteContent, apis: readonly PlannedReference[], translations: Translations): Navigation {
  return translatedNavigation(navigationOf(config, content, apis), translations);
}

function navigationOf(config: SiteConfig, content: SiteContent, apis: readonly PlannedReference[]): Navigation {
  const table = buildRouteTable([
    ...content.docs.map((doc): RouteEntry => ({ route: doc.route, kind: 'doc', source: doc.file })),
    ...apis.flatMap(({ plan, reference }) => [reference.page, ...reference.parts.map((part) => part.page)].map((page): RouteEntry => ({ route: page.route, kind: 'api', source: plan.spec }))),
  ]);
  const { contents, last, versioned, instances } = content;
  // The other docs instances' docs are the last version's too, but its sidebars (generated ones too) are of its own docs alone.
  const ownDocs = (version: DocsVersionContent) => (version === last && instances.length ? { ...version, docs: version.docs.filter((doc) => !doc.instance) } : version);
  const built = contents.map((version) => versionSidebars(config, ownDocs(version), versioned));
  contents.forEach((version, i) => appendChangesPage(config, version.docs, built[i]!.byConfigId));
  const lastSidebars = built[contents.indexOf(last)]!.byConfigId;
  // Each instance's sidebars, from its own docs (ids as its files and sidebars write them).
  const instanceSidebars = instances.map((instance) => ({ instance, built: versionSidebars(instance.config, instance.content, false) }));
  // Navbar items name docs of the version at the docs root; on a versioned site they link within the version shown.
  const navbar = resolveNavbar({
    config,
    docs: ownDocs(last).docs,
    draftIds: last.draftIds,
    sidebars: lastSidebars,
    versions: versioned ? contents.map((version, i) => ({ name: version.version.name, docs: ownDocs(version).docs, sidebars: built[i]!.byConfigId })) : undefined,
    instances: new Map(
      instanceSidebars.map(({ instance, built: sidebars }) => [
        instance.content.version.instance!,
        { docs: instance.content.docs, draftIds: instance.content.draftIds, sidebars: sidebars.byConfigId, sidebarsActiveUnder: routeToHref(config.baseUrl, `${instance.content.version.routeBasePath.replace(/\/+$/, '')}/`) },
      ]),
    ),
  });
  const home = siteHome({ config, docsRoot: last.version.routeBasePath, routes: table.routes.keys(), sidebars: lastSidebars, docHrefs: last.docs.map((doc) => routeToHref(config.baseUrl, doc.route)) });
  // The blog's sidebar of recent posts joins the sidebars of the version at the docs root, where its pages are; last, so that no docs page takes it for its first.
  const blogSidebar = content.blog && config.blog ? recentPosts(config, content.blog) : undefined;
  // The instances' sidebars join the last version's (under ids of their own), before the blog's.
  const joined = (sidebars: Record<string, SidebarItem[]>) => Object.assign({}, sidebars, ...instanceSidebars.map(({ instance, built: own }) => siteSidebarsOfInstance(instance.content.version.instance!, own.sidebars)), blogSidebar ? { [BLOG_SIDEBAR]: blogSidebar } : {});
  const sidebarsByVersion = built.map(({ sidebars }, i) => (contents[i] === last ? joined(sidebars) : sidebars));
  return {
    routeSources: new Set([...table.routes.values()].map((entry) => entry.source)),
    sidebarsByVersion,
    sidebars: Object.assign({}, ...sidebarsByVersion),
    navbar: navbar.items,
    home: home.href,
    diagnostics: [...table.diagnostics, ...built.flatMap((sidebars) => sidebars.diagnostics), ...instanceSidebars.flatMap(({ built: sidebars }) => sidebars.diagnostics), ...navbar.diagnostics, ...home.diagnostics],
  };
}

/** The blog's sidebar: its title, then its most recent listed posts (`sidebarCount` of them, or all); none for a count of 0. */
function recentPosts(config: SiteConfig, blog: Blog): SidebarItem[] | undefined {
  const { sidebarCount, sidebarTitle } = config.blog!;
  if (sidebarCount === 0) return undefined;
  const listed = blog.posts.filter((post) => !post.unlisted);
  const shown = sidebarCount === 'ALL' ? listed : listed.slice(0, sidebarCount);
  if (!shown.length) return undefined;
  return [
    { type: 'html', value: `<p class="blog-sidebar-title">${escapeHtml(sidebarTitle)}</p>`, defaultStyle: false },
    ...shown.map((post): SidebarItem => ({ type: 'link', label: post.doc.sidebarLabel, href: routeToHref(config.baseUrl, post.doc.route), docId: post.doc.id })),
  ];
}

/** A version's API changes page (stages/api-changes.ts) closes its first sidebar. */
function appendChangesPage(config: SiteConfig, docs: readonly DocSource[], sidebars: Record<string, SidebarItem[]>): void {
  const page = docs.find((doc) => doc.generated === 'api-changes');
  const first = Object.values(sidebars)[0];
  if (page && first) first.push({ type: 'link', label: page.sidebarLabel, href: routeToHref(config.baseUrl, page.route), docId: page.id });
}

function translatedNavigation(navigation: Navigation, translations: Translations): Navigation {
  if (!translations.messages.size) return navigation;
  const sidebarsByVersion = navigation.sidebarsByVersion.map((sidebars) => translateSidebars(sidebars, translations));
  return { ...navigation, sidebarsByVersion, sidebars: Object.assign({}, ...sidebarsByVersion) };
}

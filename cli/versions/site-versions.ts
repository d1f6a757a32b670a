// What the browser needs to move between versions, computed once the pages
// of every version are known: the version list for the dropdown (with each
// version's main doc), the search tag of each version's pages, and on each
// page its equivalents in the other versions (the same doc id). Canonical
// URLs of older and newer versions' pages point at the latest version's page.
import { routeToHref } from '../routes/href.js';
import { flattenSidebar } from '../routes/sidebar.js';
import { routeKey } from '../routes/table.js';
import type { ApiPage, DocPage, Href, SidebarItem, SiteData, VersionInfo } from '../../templates/contracts/types.js';
import { versionSearchTag } from '../../templates/contracts/search-files.js';
import { DOCS_PLUGIN_ID, type DocsVersion } from './versions.js';

export interface VersionPages {
  version: DocsVersion;
  /** Its doc pages, with the id of the doc each shows. */
  docs: { id: string; page: DocPage }[];
  /** Its own API reference page, when it has one. */
  api?: ApiPage;
  sidebars: Record<string, SidebarItem[]>;
}

export interface LinkedVersions {
  /** The same pages, each knowing its version and its equivalents in the others. */
  docs: Map<string, DocPage[]>;
  apis: Map<string, ApiPage>;
  versions: VersionInfo[];
  searchTags: SiteData['searchTags'];
  /** Canonical href of every page whose canonical page is another version's, by route. */
  canonical: Map<string, Href>;
}

export function linkVersions(baseUrl: string, list: readonly VersionPages[]): LinkedVersions {
  const last = list.find((entry) => entry.version.isLast);
  const hrefsOfDoc = new Map<string, Record<string, Href>>();
  for (const { version, docs } of list) {
    for (const { id, page } of docs) {
      const hrefs = hrefsOfDoc.get(id) ?? {};
      hrefs[version.name] ??= page.permalink;
      hrefsOfDoc.set(id, hrefs);
    }
  }
  const apiHrefs: Record<string, Href> = {};
  for (const { version, api } of list) if (api) apiHrefs[version.name] = api.permalink;

  const canonical = new Map<string, Href>();
  const others = (hrefs: Record<string, Href>, own: string, route: string) => {
    const alternates = Object.fromEntries(Object.entries(hrefs).filter(([name]) => name !== own));
    const latest = last && last.version.name !== own ? alternates[last.version.name] : undefined;
    if (latest) canonical.set(route, latest);
    return alternates;
  };
  const docs = new Map<string, DocPage[]>();
  const apis = new Map<string, ApiPage>();
  for (const { version, docs: pages, api } of list) {
    docs.set(
      version.name,
      pages.map(({ id, page }) => ({ ...page, version: version.name, alternates: others(hrefsOfDoc.get(id)!, version.name, page.route) })),
    );
    if (api) apis.set(version.name, { ...api, docsVersion: version.name, alternates: others(apiHrefs, version.name, api.route) });
  }

  const versions = list.map(({ version, docs: pages, sidebars }): VersionInfo => {
    const path = routeToHref(baseUrl, `${version.routeBasePath.replace(/\/+$/, '')}/`);
    return {
      name: version.name,
      label: version.label,
      path,
      mainDocHref: mainDocHref(version, pages, sidebars) ?? path,
      isLast: version.isLast,
      ...(version.banner ? { banner: version.banner } : {}),
    };
  });
  return { docs, apis, versions, searchTags: searchTagsOf(baseUrl, versions), canonical };
}

/** Docusaurus' main doc: the one at the version's root, else the first of its first sidebar, else its first doc. */
function mainDocHref(version: DocsVersion, docs: readonly { page: DocPage }[], sidebars: Record<string, SidebarItem[]>): Href | undefined {
  const root = routeKey(version.routeBasePath);
  const home = docs.find(({ page }) => routeKey(page.route) === root);
  if (home) return home.page.permalink;
  const first = Object.values(sidebars).map((items) => flattenSidebar(items)[0]).find(Boolean);
  return first?.href ?? docs[0]?.page.permalink;
}

/** Each version's pages search its own index; pages outside every version's path (the API reference, 404) search the last version's. */
function searchTagsOf(baseUrl: string, versions: readonly VersionInfo[]): SiteData['searchTags'] {
  const tags = versions.map((version) => ({ prefix: version.path, tag: versionSearchTag(DOCS_PLUGIN_ID, version.name) }));
  const last = versions.find((version) => version.isLast);
  if (last && !tags.some((tag) => tag.prefix === baseUrl)) tags.push({ prefix: baseUrl, tag: versionSearchTag(DOCS_PLUGIN_ID, last.name) });
  return tags.sort((a, b) => b.prefix.length - a.prefix.length);
}

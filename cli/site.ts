// The site model: everything the pipeline's stages make of a site, in memory.
// `build` renders and writes it, `check` reads its diagnostics, `dev` serves
// it. The stages that make it are called in order in stages/index.ts.
import type { CustomStylesheet } from './assets/custom-css.js';
import type { Loaded } from './openapi/build.js';
import type { VersionChanges } from './diff/version-changes.js';
import type { SiteConfig } from './config/resolve.js';
import type { Diagnostic } from './diagnostics.js';
import type { ApiReference } from './openapi/reference.js';
import type { RenderedDoc } from './render/doc-page.js';
import type { DocsInstanceContent } from './versions/docs-instances.js';
import type { DocsVersion } from './versions/versions.js';
import type { DocsVersionContent } from './versions/docs-version.js';
import type { DocSource } from './content/docs.js';
import type { Blog } from './blog/model.js';
import type { FeedFile } from './blog/feeds.js';
import type { ApiPlan } from './versions/api-plan.js';
import type { NavbarItem, NotFoundPage, PageData, SidebarItem, SiteData } from '../templates/contracts/types.js';

/** What the content stage reads: every docs version's sources. */
export interface SiteContent {
  /** False for a site without versions.json. */
  versioned: boolean;
  versions: DocsVersion[];
  /** Each version's docs, in the order of `versions`. */
  contents: DocsVersionContent[];
  /** The version served at the docs root (the only one of an unversioned site). */
  last: DocsVersionContent;
  /** Every version's docs, flat. */
  docs: DocSource[];
  diagnostics: Diagnostic[];
  /** The blog's posts and list pages (their docs are the last version's); absent when the site has no blog. */
  blog?: Blog;
  /** The further docs instances (config `docsInstances`): their docs are the last version's too, under ids of their own. */
  instances: DocsInstanceContent[];
}

/** What the navigation stage decides: */
export interface Navigation {
  /** The source files (docs, specs) that keep their route: a duplicate route's other sources get no page. */
  routeSources: Set<string>;
  /** Each version's sidebars (ids namespaced by version), in the order of the contents. */
  sidebarsByVersion: Record<string, SidebarItem[]>[];
  /** Every version's sidebars in one record, as the site data carries them. */
  sidebars: Record<string, SidebarItem[]>;
  navbar: NavbarItem[];
  /** What the navbar title, the breadcrumbs and the 404 page link to as the site's home (routes/home.ts). */
  home: string;
  diagnostics: Diagnostic[];
}

/** A reference with the plan it was built for. */
export interface PlannedReference {
  plan: ApiPlan;
  reference: ApiReference;
  /** What changed since the version before (a versioned reference's, when that version has one too). */
  changes?: VersionChanges;
}

/** The versioned references compared (stages/api-changes.ts): each one's document, loaded once, and what changed since the version before. */
export interface ApiHistory {
  /** By the plan's document (`ApiPlan.spec`): plans are made again on each load, their documents stay. */
  loaded: Map<string, Loaded>;
  changes: Map<string, VersionChanges>;
  diagnostics: Diagnostic[];
}

export interface ApiReferences {
  all: PlannedReference[];
  /** The reference at the configured route: the shared one, or the last version's own. */
  main?: ApiReference;
  diagnostics: Diagnostic[];
}

export interface SiteModel {
  config: SiteConfig;
  site: SiteData;
  /** Every page with its own route, in sidebar-independent source order. */
  pages: PageData[];
  notFound: NotFoundPage;
  docs: RenderedDoc[];
  /** The API reference at the configured route (the shared one, or the last version's own). */
  api?: ApiReference;
  /** Files copied as they are (the static folder's, and the images docs name beside them): absolute path by path under the base URL. */
  staticFiles: Map<string, string>;
  /** The blog's feeds (RSS, Atom, JSON Feed), written as they are; absent for a site without a blog. */
  blogFeeds?: FeedFile[];
  /** The redirect pages (config `redirects`), written as they are; absent when the site has none. */
  redirectFiles?: Array<{ name: string; content: Buffer }>;
  /** The site's own stylesheets as one file (`themeConfig.customCss`); absent when it names none. */
  customCss?: CustomStylesheet;
  diagnostics: Diagnostic[];
  /** Every file the model was read from, for `dev` to watch. */
  inputs: string[];
  /** Each docs version's share of the model; absent on a site without versions. */
  versions?: VersionModel[];
  /** Canonical href of the pages whose canonical page is the latest version's, by route (versioned sites only). */
  canonical?: ReadonlyMap<string, string>;
}

/** What one search index and one Markdown export cover: a docs version, or a whole site without versions. */
export interface DocsScope {
  docs: RenderedDoc[];
  /** Its doc pages, and the API reference page that belongs with them. */
  pages: PageData[];
  /** The API reference its pages belong with. */
  api?: ApiReference;
  sidebars: Record<string, SidebarItem[]>;
  /** The docs version; absent for a site without versions. */
  version?: DocsVersion;
}

export interface VersionModel extends DocsScope {
  version: DocsVersion;
}

/** The scopes of a site, in a new array: one per docs version, or the whole site when it has none. */
export function docsScopes(model: SiteModel): DocsScope[] {
  return model.versions ? [...model.versions] : [{ docs: model.docs, pages: model.pages, api: model.api, sidebars: model.site.sidebars }];
}

/** Every API reference of the site: the one at the configured route and the versions' own. */
export function apiReferences(model: Pick<SiteModel, 'api' | 'versions'>): ApiReference[] {
  const all = new Set<ApiReference>();
  if (model.api) all.add(model.api);
  for (const version of model.versions ?? []) if (version.api) all.add(version.api);
  return [...all];
}

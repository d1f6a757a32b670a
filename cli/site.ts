// The site model: everything the pipeline's stages make of a site, in memory.
// `build` renders and writes it, `check` reads its diagnostics, `dev` serves
// it. The stages that make it are called in order in pipeline.ts.
import type { SiteConfig } from './config/resolve.js';
import type { Diagnostic } from './diagnostics.js';
import type { ApiReference } from './openapi/api-references.js';
import type { RenderedDoc } from './render/doc-page.js';
import type { DocsVersion } from './versions/versions.js';
import type { NotFoundPage, PageData, SidebarItem, SiteData } from '../templates/contracts/types.js';

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

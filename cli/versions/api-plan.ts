// Which API references a site has. Without spec snapshots there is one,
// from the config's document at the configured route, shared by every
// version. Once a released version has its own snapshot (taken by
// `brokerdocs version` with `openapi.versioned`), each version with a
// document gets its own reference under its path (`/1.0/rest-api-spec`), the
// docs folder's being the config's document; a release without a snapshot
// uses the one at the root.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { applyTrailingSlash } from '../routes/slug.js';
import type { DocsVersion } from './versions.js';

export interface ApiPlan {
  /** The version the reference belongs to; none for the reference all versions share. */
  owner?: DocsVersion;
  /** The document, relative to the site. */
  spec: string;
  route: string;
  /** Where it is offered for download, under the base URL; default: its file name. */
  downloadPath?: string;
  /** Built from a version's snapshot rather than the config's document. */
  snapshot: boolean;
}

export function planApiReferences(config: SiteConfig, versions: readonly DocsVersion[]): ApiPlan[] {
  const openapi = config.openapi;
  if (!openapi) return [];
  // One spelling of the document's path (`./openapi/a.yaml`, an absolute path and `openapi/a.yaml` are one file):
  // the loader's diagnostics and the link checker's name it alike, so `check` counts it once.
  const configured = path.relative(config.siteDir, path.resolve(config.siteDir, openapi.spec)) || openapi.spec;
  const routeIn = (segment: string) => applyTrailingSlash(`/${[segment, openapi.route.replace(/^\/+/, '')].filter(Boolean).join('/')}`, config.trailingSlash);
  const shared: ApiPlan = { spec: configured, route: routeIn(''), snapshot: false };
  if (!versions.some((version) => version.specFile)) return [shared];
  const plans: ApiPlan[] = [];
  for (const version of versions) {
    const spec = version.isCurrent ? configured : version.specFile && path.relative(config.siteDir, version.specFile);
    if (!spec) continue;
    const fileName = path.basename(spec);
    plans.push({ owner: version, spec, route: routeIn(version.path), downloadPath: version.path ? `${version.path}/${fileName}` : undefined, snapshot: !version.isCurrent });
  }
  // The root route always has a reference: the navbar and older pages link to it.
  if (!plans.some((plan) => plan.owner?.path === '')) plans.push(shared);
  return plans;
}

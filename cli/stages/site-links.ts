// The link check stage: every link of the docs, the API descriptions and the
// config, against the routes, anchors and files the site has.
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PlannedReference } from '../site.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { routeKey } from '../routes/table.js';
import { checkLinks, type LinkSource } from '../check/links.js';
import type { LinkReference } from '../content/env.js';

export interface SiteLinksInput {
  config: SiteConfig;
  docs: readonly RenderedDoc[];
  apis: readonly PlannedReference[];
  /** Static files by path under the base URL: links may point at them. */
  staticFiles: ReadonlyMap<string, string>;
  /** The links the config writes (navbar, footer, sidebars: check/config-links.ts). */
  configLinks: readonly LinkReference[];
  /** The redirect pages' routes (a link to one reaches a page) and their targets, checked as links of the config. */
  redirects?: { routes: ReadonlySet<string>; links: readonly LinkReference[] };
}

export function checkSiteLinks({ config, docs, apis, staticFiles, configLinks, redirects }: SiteLinksInput): Diagnostic[] {
  const anchors = new Map<string, Set<string>>();
  for (const r of docs) anchors.set(routeKey(r.doc.route), r.env.anchors);
  for (const { reference } of apis) {
    anchors.set(routeKey(reference.page.route), reference.anchors);
    for (const part of reference.parts) anchors.set(routeKey(part.page.route), part.anchors);
  }
  // A spec is copied into the build for download, so a link to it is a link to a file.
  const files = new Set([...staticFiles.keys(), ...apis.map(({ reference }) => reference.specFile.name)]);
  const sources: LinkSource[] = docs.map((r) => ({ file: r.doc.file, links: r.env.links }));
  for (const { plan, reference } of apis) sources.push({ file: plan.spec, links: reference.links, rootLinksMayLeave: true });
  sources.push({ file: config.configFile, links: [...configLinks, ...(redirects?.links ?? [])] });
  return checkLinks(sources, { anchors, files, elsewhere: config.routesElsewhere, ...(redirects ? { redirected: redirects.routes } : {}) });
}

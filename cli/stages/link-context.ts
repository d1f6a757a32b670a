// The link context stage: how the links and images of each docs version
// resolve (`other.md` is that version's page). Made before any page renders,
// since the Markdown and the API reference stages both resolve through it.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { createImageResolver } from '../content/image-resolver.js';
import type { LinkContext } from '../content/link-context.js';
import { createLinkResolver } from '../content/link-resolver.js';
import type { DocsVersionContent } from '../versions/docs-version.js';

/** One context per docs version, by version name. */
export function linkContexts(config: SiteConfig, contents: readonly DocsVersionContent[], cached: boolean): Map<string, LinkContext> {
  const images = { baseUrl: config.baseUrl, siteDir: config.siteDir, roots: [config.docsDir], hashes: new Map<string, string>() };
  // Only a site of several versions has pages outside the folder a link starts from.
  const routesBySiteFile =
    contents.length > 1 ? new Map(contents.flatMap(({ docs }) => docs.filter((doc) => !doc.generated).map((doc) => [path.relative(config.siteDir, doc.absolute).split(path.sep).join('/'), doc.route] as const))) : undefined;
  return new Map(contents.map((content) => [content.version.name, linkContext(config, content, cached, images, routesBySiteFile)]));
}

function linkContext(config: SiteConfig, { docs, version }: DocsVersionContent, cached: boolean, images: Parameters<typeof createImageResolver>[0], routesBySiteFile: ReadonlyMap<string, string> | undefined): LinkContext {
  const routesByFile = new Map(docs.map((doc) => [doc.relative, doc.route]));
  const docsPath = path.relative(config.siteDir, version.docsDir).split(path.sep).join('/');
  return {
    resolverFor: (doc) => createLinkResolver({ baseUrl: config.baseUrl, routesByFile, from: doc, docsPath, routesBySiteFile }),
    imageResolverFor: (doc) => createImageResolver(images, doc.absolute),
    siteDir: config.siteDir,
    routesKey: cached ? JSON.stringify([[...routesByFile], [...(routesBySiteFile ?? [])]]) : '',
  };
}

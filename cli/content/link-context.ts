// How the links of one docs version resolve: `other.md` is that version's
// page, so each version gets its own context. The Markdown and the API
// reference stages both resolve links through it.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { DocsVersionContent } from '../versions/docs-version.js';
import type { DocSource } from './docs.js';
import { createImageResolver } from './image-resolver.js';
import type { ImageResolver } from './env.js';
import { createLinkResolver } from './link-resolver.js';

export interface LinkContext {
  resolverFor: (doc: Pick<DocSource, 'relative' | 'route'>) => ReturnType<typeof createLinkResolver>;
  /** Resolves the images a doc names beside it. */
  imageResolverFor: (doc: Pick<DocSource, 'absolute'>) => ImageResolver;
  /** Where imported Markdown partials may be read from. */
  siteDir: string;
  /** What a cached render's links depend on: it stays valid while this is unchanged (empty when nothing is cached). */
  routesKey: string;
}

/** One context per docs version, by version name. */
export function linkContexts(config: SiteConfig, contents: readonly DocsVersionContent[], cached: boolean): Map<string, LinkContext> {
  const images = { baseUrl: config.baseUrl, siteDir: config.siteDir, roots: [config.docsDir], hashes: new Map<string, string>() };
  return new Map(contents.map((content) => [content.version.name, linkContext(config, content, cached, images)]));
}

function linkContext(config: SiteConfig, { docs, version }: DocsVersionContent, cached: boolean, images: Parameters<typeof createImageResolver>[0]): LinkContext {
  const routesByFile = new Map(docs.map((doc) => [doc.relative, doc.route]));
  const docsPath = path.relative(config.siteDir, version.docsDir).split(path.sep).join('/');
  return {
    resolverFor: (doc) => createLinkResolver({ baseUrl: config.baseUrl, routesByFile, from: doc, docsPath }),
    imageResolverFor: (doc) => createImageResolver(images, doc.absolute),
    siteDir: config.siteDir,
    routesKey: cached ? JSON.stringify([...routesByFile]) : '',
  };
}

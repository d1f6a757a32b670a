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
  const instances = new Map(config.docsInstances.map((instance) => [instance.id, path.resolve(config.siteDir, instance.path)]));
  const images = { baseUrl: config.baseUrl, siteDir: config.siteDir, roots: [config.docsDir, ...instances.values()], hashes: new Map<string, string>() };
  // Only a site of several versions, or of several docs instances, has pages outside the folder a link starts from.
  // A doc is known by its file in its docs folder, where its links were written: a translation (read from i18n/) stands at its original's path.
  const routesBySiteFile =
    contents.length > 1 || instances.size
      ? new Map(contents.flatMap(({ docs, version }) => docs.filter((doc) => !doc.generated).map((doc) => [sitePath(config, path.join(doc.instance === undefined ? version.docsDir : instances.get(doc.instance)!, doc.relative)), doc.route] as const)))
      : undefined;
  return new Map(contents.map((content) => [content.version.name, linkContext(config, content, cached, images, routesBySiteFile, instances)]));
}

function linkContext(
  config: SiteConfig,
  { docs, version }: DocsVersionContent,
  cached: boolean,
  images: Parameters<typeof createImageResolver>[0],
  routesBySiteFile: ReadonlyMap<string, string> | undefined,
  instanceDirs: ReadonlyMap<string, string>,
): LinkContext {
  // Each docs folder's pages by their file in it: the version's own, and each other instance's joined to it.
  const folders = new Map<string | undefined, { routesByFile: Map<string, string>; docsPath: string }>();
  const folderOf = (instance: string | undefined) => {
    let folder = folders.get(instance);
    if (!folder) folders.set(instance, (folder = { routesByFile: new Map(), docsPath: sitePath(config, instance === undefined ? version.docsDir : instanceDirs.get(instance)!) }));
    return folder;
  };
  folderOf(undefined);
  for (const doc of docs) folderOf(doc.instance).routesByFile.set(doc.relative, doc.route);
  return {
    resolverFor: (doc) => {
      const { routesByFile, docsPath } = folderOf(doc.instance);
      return createLinkResolver({ baseUrl: config.baseUrl, routesByFile, from: doc, docsPath, routesBySiteFile });
    },
    imageResolverFor: (doc) => createImageResolver(images, doc.absolute),
    siteDir: config.siteDir,
    routesKey: cached ? JSON.stringify([[...folders].map(([instance, folder]) => [instance ?? '', [...folder.routesByFile]]), [...(routesBySiteFile ?? [])]]) : '',
  };
}

/** A file's path from the site folder, with `/`. */
function sitePath(config: SiteConfig, absolute: string): string {
  return path.relative(config.siteDir, absolute).split(path.sep).join('/');
}

// How a link written in a page becomes an href and a route to check:
// `#x` on this page; `other.md#x` to that file's route (looked for next to
// the page, then from the docs root, then from the site root, as Docusaurus
// does); `/route` under the base URL; `../route` relative to this page's URL,
// as a browser reads it.
import { posix } from 'node:path';
import { hrefToRoute, routeToHref, splitAnchor } from '../routes/href.js';
import { suggestFileName } from '../check/suggest.js';
import type { LinkResolver } from './env.js';

export interface LinkContext {
  baseUrl: string;
  /** Route of every page by its file path relative to the docs root. */
  routesByFile: ReadonlyMap<string, string>;
  /** The page the link is on. */
  from: { relative: string; route: string };
  /** The docs folder relative to the site (`docs`), for links written from the site root; none: such links are not looked for. */
  docsPath?: string;
  /**
   * Route of every page of every docs version by its file relative to the site (`versioned_docs/version-9.x/intro.md`):
   * a link out of this version's folder into another's (trpc's docs link to their 9.x pages) names a page too, as in Docusaurus.
   */
  routesBySiteFile?: ReadonlyMap<string, string>;
}

const MARKDOWN_FILE = /\.mdx?$/i;

export function createLinkResolver({ baseUrl, routesByFile, from, docsPath, routesBySiteFile }: LinkContext): LinkResolver {
  const docsPrefix = docsPath ? `${posix.normalize(docsPath).replace(/\/+$/, '')}/` : undefined;
  /** The files a link's path can name, relative to the docs root, in the order Docusaurus looks. */
  const candidatesFor = (path: string): string[] => {
    const fromRoot = posix.normalize(path.replace(/^\/+/, ''));
    const candidates = path.startsWith('/') ? [fromRoot] : [posix.normalize(posix.join(posix.dirname(from.relative), path)), fromRoot];
    if (docsPrefix && fromRoot.startsWith(docsPrefix)) candidates.push(fromRoot.slice(docsPrefix.length));
    return candidates;
  };
  /** The route of a Markdown file named by a link: the first of its candidates that is a page. */
  const markdownRoute = (written: string): string | undefined => {
    const path = decodeOrKeep(written);
    for (const file of candidatesFor(path)) {
      const route = routesByFile.get(file);
      if (route !== undefined) return route;
    }
    if (!routesBySiteFile || docsPath === undefined || path.startsWith('/')) return undefined;
    return routesBySiteFile.get(posix.normalize(posix.join(docsPath, posix.dirname(from.relative), path)));
  };
  const resolve: LinkResolver = (written) => {
    const { path, anchor } = splitAnchor(written);
    const hash = anchor ? `#${encodeURIComponent(anchor).replace(/%2F/g, '/')}` : '';
    if (path === '') return { href: written, target: { route: from.route, anchor } };
    if (MARKDOWN_FILE.test(path)) {
      const route = markdownRoute(path);
      if (route === undefined) return null;
      return { href: routeToHref(baseUrl, route) + hash, target: { route, anchor } };
    }
    if (path.startsWith('/')) {
      const route = hrefToRoute(baseUrl, path) ?? path;
      return { href: routeToHref(baseUrl, route) + hash, target: { route, anchor } };
    }
    const absolute = new URL(path, `http://site${from.route}`).pathname;
    return { href: routeToHref(baseUrl, absolute) + hash, target: { route: absolute, anchor } };
  };
  resolve.suggest = (written) => {
    const { path, anchor } = splitAnchor(written);
    if (!MARKDOWN_FILE.test(path)) return undefined;
    const file = nearestFile(decodeOrKeep(path), candidatesFor(decodeOrKeep(path)), [...routesByFile.keys()], from.relative);
    return file === undefined ? undefined : `${file}${anchor ? `#${anchor}` : ''}`;
  };
  return resolve;
}

/**
 * The file a `.md` link that names none most likely meant, as the link would
 * write it: a close name in a folder the link names (the folder kept as
 * written), else the same name in another folder (relative to the page).
 */
function nearestFile(written: string, candidates: readonly string[], files: readonly string[], fromFile: string): string | undefined {
  const folderAsWritten = written.slice(0, written.lastIndexOf('/') + 1);
  for (const candidate of candidates) {
    const folder = posix.dirname(candidate);
    const siblings = files.filter((file) => posix.dirname(file) === folder).map((file) => posix.basename(file));
    const name = suggestFileName(posix.basename(candidate), siblings);
    if (name !== undefined) return folderAsWritten + name;
  }
  const name = posix.basename(written).toLowerCase();
  const elsewhere = files.filter((file) => posix.basename(file).toLowerCase() === name);
  if (elsewhere.length !== 1) return undefined;
  return posix.relative(posix.dirname(fromFile), elsewhere[0]!);
}

/** `a%20b.md` names `a b.md`; a malformed escape names nothing, so the link is reported as broken rather than crashing the build. */
function decodeOrKeep(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

// File path → doc id and route, the Docusaurus way: `index.md`, `README.md`
// and a file named like its folder (`releases/releases.md`) give their
// folder's route with a trailing slash; number prefixes (`01-intro.md`) order
// files without showing in ids or URLs, but a name that starts with a date
// or a version (`2024-01-05-notes`, `4-0`) keeps its digits; front matter
// `id` names the page in its URL and `slug` overrides the route.
import { slug as githubSlug } from 'github-slugger';

/** `01-intro`, `2 - setup`: a number, separators, then the name. */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
/** `2024-01-05-…`, `24.01-…`: a date, part of the name. */
const DATE_LIKE = /^(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?(?:$|[-_.\s])/;
/** `4-0`, `1.2-beta`: a version, part of the name. */
const VERSION_LIKE = /^\d+[-_.]\d+/;
const INDEX_NAMES = new Set(['index', 'readme']);

export interface DocLocation {
  /** `data/history`, `trading-tests/index`. */
  id: string;
  /** Folder of the file relative to the docs root, `''` at the root. */
  dir: string;
  /** True for `index.md` / `README.md` and a file named like its folder. */
  isIndex: boolean;
  /** The page's name in its URL: the front matter `id`, else the file name without its number prefix. */
  urlName: string;
}

function prefixOf(name: string): RegExpExecArray | null {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return null;
  return NUMBER_PREFIX.exec(name);
}

export function stripNumberPrefix(name: string): string {
  const prefix = prefixOf(name);
  return prefix ? name.slice(prefix[0].length) : name;
}

/** Number prefix of a file or folder name, for ordering (`02-x` → 2). */
export function numberPrefix(name: string): number | undefined {
  const prefix = prefixOf(name);
  return prefix ? Number(prefix[1]) : undefined;
}

/** `numberPrefixes: false` (Docusaurus' `numberPrefixParser: false`) keeps `01-intro` as written in ids and routes. */
export function locateDoc(relativePath: string, frontMatterId?: string, { numberPrefixes = true }: { numberPrefixes?: boolean } = {}): DocLocation {
  const strip = numberPrefixes ? stripNumberPrefix : (name: string) => name;
  const parts = relativePath.replace(/\.(md|mdx)$/i, '').split('/');
  const file = parts.pop()!;
  const folders = parts.map(strip);
  const dir = folders.join('/');
  const base = strip(file);
  const folder = folders.at(-1);
  const isIndex = INDEX_NAMES.has(base.toLowerCase()) || (folder !== undefined && base.toLowerCase() === folder.toLowerCase());
  // The id keeps the name as written (`README`, as Docusaurus and its sidebars spell it); only the route drops it.
  const name = frontMatterId ?? base;
  return { id: dir ? `${dir}/${name}` : name, dir, isIndex, urlName: frontMatterId ?? base };
}

export interface RouteOptions {
  /** Docs route prefix: `/` or `/docs`. */
  routeBasePath: string;
  trailingSlash?: boolean;
}

/** Route under the base URL with a leading `/`. */
export function docRoute(location: DocLocation, slug: string | undefined, options: RouteOptions): string {
  // Relative to the docs root, no leading slash; a trailing slash marks a folder route.
  let path: string;
  if (slug !== undefined) path = slug.startsWith('/') ? slug.slice(1) : joinPath(location.dir, slug);
  else if (location.isIndex) path = location.dir ? `${location.dir}/` : '';
  else path = joinPath(location.dir, location.urlName);
  const folder = path === '' || path.endsWith('/');
  const joined = joinPath(normaliseBase(options.routeBasePath), normalisePath(path.replace(/\/+$/, '')));
  const route = joined ? `/${joined}${folder ? '/' : ''}` : '/';
  return applyTrailingSlash(route, options.trailingSlash);
}

/** A tag's route segment, as Docusaurus makes it for docs and blog tags: GitHub's slug of its label (or the label escaped, when the slug is empty). */
export function tagSegment(label: string): string {
  return githubSlug(label) || encodeURIComponent(label);
}

/** Joins route parts under a base route (`docs`, `tags/watch` → `/docs/tags/watch`): no doubled or trailing slashes but the config's. */
export function joinRoute(base: string, rest: string, trailingSlash: boolean | undefined): string {
  const joined = `/${[base, rest].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
  return applyTrailingSlash(joined, trailingSlash);
}

export function applyTrailingSlash(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/' || trailingSlash === undefined) return route;
  if (trailingSlash) return route.endsWith('/') ? route : `${route}/`;
  return route.endsWith('/') ? route.slice(0, -1) : route;
}

function normaliseBase(base: string): string {
  return base.replace(/^\/+|\/+$/g, '');
}

function joinPath(a: string, b: string): string {
  const left = a.replace(/\/+$/, '');
  const right = b.replace(/^\/+/, '');
  if (!left) return right;
  if (!right) return left;
  return `${left}/${right}`;
}

/** Collapses `a/b/../c` and `./` segments. */
export function normalisePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.') out.push(part);
  }
  return out.join('/');
}

/** lodash's kebabCase, as Docusaurus makes an author's page or a predefined tag's from its key: `JoelMarcey` → `joel-marcey`. */
export function kebabCase(key: string): string {
  return (key.match(/\p{Lu}{2,}(?=\p{Lu}\p{Ll}|\b|\d|_)|\p{Lu}?\p{Ll}+|\p{Lu}+|\d+/gu) ?? [key]).map((word) => word.toLowerCase()).join('-');
}

/** lodash's capitalize, as Docusaurus labels a predefined tag without a label: `season start` → `Season start`. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1).toLocaleLowerCase();
}

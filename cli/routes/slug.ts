// File path → doc id and route, the Docusaurus way: `index.md`/`README.md`
// give their folder's route with a trailing slash; number prefixes
// (`01-intro.md`) order files without showing in ids or URLs; `slug` front
// matter overrides the route.

const NUMBER_PREFIX = /^\d+\s*[-_.]\s*/;
const INDEX_NAMES = new Set(['index', 'readme']);

export interface DocLocation {
  /** `data/history`, `trading-tests/index`. */
  id: string;
  /** Folder of the file relative to the docs root, `''` at the root. */
  dir: string;
  /** True for `index.md` / `README.md`. */
  isIndex: boolean;
}

export function stripNumberPrefix(name: string): string {
  const stripped = name.replace(NUMBER_PREFIX, '');
  return stripped || name;
}

/** Number prefix of a file or folder name, for ordering (`02-x` → 2). */
export function numberPrefix(name: string): number | undefined {
  const match = /^(\d+)\s*[-_.]/.exec(name);
  return match ? Number(match[1]) : undefined;
}

export function locateDoc(relativePath: string, frontMatterId?: string): DocLocation {
  const parts = relativePath.replace(/\.(md|mdx)$/i, '').split('/');
  const file = parts.pop()!;
  const dir = parts.map(stripNumberPrefix).join('/');
  const base = stripNumberPrefix(file);
  const isIndex = INDEX_NAMES.has(base.toLowerCase());
  const name = frontMatterId ?? (isIndex ? base.toLowerCase() : base);
  return { id: dir ? `${dir}/${name}` : name, dir, isIndex };
}

export interface RouteOptions {
  /** Docs route prefix: `/` or `/docs`. */
  routeBasePath: string;
  trailingSlash?: boolean;
}

/** Route under the base URL with a leading `/`. */
export function docRoute(location: DocLocation, fileName: string, slug: string | undefined, options: RouteOptions): string {
  // Relative to the docs root, no leading slash; a trailing slash marks a folder route.
  let path: string;
  if (slug !== undefined) path = slug.startsWith('/') ? slug.slice(1) : joinPath(location.dir, slug);
  else if (location.isIndex) path = location.dir ? `${location.dir}/` : '';
  else path = joinPath(location.dir, stripNumberPrefix(fileName.replace(/\.(md|mdx)$/i, '')));
  const folder = path === '' || path.endsWith('/');
  const joined = joinPath(normaliseBase(options.routeBasePath), normalisePath(path.replace(/\/+$/, '')));
  const route = joined ? `/${joined}${folder ? '/' : ''}` : '/';
  return applyTrailingSlash(route, options.trailingSlash);
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

// Where the Markdown twin of a route lives. One rule, the one page data uses:
// append `.md` to the route (`/data/history` → `data/history.md`); a folder
// route, one ending in `/`, gets `index.md` (`/data-tests/` →
// `data-tests/index.md`, `/` → `index.md`). So a reader or an AI tool turns
// any page URL into its Markdown URL without a lookup table.
import { routeToHref } from '../routes/href.js';
import type { Href, PageData } from '../../templates/contracts/types.js';

/** Markdown file of a route, relative to the output folder. */
export function markdownPath(route: string): string {
  const clean = route.replace(/^\/+/, '');
  if (clean === '' || clean.endsWith('/')) return `${clean}index.md`;
  return `${clean}.md`;
}

/** Folder that holds the per-tag files of the API reference at `apiRoute`. */
export function apiTagFolder(apiRoute: string): string {
  const clean = apiRoute.replace(/^\/+/, '').replace(/\/+$/, '');
  return clean ? `${clean}/` : '';
}

/** Markdown file of one API tag, relative to the output folder: `rest-api-spec/orders.md`. */
export function apiTagPath(apiRoute: string, tagSlug: string): string {
  return `${apiTagFolder(apiRoute)}${tagSlug}.md`;
}

/** The `<link rel="alternate" type="text/markdown">` target of a page, when it has a Markdown twin. */
export function pageMarkdownHref(baseUrl: string, page: PageData): Href | undefined {
  if (page.kind === 'doc') return page.markdownHref;
  if (page.kind === 'api') return routeToHref(baseUrl, markdownPath(page.route));
  return undefined;
}

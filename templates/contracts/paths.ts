// Where a route's files live and what its document title is; shared by the
// build (which writes them) and the runtime (which fetches them).
import type { PageData, SiteData } from './types.js';

/** Page data file of a route, relative to the page-data folder. */
export function pageDataPath(route: string): string {
  const clean = route.replace(/^\/+/, '');
  if (clean === '' || clean.endsWith('/')) return `${clean}index.json`;
  return `${clean}.json`;
}

/** HTML file of a route, relative to the output folder. */
export function htmlPath(route: string): string {
  const clean = route.replace(/^\/+/, '').replace(/\/+$/, '');
  return clean ? `${clean}/index.html` : 'index.html';
}

/** The `<title>` of a page: "Page | Site", or the site title alone on a home page named after it. */
export function documentTitle(site: Pick<SiteData, 'title' | 'titleDelimiter'>, page: Pick<PageData, 'route' | 'title'>): string {
  return page.route === '/' && page.title === site.title ? site.title : `${page.title} ${site.titleDelimiter ?? '|'} ${site.title}`;
}

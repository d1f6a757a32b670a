// The routes of a Docusaurus site that brokerdocs does not build: its blog
// (everything under the blog's route) and its pages (`src/pages`: each
// React or Markdown file a route, `index` its folder's). Links from the docs
// to them are the site's own, not broken; the link checker leaves them.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/;

/** `blog` → `/blog/`: the blog's route as a prefix. */
export function blogRoutes(routeBasePath: unknown): string[] {
  const base = typeof routeBasePath === 'string' ? routeBasePath.replace(/^\/+|\/+$/g, '') : 'blog';
  return base ? [`/${base}/`] : [];
}

/** The routes of the pages in `pagesDir` (absolute), or none when there is no such folder. */
export function pageRoutes(pagesDir: string, routeBasePath = '/'): string[] {
  const base = routeBasePath.replace(/^\/+|\/+$/g, '');
  const routes: string[] = [];
  const walk = (dir: string, route: string[]): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // As Docusaurus: `_`-prefixed files and folders, tests and their folders are not pages.
      if (entry.name.startsWith('_') || entry.name === '__tests__' || /\.test\.\w+$/.test(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...route, entry.name]);
      else if (PAGE_FILE.test(entry.name)) {
        const name = entry.name.replace(PAGE_FILE, '');
        const segments = [base, ...route, ...(name === 'index' ? [] : [name])].filter(Boolean);
        routes.push(`/${segments.join('/')}`);
      }
    }
  };
  walk(pagesDir, []);
  return routes;
}

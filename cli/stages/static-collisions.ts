// A file in the static folder that the build itself also writes: a page's
// HTML (two sources for one URL, so an error naming both), or a file the
// build makes for every site (its 404 page, sitemap, search index, llms.txt),
// which wins, with a warning that the static one is not copied.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { htmlPath, pageDataPath } from '../../templates/contracts/paths.js';
import type { PageData } from '../../templates/contracts/types.js';

export interface StaticCollisionInput {
  config: SiteConfig;
  /** Static files by path under the base URL, absolute. */
  staticFiles: ReadonlyMap<string, string>;
  pages: readonly PageData[];
  docs: readonly RenderedDoc[];
}

/**
 * Paths under the base URL that the build writes for every site, whatever its pages. Not `assets/` or
 * `page-data/` as a whole: a site's own `static/assets/` (a common Docusaurus folder) is copied beside the
 * build's files there, whose names carry a hash of their content; page data is named by route (above).
 */
const GENERATED = /^(?:404\.html|sitemap\.xml|llms\.txt|llms-full\.txt|search-index-[^/]+\.json)$/;

export function staticCollisions({ config, staticFiles, pages, docs }: StaticCollisionInput): Diagnostic[] {
  if (!staticFiles.size) return [];
  const sourceOfRoute = new Map(docs.map((rendered) => [rendered.doc.route, rendered.doc.file]));
  const pageFiles = new Map<string, string | undefined>();
  for (const page of pages) {
    const source = page.kind === 'api' ? config.openapi?.spec : sourceOfRoute.get(page.route);
    pageFiles.set(htmlPath(page.route), source);
    pageFiles.set(`page-data/${pageDataPath(page.route)}`, source);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [name, absolute] of staticFiles) {
    const file = path.relative(config.siteDir, absolute);
    if (pageFiles.has(name) && !name.startsWith('page-data/')) {
      const source = pageFiles.get(name);
      diagnostics.push(
        error(
          'static-collides-with-page',
          `${file} and the page ${source ? `built from ${source}` : 'of its route'} would both be written to ${name}`,
          { file },
          'Rename or move the static file, or give the page another route (front matter slug).',
        ),
      );
    } else if (pageFiles.has(name) || GENERATED.test(name)) {
      diagnostics.push(warning('static-replaced', `${file} is not copied: the build writes its own ${name}`, { file }, 'Rename the static file if it should be served too.'));
    }
  }
  return diagnostics;
}

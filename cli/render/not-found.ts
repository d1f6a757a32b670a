// The page for unknown paths, written as 404.html.
import type { SiteConfig } from '../config/resolve.js';
import { routeToHref } from '../routes/href.js';
import type { NotFoundPage } from '../../templates/contracts/types.js';

/** `title` is the locale's wording of "Page not found". */
export function notFoundPage(config: SiteConfig, title: string): NotFoundPage {
  return { kind: 'notFound', route: '/404', permalink: routeToHref(config.baseUrl, '404.html'), title, html: '' };
}

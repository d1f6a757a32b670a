// A blog tag and its page: `/blog/tags/<slug of its label>`, as Docusaurus
// makes it (GitHub's slugs: lower case, spaces to hyphens).
import type { BlogTag } from './model.js';
import { joinRoute, tagSegment } from '../routes/slug.js';

export function tagOf(label: string, routeBasePath: string, trailingSlash: boolean | undefined): BlogTag {
  return { label, route: joinRoute(routeBasePath, `tags/${tagSegment(label)}`, trailingSlash) };
}

// A blog tag and its page: `/blog/tags/<slug of its label>`, as Docusaurus
// makes it (GitHub's slugs: lower case, spaces to hyphens).
import { slug } from 'github-slugger';
import type { BlogTag } from './model.js';
import { blogRoute } from './post-place.js';

export function tagOf(label: string, routeBasePath: string, trailingSlash: boolean | undefined): BlogTag {
  return { label, route: blogRoute(routeBasePath, `tags/${slug(label) || encodeURIComponent(label)}`, trailingSlash) };
}

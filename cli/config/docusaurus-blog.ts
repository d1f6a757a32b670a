// The blog options of a Docusaurus config (the classic preset's `blog`, or a
// lone `@docusaurus/plugin-content-blog`) read as brokerdocs' `blog` key:
// the options brokerdocs has a use for under our names, the others named in
// one warning. A blog whose folder is not there is no blog, as in Docusaurus.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isObject, type Loose } from './loose.js';

/** Docusaurus' option → ours, for those taken as they are. */
const RENAMED: Record<string, string> = {
  path: 'path',
  routeBasePath: 'routeBasePath',
  blogTitle: 'title',
  blogDescription: 'description',
  postsPerPage: 'postsPerPage',
  blogSidebarCount: 'sidebarCount',
  blogSidebarTitle: 'sidebarTitle',
  showReadingTime: 'showReadingTime',
  authorsMapPath: 'authorsMapPath',
  authorsBasePath: 'authorsBasePath',
  tagsBasePath: 'tagsBasePath',
  archiveBasePath: 'archiveBasePath',
  editUrl: 'editUrl',
  tags: 'tags',
  onInlineTags: 'onInlineTags',
  onInlineAuthors: 'onInlineAuthors',
  onUntruncatedBlogPosts: 'onUntruncatedBlogPosts',
  truncateMarker: 'truncateMarker',
};
/** Options read below (`feedOptions`), or with nothing to do here (`id`). */
const READ = new Set([...Object.keys(RENAMED), 'feedOptions', 'id']);

/** The config's `blog` value and the options left unused; undefined when the posts' folder is not there. */
export function blogOf(options: unknown, siteDir: string): { value: Loose; unused: string[] } | undefined {
  const written = isObject(options) ? options : {};
  const folder = typeof written.path === 'string' ? written.path : 'blog';
  if (!existsSync(path.resolve(siteDir, folder))) return undefined;
  const value: Loose = { path: folder };
  for (const [theirs, ours] of Object.entries(RENAMED)) if (theirs !== 'path' && written[theirs] !== undefined) value[ours] = written[theirs];
  // Docusaurus writes its route without slashes around it; ours is the same prefix.
  for (const key of ['routeBasePath', 'tagsBasePath', 'archiveBasePath', 'authorsBasePath']) if (typeof value[key] === 'string') value[key] = value[key].replace(/^\/+|\/+$/g, '');
  const feed = isObject(written.feedOptions) ? written.feedOptions : {};
  if (feed.type !== undefined) value.feeds = feedTypes(feed.type);
  if (typeof feed.copyright === 'string') value.copyright = feed.copyright;
  return { value, unused: Object.keys(written).filter((key) => !READ.has(key)) };
}

/** `feedOptions.type`: one type, a list, `all`, or `null` for none. */
function feedTypes(type: unknown): unknown {
  if (type === null || type === false) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? type : [type];
}

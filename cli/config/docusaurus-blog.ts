// The routes of a Docusaurus site's blog, which brokerdocs does not build:
// everything under the blog's route. Links from the docs to them are the
// site's own, not broken; the link checker leaves them.

/** `blog` → `/blog/`: the blog's route as a prefix. */
export function blogRoutes(routeBasePath: unknown): string[] {
  const base = typeof routeBasePath === 'string' ? routeBasePath.replace(/^\/+|\/+$/g, '') : 'blog';
  return base ? [`/${base}/`] : [];
}

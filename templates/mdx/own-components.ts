// brokerdocs' own global components, whatever the site swizzled: a site's
// MDXComponents may be ejected (a map of its own that does not spread ours),
// and a page may still use Tabs or Admonition without importing them, as
// brokerdocs lets markdown-it pages do. Imported from here, not from
// server.tsx, whose import of ./theme/MDXComponents.js is the site's.
export { default } from './theme/MDXComponents.js';

// A Docusaurus `themeConfig` read as ours: the navbar, footer, colour mode,
// announcement bar, table of contents and docs sidebar options, each object
// keeping only the keys brokerdocs has (`className`, `target`, `prism`…
// change nothing here), and the navbar items and footer links it cannot
// show left out by name, for one warning.
import { isObject, type Loose } from './loose.js';
/** Navbar item types brokerdocs renders (see navbar-schema.ts). */
const NAVBAR_TYPES = new Set(['default', 'doc', 'docSidebar', 'dropdown', 'html', 'search', 'docsVersionDropdown', 'localeDropdown']);
const NAVBAR_KEYS = ['type', 'label', 'position', 'to', 'href', 'html', 'docId', 'sidebarId', 'docsPluginId', 'items'];
const LOGO_KEYS = ['src', 'srcDark', 'alt', 'href', 'width', 'height'];

export function fromDocusaurusTheme(theme: Loose): { value: Loose; omitted: string[] } {
  const omitted: string[] = [];
  const value: Loose = {};
  if (isObject(theme.navbar)) {
    const navbar = pick(theme.navbar, ['title', 'hideOnScroll']);
    if (isObject(theme.navbar.logo)) navbar.logo = logoOf(theme.navbar.logo);
    if (Array.isArray(theme.navbar.items)) navbar.items = navbarItems(theme.navbar.items, omitted, 'navbar');
    value.navbar = navbar;
  }
  if (isObject(theme.footer)) value.footer = footerOf(theme.footer, omitted);
  if (isObject(theme.colorMode)) value.colorMode = pick(theme.colorMode, ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
  if (isObject(theme.announcementBar) && typeof theme.announcementBar.content === 'string') {
    value.announcementBar = pick(theme.announcementBar, ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
  }
  if (isObject(theme.tableOfContents)) value.tableOfContents = pick(theme.tableOfContents, ['minHeadingLevel', 'maxHeadingLevel']);
  if (isObject(theme.docs)) {
    const docs = pick(theme.docs, ['versionPersistence']);
    if (isObject(theme.docs.sidebar)) docs.sidebar = pick(theme.docs.sidebar, ['hideable', 'autoCollapseCategories']);
    value.docs = docs;
  }
  // Meta tags and the social card, on every page's head.
  if (Array.isArray(theme.metadata)) value.metadata = theme.metadata.filter(isObject);
  if (typeof theme.image === 'string') value.image = theme.image;
  // What else the theme is told (Prism's colours, Algolia's keys…) does nothing here: named, not dropped without a word.
  const unread = Object.keys(theme).filter((key) => !THEME_KEYS_READ.has(key) && theme[key] !== undefined);
  if (unread.length) omitted.push(unread.join(', '));
  return { value, omitted };
}

/** The themeConfig keys read above, and `customCss`, which the preset's theme options give (docusaurus-config.ts). */
export const THEME_KEYS_READ = new Set(['navbar', 'footer', 'colorMode', 'announcementBar', 'tableOfContents', 'docs', 'metadata', 'image', 'customCss']);

function navbarItems(items: unknown[], omitted: string[], where: string): Loose[] {
  const kept: Loose[] = [];
  for (const item of items) {
    if (!isObject(item)) continue;
    // An item with `items` and no type is a dropdown, as in Docusaurus.
    const type = typeof item.type === 'string' ? item.type : Array.isArray(item.items) ? 'dropdown' : 'default';
    const label = typeof item.label === 'string' ? item.label : type;
    if (!NAVBAR_TYPES.has(type)) {
      omitted.push(`${where} item "${label}" of type "${type}"`);
      continue;
    }
    // A link with neither `to` nor `href` (a custom component's slot) has nowhere to go.
    if (type === 'default' && !item.items && typeof item.to !== 'string' && typeof item.href !== 'string') {
      omitted.push(`${where} item "${label}" without \`to\` or \`href\``);
      continue;
    }
    const own = pick(item, NAVBAR_KEYS);
    if (Array.isArray(item.items)) own.items = navbarItems(item.items, omitted, `${where} › ${label}`);
    if (own.position !== 'left' && own.position !== 'right') delete own.position;
    kept.push(own);
  }
  return kept;
}

function footerOf(footer: Loose, omitted: string[]): Loose {
  const out = pick(footer, ['style', 'copyright']);
  if (out.style !== 'light' && out.style !== 'dark') delete out.style;
  if (isObject(footer.logo) && typeof footer.logo.src === 'string') out.logo = logoOf(footer.logo);
  if (Array.isArray(footer.links)) {
    // Columns (`{ title, items }`), or a simple footer: one row of links, taken as one column without a title.
    const columns = footer.links.every((link) => isObject(link) && Array.isArray(link.items)) ? footer.links : [{ title: '', items: footer.links }];
    out.links = (columns as Loose[]).map((column) => ({
      title: typeof column.title === 'string' ? column.title : '',
      items: (column.items as unknown[]).flatMap((item) => {
        if (!isObject(item)) return [];
        if (typeof item.html === 'string') return [{ html: item.html }];
        if (typeof item.label !== 'string' || (typeof item.to !== 'string' && typeof item.href !== 'string')) {
          omitted.push(`footer link ${typeof item.label === 'string' ? `"${item.label}"` : 'without a label'}`);
          return [];
        }
        return [pick(item, ['label', 'to', 'href'])];
      }),
    }));
  }
  return out;
}

function logoOf(logo: Loose): Loose {
  const out = pick(logo, LOGO_KEYS);
  // Docusaurus also takes CSS lengths ('32px'); ours are numbers of pixels.
  for (const key of ['width', 'height']) {
    const size = typeof out[key] === 'string' ? Number.parseFloat(out[key]) : out[key];
    if (typeof size === 'number' && size > 0) out[key] = size;
    else delete out[key];
  }
  return out;
}

function pick(object: Loose, keys: readonly string[]): Loose {
  const out: Loose = {};
  for (const key of keys) if (object[key] !== undefined) out[key] = object[key];
  return out;
}

// The site's stand-alone pages (config `pages`, Docusaurus' `src/pages`):
// each React or Markdown file of the folder a page at its path, `index` its
// folder's. They are read as docs of the docs served at the docs root, marked
// `generated: 'site-page'`, so that rendering, search, links, the sitemap and
// `dev` take them as any doc, while sidebars, edit links and "last updated"
// leave them out, as Docusaurus does.
//
// A React page is not run here: its body is a one-line MDX page that imports
// the file and renders its default export, so it goes through the MDX
// compiler's path (content/mdx-compile/), which bundles the site's components
// with esbuild, renders them on the server and hydrates what needs the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import type { Diagnostic } from '../diagnostics.js';
import { isTranslated, localeFolder } from '../i18n/paths.js';
import { docRoute, type DocLocation } from '../routes/slug.js';
import { readDoc, type DocSource } from './docs.js';
import type { FrontMatter } from './frontmatter.js';
import { prepareMdx } from './mdx/prepare.js';
import { scanContent, type SourceFile } from './scan.js';

const REACT_FILE = /\.(jsx?|tsx?)$/i;
const PAGE_FILE = /\.(jsx?|tsx?|mdx?)$/i;
/** Globs of the files in a pages folder that are not pages, though their names say so. */
const NOT_PAGES = ['**/*.test.*', '**/__tests__/**', '**/*.d.ts'];

/** The id prefix of the pages: no doc of the docs folder can have it, so a page's id never takes a doc's. */
export const SITE_PAGE_ID_PREFIX = '__pages/';

/** The page files of `dir` (absolute), relative to it with `/` separators, in a stable order; none when it is not there. */
export async function sitePageFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  // As Docusaurus: `_`-prefixed files and folders (scanContent leaves them out), tests and their folders are not pages (nor are type declarations).
  const tree = await scanContent(dir, NOT_PAGES, [], PAGE_FILE);
  return tree.pages.map((page) => page.relative);
}

/** Where a page's file puts it: `about.js` → `/about`, `index.md` → its folder, under the pages' route. */
export function sitePageLocation(relative: string, routeBasePath: string, trailingSlash: boolean | undefined): { location: DocLocation; route: string } {
  const parts = relative.replace(/\.[^./]+$/, '').split('/');
  const name = parts.pop()!;
  const dir = parts.join('/');
  const isIndex = name === 'index';
  const location: DocLocation = { id: `${SITE_PAGE_ID_PREFIX}${dir ? `${dir}/` : ''}${name}`, dir, isIndex, urlName: name };
  return { location, route: docRoute(location, undefined, { routeBasePath, trailingSlash }) };
}

/**
 * The pages of the config's pages folder as docs; none when the config has no pages folder. In another locale than
 * the default, a Markdown page is read from the locale's translation (`i18n/<locale>/docusaurus-plugin-content-pages/`)
 * when it has one, and is marked untranslated otherwise; a React page translates itself (`<Translate>`).
 */
export async function readSitePages(config: SiteConfig): Promise<{ docs: DocSource[]; diagnostics: Diagnostic[] }> {
  if (!config.pages) return { docs: [], diagnostics: [] };
  const { routeBasePath } = config.pages;
  const folder = path.resolve(config.siteDir, config.pages.path);
  const translated = isTranslated(config) ? path.join(localeFolder(config.siteDir, config.i18n.currentLocale), 'docusaurus-plugin-content-pages') : undefined;
  const translations = new Set(translated ? await sitePageFiles(translated) : []);
  const read = await Promise.all(
    (await sitePageFiles(folder)).map(async (relative): Promise<{ doc: DocSource; diagnostics: Diagnostic[] }> => {
      const absolute = path.join(folder, relative);
      const place = sitePageLocation(relative, routeBasePath, config.trailingSlash);
      if (REACT_FILE.test(relative)) return { doc: reactPage(config, relative, absolute, place), diagnostics: [] };
      const source: SourceFile = translated && translations.has(relative) ? { absolute: path.join(translated, relative), relative } : { absolute, relative, ...(translated ? { untranslated: true as const } : {}) };
      const { doc, diagnostics } = await readDoc(config, source, () => place);
      return { doc: { ...doc, generated: 'site-page' }, diagnostics };
    }),
  );
  return { docs: read.map(({ doc }) => doc), diagnostics: read.flatMap(({ diagnostics }) => diagnostics) };
}

/**
 * A React page as a doc whose MDX body renders the file's default export. Its title is the site's until the page
 * gives its own (`@theme/Layout`'s `title`, read when it renders); it shows no title heading and no table of contents.
 */
function reactPage(config: SiteConfig, relative: string, absolute: string, { location, route }: { location: DocLocation; route: string }): DocSource {
  const body = `import Page from './${path.basename(absolute)}';\n\n<Page />\n`;
  return {
    id: location.id,
    dir: location.dir,
    relative,
    file: path.relative(config.siteDir, absolute),
    absolute,
    route,
    title: config.title,
    sidebarLabel: config.title,
    frontMatter: { hide_table_of_contents: true, hide_title: true } as FrontMatter,
    body,
    mdx: prepareMdx(body),
    bodyLineOffset: 0,
    isIndex: location.isIndex,
    draft: false,
    generated: 'site-page',
    reactPage: true,
  };
}

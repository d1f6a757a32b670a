// A Docusaurus site's swizzled theme components (src/theme/) that replace a
// part of the page brokerdocs draws itself: the navbar, the doc's footer, the
// sidebar's items, the app's Root or its layout's providers. Components pages
// import (@theme/Tabs, a site's own @theme/BoxLink) and MDXComponents are
// used; these are not, and their changes are missing from the build, so they
// are named in one warning rather than dropped without a word.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { warning, type Diagnostic } from '../../diagnostics.js';
import { ourThemeFile } from './resolve-plugin.js';

/** The parts of Docusaurus' classic theme that make the page around its content (and its app). */
const CHROME = /^(?:Root|Layout|Navbar\w*|NavbarItem|Footer\w*|Doc(?:Item|Page|Root|Sidebar|SidebarItem|SidebarItems|Breadcrumbs|Paginator|VersionBanner|VersionBadge|VersionRoot|VersionSuggestions|TagsListPage|TagDocListPage|CategoryGeneratedIndexPage)\w*|EditThisPage|EditMetaRow|LastUpdated|TOC\w*|Blog(?:Layout|Sidebar|PostItem|PostItems|PostPage|ListPage|PostPaginator|TagsListPage|TagsPostsPage|ArchivePage|AuthorsListPage|AuthorsPostsPage)\w*|NotFound|SearchBar|SearchPage|ColorModeToggle|Logo|SkipToContent|AnnouncementBar|BackToTopButton|MDXPage|MDXContent|PaginatorNavLink|ThemeProvider|SiteMetadata)$/;

const SOURCE = /\.(?:[jt]sx?)$/;

/** The overridden parts, as `Name` or `Name/Part`, in order. */
export function unusedThemeOverrides(siteDir: string): string[] {
  const themeDir = path.join(siteDir, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  const names: string[] = [];
  const visit = (dir: string, prefix: string, depth: number) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      const isDir = statSync(full).isDirectory();
      if (!isDir && !SOURCE.test(entry)) continue;
      const name = `${prefix}${isDir ? entry : entry.replace(SOURCE, '')}`;
      if (!isDir) {
        if (name !== `${prefix}index`) names.push(name);
        continue;
      }
      const hasIndex = readdirSync(full).some((child) => /^index\.[jt]sx?$/.test(child));
      if (hasIndex) names.push(name);
      // A folder without an index (Layout/Provider, DocItem/Footer) overrides the parts inside it.
      if (depth < 2) visit(full, `${name}/`, depth + 1);
    }
  };
  visit(themeDir, '', 1);
  return [...new Set(names)].filter((name) => CHROME.test(name.split('/')[0]!) && !ourThemeFile(name));
}

export function themeOverrideWarnings(siteDir: string): Diagnostic[] {
  const unused = unusedThemeOverrides(siteDir);
  if (!unused.length) return [];
  return [
    warning(
      'docusaurus-swizzled',
      `Theme components of src/theme that brokerdocs does not use, as it draws those parts of the page itself: ${unused.join(', ')}`,
      { file: path.join('src', 'theme') },
      'What they change (a wrapper, a provider, another footer or navbar item) is not in the build; components the pages import from @theme/ are used.',
    ),
  ];
}

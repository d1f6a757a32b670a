// The site data stage: what every page's chrome shows (title, navbar, footer,
// sidebars, colour mode, versions, search tags), sent to the browser once.
import type { SiteConfig } from '../config/resolve.js';
import { localeBaseUrl } from '../config/i18n.js';
import { routeToHref } from '../routes/href.js';
import { resolveFooter } from '../routes/navbar.js';
import type { LinkedVersions } from '../versions/site-versions.js';
import { DOCS_PLUGIN_ID } from '../versions/versions.js';
import { browserMessages, type Translations } from '../i18n/translations.js';
import { fullLoadRoutes } from '../render/full-load.js';
import type { Navigation } from '../site.js';
import type { SitePages } from './pages.js';
import { DEFAULT_SEARCH_TAG } from '../../templates/contracts/search-files.js';
import type { SiteData } from '../../templates/contracts/types.js';

/**
 * The site data of a site's navigation and pages, with the interface text the locale translates. `redirected`: the
 * routes of redirect pages the docs link to, which the router leaves to the browser (they have no page data).
 */
export function siteData(config: SiteConfig, navigation: Navigation, pages: SitePages, translations: Translations, redirected: readonly string[] = []): SiteData {
  return siteDataOf(config, { sidebars: navigation.sidebars, navbar: navigation.navbar, home: navigation.home, versions: pages.linked, fullLoad: [...fullLoadRoutes(pages.pages, config.markdown.mermaid), ...redirected], messages: browserMessages(translations) });
}

interface SiteDataInput {
  sidebars: SiteData['sidebars'];
  navbar: SiteData['navbar']['items'];
  /** The site's home (routes/home.ts). Default: the base URL. */
  home?: string;
  /** The versions and their search tags; absent on a site without versions. */
  versions?: Pick<LinkedVersions, 'versions' | 'searchTags'>;
  /** Routes the router loads in full (full-load.ts). */
  fullLoad?: string[];
  /** The interface text the locale translates, by English message; absent when it translates none. */
  messages?: Record<string, string>;
}

function siteDataOf(config: SiteConfig, { sidebars, navbar, home = config.baseUrl, versions, fullLoad = [], messages }: SiteDataInput): SiteData {
  const theme = config.themeConfig;
  const logoOf = (logo: NonNullable<typeof theme.navbar.logo> | undefined, alt: string) =>
    logo
      ? {
          src: resolveAsset(config, logo.src)!,
          srcDark: resolveAsset(config, logo.srcDark),
          alt: logo.alt ?? alt,
          href: logo.href ? resolveAsset(config, logo.href)! : home,
          width: logo.width,
          height: logo.height,
        }
      : undefined;
  return {
    title: config.title,
    // Only when not the default, as most sites keep it.
    ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    home,
    url: config.url,
    navbar: {
      title: theme.navbar.title ?? config.title,
      logo: logoOf(theme.navbar.logo, theme.navbar.title ?? config.title),
      hideOnScroll: theme.navbar.hideOnScroll,
      items: navbar,
    },
    footer: theme.footer
      ? { style: theme.footer.style, columns: resolveFooter(config), logo: logoOf(theme.footer.logo, config.title), copyright: theme.footer.copyright }
      : undefined,
    colorMode: theme.colorMode,
    announcementBar: theme.announcementBar,
    sidebars,
    sidebar: theme.docs.sidebar,
    docs: { pluginId: DOCS_PLUGIN_ID, versions: versions?.versions ?? [], versionPersistence: theme.docs.versionPersistence },
    searchTags: versions?.searchTags ?? [{ prefix: config.baseUrl, tag: DEFAULT_SEARCH_TAG }],
    pageDataBase: routeToHref(config.baseUrl, 'page-data/'),
    ...(fullLoad.length ? { fullLoad } : {}),
    ...(messages ? { messages } : {}),
    ...nestedLocales(config),
  };
}

/** An asset path of the config as an href: absolute URLs and paths already under the base URL stay as written. */
function resolveAsset(config: SiteConfig, src: string | undefined): string | undefined {
  if (!src) return undefined;
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src) || src.startsWith(config.baseUrl) ? src : routeToHref(config.baseUrl, src);
}

/** The homes of the other locales under this one's base URL (the default locale's holds them all), which the router must load in full. */
function nestedLocales({ i18n, baseUrl }: SiteConfig): { localeBases?: string[] } {
  const bases = i18n.locales.map((locale) => localeBaseUrl(i18n, locale)).filter((base) => base !== baseUrl && base.startsWith(baseUrl));
  return bases.length ? { localeBases: bases } : {};
}

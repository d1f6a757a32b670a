// Types that cross from the build into the browser. Everything here is plain
// JSON-serialisable data: the build writes it, the templates render it on the
// server, and the runtime hydrates from it.

import type { TryItSite } from './conformance/try-it.js';

/** A link target inside the site, already prefixed with the base URL. */
export type Href = string;

export type SidebarItem =
  | { type: 'link'; label: string; href: Href; docId?: string; external?: boolean }
  | {
      type: 'category';
      label: string;
      /** Set when the category has its own page (`link` / index doc). */
      href?: Href;
      docId?: string;
      items: SidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
    }
  /** Raw HTML from the site's own sidebars file (its authors', never a reader's). */
  | { type: 'html'; value: string; defaultStyle: boolean };

export interface NavbarLink {
  type: 'link';
  label: string;
  href: Href;
  position: 'left' | 'right';
  external: boolean;
  /** Route prefix that marks the item active (doc/docSidebar items). */
  activePrefix?: string;
  /**
   * On a versioned site, a doc or docSidebar item's target in each docs version
   * that has it, by version name: the page's own version is used, else the
   * reader's preferred one, else `href` (the last version).
   */
  versions?: Record<string, Href>;
}

/** A locale of the site as its dropdown lists it: `href` is its home, where a page it does not have links to. */
export interface LocaleLink {
  locale: string;
  label: string;
  href: Href;
  /** The locale of the site data's own pages. */
  current?: true;
}

export type NavbarItem =
  | NavbarLink
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: NavbarLink[] }
  | { type: 'html'; html: string; position: 'left' | 'right' }
  | { type: 'search'; position: 'left' | 'right' }
  | { type: 'localeDropdown'; position: 'left' | 'right'; label: string; locales: LocaleLink[] }
  | { type: 'docsVersionDropdown'; position: 'left' | 'right'; pluginId: string };

export interface FooterColumn {
  title: string;
  /** A link, or the site's own HTML (themeConfig.footer's `html` items). */
  items: ({ label: string; href: Href; external: boolean } | { html: string })[];
}

export interface Logo {
  src: Href;
  srcDark?: Href;
  alt: string;
  href: Href;
  width?: number;
  height?: number;
}

export interface VersionInfo {
  name: string;
  label: string;
  /** Base path of this version's docs, e.g. `/broker-api-docs/next/`. */
  path: Href;
  /** The doc shown when a page has no equivalent in this version. */
  mainDocHref: Href;
  isLast: boolean;
  /** Shown above its pages: they are not the latest release's. */
  banner?: 'unreleased' | 'unmaintained';
}

export interface DocsPluginInfo {
  pluginId: string;
  /** `current` (the docs folder) first, then releases newest first; empty on a site without versions. */
  versions: VersionInfo[];
  versionPersistence: 'localStorage' | 'none';
}

/** Site-wide data: the same for every page, fetched once by the runtime. */
export interface SiteData {
  title: string;
  /** Between a page's title and the site's in the document title. Default (absent): `|`. */
  titleDelimiter?: string;
  tagline: string;
  baseUrl: string;
  /** The site's home: the base URL, or the first doc of the first sidebar on a site with no page there. */
  home: Href;
  url: string;
  navbar: {
    title: string;
    logo?: Logo;
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer?: {
    style: 'light' | 'dark';
    columns: FooterColumn[];
    logo?: Logo;
    copyright?: string;
  };
  colorMode: {
    defaultMode: 'light' | 'dark';
    disableSwitch: boolean;
    respectPrefersColorScheme: boolean;
  };
  announcementBar?: {
    id: string;
    content: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean;
  };
  sidebars: Record<string, SidebarItem[]>;
  sidebar: { hideable: boolean; autoCollapseCategories: boolean };
  docs: DocsPluginInfo;
  /** Search tag per route prefix, longest first. */
  searchTags: { prefix: Href; tag: string }[];
  /** Where the runtime fetches page data for a route. */
  pageDataBase: Href;
  /** URL of the browser search bundle, loaded only when search is used (set in the site data file the client fetches). */
  searchScript?: Href;
  /** URL of the search-term marks, loaded only on a page reached from a search result (likewise). */
  highlightScript?: Href;
  /** Tab switching, loaded on a page with tabs. */
  tabsScript?: Href;
  /**
   * Routes the router leaves to the browser (a full page load, never a
   * preload): pages whose body is too large to send twice, which have no
   * page-data file, and the overview of a reference split per tag, whose
   * script sends the old single page's anchors on to their page.
   */
  fullLoad?: string[];
  /** The progress bar of slow navigations and the copy buttons, loaded at the reader's first pointer or focus. */
  deferredScript?: Href;
  /** The Try-it console of the API reference, when the config enables it. */
  tryIt?: TryItSite;
  /** The home of each other locale served under this one's base URL (the default locale's, on a site with several), which the router loads in full. */
  localeBases?: Href[];
  /** Interface text translated into the site's locale, by its English text; absent when nothing is translated. */
  messages?: Record<string, string>;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
  children: TocItem[];
}

export interface Breadcrumb {
  label: string;
  href?: Href;
}

export interface PageLink {
  label: string;
  href: Href;
}

/** One API reference menu entry (tag → operations). */
export interface ApiMenuTag {
  id: string;
  label: string;
  /** Where the entry leads when its section is on another page of a reference split per tag; absent when it is on this page. */
  href?: Href;
  operations: { id: string; method: string; label: string; deprecated: boolean }[];
}

interface PageBase {
  /** Route under the base URL, with a leading slash: `/`, `/data/history`. */
  route: string;
  /** Full path including the base URL. */
  permalink: Href;
  title: string;
  description?: string;
  /** Body HTML produced at build time. */
  html: string;
  /** This page in the site's other locales that have it, by locale (sites with several locales only). */
  locales?: Record<string, Href>;
}

export interface DocPage extends PageBase {
  kind: 'doc';
  sidebarId?: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** The page shows no title heading (front matter `hide_title`, in a page without a `#` heading of its own); absent when it does. */
  hideTitle?: true;
  /** The page's own `#` heading, shown above it where it differs from the title (front matter `title`), as Docusaurus shows it. */
  heading?: string;
  breadcrumbs: Breadcrumb[];
  previous?: PageLink;
  next?: PageLink;
  /** Name of the docs version the page belongs to (versioned sites only). */
  version?: string;
  /** The same doc in the other versions that have it, by version name (versioned sites only). */
  alternates?: Record<string, Href>;
  markdownHref?: Href;
  /** The page's source on the site's repository (config docs.editUrl), for its "Edit this page" link. */
  editUrl?: string;
  /** "Last updated on <date> by <author>", in the locale's words (docs.showLastUpdateTime, showLastUpdateAuthor). */
  lastUpdated?: string;
  /** Tags the page's own components put in its head (`@docusaurus/Head`: title, meta, link), each one tag's HTML; they replace ours of the same name. */
  head?: string[];
  /** A React page of the site's `src/pages`: the page is what its component renders, between the navbar and the footer, with nothing of a doc's around it. */
  reactPage?: true;
}

export interface ApiPage extends PageBase {
  kind: 'api';
  menu: ApiMenuTag[];
  specHref: Href;
  /** The document's own version (`info.version`). */
  version: string;
  /** The docs version whose reference this is, when versions keep their own (not on a shared reference). */
  docsVersion?: string;
  /** The reference of the other versions that have their own, by version name. */
  alternates?: Record<string, Href>;
  /** On the overview of a reference split per tag: the anchor map its script reads to send an old link's anchor on to its page. */
  anchorMap?: Href;
}

export interface NotFoundPage extends PageBase {
  kind: 'notFound';
}

export type PageData = DocPage | ApiPage | NotFoundPage;

export interface SearchDocument {
  id: number;
  title: string;
  content: string;
  tags: string[];
  sidebarParentCategories: string[];
  pageTitle: string;
  sectionTitle?: string;
  /** The section's href (permalink and `#id`), not a route: the name is the specification's field of the index file. */
  sectionRoute: Href;
  type: 'docs' | 'blog' | 'other';
}

/** Text split at the terms it matched: the parts at odd indexes are matches, to be shown marked (as text, never as HTML). */
export type MarkedText = string[];

/**
 * One result, with what the search box shows of it made by the search client
 * (which loads only when the reader searches), not by the page's own code.
 */
export interface SearchResult {
  document: SearchDocument;
  /** Terms that matched, for highlighting. */
  terms: string[];
  score: number;
  /** The section's URL with the terms as `_highlight` parameters, before the anchor. */
  href: string;
  /** The section's title (else the page's), split at the terms. */
  title: MarkedText;
  /** About 160 characters of the content around the first term, split at the terms; empty without content. */
  snippet: MarkedText;
  /** Parent categories and the page, as a breadcrumb. */
  path: string;
}

/** Safe wrapper over localStorage: never throws, warns once when unavailable. */
export interface SiteStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Calls back when another tab changes the key. Returns an unsubscribe function. */
  subscribe(key: string, onChange: (value: string | null) => void): () => void;
}

/**
 * The seam through which templates reach the browser. The runtime implements
 * it; the server renders with an inert version, so templates render in Node
 * and in tests without a DOM.
 */
export interface ClientServices {
  navigate(href: string): void;
  prefetch(href: string): void;
  storage: SiteStorage;
  /** Rejects when the search index cannot be loaded (the next call tries again). */
  search(query: string, tag: string): Promise<SearchResult[]>;
  /** Puts the Markdown at `href` on the clipboard, or with `preload` only fetches it (a pointer is on its way to the button). */
  copyMarkdown(href: string, preload?: boolean): Promise<void>;
  isBrowser: boolean;
}

/** A diagnostic as `brokerdocs dev` sends it to the browser's error overlay. */
export interface DevDiagnostic {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  hint?: string;
  /** `file:line:column`, relative to the site. */
  location?: string;
}

/** Events on the dev server's stream (`/__brokerdocs/events`), by event name. */
export interface DevEvents {
  /** Sent first on every connection; a different id means the server restarted. */
  hello: { id: string };
  /** The output of these pages (permalinks) changed, or of every page. */
  reload: { pages: string[] | 'all' };
  /** The problems of the latest build; none clears the overlay. `ok` is false while the last good pages are served. */
  diagnostics: { ok: boolean; diagnostics: DevDiagnostic[] };
}

// @docusaurus/plugin-content-docs/client and @docusaurus/theme-common: the
// hooks a site's components call most, answered with what a page knows at
// build time. brokerdocs renders one docs version per page; these say
// "current" (a versioned site's version names are not passed down yet).
import { createElement, type ReactNode } from 'react';
import { useMdxContext } from '../context.js';
import Head from './Head.js';

const CURRENT = { name: 'current', label: 'Next', path: '/docs', isLast: true, docs: [], mainDocId: '' };

export function useActiveVersion() {
  return CURRENT;
}
export function useDocsVersion() {
  return { version: CURRENT.name, label: CURRENT.label, isLast: true, docs: useMdxContext().versionDocs ?? {} };
}
export function useActivePlugin() {
  return { pluginId: 'default', pluginData: { versions: [CURRENT] } };
}
export function useVersions() {
  return [CURRENT];
}
export function useLatestVersion() {
  return CURRENT;
}
export function useAllDocsData() {
  return { default: { versions: [CURRENT] } };
}
export function useDocsPreferredVersion() {
  return { preferredVersion: null, savePreferredVersionName: () => undefined };
}
/** theme-common: the server renders the light mode. */
export function useColorMode() {
  return { colorMode: 'light' as const, setColorMode: () => undefined, isDarkTheme: false };
}
export function useThemeConfig() {
  return useMdxContext().siteConfig.themeConfig ?? {};
}
/** theme-common/internal: scroll position kept while a tab switches (the browser keeps it well enough). */
export function useScrollPositionBlocker() {
  return { blockElementScrollPositionUntilNextRender: (_element: unknown) => undefined };
}

/** The page's doc, as Docusaurus' useDoc gives it (its metadata and front matter). */
export function useDoc() {
  const { doc, toc } = useMdxContext();
  const metadata = { id: doc?.id ?? '', title: doc?.title ?? '', description: doc?.description ?? '', permalink: doc?.permalink ?? '', frontMatter: doc?.frontMatter ?? {}, version: CURRENT.name };
  return { metadata, frontMatter: metadata.frontMatter, contentTitle: doc?.title, toc: toc.map((entry) => ({ value: entry.value, id: entry.id, level: entry.level })), assets: {} };
}

/** The sidebar category whose page this is, with its items as sidebar links (Docusaurus throws without one, and so does this). */
export function useCurrentSidebarCategory() {
  const { doc } = useMdxContext();
  if (!doc?.categoryItems) throw new Error('useCurrentSidebarCategory(): no category of the sidebars links to this page');
  return { type: 'category' as const, label: doc.title, href: doc.permalink, collapsed: false, collapsible: true, items: doc.categoryItems.map((card) => ({ type: 'link' as const, ...card })) };
}

/** The page's sidebar: not passed to components (the page shows it itself); null as for a page without one. */
export function useDocsSidebar() {
  return null;
}

/** theme-common: the class names Docusaurus' theme gives its parts, which sites reuse in their own markup. */
export const ThemeClassNames = {
  page: { docsDocPage: 'docs-doc-page', docsTagsListPage: 'docs-tags-list-page', docsTagDocListPage: 'docs-tags-doc-list-page', blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', backToTopButton: 'theme-back-to-top-button', codeBlock: 'theme-code-block', admonition: 'theme-admonition', unlistedBanner: 'theme-unlisted-banner', admonitionType: (type: string) => `theme-admonition-${type}` },
  layout: {},
  docs: { docVersionBanner: 'theme-doc-version-banner', docVersionBadge: 'theme-doc-version-badge', docBreadcrumbs: 'theme-doc-breadcrumbs', docMarkdown: 'theme-doc-markdown', docTocMobile: 'theme-doc-toc-mobile', docTocDesktop: 'theme-doc-toc-desktop', docFooter: 'theme-doc-footer', docFooterTagsRow: 'theme-doc-footer-tags-row', docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row', docSidebarContainer: 'theme-doc-sidebar-container', docSidebarMenu: 'theme-doc-sidebar-menu', docSidebarItemCategory: 'theme-doc-sidebar-item-category', docSidebarItemLink: 'theme-doc-sidebar-item-link' },
  blog: {},
};

/** theme-common: the window's size class; 'ssr' on the server and while hydrating, as Docusaurus answers then. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** theme-common: the code theme; brokerdocs highlights at build time, so none is given to components. */
export function usePrismTheme() {
  return { plain: {}, styles: [] };
}

/** theme-common: a page's title and description in its head, through Head. */
export function PageMetadata({ title, description, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  return createElement(Head, null, title ? createElement('title', null, title) : null, description ? createElement('meta', { name: 'description', content: description }) : null, children);
}

export { composeProviders, createStorageSlot, ReactContextError, useQueryString, useQueryStringList, useQueryStringValue, usePluralForm, useStorageSlot } from './theme-common-utils.js';

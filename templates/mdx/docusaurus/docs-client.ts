// @docusaurus/plugin-content-docs/client and @docusaurus/theme-common: the
// hooks a site's components call most, answered with what a page knows at
// build time. brokerdocs renders one docs version per page; these say
// "current" (a versioned site's version names are not passed down yet).
import { useMdxContext } from '../context.js';

const CURRENT = { name: 'current', label: 'Next', path: '/docs', isLast: true, docs: [], mainDocId: '' };

export function useActiveVersion() {
  return CURRENT;
}
export function useDocsVersion() {
  return { version: CURRENT.name, label: CURRENT.label, isLast: true, docs: {} };
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

// Where a locale's translations live, in Docusaurus' layout, so a translated
// Docusaurus site's i18n/ folder builds unchanged.
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.js';
import { CURRENT_VERSION } from '../config/version-names.js';

export const I18N_FOLDER = 'i18n';

export function localeFolder(siteDir: string, locale: string): string {
  return path.join(siteDir, I18N_FOLDER, locale);
}

/** The locale's interface text (code.json). */
export function codeJsonFile(siteDir: string, locale: string): string {
  return path.join(localeFolder(siteDir, locale), 'code.json');
}

/**
 * The translated docs of a version: `docusaurus-plugin-content-docs/current/` for the docs folder, `version-<name>/`
 * for a release; another docs instance's under `docusaurus-plugin-content-docs-<id>/`, as Docusaurus names its plugin.
 */
export function translatedDocsDir(siteDir: string, locale: string, versionName: string, instance?: string): string {
  const plugin = instance ? `docusaurus-plugin-content-docs-${instance}` : 'docusaurus-plugin-content-docs';
  return path.join(localeFolder(siteDir, locale), plugin, versionName === CURRENT_VERSION ? 'current' : `version-${versionName}`);
}

/** The files whose `{ key: { message } }` entries translate the config's labels and the interface text, in the order a key is looked up. */
export function translationFiles(siteDir: string, locale: string): string[] {
  const folder = localeFolder(siteDir, locale);
  return [
    path.join(folder, 'code.json'),
    path.join(folder, 'docusaurus-theme-classic', 'navbar.json'),
    path.join(folder, 'docusaurus-theme-classic', 'footer.json'),
    path.join(folder, 'docusaurus-plugin-content-docs', 'current.json'),
  ];
}

/** True when the pass builds a locale other than the default one. */
export function isTranslated(config: Pick<SiteConfig, 'i18n'>): boolean {
  return config.i18n.currentLocale !== config.i18n.defaultLocale;
}

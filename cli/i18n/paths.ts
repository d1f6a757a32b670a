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
  return path.join(localeFolder(siteDir, locale), docsPluginFolder(instance), versionName === CURRENT_VERSION ? 'current' : `version-${versionName}`);
}

/** A docs plugin's folder of translations, by its id: Docusaurus adds the id to the plugin's name unless it is `default`. */
function docsPluginFolder(id: string | undefined): string {
  return id && id !== 'default' ? `docusaurus-plugin-content-docs-${id}` : 'docusaurus-plugin-content-docs';
}

/** The files whose `{ key: { message } }` entries translate the config's labels and the interface text, in the order a key is looked up. */
export function translationFiles(siteDir: string, locale: string, docsId?: string): string[] {
  const folder = localeFolder(siteDir, locale);
  return [
    path.join(folder, 'code.json'),
    path.join(folder, 'docusaurus-theme-classic', 'navbar.json'),
    path.join(folder, 'docusaurus-theme-classic', 'footer.json'),
    sidebarTranslationFile(siteDir, locale, docsId),
  ];
}

/** A docs plugin's sidebar labels (`sidebar.<sidebarId>.category.<label>`…), as Docusaurus writes them: the main docs' (`id` `default` or none) or another instance's. */
export function sidebarTranslationFile(siteDir: string, locale: string, id: string | undefined): string {
  return path.join(localeFolder(siteDir, locale), docsPluginFolder(id), 'current.json');
}

/** True when the pass builds a locale other than the default one. */
export function isTranslated(config: Pick<SiteConfig, 'i18n'>): boolean {
  return config.i18n.currentLocale !== config.i18n.defaultLocale;
}

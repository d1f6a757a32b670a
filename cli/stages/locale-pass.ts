// The locale pass: which locale this run of the pipeline builds, its
// translation files (code.json, navbar.json…), and the config as that locale
// sees it (its base URL, its translated navbar and footer labels). Every later
// stage reads the config this returns.
import type { SiteConfig } from '../config/resolve.js';
import { checkedLocale, configForLocale } from '../i18n/locale-config.js';
import { readTranslations, type Translations } from '../i18n/translations.js';

export interface LocalePass {
  config: SiteConfig;
  translations: Translations;
}

/** `locale`: the one asked for (`dev --locale`, or the loop over the config's locales); default: the config's default locale. */
export function localePass(siteDir: string, config: SiteConfig, locale: string | undefined): LocalePass {
  const built = checkedLocale(config, locale);
  const translations = readTranslations(siteDir, built, { id: config.docs.id, instances: config.docsInstances.map((instance) => instance.id) });
  return { config: configForLocale(config, built, translations), translations };
}

// The config one pass of the pipeline builds a locale with: served under the
// locale's path (the default locale at the site root), and with the labels
// the config writes (navbar, footer) translated by the keys Docusaurus gives
// them in navbar.json and footer.json.
import type { NavbarItemInput } from '../config/schema.js';
import type { SiteConfig } from '../config/resolve.js';
import { localeBaseUrl } from '../config/i18n.js';
import { DiagnosticError, closest, error } from '../diagnostics.js';
import type { Translations } from './translations.js';

/** The locale asked for (`dev --locale`), else the default one; a locale the config does not list stops the pass. */
export function checkedLocale(config: SiteConfig, locale: string | undefined): string {
  const { i18n } = config;
  if (locale === undefined) return i18n.defaultLocale;
  if (i18n.locales.includes(locale)) return locale;
  const suggestion = closest(locale, i18n.locales);
  throw new DiagnosticError([
    error('locale-unknown', `The locale "${locale}" is not one of i18n.locales (${i18n.locales.join(', ')})`, config.locator.at(['i18n', 'locales']), suggestion ? `Did you mean "${suggestion}"?` : `Add "${locale}" to i18n.locales.`),
  ]);
}

export function configForLocale(config: SiteConfig, locale: string, translations: Translations): SiteConfig {
  const { i18n } = config;
  const t = (key: string, text: string) => translations.messages.get(key) ?? text;
  const { navbar, footer } = config.themeConfig;
  const translateItem = (item: NavbarItemInput): NavbarItemInput => ({
    ...item,
    ...(item.label === undefined ? {} : { label: t(`item.label.${item.label}`, item.label) }),
    ...(item.items ? { items: item.items.map(translateItem) } : {}),
  });
  return {
    ...config,
    baseUrl: localeBaseUrl(i18n, locale),
    i18n: { ...i18n, currentLocale: locale },
    themeConfig: {
      ...config.themeConfig,
      navbar: {
        ...navbar,
        ...(navbar.title === undefined ? {} : { title: t('title', navbar.title) }),
        ...(navbar.logo?.alt === undefined ? {} : { logo: { ...navbar.logo, alt: t('logo.alt', navbar.logo.alt) } }),
        ...(navbar.items ? { items: navbar.items.map(translateItem) } : {}),
      },
      ...(footer
        ? {
            footer: {
              ...footer,
              ...(footer.copyright === undefined ? {} : { copyright: t('copyright', footer.copyright) }),
              links: footer.links?.map((column) => ({
                ...column,
                title: t(`link.title.${column.title}`, column.title),
                items: column.items.map((item) => ('label' in item ? { ...item, label: t(`link.item.label.${item.label}`, item.label) } : item)),
              })),
            },
          }
        : {}),
    },
  };
}

// The config one pass of the pipeline builds a locale with: served under the
// locale's path (the default locale at the site root), and with the labels
// the config writes (navbar, footer) translated by the keys Docusaurus gives
// them in navbar.json and footer.json.
import type { NavbarItemInput } from '../config/schema.js';
import type { SiteConfig } from '../config/resolve.js';
import { localeBaseUrl } from '../config/i18n.js';
import type { Translations } from './translations.js';

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
                items: column.items.map((item) => ({ ...item, label: t(`link.item.label.${item.label}`, item.label) })),
              })),
            },
          }
        : {}),
    },
  };
}

// The config's `i18n`, resolved: every locale with its label, direction,
// html lang and path filled in, and the mistakes Docusaurus also refuses
// (a default locale that is not built, two locales at one path).
import { closest, error, warning, type Diagnostic } from '../diagnostics.js';
import type { ConfigLocator } from './locate.js';
import type { I18nInput } from './i18n-schema.js';

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** Path segment of a non-default locale's pages; the default locale is served at the site root. */
  path: string;
}

export interface I18n {
  defaultLocale: string;
  /** Every locale built, the default first. */
  locales: string[];
  localeConfigs: Record<string, LocaleConfig>;
  /** The site's base URL, where the default locale is served; the others are under `<baseUrl><path>/`. */
  baseUrl: string;
  /** The locale one pass of the pipeline builds; the default one unless `build`, `dev --locale` or `check` ask for another. */
  currentLocale: string;
}

export function resolveI18n(input: I18nInput, baseUrl: string, locator: ConfigLocator): { i18n: I18n; diagnostics: Diagnostic[] } {
  const defaultLocale = input?.defaultLocale ?? 'en';
  const written = input?.locales ?? [defaultLocale];
  const diagnostics: Diagnostic[] = [];
  if (!written.includes(defaultLocale)) {
    const suggestion = closest(defaultLocale, written);
    diagnostics.push(
      error(
        'config-invalid',
        `i18n.defaultLocale: "${defaultLocale}" is not one of i18n.locales (${written.map((l) => `"${l}"`).join(', ')})`,
        locator.at(['i18n', 'defaultLocale']),
        suggestion ? `Did you mean "${suggestion}"? Otherwise add "${defaultLocale}" to i18n.locales.` : `Add "${defaultLocale}" to i18n.locales.`,
      ),
    );
  }
  const locales = [defaultLocale, ...new Set(written.filter((locale) => locale !== defaultLocale))];
  const configs = input?.localeConfigs ?? {};
  for (const locale of Object.keys(configs)) {
    // No "did you mean": between two-letter codes any other is one or two edits away.
    if (!locales.includes(locale)) {
      diagnostics.push(warning('config-unused', `i18n.localeConfigs: "${locale}" is not one of i18n.locales, so its options are not used`, locator.at(['i18n', 'localeConfigs', locale]), `Add "${locale}" to i18n.locales, or remove its options.`));
    }
  }
  const localeConfigs: Record<string, LocaleConfig> = {};
  const byPath = new Map<string, string>();
  for (const locale of locales) {
    const written = configs[locale] ?? {};
    const config = withLabel(
      {
        direction: written.direction ?? defaultDirection(locale),
        htmlLang: written.htmlLang ?? locale,
        path: written.path ?? locale,
      },
      written.label ?? (() => defaultLabel(locale)),
    );
    localeConfigs[locale] = config;
    const other = byPath.get(config.path);
    if (other !== undefined && locale !== defaultLocale) {
      diagnostics.push(error('config-invalid', `i18n.localeConfigs: "${other}" and "${locale}" are both served at the path "${config.path}"`, locator.at(['i18n', 'localeConfigs', locale, 'path']), 'Give one of them another path.'));
    }
    if (locale !== defaultLocale) byPath.set(config.path, locale);
  }
  return { i18n: { defaultLocale, locales, localeConfigs, baseUrl, currentLocale: defaultLocale }, diagnostics };
}

/**
 * The locale config with its label, or with the function that makes it when it is first read: Intl's names
 * of languages take ~15 ms to load (a tenth of a small site's build), and only a locale menu or the notice of
 * an untranslated page shows a label.
 */
function withLabel(config: Omit<LocaleConfig, 'label'>, label: string | (() => string)): LocaleConfig {
  if (typeof label === 'string') return { label, ...config };
  let made: string | undefined;
  // The label first, as a written one is: the same order of keys either way.
  const lazy = Object.defineProperty({} as LocaleConfig, 'label', { get: () => (made ??= label()), enumerable: true, configurable: true });
  return Object.assign(lazy, config);
}

/** The locale's name for itself, capitalised as a menu entry (`Français`), else the locale as written. */
function defaultLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a locale Intl knows: the code itself is the label.
  }
  return locale;
}

/** The direction of the locale's script, as Intl knows it (Node 20 names it `textInfo`, later Nodes `getTextInfo()`). */
function defaultDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const known = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
    const info = known.getTextInfo?.() ?? known.textInfo;
    return info?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** Where a locale's pages are served: the site's base URL for the default locale, `<baseUrl><path>/` for the others. */
export function localeBaseUrl(i18n: I18n, locale: string): string {
  return locale === i18n.defaultLocale ? i18n.baseUrl : `${i18n.baseUrl}${i18n.localeConfigs[locale]!.path}/`;
}

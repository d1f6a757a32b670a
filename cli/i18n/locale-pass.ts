// What one locale's pass of the pipeline takes from its translations, beside
// its config (locale-config.ts): the navigation's labels, the notice on pages
// it has no translation of, and the code blocks' copy button.
import type { SiteConfig } from '../config/resolve.js';
import { DiagnosticError, closest, error } from '../diagnostics.js';
import type { Navigation } from '../routes/navigation.js';
import { escapeHtml } from '../render/html.js';
import { languageNameIn } from './language-name.js';
import { translateSidebars } from './sidebar-labels.js';
import { messageOf, type Translations } from './translations.js';
import type { CodeBlockLabels } from '../content/plugins/code-blocks.js';

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

export function translatedNavigation(navigation: Navigation, translations: Translations): Navigation {
  if (!translations.messages.size) return navigation;
  const sidebarsByVersion = navigation.sidebarsByVersion.map((sidebars) => translateSidebars(sidebars, translations));
  return { ...navigation, sidebarsByVersion, sidebars: Object.assign({}, ...sidebarsByVersion) };
}

/**
 * The body of a page the locale has no translation of (only built in a
 * non-default locale): a notice saying so and in which language the page is
 * shown, with `data-untranslated` for tools and tests, above the default
 * locale's body marked with its language and direction (an English page
 * inside an Arabic site still reads left to right, and is read out as English).
 */
export function untranslatedBody(config: SiteConfig, translations: Translations): ((html: string) => string) | undefined {
  const { i18n } = config;
  if (i18n.currentLocale === i18n.defaultLocale) return undefined;
  const source = i18n.localeConfigs[i18n.defaultLocale]!;
  const language = languageNameIn(i18n.localeConfigs[i18n.currentLocale]!.htmlLang, source.htmlLang, source.label);
  const text = messageOf(translations, 'brokerdocs.untranslated.notice').replace('{language}', language);
  const notice = `<div class="admonition admonition-info untranslated-notice" role="note" data-untranslated="${escapeHtml(i18n.defaultLocale)}"><p>${escapeHtml(text)}</p></div>\n`;
  const open = `<div lang="${escapeHtml(source.htmlLang)}" dir="${source.direction}">\n`;
  return (html) => `${notice}${open}${html}</div>\n`;
}

export function codeBlockLabels(translations: Translations): CodeBlockLabels {
  return { copy: messageOf(translations, 'theme.CodeBlock.copy'), ariaLabel: messageOf(translations, 'theme.CodeBlock.copyButtonAriaLabel') };
}

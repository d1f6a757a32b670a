// Text one locale's pages take from its translations, beside its config
// (locale-config.ts) and its sidebar labels (sidebar-labels.ts): the notice on
// pages it has no translation of, and the code blocks' copy button.
import type { SiteConfig } from '../config/resolve.js';
import { escapeHtml } from '../escape-html.js';
import { languageNameIn } from './language-name.js';
import { messageOf, type Translations } from './translations.js';
import type { CodeBlockLabels } from '../content/plugins/code-blocks.js';

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

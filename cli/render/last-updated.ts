// The "Last updated on <date> by <author>" line under a doc, as Docusaurus
// writes it: the date in the locale's short form (in UTC, so a build gives
// the same text wherever it runs), the words from the locale's code.json.
import type { SiteConfig } from '../config/resolve.js';
import type { LastUpdate } from '../content/git-last-update.js';
import type { FrontMatter } from '../content/frontmatter.js';
import { messageOf, type Translations } from '../i18n/translations.js';

/** The line's text for one doc, or undefined when there is nothing to say (options off, or no date nor author known). */
export type LastUpdatedText = (frontMatter: FrontMatter, fromGit: LastUpdate | undefined) => string | undefined;

export function lastUpdatedText(config: SiteConfig, translations: Translations): LastUpdatedText | undefined {
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs;
  if (!showLastUpdateTime && !showLastUpdateAuthor) return undefined;
  const locale = config.i18n.localeConfigs[config.i18n.currentLocale]?.htmlLang ?? config.i18n.currentLocale;
  const dates = dateFormat(locale);
  const words = {
    line: messageOf(translations, 'theme.lastUpdated.lastUpdatedAtBy'),
    atDate: messageOf(translations, 'theme.lastUpdated.atDate'),
    byUser: messageOf(translations, 'theme.lastUpdated.byUser'),
  };
  return (frontMatter, fromGit) => {
    // Front matter's last_update wins over git's, key by key, as in Docusaurus.
    const written = frontMatter.last_update;
    const date = written?.date !== undefined ? new Date(written.date) : fromGit ? new Date(fromGit.time * 1000) : undefined;
    const author = written?.author ?? fromGit?.author;
    const atDate = showLastUpdateTime && date && !Number.isNaN(date.getTime()) ? words.atDate.replace('{date}', dates.format(date)) : '';
    const byUser = showLastUpdateAuthor && author ? words.byUser.replace('{user}', author) : '';
    if (!atDate && !byUser) return undefined;
    return words.line.replace('{atDate}', atDate).replace('{byUser}', byUser);
  };
}

function dateFormat(locale: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    // A locale name Intl does not know (the config's own label): English dates rather than a failed build.
    return new Intl.DateTimeFormat('en', options);
  }
}

// Each page's translations: the same doc (by id and version), API reference
// or route in every locale's pass, so the locale dropdown links to it and
// search engines learn it through `hreflang` alternates and the sitemap.
import type { SiteConfig } from '../config/resolve.js';
import type { HrefLang } from '../render/html.js';
import type { RenderedDoc } from '../render/doc-page.js';
import type { Href, PageData } from '../../templates/contracts/types.js';

export interface LocalePages {
  locale: string;
  pages: readonly PageData[];
  /** The pass's docs, which tell a doc page's id by its route. */
  docs: readonly RenderedDoc[];
}

/** Sets `locales` on every page that more than one locale has: its permalink in each. Pages are not rendered yet. */
export function linkLocales(passes: readonly LocalePages[]): void {
  if (passes.length < 2) return;
  const byKey = new Map<string, Record<string, Href>>();
  const keyed = passes.map((pass) => {
    const idByRoute = new Map(pass.docs.map((rendered) => [rendered.doc.route, rendered.doc.id]));
    // A translation's front matter may give it another slug: the doc is the same by id within its version.
    const keyOf = (page: PageData) => (page.kind === 'doc' ? `doc:${page.version ?? ''}:${idByRoute.get(page.route) ?? page.route}` : `${page.kind}:${page.route}`);
    return pass.pages.map((page) => {
      const key = keyOf(page);
      const record = byKey.get(key) ?? {};
      record[pass.locale] = page.permalink;
      byKey.set(key, record);
      return { page, key };
    });
  });
  for (const pages of keyed) {
    for (const { page, key } of pages) {
      const locales = byKey.get(key)!;
      if (Object.keys(locales).length > 1) page.locales = locales;
    }
  }
}

/** `<html lang dir>` of the pass's locale. */
export function documentLocale({ i18n }: SiteConfig): { lang: string; dir: 'ltr' | 'rtl' } {
  const locale = i18n.localeConfigs[i18n.currentLocale]!;
  return { lang: locale.htmlLang, dir: locale.direction };
}

/** A page's alternates as absolute URLs, by html lang, with `x-default` for the default locale's. */
export function hrefLangs({ i18n }: SiteConfig, origin: string, locales: Record<string, Href>): HrefLang[] {
  const links = i18n.locales.filter((locale) => locales[locale]).map((locale) => ({ hreflang: i18n.localeConfigs[locale]!.htmlLang, href: origin + locales[locale]! }));
  const fallback = locales[i18n.defaultLocale];
  return fallback ? [...links, { hreflang: 'x-default', href: origin + fallback }] : links;
}

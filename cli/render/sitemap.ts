import { type HrefLang } from './html.js';
import { escapeHtml } from '../escape-html.js';

export interface SitemapEntry {
  permalink: string;
  /** The page in each locale, itself included (sites with several locales). */
  alternates?: readonly HrefLang[];
}

/** sitemap.xml listing absolute URLs of the given pages, each with its translations as `xhtml:link` alternates. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const link = (alternate: HrefLang) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}"/>`;
  const urls = entries.map((entry) => `<url><loc>${escapeHtml(base + entry.permalink)}</loc>${(entry.alternates ?? []).map(link).join('')}</url>`).join('');
  // The xhtml namespace only where it is used: a single-locale sitemap stays as search engines always got it.
  const xhtml = entries.some((entry) => entry.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>${urls}</urlset>\n`;
}

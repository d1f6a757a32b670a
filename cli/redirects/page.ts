// The HTML of a redirect page: a refresh to the target for any browser, a
// script that keeps the reader's query and #hash on the way (as Docusaurus'
// redirect pages do), the target as the canonical link so search engines
// index the page it names, and a plain link for a reader whose browser
// follows neither.
import { escapeHtml } from '../escape-html.js';

export interface RedirectTarget {
  /** The href the reader is sent to: under the base URL, or an absolute URL. */
  href: string;
  /** The absolute URL of the target, for the canonical link. */
  canonical: string;
  /** The page's language (`<html lang>`). */
  lang: string;
}

export function redirectPage({ href, canonical, lang }: RedirectTarget): string {
  const target = escapeHtml(href);
  // The reader's query and hash are kept, each unless the target names its own: /start?x=1 → /docs/intro?x=1#first-steps.
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');
  const parts = [
    literal(queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)),
    queryAt < 0 ? 'location.search' : literal(beforeHash.slice(queryAt)),
    hashAt < 0 ? 'location.hash' : literal(href.slice(hashAt)),
  ];
  const script = `location.replace(${parts.join('+')});`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${target}</title>`,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="robots" content="noindex">',
    `<script>${script}</script>`,
    '</head>',
    `<body><p><a href="${target}">${escapeHtml(canonical)}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

// The HTML document around a server-rendered page: head tags, the inline
// head script (colour mode, announcement bar, base-URL check) that runs
// before first paint, the page's hydration data and the runtime script.
import { escapeHtml } from '../escape-html.js';
import { documentTitle } from '../../templates/contracts/paths.js';
import type { PageData, SiteData } from '../../templates/contracts/types.js';
import { hasDiagrams, hasIslands } from './full-load.js';
import { mergeHeadTags } from './head-tags.js';

export interface DocumentAssets {
  css: string;
  /** The site's own stylesheets (`themeConfig.customCss`), after ours so that theirs win. */
  customCss?: string;
  client: string;
  /** The client of a page with islands: the same runtime, exporting the React its island script imports (runtime/island-host.ts). */
  clientIslands?: string;
  siteData: string;
  favicon?: string;
  /** Inline head script: `(function expression)(options)`. */
  headScript: string;
  /** The config's own head tags (site-head.ts), after ours: one of the same name or property replaces ours. */
  siteHead?: readonly string[];
  /** Content-Security-Policy of the page (see csp.ts), which must allow the head script. */
  csp?: string;
  /** The script of a split reference's overview that sends an old anchor on to its page (runtime/api-anchors.ts). */
  apiAnchors?: string;
  /** The script that draws a page's Mermaid diagrams (runtime/diagrams.ts), when a page of the site has one. */
  diagrams?: string;
  /** `<html lang dir>` of the site's locale. Default: English, left to right. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** The page in a locale, for search engines: `hreflang` is the locale's html lang, or `x-default`. */
export interface HrefLang {
  hreflang: string;
  /** Absolute URL. */
  href: string;
}

export interface DocumentInput {
  site: SiteData;
  page: PageData;
  /** Server-rendered markup of the root component, whole or in consecutive parts. */
  body: string | readonly string[];
  assets: DocumentAssets;
  /** Absolute canonical URL of the page. */
  canonical?: string;
  noIndex?: boolean;
  markdownHref?: string;
  /** The page in every locale that has it (sites with several locales). */
  alternates?: readonly HrefLang[];
}

/** JSON that is safe inside `<script>`: no `</script>`, `<!--` or line separators can break out. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderDocument(input: DocumentInput): string {
  return renderDocumentParts(input).join('');
}

/** The document in consecutive parts, the body's parts among them as they are (a large body is never copied into one string). */
export function renderDocumentParts({ site, page, body, assets, canonical, noIndex, markdownHref, alternates = [] }: DocumentInput): string[] {
  const title = documentTitle(site, page);
  const description = page.description || site.tagline;
  // The body HTML is already in the markup: the hydration data leaves it out.
  // Its own head tags are in the markup too.
  const hydration = { ...page, html: '', head: undefined };
  const ours = [
    '<meta charset="utf-8">',
    // Before anything it governs: a policy applies only to what comes after it.
    assets.csp ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(assets.csp)}">` : '',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    noIndex ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    ...alternates.map((alternate) => `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`),
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    '<meta name="twitter:card" content="summary">',
    '<meta name="color-scheme" content="light dark">',
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    markdownHref ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownHref)}">` : '',
    `<link rel="stylesheet" href="${escapeHtml(assets.css)}">`,
    assets.customCss ? `<link rel="stylesheet" href="${escapeHtml(assets.customCss)}">` : '',
    `<link rel="preload" href="${escapeHtml(assets.siteData)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    `<script>${assets.headScript}</script>`,
  ].filter(Boolean);
  const head = mergeHeadTags(mergeHeadTags(ours, assets.siteHead), page.kind === 'doc' ? page.head : undefined).join('');
  return [
    `<!doctype html><html lang="${escapeHtml(assets.lang ?? 'en')}" dir="${assets.dir ?? 'ltr'}" class="no-js" data-theme="${site.colorMode.defaultMode}"><head>${head}</head><body><div id="__root">`,
    ...(typeof body === 'string' ? [body] : body),
    '</div>' +
      `<script id="__page" type="application/json" data-site="${escapeHtml(assets.siteData)}">${scriptJson(hydration)}</script>` +
      `<script type="module" src="${escapeHtml(clientOf(page, assets))}" fetchpriority="low"></script>` +
      (page.kind === 'api' && page.anchorMap && assets.apiAnchors ? `<script type="module" src="${escapeHtml(assets.apiAnchors)}" data-anchor-map="${escapeHtml(page.anchorMap)}"></script>` : '') +
      (assets.diagrams && hasDiagrams(page) ? `<script type="module" src="${escapeHtml(assets.diagrams)}"></script>` : '') +
      `</body></html>`,
  ];
}

/** The runtime script a page loads: the island host when its body has islands (their script imports React from that very URL), else the plain client. */
function clientOf(page: PageData, assets: DocumentAssets): string {
  return assets.clientIslands && hasIslands(page) ? assets.clientIslands : assets.client;
}

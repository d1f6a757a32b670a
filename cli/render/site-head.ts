// The head tags the config gives every page (Docusaurus' `scripts`,
// `stylesheets`, `headTags`, `themeConfig.metadata` and `image`, `noIndex`),
// and what the pages' Content-Security-Policy must allow for them: the
// origins their scripts and stylesheets come from, the hash of each inline
// script. The config is the site authors' own, as in Docusaurus; values are
// escaped so that none breaks the markup around it.
import { escapeHtml } from '../escape-html.js';
import type { SiteConfig } from '../config/resolve.js';
import { routeToHref } from '../routes/href.js';

type Attributes = Record<string, string | number | boolean>;

export interface SiteHead {
  /** The tags, in the config's order: scripts, stylesheets, head tags, then the metadata. */
  tags: string[];
  /** The inline scripts' text, to be allowed by hash. */
  inlineScripts: string[];
  /** Origins the pages load scripts and stylesheets from, and may send requests to. */
  origins: { script: string[]; style: string[]; connect: string[] };
}

/**
 * Google's tag sends its measurements to these, not to the origin its script comes from. Any other script's page
 * may call its own origin (an analytics script that posts back where it came from).
 */
const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';
const GOOGLE_TAG_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export function siteHead(config: Pick<SiteConfig, 'scripts' | 'stylesheets' | 'headTags' | 'noIndex' | 'url' | 'baseUrl' | 'themeConfig'>): SiteHead {
  const tags: string[] = [];
  const inlineScripts: string[] = [];
  const script = new Set<string>();
  const style = new Set<string>();
  const add = (into: Set<string>, url: unknown) => {
    const origin = typeof url === 'string' ? externalOrigin(url) : undefined;
    if (origin) into.add(origin);
  };
  for (const entry of config.scripts) {
    const attributes = typeof entry === 'string' ? { src: entry } : entry;
    add(script, attributes.src);
    tags.push(`<script${attributesHtml(attributes)}></script>`);
  }
  for (const entry of config.stylesheets) {
    // Its own `rel` wins, as in Docusaurus (sites list icons and manifests here too).
    const attributes: Attributes = { rel: 'stylesheet', ...(typeof entry === 'string' ? { href: entry } : entry) };
    if (String(attributes.rel).toLowerCase() === 'stylesheet') add(style, attributes.href);
    tags.push(`<link${attributesHtml(attributes)}>`);
  }
  for (const { tagName, attributes, innerHTML } of config.headTags) {
    const name = tagName.toLowerCase();
    if (name === 'script') {
      add(script, attributes.src);
      if (innerHTML) inlineScripts.push(innerHTML);
    }
    if (name === 'link' && String(attributes.rel).toLowerCase() === 'stylesheet') add(style, attributes.href);
    tags.push(VOID_ELEMENTS.has(name) ? `<${name}${attributesHtml(attributes)}>` : `<${name}${attributesHtml(attributes)}>${innerHTML ?? ''}</${name}>`);
  }
  const { image, metadata } = config.themeConfig;
  if (image) {
    const url = /^[a-z][a-z0-9+.-]*:/i.test(image) ? image : config.url.replace(/\/+$/, '') + routeToHref(config.baseUrl, image.replace(/^\/+/, ''));
    tags.push(`<meta property="og:image" content="${escapeHtml(url)}">`, `<meta name="twitter:image" content="${escapeHtml(url)}">`, '<meta name="twitter:card" content="summary_large_image">');
  }
  if (config.noIndex) tags.push('<meta name="robots" content="noindex, nofollow">');
  for (const meta of metadata) tags.push(`<meta${attributesHtml(meta)}>`);
  const connect = new Set(script);
  if (script.has(GOOGLE_TAG_ORIGIN)) for (const origin of GOOGLE_TAG_CONNECT) connect.add(origin);
  return { tags, inlineScripts, origins: { script: [...script], style: [...style], connect: [...connect] } };
}

const VOID_ELEMENTS = new Set(['base', 'link', 'meta']);

/** ` name="value"` for each attribute; `true` is the bare name, `false` and `undefined` are left out. */
function attributesHtml(attributes: Readonly<Record<string, Attributes[string] | undefined>>): string {
  let html = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    html += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return html;
}

/** The origin of an http(s) URL (`//host/…` is https), for the Content-Security-Policy; undefined for the site's own paths. */
function externalOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

// The Content-Security-Policy every page carries (a <meta> in its head, and
// the same header from `brokerdocs serve`). Scripts run only from the site's
// own files, plus the one inline head script, allowed by its hash: a payload
// that got into a page through some escaping bug would still not run.
//
// Styles allow 'unsafe-inline': shiki writes each token's colours as a
// style attribute (both themes' colours in CSS variables, hundreds per code
// block), the announcement bar takes its colours from the config, and the
// base-URL warning styles itself because the stylesheet did not load. Moving
// them all into classes would mean a stylesheet per theme pair and per
// config; inline styles cannot run script, so the risk they carry is markup
// restyling, not code.
import { createHash } from 'node:crypto';

/**
 * `connect` adds to `connect-src` the servers the Try-it console may call
 * from the reader's browser (the configured ones, localhost when allowed):
 * the page calls them itself, there is no proxy. Everything else stays 'self'.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[], connect: readonly string[] = [], config: { script?: readonly string[]; style?: readonly string[] } = {}): string {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  const style = config.style ?? [];
  return [
    "default-src 'self'",
    // The config's scripts (`scripts`, `headTags`) come from the origins it names.
    ['script-src', "'self'", ...(config.script ?? []), ...hashes].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...style].join(' '),
    // Writers may show images and embed videos from other sites in their pages.
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "frame-src 'self' https:",
    // A stylesheet from another site (a web font's) loads its fonts from yet another.
    style.length ? "font-src 'self' data: https:" : "font-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

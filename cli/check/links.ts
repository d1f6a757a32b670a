// Link checking: every internal link must reach a route, and its `#anchor`
// an element of the target page. Reports carry the file, line and column, the
// link as written and resolved, and the nearest existing route or anchor.
import { warning, withLazyHint, type Diagnostic } from '../diagnostics.js';
import type { LinkReference } from '../content/env.js';
import { routeKey } from '../routes/table.js';
import { suggestAnchor, suggestRoute } from './suggest.js';

export interface LinkSource {
  /** Source file relative to the site. */
  file: string;
  links: readonly LinkReference[];
  /**
   * Root-relative links that name no route of the site point elsewhere: an
   * OpenAPI document's descriptions are written for the API's own website
   * (`/docs/limits`), so such a link is not the site's to check. Default: `false`.
   */
  rootLinksMayLeave?: boolean;
}

export interface LinkTargets {
  /** Anchors of each route, by route key. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Files served as they are (static files, the spec download), by path under the base URL. */
  files: ReadonlySet<string>;
  /** Routes served by something else (config `routesElsewhere`): a route, or a prefix ending in `/`. */
  elsewhere?: readonly string[];
  /** Routes of the site's redirect pages, by route key: a link to one reaches the page it redirects to. */
  redirected?: ReadonlySet<string>;
}

/** A link broken on this many files or more is most likely shared chrome. */
export const MANY_PAGES = 3;

export function checkLinks(sources: readonly LinkSource[], targets: LinkTargets): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byHref = new Map<string, Diagnostic[]>();
  const suggestions = new Map<Diagnostic, () => string | undefined>();
  for (const source of sources) {
    for (const link of source.links) {
      if (!link.target) continue;
      if (source.rootLinksMayLeave && link.written.startsWith('/') && leavesSite(link, targets)) continue;
      const problem = checkOne(link, targets);
      if (!problem) continue;
      const diagnostic = withLazyHint(warning(problem.code, problem.message, { file: link.file ?? source.file, line: link.line, column: link.column }), () => problem.suggestion() ?? problem.otherwise);
      diagnostics.push(diagnostic);
      suggestions.set(diagnostic, problem.suggestion);
      byHref.set(link.href, [...(byHref.get(link.href) ?? []), diagnostic]);
    }
  }
  for (const [href, list] of byHref) {
    const files = new Set(list.map((d) => d.location?.file));
    if (files.size < MANY_PAGES) continue;
    // Where the link comes from matters more than "nothing is close", so the note replaces that.
    const note = `"${href}" is broken on ${files.size} pages: it probably comes from the navbar or footer config, or a snippet copied between pages.`;
    for (const d of list) withLazyHint(d, () => [note, suggestions.get(d)!()].filter(Boolean).join(' '));
  }
  return diagnostics;
}

interface Problem {
  code: string;
  message: string;
  /** The closest existing route or anchor, as a hint: made when the hint is read. */
  suggestion: () => string | undefined;
  /** The hint when nothing is close. */
  otherwise?: string;
}

/**
 * The route the link names is no page or file of the site, nor under a
 * folder of its routes: `/pricing/lockers` leaves a site of `/guide/…`
 * pages, `/guide/setup` is a mistaken link to one of them.
 */
function leavesSite(link: LinkReference, targets: LinkTargets): boolean {
  const key = routeKey(safeDecode(link.target!.route));
  if (targets.anchors.has(key) || targets.files.has(key.replace(/^\//, '')) || targets.redirected?.has(key)) return false;
  const folder = key.split('/')[1];
  if (!folder) return false;
  const inside = (route: string) => route === `/${folder}` || route.startsWith(`/${folder}/`);
  return ![...targets.anchors.keys()].some(inside) && ![...targets.files].some((file) => inside(`/${file}`));
}

function checkOne(link: LinkReference, targets: LinkTargets): Problem | null {
  const { route, anchor } = link.target!;
  const key = routeKey(safeDecode(route));
  const anchors = targets.anchors.get(key);
  const written = link.written === link.href ? `"${link.written}"` : `"${link.written}" (resolved to ${link.href})`;
  if (!anchors) {
    if (targets.files.has(key.replace(/^\//, '')) || targets.redirected?.has(key)) return null;
    if (targets.elsewhere?.some((other) => key === routeKey(other) || (other.endsWith('/') && key.startsWith(other)))) return null;
    return {
      code: 'broken-link',
      message: `Broken link ${written}: no page has the route ${key}`,
      suggestion: () => {
        const suggestion = suggestRoute(key, [...targets.anchors.keys()]);
        return suggestion ? `The closest route is ${suggestion}${anchor ? `#${anchor}` : ''}.` : undefined;
      },
      otherwise: 'No existing route is close to it: link to the page by its .md file to be sure of the path.',
    };
  }
  // A route of the site's own pages (a Docusaurus home page) may stand where brokerdocs writes one of its own: its anchors are not ours to know.
  if (anchor && !anchors.has(anchor) && !targets.elsewhere?.some((other) => key === routeKey(other))) {
    return {
      code: 'broken-anchor',
      message: `Broken anchor ${written}: the page ${key} has no ${describeAnchor(anchor)}`,
      suggestion: () => {
        const suggestion = suggestAnchor(anchor, anchors);
        return suggestion ? `The closest anchor on that page is #${suggestion}.` : undefined;
      },
      otherwise: `The page has no anchor close to "${anchor}".`,
    };
  }
  return null;
}

/** Names what an API reference anchor points at, so the message says "operation" rather than "id". */
function describeAnchor(anchor: string): string {
  const operation = /^(?:tag\/[^/]+\/)?operation\/(.+)$/.exec(anchor);
  if (operation) return `operation with operationId "${operation[1]}" (anchor #${anchor})`;
  const kinds: Record<string, string> = { tag: 'tag', schema: 'schema', section: 'section' };
  const [kind, ...rest] = anchor.split('/');
  if (rest.length && kinds[kind!]) return `${kinds[kind!]} "${rest.join('/')}" (anchor #${anchor})`;
  return `heading or element with id "${anchor}"`;
}

function safeDecode(route: string): string {
  try {
    return decodeURI(route);
  } catch {
    return route;
  }
}

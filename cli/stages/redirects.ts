// The redirects stage: the config's redirects (cli/redirects/) planned
// against the pages this locale has, as files to write beside them, the
// routes they hold for the link checker, and their targets as links it
// checks like any other (a redirect to no page is a broken link of the
// config, at the rule's line).
import type { SiteConfig } from '../config/resolve.js';
import type { LinkReference } from '../content/env.js';
import { lineOf, warning, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import { isExternalTarget, planRedirects, type PlannedRedirect, type RedirectOrigin } from '../redirects/plan.js';
import { redirectPage } from '../redirects/page.js';
import { routeToHref, splitAnchor } from '../routes/href.js';
import { routeKey } from '../routes/table.js';
import type { RenderedDoc } from '../render/doc-page.js';
import type { PageData } from '../../templates/contracts/types.js';
import { htmlPath } from '../../templates/contracts/paths.js';

export interface SiteRedirects {
  /** The redirect pages, by path under the base URL. */
  files: Array<{ name: string; content: Buffer }>;
  /** The routes they are written at, by route key: a link to one reaches a page. */
  routes: Set<string>;
  /** Their internal targets, for the link checker (in the config file). */
  links: LinkReference[];
  diagnostics: Diagnostic[];
}

export function siteRedirects(config: SiteConfig, pages: readonly PageData[], staticFiles: ReadonlyMap<string, string>): SiteRedirects {
  const made: SiteRedirects = { files: [], routes: new Set(), links: [], diagnostics: [] };
  if (!config.redirects) return made;
  const where = configPlaces(config);
  const { redirects, problems } = planRedirects(config.redirects, pages.map((page) => page.route));
  for (const problem of problems) made.diagnostics.push(warning(problem.code, problem.message, where(problem.origin, problem.written), problem.hint));

  const permalinks = new Map(pages.map((page) => [routeKey(page.route), page.permalink]));
  const origin = config.url.replace(/\/+$/, '');
  const lang = config.i18n.localeConfigs[config.i18n.currentLocale]?.htmlLang ?? config.i18n.currentLocale;
  for (const redirect of redirects) {
    const name = fileOf(redirect.from);
    if (staticFiles.has(name)) {
      made.diagnostics.push(warning('redirect-shadowed', `Redirect from "${redirect.from}" left out: the static file ${name} is served there`, where(redirect.origin, redirect.from), 'A redirect never replaces a file of the static folder; remove one of the two.'));
      continue;
    }
    const href = targetHref(config, redirect.to, permalinks);
    made.files.push({ name, content: Buffer.from(redirectPage({ href, canonical: (isExternalTarget(href) ? href : origin + href).replace(/#.*$/, ''), lang })) });
    made.routes.add(redirect.from);
    // A rule names its target on purpose: one that is no page is a broken link. Made targets are pages already.
    if (redirect.origin.kind === 'rule' && !isExternalTarget(redirect.to)) made.links.push(targetLink(redirect, href, where));
  }
  return made;
}

/**
 * The redirect routes the docs and the config (navbar, footer) link to, for the router to leave to the browser: a
 * redirect page has no page data.
 */
export function linkedRedirects(redirects: SiteRedirects, docs: readonly RenderedDoc[], configLinks: readonly LinkReference[]): string[] {
  if (!redirects.routes.size) return [];
  const linked = new Set<string>();
  const links = [...docs.flatMap(({ env }) => env.links), ...configLinks];
  // As the link writes it too (`/old/`): the router matches the path the reader's browser asks for.
  for (const link of links) if (link.target && redirects.routes.has(routeKey(link.target.route))) linked.add(routeKey(link.target.route)).add(link.target.route);
  return [...linked];
}

/** The file a redirect is written to: `/a.html` as it is named, any other route as its folder's index, as pages are. */
function fileOf(route: string): string {
  return /\.html?$/i.test(route) ? route.replace(/^\/+/, '') : htmlPath(route);
}

/** The href a redirect sends to: a page's own permalink (its trailing slash as the site writes it), with the target's query and hash. */
function targetHref(config: SiteConfig, to: string, permalinks: ReadonlyMap<string, string>): string {
  if (isExternalTarget(to)) return to;
  const cut = to.search(/[?#]/);
  const route = cut < 0 ? to : to.slice(0, cut);
  const rest = cut < 0 ? '' : to.slice(cut);
  return (permalinks.get(routeKey(route)) ?? routeToHref(config.baseUrl, route)) + rest;
}

/** A rule's target as a link of the config, at the rule's `to`. */
function targetLink(redirect: PlannedRedirect, href: string, where: Places): LinkReference {
  const { path: route, anchor } = splitAnchor(redirect.to);
  const { line, column } = where({ ...redirect.origin, field: 'to' } as RedirectOrigin, redirect.to);
  return { written: redirect.to, href, target: { route, ...(anchor ? { anchor } : {}) }, line: line ?? 1, ...(column ? { column } : {}) };
}

type Places = (origin: RedirectOrigin, written?: string) => SourceLocation;

/**
 * Where a redirect is written in the config: a brokerdocs config's key path (`redirects.rules[2].from`); a
 * Docusaurus config's plugin options are found by the quoted value, and made redirects at `createRedirects` or the
 * extensions' key.
 */
function configPlaces(config: SiteConfig): Places {
  const text = config.locator.source;
  return (origin, written) => {
    const keyPath: PropertyKey[] =
      origin.kind === 'rule'
        ? ['redirects', 'rules', origin.index, origin.field, ...(origin.fromIndex !== undefined && origin.field === 'from' ? [origin.fromIndex] : [])]
        : ['redirects', origin.kind === 'create' ? 'create' : origin.kind];
    const found = config.locator.find(keyPath);
    if (found && found.matched === keyPath.length) return { file: config.configFile, line: found.position.line, column: found.position.column };
    const literal = written !== undefined && origin.kind === 'rule' ? quoted(text, written) : -1;
    const at = literal >= 0 ? literal : text.search(new RegExp(`\\b${origin.kind === 'create' ? 'createRedirects|create' : origin.kind === 'rule' ? 'redirects' : origin.kind}\\s*[:(]`));
    if (at < 0) return { file: config.configFile, line: 1 };
    return { file: config.configFile, line: lineOf(text, at), column: at - text.lastIndexOf('\n', at - 1) };
  };
}

/** Offset of `value` written as a string literal, in any quotes; -1 when it is not. */
function quoted(source: string, value: string): number {
  for (const quote of ["'", '"', '`']) {
    const at = source.indexOf(quote + value + quote);
    if (at >= 0) return at;
  }
  return -1;
}

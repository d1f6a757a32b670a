// Which redirect pages a site gets, as Docusaurus' client-redirects plugin
// decides them: the config's rules, then the routes `create` gives for each
// page, then the extension rules. A `from` is a route no page has: one that a
// page (or an earlier redirect) already holds is left out with a problem
// naming it, never written over.
import type { CreateRedirects } from '../config/schema.js';
import { routeKey } from '../routes/table.js';

export interface RedirectOptions {
  rules: ReadonlyArray<{ from: string | readonly string[]; to: string }>;
  fromExtensions: readonly string[];
  toExtensions: readonly string[];
  create?: CreateRedirects;
}

/** Where a redirect comes from, for the problems found with it. */
export type RedirectOrigin = { kind: 'rule'; index: number; field: 'from' | 'to'; fromIndex?: number } | { kind: 'create'; route: string } | { kind: 'fromExtensions' | 'toExtensions' };

export interface PlannedRedirect {
  /** The route the redirect page is written at (`/docs/old`, `/docs/intro.html`). */
  from: string;
  /** A route with an optional `#anchor` or `?query`, or an absolute URL. */
  to: string;
  origin: RedirectOrigin;
}

export interface RedirectProblem {
  code: 'redirect-invalid' | 'redirect-shadowed' | 'redirect-duplicate' | 'redirect-create-failed';
  message: string;
  hint: string;
  origin: RedirectOrigin;
  /** The value as written, for finding its line. */
  written?: string;
}

/** An absolute URL (or a protocol-relative one): the redirect leaves the site. */
export const isExternalTarget = (to: string): boolean => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to);

export function planRedirects(options: RedirectOptions, pageRoutes: readonly string[]): { redirects: PlannedRedirect[]; problems: RedirectProblem[] } {
  const taken = new Map<string, PlannedRedirect | 'page'>(pageRoutes.map((route) => [routeKey(route), 'page']));
  const redirects: PlannedRedirect[] = [];
  const problems: RedirectProblem[] = [];
  const add = (from: string, to: string, origin: RedirectOrigin) => {
    const invalid = invalidFrom(from);
    if (invalid) {
      problems.push({ code: 'redirect-invalid', message: `Redirect from "${from}" left out: ${invalid}`, hint: 'Write a route under the base URL, such as /docs/old-page.', origin, written: from });
      return;
    }
    const key = routeKey(from);
    const holder = taken.get(key);
    if (holder === 'page') {
      // The extension rules meet pages routinely (a page at /a.html and /a both): only a redirect someone wrote is worth a word.
      if (origin.kind === 'rule' || origin.kind === 'create') {
        problems.push({ code: 'redirect-shadowed', message: `Redirect from "${from}" left out: a page of the site has that route`, hint: 'A redirect never replaces a page; remove the rule, or move the page.', origin, written: from });
      }
      return;
    }
    if (holder) {
      if (holder.to !== to) {
        problems.push({
          code: 'redirect-duplicate',
          message: `Redirect from "${from}" to "${to}" left out: "${from}" already redirects to "${holder.to}"`,
          hint: 'A route can redirect to one place: keep one of the two.',
          origin,
          written: from,
        });
      }
      return;
    }
    const redirect = { from: key, to, origin };
    taken.set(key, redirect);
    redirects.push(redirect);
  };

  options.rules.forEach((rule, index) => {
    const froms = typeof rule.from === 'string' ? [rule.from] : rule.from;
    const invalidTo = invalidTarget(rule.to);
    if (invalidTo) {
      problems.push({ code: 'redirect-invalid', message: `Redirect to "${rule.to}" left out: ${invalidTo}`, hint: 'Write a route under the base URL (/docs/new-page, /docs/new-page#section) or a URL.', origin: { kind: 'rule', index, field: 'to' }, written: rule.to });
      return;
    }
    froms.forEach((from, fromIndex) => add(from, rule.to, { kind: 'rule', index, field: 'from', ...(typeof rule.from === 'string' ? {} : { fromIndex }) }));
  });

  if (options.create) {
    let failures = 0;
    let first: number | undefined;
    for (const route of pageRoutes) {
      let created: ReturnType<CreateRedirects>;
      try {
        created = options.create(route);
      } catch (caught) {
        // The first failure is told, with a count of the others: a function that throws for every page would otherwise say so once a page.
        if (failures++ === 0) {
          const reason = caught instanceof Error ? caught.message : String(caught);
          first = problems.push({ code: 'redirect-create-failed', message: `createRedirects threw for the page "${route}": ${reason}`, hint: "That page's redirects are left out; the other pages' are made.", origin: { kind: 'create', route } }) - 1;
        }
        continue;
      }
      for (const from of [created].flat()) if (typeof from === 'string' && from) add(from, route, { kind: 'create', route });
    }
    if (failures > 1) problems[first!]!.message += ` (and for ${failures - 1} more page${failures === 2 ? '' : 's'})`;
  }

  const fromExtensions = options.fromExtensions.map(bareExtension);
  const toExtensions = options.toExtensions.map(bareExtension);
  for (const route of pageRoutes) {
    const key = routeKey(route);
    if (key === '/') continue;
    for (const extension of fromExtensions) add(`${key}.${extension}`, route, { kind: 'fromExtensions' });
    for (const extension of toExtensions) if (key.endsWith(`.${extension}`)) add(key.slice(0, -extension.length - 1), route, { kind: 'toExtensions' });
  }
  return { redirects, problems };
}

/** Docusaurus wants extensions without their dot; one written with it means the same. */
const bareExtension = (extension: string): string => extension.replace(/^\.+/, '');

function invalidFrom(from: string): string | undefined {
  if (!from.startsWith('/') || from.startsWith('//')) return 'a route starts with one "/"';
  if (/[?#]/.test(from)) return 'a route it redirects from has no query or #anchor';
  if (/(^|\/)\.\.?(\/|$)/.test(from)) return 'a route has no "." or ".." segment';
  return undefined;
}

function invalidTarget(to: string): string | undefined {
  if (isExternalTarget(to)) return /^(https?:)?\/\//i.test(to) ? undefined : 'only http and https URLs are redirected to';
  return to.startsWith('/') ? undefined : 'a route starts with "/"';
}

// The route table: every page the site will have, keyed so that `/x` and
// `/x/` are one route, with a diagnostic naming both sources of a collision.
import { warning, type Diagnostic } from '../diagnostics.js';

export interface RouteEntry {
  route: string;
  kind: 'doc' | 'api';
  /** Source file relative to the site, for diagnostics. */
  source: string;
}

export function routeKey(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

export function buildRouteTable(entries: readonly RouteEntry[]): { routes: Map<string, RouteEntry>; diagnostics: Diagnostic[] } {
  const routes = new Map<string, RouteEntry>();
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    const key = routeKey(entry.route);
    const existing = routes.get(key);
    if (existing) {
      diagnostics.push(
        warning(
          'duplicate-route',
          `Duplicate route "${entry.route}": ${existing.source} and ${entry.source} both produce it; only ${existing.source} is kept`,
          { file: entry.source },
          'Rename one of the files or give it a different `slug` in its front matter.',
        ),
      );
      continue;
    }
    routes.set(key, entry);
  }
  return { routes, diagnostics };
}

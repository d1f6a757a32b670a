// The route table: every page the site will have, keyed so that `/x` and
// `/x/` are one route, with a diagnostic naming both sources of a collision.
import path from 'node:path';
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

/**
 * Keeps the first source of each route. The API reference goes first: its
 * route is set in the config on purpose, so a doc landing on it is the mistake.
 */
export function buildRouteTable(entries: readonly RouteEntry[]): { routes: Map<string, RouteEntry>; diagnostics: Diagnostic[] } {
  const routes = new Map<string, RouteEntry>();
  const diagnostics: Diagnostic[] = [];
  const ordered = [...entries.filter((e) => e.kind === 'api'), ...entries.filter((e) => e.kind !== 'api')];
  for (const entry of ordered) {
    const key = routeKey(entry.route);
    const kept = routes.get(key);
    if (!kept) {
      routes.set(key, entry);
      continue;
    }
    diagnostics.push(
      warning(
        'duplicate-route',
        `Duplicate route "${key}": ${describe(kept)} and ${describe(entry)} both produce it; only ${kept.source} is kept`,
        { file: entry.source },
        fixFor(kept, entry),
      ),
    );
  }
  return { routes, diagnostics };
}

function describe(entry: RouteEntry): string {
  return entry.kind === 'api' ? `the API reference (${entry.source})` : entry.source;
}

function fixFor(kept: RouteEntry, dropped: RouteEntry): string {
  if (kept.kind === 'api') return `Move ${dropped.source} with a \`slug\` in its front matter, or set openapi.route in the config to another route.`;
  const names = [kept.source, dropped.source].map((file) => path.posix.basename(file).replace(/\.mdx?$/i, '').toLowerCase());
  const sameFolder = path.posix.dirname(kept.source) === path.posix.dirname(dropped.source);
  if (sameFolder && names.includes('index') && names.includes('readme')) {
    return 'index.md and README.md both become the page of their folder: keep one of them.';
  }
  return `Rename one of the files, or give one a different \`slug\` in its front matter.`;
}

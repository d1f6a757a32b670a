// Routes are kept without the base URL (`/data/history`); hrefs written into
// HTML carry it (`/broker-api-docs/data/history`).

export function routeToHref(baseUrl: string, route: string): string {
  return baseUrl + route.replace(/^\/+/, '');
}

/** Route of an href under the base URL, or `undefined` when it lies outside. */
export function hrefToRoute(baseUrl: string, href: string): string | undefined {
  if (href === baseUrl.replace(/\/$/, '')) return '/';
  if (!href.startsWith(baseUrl)) return undefined;
  return `/${href.slice(baseUrl.length)}`;
}

/** Splits `path#anchor` (a query string is dropped). */
export function splitAnchor(link: string): { path: string; anchor?: string } {
  const hash = link.indexOf('#');
  const path = (hash >= 0 ? link.slice(0, hash) : link).replace(/\?.*$/, '');
  const anchor = hash >= 0 ? decodeOrKeep(link.slice(hash + 1)) : undefined;
  return anchor ? { path, anchor } : { path };
}

/** A malformed escape (`#%E0%A4%A`) is kept as written: it names no id, and the link checker says so. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// On the overview of an API reference split per tag (cli/openapi/split.ts):
// a link written for the single page it used to be (`#operation/…`,
// `#tag/…`, `#schema/…`, Redoc's `#tag/…/paths/…`) names an element that is
// now on a tag's page. Loaded only on that overview (its own script tag),
// this fetches the anchor map, only when the URL has such an anchor, and
// replaces the location with the page that holds it. The anchor is only
// looked up and carried over as the new URL's fragment; the page URLs come
// from the map the build wrote, and nothing from either reaches the markup.

import { loadOnce } from './load-once.js';

interface AnchorMap {
  pages: string[];
  anchors: Record<string, number>;
}

// A failed fetch is tried again at the next anchor (load-once.ts).
const maps = loadOnce(async (href: string): Promise<AnchorMap> => {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as AnchorMap;
});

function anchorMap(href: string): Promise<AnchorMap | undefined> {
  return maps.get(href).catch(() => undefined);
}

async function forward(mapHref: string): Promise<void> {
  const hash = window.location.hash;
  if (hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  // An anchor of the overview itself (the introduction, authentication) stays.
  if (document.getElementById(id)) return;
  const found = await anchorMap(mapHref);
  const index = found && Object.prototype.hasOwnProperty.call(found.anchors, id) ? found.anchors[id] : undefined;
  const page = index === undefined ? undefined : found!.pages[index];
  if (typeof page !== 'string') return;
  const target = new URL(page, window.location.href);
  // The map is the site's own file; still, only a page of this site is followed.
  if (target.origin !== window.location.origin) return;
  target.hash = hash;
  window.location.replace(target.href);
}

const script = document.querySelector<HTMLScriptElement>('script[data-anchor-map]');
const mapHref = script?.dataset.anchorMap;
if (mapHref) {
  void forward(mapHref);
  // A reader who edits the anchor, or follows one from the same page, is sent on too.
  window.addEventListener('hashchange', () => void forward(mapHref));
}

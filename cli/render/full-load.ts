// Pages the client router leaves to the browser. Its page-data file is the
// page as JSON, fetched on a click and preloaded on hover: for a body of
// megabytes that is a second copy of it on disk and a preload the reader
// never asked for. Such a page gets no page-data file; the router loads it
// in full (site data `fullLoad`). So does the overview of a reference split
// per tag: its script, which sends an old link's anchor on to the page that
// now holds it, runs only on a page the browser loads.
import type { PageData } from '../../templates/contracts/types.js';
import { DIAGRAM_MARKUP } from '../content/plugins/code-blocks.js';

/** Beyond this much body HTML a page is loaded in full. The manual's reference, the largest page it has, is ~1 MB. */
export const PAGE_DATA_MAX_BODY = 1_500_000;

/** `diagrams`: the site draws Mermaid diagrams (`markdown.mermaid`); without it no page is searched for one. */
export function fullLoadRoutes(pages: readonly PageData[], diagrams: boolean): string[] {
  return pages.filter((page) => loadsInFull(page, diagrams)).map((page) => page.route);
}

export function loadsInFull(page: PageData, diagrams: boolean): boolean {
  // A page with islands runs its island script, which a body swapped in by the router would not; so does one with diagrams.
  return page.html.length > PAGE_DATA_MAX_BODY || (page.kind === 'api' && page.anchorMap !== undefined) || hasIslands(page) || (diagrams && hasDiagrams(page));
}

/** A page with a Mermaid diagram (cli/content/plugins/code-blocks.ts): it loads the script that draws it. */
export function hasDiagrams(page: PageData): boolean {
  if (page.kind === 'api') return false;
  let found = diagramsOf.get(page);
  if (found === undefined) diagramsOf.set(page, (found = page.html.includes(DIAGRAM_MARKUP)));
  return found;
}

const diagramsOf = new WeakMap<PageData, boolean>();

/** A compiled MDX page whose components hydrate in the browser (cli/content/mdx-compile/islands.ts). */
export function hasIslands(page: PageData): boolean {
  // An API reference's body is never compiled MDX (GitHub's: 47 MB over 60 pages, ~50 ms to search for nothing).
  if (page.kind === 'api') return false;
  // Asked of each page by the site data, the writer and the page's scripts: its body is searched once.
  let found = islandsOf.get(page);
  if (found === undefined) islandsOf.set(page, (found = page.html.includes('<brokerdocs-island')));
  return found;
}

const islandsOf = new WeakMap<PageData, boolean>();

// Server rendering of one page with the same component tree the browser hydrates.
import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { App } from '../../templates/App.js';
import { serverServices } from '../../templates/services.js';
import type { PageData, SiteData } from '../../templates/contracts/types.js';
import { bodyPiecesOf } from '../body-pieces.js';

export function renderPageMarkup(site: SiteData, page: PageData): string {
  return renderPageMarkupParts(site, page).join('');
}

/**
 * Where the page's body goes while the page around it is rendered: a token
 * no site can contain, so the body itself (up to hundreds of MB for a large
 * API reference) never passes through React's string renderer.
 */
export const BODY_SLOT = `brokerdocs-body-${randomUUID()}`;

/** The page's markup in parts: what comes before its body, the body (the same string), what comes after. */
export function renderPageMarkupParts(site: SiteData, page: PageData): string[] {
  const markup = renderToString(<App site={site} page={{ ...page, html: BODY_SLOT }} services={serverServices} />);
  const parts = markup.split(BODY_SLOT);
  // A page without a body (the 404 page) renders no slot; a template that showed the body twice would be a bug.
  if (parts.length === 1) return parts;
  if (parts.length > 2) throw new Error(`the templates render the body of ${page.permalink} more than once`);
  return [parts[0]!, ...bodyPiecesOf(page), parts[1]!];
}

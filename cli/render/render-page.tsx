// Server rendering of one page with the same component tree the browser hydrates.
import { renderToString } from 'react-dom/server';
import { App } from '../../templates/App.js';
import { serverServices } from '../../templates/services.js';
import type { PageData, SiteData } from '../../templates/types.js';

export function renderPageMarkup(site: SiteData, page: PageData): string {
  return renderToString(<App site={site} page={page} services={serverServices} />);
}

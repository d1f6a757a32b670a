// Worker thread of the render pool (render-pool.ts): renders each page it is
// sent into its HTML document, and either sends it back or writes it (and the
// page's page-data file) where it is told. Bundled as dist/render-worker.js
// beside the CLI.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteData } from '../../templates/contracts/types.js';
import { renderDocumentParts, type DocumentAssets } from './html.js';
import { pageDataParts } from './page-data.js';
import { pageSizeWarning } from './page-size.js';
import { renderPageMarkupParts } from './render-page.js';
import type { RenderReply, RenderRequest } from './render-pool.js';
import { writeParts } from '../write/write-parts.js';

const { site, assets } = workerData as { site: SiteData; assets: DocumentAssets };

parentPort!.on('message', ({ id, page, targets, canonical, noIndex, markdownHref, alternates }: RenderRequest) => {
  let reply: RenderReply;
  try {
    const parts = renderDocumentParts({ site, page, body: renderPageMarkupParts(site, page), assets, canonical, noIndex, markdownHref, alternates });
    if (!targets) reply = { id, html: parts.join('') };
    else {
      writeParts(targets.html, parts);
      if (targets.pageData) writeParts(targets.pageData, pageDataParts(page));
      const warning = pageSizeWarning(page, parts, targets.sizeSource);
      reply = warning ? { id, written: true, warning } : { id, written: true };
    }
  } catch (caught) {
    reply = { id, error: caught instanceof Error ? caught.message : String(caught) };
  }
  parentPort!.postMessage(reply);
});

// Worker thread of the render pool (render-pool.ts): renders each page it is
// sent into its HTML document. Bundled as dist/render-worker.js beside the CLI.
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteData } from '../../templates/contracts/types.js';
import { renderDocument, type DocumentAssets } from './html.js';
import { renderPageMarkup } from './render-page.js';
import type { RenderReply, RenderRequest } from './render-pool.js';

const { site, assets } = workerData as { site: SiteData; assets: DocumentAssets };

parentPort!.on('message', ({ id, page, canonical, noIndex, markdownHref, alternates }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, html: renderDocument({ site, page, body: renderPageMarkup(site, page), assets, canonical, noIndex, markdownHref, alternates }) };
  } catch (caught) {
    reply = { id, error: caught instanceof Error ? caught.message : String(caught) };
  }
  parentPort!.postMessage(reply);
});

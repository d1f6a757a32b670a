// Worker thread of the render pool (render-pool.ts): renders each page it is
// sent into its HTML document, and either sends it back or writes it (and the
// page's page-data file) where it is told. Bundled as dist/render-worker.js
// beside the CLI.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteData } from '../../templates/contracts/types.js';
import { renderDocumentParts, type DocumentAssets } from './html.js';
import { pageDataParts } from './page-data.js';
import { pageSizeWarning } from './page-size.js';
import { renderPageMarkupParts } from './render-page.js';
import type { RenderReply, RenderRequest } from './render-pool.js';

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

/**
 * A new file from its parts, with synchronous writes: the worker has nothing
 * else to do meanwhile, and a page of a usual site is one write. Parts are
 * written one by one, so a large body is never joined into one more copy.
 */
function writeParts(file: string, parts: Iterable<string>): void {
  const fd = openNew(file);
  try {
    let pending = '';
    for (const part of parts) {
      if (pending.length + part.length <= 1 << 20) {
        pending += part;
        continue;
      }
      if (pending) writeAll(fd, pending);
      pending = '';
      writeAll(fd, part);
    }
    if (pending) writeAll(fd, pending);
  } finally {
    closeSync(fd);
  }
}

/**
 * The file opened for writing, its folder made first when it is not there: the workers make their pages'
 * folders, beside the main thread's work (a thousand folders took the main thread 0.6-0.8 s before any page
 * was sent, while the other core waited).
 */
function openNew(file: string): number {
  try {
    return openSync(file, 'w');
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code !== 'ENOENT') throw caught;
    mkdirSync(path.dirname(file), { recursive: true });
    return openSync(file, 'w');
  }
}

/**
 * The text written as UTF-8. The string goes to the file as it is (no Buffer
 * made of it first: a page is one such copy less, for the garbage collector
 * too); should the system write less than all of it, the rest follows.
 */
function writeAll(fd: number, text: string): void {
  const written = writeSync(fd, text);
  if (written === Buffer.byteLength(text)) return;
  const bytes = Buffer.from(text);
  for (let offset = written; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
}

// The page-size warning: a page whose HTML is more than ~500 KB gzip takes
// seconds to download, parse and lay out on a phone (GitHub's reference as
// one page is 2.6 MB gzip, 44 MB of HTML). Only pages larger than that raw
// are compressed to find out, so a site of small pages pays nothing.
import { gzipSync } from 'node:zlib';
import { warning, type Diagnostic } from '../diagnostics.js';
import type { FileParts } from '../write/atomic.js';
import type { PageData } from '../../templates/contracts/types.js';

export const PAGE_GZIP_WARNING = 500 * 1024;

/** A warning when the written HTML of `page` is over PAGE_GZIP_WARNING gzip; undefined otherwise. */
export function pageSizeWarning(page: PageData, html: string | Buffer | FileParts, source: string | undefined): Diagnostic | undefined {
  const parts = typeof html === 'string' || Buffer.isBuffer(html) ? [html] : [...html];
  const raw = parts.reduce((sum, part) => sum + (typeof part === 'string' ? Buffer.byteLength(part) : part.length), 0);
  if (raw <= PAGE_GZIP_WARNING) return undefined;
  const bytes = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  // zlib's fastest level first (~4× faster): the default level compresses HTML smaller still, so a page within the limit
  // at level 1 is within it. Only a page over it is compressed again, for the size the warning gives.
  if (gzipSync(bytes, { level: 1 }).length <= PAGE_GZIP_WARNING) return undefined;
  const gzip = gzipSync(bytes).length;
  if (gzip <= PAGE_GZIP_WARNING) return undefined;
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  const hint =
    page.kind === 'api'
      ? 'Set openapi.split to `tag` in the config (one page per tag), or split the document\'s largest tag into smaller ones.'
      : 'Split the page into several pages, or move large tables and code into files it links to.';
  return warning('page-too-large', `The page ${page.permalink} is ${kb(gzip)} gzip (${kb(raw)} of HTML), over ${kb(PAGE_GZIP_WARNING)}: slow to open on a phone`, source ? { file: source } : undefined, hint);
}

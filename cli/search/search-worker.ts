// Worker thread of the search thread (search-thread.ts): indexes each scope
// it is sent and writes its index files where it is told, so that neither the
// indexing nor the files' text costs the main thread anything. Bundled as
// dist/search-worker.js beside the CLI.
import { parentPort } from 'node:worker_threads';
import { writeParts } from '../write/write-parts.js';
import { searchIndexFiles } from './index-files.js';
import type { SearchReply, SearchRequest } from './search-thread.js';

parentPort!.on('message', ({ id, job, targets }: SearchRequest) => {
  let reply: SearchReply;
  try {
    const { first, more } = searchIndexFiles(job);
    writeParts(targets.first, first);
    if (more) writeParts(targets.more, more);
    reply = { id, more: more !== undefined };
  } catch (caught) {
    reply = { id, error: caught instanceof Error ? (caught.stack ?? caught.message) : String(caught) };
  }
  parentPort!.postMessage(reply);
});

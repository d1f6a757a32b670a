// The search index files made on a worker thread, so that `build` makes them
// while its pages render: on a large site they are a fifth of the build. The
// documents and their texts are made here (they come from the site model) and
// travel to the worker as plain data; the index files' JSON comes back.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OutputFiles } from '../write/atomic.js';
import { searchIndexOutputs, type SearchIndexInput } from './index-files.js';

/** The worker entry, bundled beside the CLI (dist/search-worker.js); absent when running from source. */
const SEARCH_WORKER = fileURLToPath(new URL('./search-worker.js', import.meta.url));

/** The index files of `inputs`, made on a worker thread when there is one to start, else on this thread. */
export function searchIndexOutputsInWorker(inputs: SearchIndexInput[]): Promise<OutputFiles> {
  if (!existsSync(SEARCH_WORKER)) return Promise.resolve(searchIndexOutputs(inputs));
  return new Promise((resolve, reject) => {
    const worker = new Worker(SEARCH_WORKER, { workerData: inputs });
    worker.once('message', (reply: { files: [string, string][] } | { error: string }) => {
      if ('error' in reply) reject(new Error(`search index: ${reply.error}`));
      else resolve(new Map(reply.files));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index worker exited with ${code}`)));
  });
}

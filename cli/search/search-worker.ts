// Worker thread that makes the search index files (search-index-worker.ts
// starts it): the documents and texts come in, the files' JSON goes back.
// Bundled as dist/search-worker.js beside the CLI.
import { parentPort, workerData } from 'node:worker_threads';
import { searchIndexOutputs, type SearchIndexInput } from './index-files.js';

try {
  parentPort!.postMessage({ files: [...searchIndexOutputs(workerData as SearchIndexInput[])] });
} catch (caught) {
  parentPort!.postMessage({ error: caught instanceof Error ? (caught.stack ?? caught.message) : String(caught) });
}

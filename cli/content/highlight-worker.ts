// Worker thread of the parallel highlighter (see highlight.ts): takes batches
// of code blocks from the shared queue and posts their HTML back. Bundled as
// dist/highlight-worker.js beside the CLI.
import { parentPort, workerData } from 'node:worker_threads';
import { highlightBatches, type Block } from './highlight.js';

await highlightBatches(workerData as { blocks: Block[]; languages: string[]; next: Int32Array; batch: number }, (message) => parentPort!.postMessage(message));

// Worker thread of the parallel highlighter (see parallel.ts): takes runs of
// code blocks from the shared queue and posts their HTML back. Bundled as
// dist/highlight-worker.js beside the CLI.
import { parentPort, workerData } from 'node:worker_threads';
import { highlightRuns, type Block } from './parallel.js';

await highlightRuns(workerData as { blocks: Block[]; runs: [number, number][]; languages: string[]; next: Int32Array }, (message) => parentPort!.postMessage(message));

// The search index on a thread of its own. Indexing a large site is seconds
// of work that needs nothing but the documents' texts (10,000 pages: ~11 s,
// a third of the build). On the main thread it held up everything behind it:
// the Markdown export, the static files, and the render workers, which wait
// for this thread's event loop to send them more pages. `build` sends each
// scope's texts here instead and goes on; the worker writes the index files
// into the staging folder itself.
import { Worker } from 'node:worker_threads';
import type { SearchIndexJob } from './index-files.js';

/** Where a scope's two index files go: absolute paths in the staging folder. */
export interface SearchTargets {
  first: string;
  /** Written only when the scope has a second file. */
  more: string;
}

export type SearchRequest = { id: number; job: SearchIndexJob; targets: SearchTargets };
export type SearchReply = { id: number; more: boolean } | { id: number; error: string };

export interface SearchThread {
  /** Indexes the scope and writes its files at `targets`; says whether it wrote the second. */
  write(job: SearchIndexJob, targets: SearchTargets): Promise<{ more: boolean }>;
  /** Stops the worker (scopes sent and not yet written fail). */
  close(): Promise<void>;
}

export function createSearchThread(workerFile: string): SearchThread {
  const worker = new Worker(workerFile);
  const waiting = new Map<number, { resolve: (written: { more: boolean }) => void; reject: (error: Error) => void }>();
  let broken: Error | undefined;
  let next = 0;
  worker.on('message', (reply: SearchReply) => {
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!waiting.size) worker.unref();
    if ('error' in reply) pending?.reject(new Error(`search index: ${reply.error}`));
    else pending?.resolve({ more: reply.more });
  });
  worker.on('error', (error) => {
    broken = error;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  });
  // Idle, it must not keep the process alive (a failed build exits without closing it).
  worker.unref();
  return {
    write(job, targets) {
      return new Promise((resolve, reject) => {
        if (broken) return reject(broken);
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, job, targets } satisfies SearchRequest);
      });
    },
    async close() {
      for (const pending of waiting.values()) pending.reject(new Error('the search thread was closed'));
      waiting.clear();
      await worker.terminate();
    },
  };
}

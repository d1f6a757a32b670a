// The search index on a thread of its own. Indexing a large site is seconds
// of work that needs nothing but the documents' texts (10,000 pages: ~15 s of
// a 34 s build, before this thread). On the main thread it held up everything behind it:
// the Markdown export, the static files, and the render workers, which wait
// for this thread's event loop to send them more pages. `build` sends each
// scope's texts here instead and goes on; the worker writes the index files
// into the staging folder itself.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { inputSizeRead } from '../heap.js';
import type { SearchIndexJob } from './index-files.js';

/** The worker, bundled beside the CLI (dist/search-worker.js); absent when running from source. */
const SEARCH_WORKER = fileURLToPath(new URL('./search-worker.js', import.meta.url));

/** Whether there is a search thread to start: the worker is bundled (not so from source), and there is another core for it. */
export function searchThreadAvailable(): boolean {
  return availableParallelism() > 1 && existsSync(SEARCH_WORKER);
}

/**
 * Less text to index than this (in characters) is indexed on the main
 * thread: a worker takes ~50 ms of another core and ~15 MB to start, and the
 * texts travel to it as a copy. Above it, the index is made beside the
 * export and the pages: the manual (~500,000 characters with its API
 * reference) 1.39-1.50 -> 1.29-1.34 s; the bench's 25 pages (~130,000)
 * 0.53-0.54 -> 0.49-0.52 s. BROKERDOCS_SEARCH_THREAD_CHARACTERS sets another
 * (tests give a small site the thread). A machine with one core has no other
 * core to index on: its index is made on the main thread whatever its size.
 */
export const SEARCH_THREAD_CHARACTERS = Number(process.env.BROKERDOCS_SEARCH_THREAD_CHARACTERS ?? 100_000);

/**
 * The young generation of the worker for a site of fewer pages than SMALL_SITE_PAGES, in MB. V8's default lets
 * it take ~20 MB more than such a site's index needs (the manual's build: 237 MB peak against 218, its budget
 * 250); a larger site's index allocates fast enough that a small one costs it time (10,000 pages: 10.6 -> 13.5 s;
 * 1,000 pages: a few per cent, and more memory, not less). A large OpenAPI document on few pages indexes like a
 * small site (GitHub's reference: one index file of 4.8 MB): 436 -> 419 MB at the build's peak, the thread's
 * time within its noise (630-650 ms, 4 runs each).
 */
const SMALL_SITE_YOUNG_GENERATION_MB = 8;
const SMALL_SITE_PAGES = 300;

function smallSite(): boolean {
  return inputSizeRead().pages < SMALL_SITE_PAGES;
}

/** Where a scope's two index files go: absolute paths in the staging folder. */
export interface SearchTargets {
  first: string;
  /** Written only when the scope has a second file. */
  more: string;
}

/** A job's texts that were counted ahead arrive empty, named by their number in `job.ahead` (count-ahead.ts). */
export type SearchRequest = { type: 'index'; id: number; job: SearchIndexJob; targets: SearchTargets };
/**
 * Texts of the docs' sections to count ahead of their scope's job, while the main thread still renders
 * (frequencies.ts). Numbered from 0 in the order they are sent, over every message of the build.
 */
export type SearchAhead = { type: 'ahead'; texts: string[]; stem: boolean };
export type SearchMessage = SearchRequest | SearchAhead;
export type SearchReply = { id: number; more: boolean } | { id: number; error: string };

export interface SearchThread {
  /** Has the worker count these section texts now, so that the scope's job finds them counted; it keeps their counts, by number (SearchAhead). */
  countAhead(texts: string[], stem: boolean): void;
  /** Indexes the scope and writes its files at `targets`; says whether it wrote the second. */
  write(job: SearchIndexJob, targets: SearchTargets): Promise<{ more: boolean }>;
  /** Stops the worker (scopes sent and not yet written fail). */
  close(): Promise<void>;
}

export function createSearchThread(): SearchThread {
  const worker = new Worker(SEARCH_WORKER, smallSite() ? { resourceLimits: { maxYoungGenerationSizeMb: SMALL_SITE_YOUNG_GENERATION_MB } } : {});
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
    countAhead(texts, stem) {
      if (!broken && texts.length) worker.postMessage({ type: 'ahead', texts, stem } satisfies SearchAhead);
    },
    write(job, targets) {
      return new Promise((resolve, reject) => {
        if (broken) return reject(broken);
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ type: 'index', id, job, targets } satisfies SearchRequest);
      });
    },
    async close() {
      for (const pending of waiting.values()) pending.reject(new Error('the search thread was closed'));
      waiting.clear();
      await worker.terminate();
    },
  };
}

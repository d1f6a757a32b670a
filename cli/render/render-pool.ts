// Page rendering on worker threads: React's server rendering is most of the
// cost of a page, and it runs on one core. Each worker holds the site data
// and the document assets; a page travels to it with the facts only the main
// thread knows (canonical URL, noindex, Markdown link). For `build` the worker
// writes the page's files itself (`write`), into the staging folder the build
// swaps in whole: sending the finished HTML back would cost the worker the
// copy and the main thread the write. For `dev` it sends the HTML back (`render`).
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics.js';
import type { PageData, SiteData } from '../../templates/contracts/types.js';
import type { DocumentAssets, HrefLang } from './html.js';

export interface PageOptions {
  canonical?: string;
  noIndex?: boolean;
  markdownHref?: string;
  alternates?: readonly HrefLang[];
}

/** Where a worker writes a page: absolute paths inside the staging folder, made beforehand. */
export interface PageTargets {
  html: string;
  /** The page-data file the client router fetches; absent for a page loaded in full. */
  pageData?: string;
  /** The file a page-size warning names (the OpenAPI document of an API page). */
  sizeSource?: string;
}

export type RenderRequest = PageOptions & { id: number; page: PageData; targets?: PageTargets };

export type RenderReply = { id: number; html: string } | { id: number; written: true; warning?: Diagnostic } | { id: number; error: string };

/** What the main thread learns of a page a worker wrote: its page-size warning, if any. */
export interface WrittenPage {
  warning?: Diagnostic;
}

export interface RenderPool {
  /** The page's HTML document, sent back. */
  render(page: PageData, options: PageOptions): Promise<string>;
  /** Renders the page and writes its files at `targets` on the worker. */
  write(page: PageData, options: PageOptions, targets: PageTargets): Promise<WrittenPage>;
  /** Stops the workers (pages asked for and not yet rendered fail). */
  close(): Promise<void>;
}

/**
 * Pages sent to one worker and not yet answered. `build` sends the pages and
 * then makes the search index and the Markdown export, seconds during which
 * this thread sends nothing more: the workers render these meanwhile. Bounded,
 * because each is a copy of its page in the worker's queue (~40 KB).
 */
const IN_FLIGHT = 1000;

export function createRenderPool({ workerFile, workers, site, assets }: { workerFile: string; workers: number; site: SiteData; assets: DocumentAssets }): RenderPool {
  const waiting = new Map<number, { resolve: (reply: RenderReply) => void; reject: (error: Error) => void }>();
  let broken: Error | undefined;
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(workerFile, { workerData: { site, assets } });
    worker.on('message', (reply: RenderReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(new Error(reply.error));
      else pending?.resolve(reply);
    });
    worker.on('error', (error) => {
      // A worker that died answers nothing more: every page not yet back fails, those still queued too.
      broken = error;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      for (const { settle } of queue.splice(0)) settle.reject(error);
    });
    // An idle worker must not keep the process alive (a failed build exits without closing the pool).
    worker.unref();
    return { worker, busy: 0 };
  });
  let next = 0;
  // Pages wait here, not in the workers' message queues: a worker holds at most IN_FLIGHT pages' copies at a time
  // (sending all 10,000 pages of a site at once held 400 MB of copies).
  const queue: { message: RenderRequest; settle: { resolve: (reply: RenderReply) => void; reject: (error: Error) => void } }[] = [];
  const dispatch = () => {
    while (queue.length) {
      const thread = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
      if (thread.busy >= IN_FLIGHT) return;
      const { message, settle } = queue.shift()!;
      // A worker with pages to render keeps the process alive until they are back.
      if (thread.busy++ === 0) thread.worker.ref();
      const done = () => {
        if (--thread.busy === 0) thread.worker.unref();
        dispatch();
      };
      waiting.set(message.id, {
        resolve: (reply) => {
          done();
          settle.resolve(reply);
        },
        reject: (error) => {
          done();
          settle.reject(error);
        },
      });
      thread.worker.postMessage(message);
    }
  };
  const send = (page: PageData, options: PageOptions, targets?: PageTargets) =>
    new Promise<RenderReply>((resolve, reject) => {
      if (broken) return reject(broken);
      queue.push({ message: { id: next++, page, ...options, targets }, settle: { resolve, reject } });
      dispatch();
    });
  return {
    async render(page, options) {
      const reply = await send(page, options);
      return 'html' in reply ? reply.html : '';
    },
    async write(page, options, targets) {
      const reply = await send(page, options, targets);
      return 'warning' in reply && reply.warning ? { warning: reply.warning } : {};
    },
    async close() {
      for (const { settle } of queue.splice(0)) settle.reject(new Error('the render pool was closed'));
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

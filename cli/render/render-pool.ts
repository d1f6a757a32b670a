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

export function createRenderPool({ workerFile, workers, site, assets }: { workerFile: string; workers: number; site: SiteData; assets: DocumentAssets }): RenderPool {
  const waiting = new Map<number, { resolve: (reply: RenderReply) => void; reject: (error: Error) => void }>();
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(workerFile, { workerData: { site, assets } });
    worker.on('message', (reply: RenderReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(new Error(reply.error));
      else pending?.resolve(reply);
    });
    worker.on('error', (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    });
    // An idle worker must not keep the process alive (a failed build exits without closing the pool).
    worker.unref();
    return { worker, busy: 0 };
  });
  let next = 0;
  const send = (page: PageData, options: PageOptions, targets?: PageTargets) => {
    // The least busy worker takes the page.
    const thread = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = next++;
    // A worker with pages to render keeps the process alive until they are back.
    if (thread.busy++ === 0) thread.worker.ref();
    const done = () => {
      if (--thread.busy === 0) thread.worker.unref();
    };
    return new Promise<RenderReply>((resolve, reject) => {
      waiting.set(id, {
        resolve: (reply) => {
          done();
          resolve(reply);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      thread.worker.postMessage({ id, page, ...options, targets } satisfies RenderRequest);
    });
  };
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
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

// Page rendering on worker threads, for big sites: React's server rendering
// is most of the cost of writing a page, and it runs on one core. Each worker
// holds the site data and the document assets; a page travels to it with the
// facts only the main thread knows (canonical URL, noindex, Markdown link) and
// comes back as the finished HTML document.
import { Worker } from 'node:worker_threads';
import type { PageData, SiteData } from '../../templates/contracts/types.js';
import type { DocumentAssets, HrefLang } from './html.js';

export interface PageOptions {
  canonical?: string;
  noIndex?: boolean;
  markdownHref?: string;
  alternates?: readonly HrefLang[];
}

export interface RenderRequest extends PageOptions {
  id: number;
  page: PageData;
}

export type RenderReply = { id: number; html: string } | { id: number; error: string };

export interface RenderPool {
  render(page: PageData, options: PageOptions): Promise<string>;
  /** Stops the workers (pages asked for and not yet rendered fail). */
  close(): Promise<void>;
}

export function createRenderPool({ workerFile, workers, site, assets }: { workerFile: string; workers: number; site: SiteData; assets: DocumentAssets }): RenderPool {
  const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(workerFile, { workerData: { site, assets } });
    worker.on('message', (reply: RenderReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('html' in reply) pending?.resolve(reply.html);
      else pending?.reject(new Error(reply.error));
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
  return {
    render(page, options) {
      // The least busy worker takes the page.
      const thread = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = next++;
      // A worker with pages to render keeps the process alive until they are back.
      if (thread.busy++ === 0) thread.worker.ref();
      const done = () => {
        if (--thread.busy === 0) thread.worker.unref();
      };
      return new Promise<string>((resolve, reject) => {
        waiting.set(id, {
          resolve: (html) => {
            done();
            resolve(html);
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
        thread.worker.postMessage({ id, page, ...options } satisfies RenderRequest);
      });
    },
    async close() {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}

// Everything a site model becomes, for `build` (written to disk) and `dev`
// (served from memory): the rendered pages, and the files derived from the
// docs beside them (search indexes, the Markdown export).
import { buildMarkdownOutputs } from '../llms/outputs.js';
import { buildSearchOutputs, searchIndexInputs } from '../search/outputs.js';
import { searchIndexOutputsInWorker } from '../search/search-index-worker.js';
import { apiReferences, type SiteModel } from '../site.js';
import { createTimer, type Timer } from '../timer.js';
import type { BuildFiles } from '../write/atomic.js';
import { buildsInParallel, type RenderInput } from './outputs.js';
import { tryItConnectSources } from '../openapi/try-it-site.js';

export interface SiteOutputs {
  /** What the pages render from; it holds no docs. */
  render: RenderInput;
  /**
   * The search indexes and the Markdown export, made on the first call.
   * They are the last use of the docs: once made, these outputs hold no
   * model, so a build can let a large site's sources go before it writes.
   */
  derived(timer?: Timer): BuildFiles;
  /**
   * The same files, the search indexes made on a worker thread while this
   * thread makes the Markdown export (and render workers write the pages):
   * what `build` uses. Like `derived`, it lets go of the model.
   */
  derivedInParallel(timer?: Timer): Promise<BuildFiles>;
}

export function siteOutputs(model: SiteModel): SiteOutputs {
  let source: SiteModel | undefined = model;
  let made: BuildFiles | undefined;
  return {
    render: {
      config: model.config,
      site: model.site,
      pages: model.pages,
      notFound: model.notFound,
      staticFiles: model.staticFiles,
      specFiles: apiReferences(model).flatMap((api) => [
        api.specFile,
        ...(api.anchorMap ? [{ name: api.anchorMap.name, content: Buffer.from(api.anchorMap.content) }] : []),
        ...(api.tryItFiles ?? []).map((file) => ({ name: file.name, content: Buffer.from(file.content) })),
      ]),
      canonical: model.canonical,
      tryItConnect: tryItConnectSources(model.config, apiReferences(model).map((api) => api.document)),
    },
    derived(timer = createTimer()) {
      if (!made) {
        const from = source!;
        source = undefined;
        made = new Map([...timer.taskSync('search index', () => buildSearchOutputs(from)), ...timer.taskSync('markdown export', () => buildMarkdownOutputs(from))]);
      }
      return made;
    },
    async derivedInParallel(timer = createTimer()) {
      if (made) return made;
      if (!buildsInParallel(source!.pages.length)) return this.derived(timer);
      const from = source!;
      source = undefined;
      const inputs = timer.taskSync('search index: documents', () => searchIndexInputs(from));
      const started = performance.now();
      const search = searchIndexOutputsInWorker(inputs);
      // Handled here, awaited below: the export runs first on this thread.
      search.catch(() => {});
      const markdown = timer.taskSync('markdown export', () => buildMarkdownOutputs(from));
      const indexes = await search;
      timer.timings.push({ name: 'search index (worker, from its start)', ms: performance.now() - started, rssMb: Math.round(process.memoryUsage.rss() / 1048576) });
      made = new Map([...indexes, ...markdown]);
      return made;
    },
  };
}

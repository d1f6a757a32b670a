// Everything a site model becomes, for `build` (written to disk) and `dev`
// (served from memory): the rendered pages, and the files derived from the
// docs beside them (search indexes, the Markdown export).
import { buildMarkdownOutputs } from '../llms/outputs.js';
import { buildSearchOutputs } from '../search/outputs.js';
import { apiReferences, type SiteModel } from '../site.js';
import { createTimer, type Timer } from '../timer.js';
import type { BuildFiles } from '../write/atomic.js';
import type { RenderInput } from './outputs.js';
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
      ...(model.customCss ? { customCss: { name: model.customCss.name, content: model.customCss.content } } : {}),
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
  };
}

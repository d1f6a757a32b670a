// Everything a site model becomes, for `build` (written to disk) and `dev`
// (served from memory): the rendered pages, and the files derived from the
// docs beside them (search indexes, the Markdown export).
import { buildMarkdownOutputs } from '../llms/outputs.js';
import path from 'node:path';
import { buildSearchOutputs, searchIndexJobs, searchOutputsOf } from '../search/outputs.js';
import type { CountAhead } from '../search/count-ahead.js';
import { searchFileNames, withoutTextsCountedAhead, type SearchIndexJob } from '../search/index-files.js';
import { SEARCH_THREAD_CHARACTERS, searchThreadAvailable, type SearchThread } from '../search/search-thread.js';
import { apiReferences, type SiteModel } from '../site.js';
import { createTimer, type Timer } from '../timer.js';
import { NOT_MADE, SourceFile, WRITTEN, writtenByItsMaker, type BuildFiles, type DeferredFiles } from '../write/atomic.js';
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
  /**
   * `build`'s way to the same files. A large site's search indexes are made
   * on the search thread, which writes them under `root` (this locale's
   * folder in the staging output) while this thread goes on with the
   * rest: they come back as deferred files, written by their maker.
   * `staticFiles` are the files of the site's own this output would
   * otherwise copy, by name: a generated file takes the name's place.
   * `beforeExport` runs once the search index is under way, before the
   * Markdown export is made.
   */
  derivedInBuild(timer: Timer, search: SearchWriting, beforeExport?: () => Promise<void>): Promise<{ files: BuildFiles; deferred: DeferredFiles; written: Promise<unknown> }>;
}

export interface SearchWriting {
  thread: () => SearchThread;
  root: string;
  staticFiles: ReadonlyMap<string, string>;
  /**
   * What the thread counted of the docs' texts ahead (count-ahead.ts): once it started, it makes this site's indexes
   * whatever their size, and a job names each text it holds by its number.
   */
  countedAhead: Pick<CountAhead, 'started' | 'takeNumber'>;
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
        // The blog's feeds and the redirect pages are files written as they are, as the document is.
      ]).concat(model.blogFeeds ?? [], model.redirectFiles ?? []),
      canonical: model.canonical,
      tryItConnect: tryItConnectSources(model.config, apiReferences(model).map((api) => api.document)),
    },
    derived(timer = createTimer()) {
      if (!made) {
        const from = take();
        made = new Map([...timer.taskSync('search index', () => buildSearchOutputs(from)), ...timer.taskSync('markdown export', () => buildMarkdownOutputs(from))]);
      }
      return made;
    },
    async derivedInBuild(timer, search, beforeExport) {
      const from = take();
      // A build indexes each scope once, unless another locale may have the same texts (untranslated pages).
      const jobs = timer.taskSync('search documents', () => searchIndexJobs(from, { remember: from.config.i18n.locales.length > 1, countedAhead: search.countedAhead.takeNumber }));
      const files: BuildFiles = new Map();
      const deferred: DeferredFiles = new Map();
      const written: Promise<unknown>[] = [];
      const characters = jobs.reduce((sum, job) => sum + job.fullText.reduce((count, text) => count + text.length, 0), 0);
      if ((search.countedAhead.started || characters >= SEARCH_THREAD_CHARACTERS) && searchThreadAvailable()) {
        written.push(indexOnThread(jobs, search, deferred, timer));
      } else {
        for (const [name, content] of timer.taskSync('search index', () => searchOutputsOf(jobs))) files.set(name, content);
      }
      try {
        await beforeExport?.();
        for (const [name, content] of timer.taskSync('markdown export', () => buildMarkdownOutputs(from))) files.set(name, content);
      } catch (caught) {
        // The search thread writes into the staging folder: a build that fails here waits for it before that folder is removed.
        await Promise.allSettled(written);
        throw caught;
      }
      return { files, deferred, written: Promise.allSettled(written) };
    },
  };

  /** The model, once: what is derived from it is its last use. */
  function take(): SiteModel {
    if (!source) throw new Error("a site's derived outputs are made once");
    const from = source;
    source = undefined;
    return from;
  }
}

/**
 * The scopes' indexes made and written on the search thread, timed from here to the last file (it runs beside the
 * stages after it). Its own function: what it leaves waiting (the timer's task, the writes) must not hold the scope
 * that took the site model, or every doc's HTML, search text and source lives until the thread is done (a heap
 * snapshot showed them held so).
 */
function indexOnThread(jobs: readonly SearchIndexJob[], search: SearchWriting, deferred: DeferredFiles, timer: Timer): Promise<unknown> {
  const writing = jobs.map((job) => writeOnThread(job, search, deferred));
  return timer.task('search index (its own thread)', () => Promise.all(writing));
}

/** A scope's index files as deferred files its worker writes; the second, which a scope may turn out not to have, leaves a static file of that name in its place. */
function writeOnThread(job: SearchIndexJob, search: SearchWriting, deferred: DeferredFiles): Promise<unknown> {
  const names = searchFileNames(job);
  const writing = search.thread().write(withoutTextsCountedAhead(job), { first: path.join(search.root, names.first), more: path.join(search.root, names.more) });
  // Handled here too: a failure while this thread is busy elsewhere fails the write that waits for it, not the process.
  writing.catch(() => {});
  const displaced = search.staticFiles.get(names.more);
  deferred.set(names.first, writtenByItsMaker(async () => (await writing, WRITTEN)));
  deferred.set(names.more, writtenByItsMaker(async () => ((await writing).more ? WRITTEN : displaced ? new SourceFile(displaced) : NOT_MADE)));
  return writing;
}

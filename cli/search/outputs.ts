// The search index files of each search tag, each holding `documents` and
// the `index` in lunr's own serialisation (templates/contracts/search-index.ts):
// `search-index-{tag}.json`, the docs' sections with their strongest
// postings (first-search.ts), what a reader's first search downloads; and
// `search-index-more-{tag}.json`, the API reference's sections (and a
// version's API changes page) and the
// docs' other postings, which the client adds after the first search (or
// for it, when it reaches them). Field boosts: title 5, content 1, tags 3,
// parent categories 2; BM25 k1 1.2, b 0.75 (index-files.ts does the indexing).
import lunr from 'lunr';
import type { SiteConfig } from '../config/resolve.js';
import type { Section } from '../content/env.js';
import { docsScopes, type DocsScope, type SiteModel } from '../site.js';
import type { BuildFiles } from '../write/atomic.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { searchDocuments } from './documents.js';
import { searchFileNames, searchIndexFiles, type SearchIndexFiles, type SearchIndexJob } from './index-files.js';
import { DEFAULT_SEARCH_TAG, versionSearchTag } from '../../templates/contracts/search-files.js';
import { DOCS_PLUGIN_ID } from '../versions/versions.js';

export { FIELD_BOOSTS } from './index-files.js';

/**
 * `stem`: the docs are in English, which lunr stems (see frequencies.ts). Default: `true`. `countedAhead`: the
 * number a section's text was counted ahead under on the search thread, if it was (count-ahead.ts).
 */
export function searchIndexJob(scope: DocsScope, { stem = true, tag = DEFAULT_SEARCH_TAG, countedAhead }: { stem?: boolean; tag?: string; countedAhead?: (section: Section) => number | undefined } = {}): SearchIndexJob {
  const { documents, fullText, ahead } = searchDocuments(scope, countedAhead);
  const referencePages = scope.api ? [scope.api.page.permalink, ...scope.api.parts.map((part) => part.page.permalink)] : [];
  return { documents, fullText, ...(ahead ? { ahead } : {}), stem, referencePages, tag };
}

export function serializeSearchIndex(scope: DocsScope, options: { stem?: boolean; tag?: string } = {}): SearchIndexFiles {
  return searchIndexFiles(searchIndexJob(scope, options));
}

/** The documents and the lunr indexes a reader of the written files loads, in the order it loads them. */
export function buildSearchIndex(scope: DocsScope): { documents: SearchDocument[]; index: lunr.Index }[] {
  const { first, more } = serializeSearchIndex(scope);
  return [first, ...(more ? [more] : [])].map((pieces) => JSON.parse([...pieces].join('')) as SearchIndexFile).map(({ documents, index }) => ({ documents, index: lunr.Index.load(index as object) }));
}

/**
 * The index jobs of each scope: the site's (tag `default`), or each docs version's with the API reference it belongs with.
 * `remember`: whether the process may index the same texts again (see SearchIndexJob.remember). `countedAhead`: as for searchIndexJob.
 */
export function searchIndexJobs(model: SiteModel, { remember = true, countedAhead }: { remember?: boolean; countedAhead?: (section: Section) => number | undefined } = {}): SearchIndexJob[] {
  const stem = stemsSearchText(model.config);
  return docsScopes(model).map((scope) => ({ ...searchIndexJob(scope, { stem, tag: scope.version ? versionSearchTag(DOCS_PLUGIN_ID, scope.version.name) : DEFAULT_SEARCH_TAG, countedAhead }), remember }));
}

/** The index files of each scope, made on this thread. */
export function buildSearchOutputs(model: SiteModel): BuildFiles {
  return searchOutputsOf(searchIndexJobs(model));
}

/** The index files of these jobs, made on this thread, by their names under the output folder. */
export function searchOutputsOf(jobs: readonly SearchIndexJob[]): BuildFiles {
  const files: BuildFiles = new Map();
  for (const job of jobs) {
    const names = searchFileNames(job);
    const { first, more } = searchIndexFiles(job);
    files.set(names.first, first);
    if (more) files.set(names.more, more);
  }
  return files;
}

/** Whether the locale's text is English, which lunr stems (see frequencies.ts). */
export function stemsSearchText({ i18n }: Pick<SiteConfig, 'i18n'>): boolean {
  return /^en\b/i.test(i18n.localeConfigs[i18n.currentLocale]!.htmlLang);
}

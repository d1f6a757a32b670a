// The search index files of each search tag, each holding `documents` and
// the `index` in lunr's own serialisation (templates/contracts/search-index.ts):
// `search-index-{tag}.json`, the docs' sections with their strongest
// postings (first-search.ts), what a reader's first search downloads; and
// `search-index-more-{tag}.json`, the API reference's sections (and a
// version's API changes page) and the
// docs' other postings, which the client adds after the first search (or
// for it, when it reaches them). Field boosts: title 5, content 1, tags 3,
// parent categories 2; BM25 k1 1.2, b 0.75.
import lunr from 'lunr';
import { docsScopes, type DocsScope, type SiteModel } from '../site.js';
import type { OutputFiles } from '../write/atomic.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { searchDocuments } from './documents.js';
import { FIELD_BOOSTS, searchIndexFiles, searchIndexOutputs, type SearchIndexFiles, type SearchIndexInput } from './index-files.js';
import { DEFAULT_SEARCH_TAG, versionSearchTag } from '../../templates/contracts/search-files.js';
import { DOCS_PLUGIN_ID } from '../versions/versions.js';

// What the index files are made of, and how (index-files.ts), for the callers of this module.
export { FIELD_BOOSTS, searchIndexFiles, searchIndexOutputs, type SearchIndexFiles, type SearchIndexInput };

/** `stem`: the docs are in English, which lunr stems (see frequencies.ts). Default: `true`. */
export function searchIndexInput(scope: DocsScope, { stem = true, tag = DEFAULT_SEARCH_TAG }: { stem?: boolean; tag?: string } = {}): SearchIndexInput {
  const { documents, fullText } = searchDocuments(scope);
  const referencePages = scope.api ? [scope.api.page.permalink, ...scope.api.parts.map((part) => part.page.permalink)] : [];
  return { documents, fullText, stem, tag, referencePages };
}

export function serializeSearchIndex(scope: DocsScope, options: { stem?: boolean; tag?: string } = {}): SearchIndexFiles {
  return searchIndexFiles(searchIndexInput(scope, options));
}

/** The documents and the lunr indexes a reader of the written files loads, in the order it loads them. */
export function buildSearchIndex(scope: DocsScope): { documents: SearchDocument[]; index: lunr.Index }[] {
  const { first, more } = serializeSearchIndex(scope);
  return [first, ...(more ? [more] : [])].map(({ documents, index }) => ({ documents, index: lunr.Index.load(JSON.parse(JSON.stringify(index)) as object) }));
}

/** The index files of each scope: the site's (tag `default`), or each docs version's with the API reference it belongs with. */
export function buildSearchOutputs(model: SiteModel): OutputFiles {
  return searchIndexOutputs(searchIndexInputs(model));
}

/** What each scope's index files are made from. */
export function searchIndexInputs(model: SiteModel): SearchIndexInput[] {
  const { i18n } = model.config;
  const stem = isEnglish(i18n.localeConfigs[i18n.currentLocale]!.htmlLang);
  return docsScopes(model).map((scope) => searchIndexInput(scope, { stem, tag: scope.version ? versionSearchTag(DOCS_PLUGIN_ID, scope.version.name) : DEFAULT_SEARCH_TAG }));
}

function isEnglish(htmlLang: string): boolean {
  return /^en\b/i.test(htmlLang);
}

// One search index per search tag, written as `search-index-{tag}.json`
// holding `documents` and the `index` in lunr's own serialisation (see
// templates/contracts/search-index.ts). Field boosts: title 5, content 1,
// tags 3, parent categories 2; BM25 k1 1.2, b 0.75.
import lunr from 'lunr';
import { docsScopes, type DocsScope, type SiteModel } from '../site.js';
import type { OutputFiles } from '../write/atomic.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { searchDocuments } from './documents.js';
import { countTerms } from './frequencies.js';
import { lunrIndexJson } from './lunr-json.js';
import { expandIdentifiers } from './tokens.js';
import { DEFAULT_SEARCH_TAG, searchIndexFile, versionSearchTag } from '../../templates/contracts/search-files.js';
import { DOCS_PLUGIN_ID } from '../versions/versions.js';

export const FIELD_BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 } as const;
const K1 = 1.2;
const B = 0.75;

/** `stem`: the docs are in English, which lunr stems (see frequencies.ts). Default: `true`. */
export function serializeSearchIndex(scope: DocsScope, { stem = true }: { stem?: boolean } = {}): SearchIndexFile {
  const { documents, fullText } = searchDocuments(scope);
  const fields = Object.keys(FIELD_BOOSTS) as (keyof typeof FIELD_BOOSTS)[];
  // Made one document at a time as they are counted: a large site's expanded texts are never all in memory.
  function* texts() {
    for (const [i, doc] of documents.entries()) {
      yield {
        title: expandIdentifiers(doc.title),
        content: expandIdentifiers(fullText[i]!),
        tags: doc.tags.join(' '),
        sidebarParentCategories: doc.sidebarParentCategories.join(' '),
      };
    }
  }
  return { documents, index: lunrIndexJson(countTerms(fields, texts(), { stem }), { boosts: FIELD_BOOSTS, k1: K1, b: B, stem }) };
}

/** The documents and the lunr index a reader of the written file loads. */
export function buildSearchIndex(scope: DocsScope): { documents: SearchDocument[]; index: lunr.Index } {
  const { documents, index } = serializeSearchIndex(scope);
  return { documents, index: lunr.Index.load(JSON.parse(JSON.stringify(index)) as object) };
}

/** One index file per scope: the site's (tag `default`), or each docs version's with the API reference it belongs with. */
export function buildSearchOutputs(model: SiteModel): OutputFiles {
  const files: OutputFiles = new Map();
  const { i18n } = model.config;
  const stem = isEnglish(i18n.localeConfigs[i18n.currentLocale]!.htmlLang);
  for (const scope of docsScopes(model)) {
    const tag = scope.version ? versionSearchTag(DOCS_PLUGIN_ID, scope.version.name) : DEFAULT_SEARCH_TAG;
    files.set(searchIndexFile(tag), JSON.stringify(serializeSearchIndex(scope, { stem })));
  }
  return files;
}

function isEnglish(htmlLang: string): boolean {
  return /^en\b/i.test(htmlLang);
}

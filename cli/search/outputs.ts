// One search index per search tag, written as `search-index-{tag}.json`
// holding `documents` and the serialised `index` (term frequencies that the
// browser turns into a lunr index, see templates/contracts/search-index.ts). Field
// boosts: title 5, content 1, tags 3, parent categories 2; BM25 k1 1.2, b 0.75.
import type lunr from 'lunr';
import { docsScopes, type DocsScope, type SiteModel } from '../site.js';
import type { OutputFiles } from '../write/atomic.js';
import { loadSearchIndex, SEARCH_INDEX_FORMAT, type SerializedSearchIndex } from '../../templates/contracts/search-index.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { searchDocuments } from './documents.js';
import { countTerms, type Frequencies } from './frequencies.js';
import { expandIdentifiers } from './tokens.js';
import { DEFAULT_SEARCH_TAG, searchIndexFile, versionSearchTag } from '../../templates/contracts/search-files.js';
import { DOCS_PLUGIN_ID } from '../versions/versions.js';

export const FIELD_BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 } as const;
const K1 = 1.2;
const B = 0.75;

export function serializeSearchIndex(scope: DocsScope): { documents: SearchDocument[]; index: SerializedSearchIndex } {
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
  return { documents, index: encode(countTerms(fields, texts())) };
}

function encode(frequencies: Frequencies): SerializedSearchIndex {
  const terms = [...frequencies.postings.keys()].sort();
  const postings = terms.map((term) =>
    frequencies.postings.get(term)!.fields.map((list) => {
      const out: number[] = [];
      let previous = 0;
      for (let i = 0; i < list.length; i += 2) {
        out.push(list[i]! - previous);
        if (list[i + 1] !== 1) out.push(-list[i + 1]!);
        previous = list[i]!;
      }
      return out;
    }),
  );
  return {
    format: SEARCH_INDEX_FORMAT,
    fields: frequencies.fields.map((name) => ({ name, boost: FIELD_BOOSTS[name as keyof typeof FIELD_BOOSTS] })),
    k1: K1,
    b: B,
    documentCount: frequencies.documentCount,
    terms,
    postings,
  };
}

/** The documents and the lunr index the browser builds from the written file. */
export function buildSearchIndex(scope: DocsScope): { documents: SearchDocument[]; index: lunr.Index } {
  const { documents, index } = serializeSearchIndex(scope);
  return { documents, index: loadSearchIndex(JSON.parse(JSON.stringify(index)) as SerializedSearchIndex) };
}

/** One index file per scope: the site's (tag `default`), or each docs version's with the API reference it belongs with. */
export function buildSearchOutputs(model: SiteModel): OutputFiles {
  const files: OutputFiles = new Map();
  for (const scope of docsScopes(model)) {
    const tag = scope.version ? versionSearchTag(DOCS_PLUGIN_ID, scope.version.name) : DEFAULT_SEARCH_TAG;
    files.set(searchIndexFile(tag), JSON.stringify(serializeSearchIndex(scope)));
  }
  return files;
}

// The search index files of one scope made from its documents and texts:
// term counts, BM25 scores and lunr's serialisation, most of the search
// stage's work. Imports nothing of the site model, so that the worker that
// makes them while pages render (search-worker.ts) loads only this.
import type { OutputFiles } from '../write/atomic.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import type { SearchDocument } from '../../templates/contracts/types.js';
import { firstSearchPostings } from './first-search.js';
import { countTerms } from './frequencies.js';
import { lunrIndexJson, scoreIndex } from './lunr-json.js';
import { expandIdentifiers } from './tokens.js';
import { moreSearchTag, searchIndexFile } from '../../templates/contracts/search-files.js';

export const FIELD_BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 } as const;
const K1 = 1.2;
const B = 0.75;

export interface SearchIndexFiles {
  /** The docs' sections, with their strongest postings. */
  first: SearchIndexFile;
  /** The API reference's sections and the docs' other postings; absent when there are none. */
  more?: SearchIndexFile;
}

/**
 * What a scope's index files are made from, as plain data: the documents,
 * their whole texts and the reference's pages. `build` sends it to a worker
 * thread (search-worker.ts), which makes the files while the pages render.
 */
export interface SearchIndexInput {
  documents: SearchDocument[];
  fullText: string[];
  stem: boolean;
  tag: string;
  referencePages: string[];
}

/** The index files of one scope: most of the search stage's work, on whichever thread has it. */
export function searchIndexFiles({ documents, fullText, stem, tag, referencePages }: SearchIndexInput): SearchIndexFiles {
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
  const scored = scoreIndex(countTerms(fields, texts(), { stem }), { boosts: FIELD_BOOSTS, k1: K1, b: B, stem });
  // The docs' sections come first (documents.ts), then the API reference's (type `other`): a document's id is its position in both files together.
  const docs = documents.filter((doc) => doc.type !== 'other');
  const ids = documents.map((doc) => doc.id);
  const inFirst = firstSearchPostings(scored, docs.map((doc) => doc.id));
  const first: SearchIndexFile = { documents: docs, index: lunrIndexJson(scored, { documents: docs.map((doc) => doc.id), keep: inFirst }) };
  const moreIndex = lunrIndexJson(scored, { documents: ids, keep: (field, doc, term, score) => doc >= docs.length || !inFirst(field, doc, term, score) });
  if (!moreIndex.invertedIndex.length && docs.length === documents.length) return { first };
  return {
    first: { ...first, more: { file: searchIndexFile(moreSearchTag(tag)), referencePages } },
    more: { documents: documents.slice(docs.length), index: moreIndex },
  };
}

/** The written files of scopes' indexes, by name. */
export function searchIndexOutputs(inputs: readonly SearchIndexInput[]): OutputFiles {
  const files: OutputFiles = new Map();
  for (const input of inputs) {
    const { first, more } = searchIndexFiles(input);
    files.set(searchIndexFile(input.tag), JSON.stringify(first));
    if (more) files.set(searchIndexFile(moreSearchTag(input.tag)), JSON.stringify(more));
  }
  return files;
}

// The shape of search-index-{tag}.json, as the specification names it:
// `documents` and `index`, the index being lunr's own serialisation, so that
// `lunr.Index.load(file.index)` reads it in our client or anyone else's.
// A scope may have a second file of the same shape (search-files.ts
// moreSearchTag), which the first one names: together they are the scope's
// whole index, the first small enough for a reader's first search.
import type { Href, SearchDocument } from './types.js';

/** lunr's serialised index (what `lunr.Index#toJSON` writes). */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  /** `field/ref` and its vector: term number, score, term number, score… */
  fieldVectors: [string, number[]][];
  /** Every term, sorted, with its number (`_index`) and the documents holding it, per field. */
  invertedIndex: [string, { _index: number } & Record<string, number | Record<string, object>>][];
  /** Names of the query pipeline's functions. */
  pipeline: string[];
}

export interface SearchIndexFile {
  /**
   * The results' documents; a result's ref is its document's id. In the
   * first file (the spec's) that is its position here; the second file's
   * documents continue the numbering, and its postings may name the first's.
   */
  documents: SearchDocument[];
  index: SerializedLunrIndex;
  /**
   * On the first file, when there is a second: its name (relative to the
   * base URL), and the API reference's pages (a reader on one of them
   * searches with both files from the first search).
   */
  more?: { file: string; referencePages: Href[] };
}

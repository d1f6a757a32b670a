// The shape of search-index-{tag}.json, as the specification names it:
// `documents` and `index`, the index being lunr's own serialisation, so that
// `lunr.Index.load(file.index)` reads it in our client or anyone else's.
import type { SearchDocument } from './types.js';

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
  /** The results' documents; a result's ref is its position here (and its id). */
  documents: SearchDocument[];
  index: SerializedLunrIndex;
}

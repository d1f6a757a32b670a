// The `index` of search-index-{tag}.json: what lunr needs to rebuild its
// index, term frequencies rather than lunr's own serialisation. lunr's JSON
// spells out a BM25 vector of three-decimal scores for every field of every
// document, plus the same postings again as nested objects; term frequencies
// (small integers, gaps between document ids) say the same in a quarter of
// the gzipped bytes. The browser rebuilds the index with lunr's own Builder,
// so the scores, the token set and the query behaviour are lunr's.
import lunr from 'lunr';

export interface SerializedSearchIndex {
  /** Format of this object; a reader refuses others. */
  format: 'brokerdocs-lunr-tf-1';
  /** Indexed fields in lunr's order, with their boosts. */
  fields: { name: string; boost: number }[];
  /** BM25 parameters. */
  k1: number;
  b: number;
  /** Document refs are 0…documentCount-1, the positions in `documents`. */
  documentCount: number;
  /** Every indexed (trimmed, stemmed) term, sorted. */
  terms: string[];
  /**
   * Per term, per field: the documents holding the term there, as gaps from
   * the previous document id; a negative number after a gap is the term's
   * frequency in that document when it is not 1.
   */
  postings: number[][][];
}

export const SEARCH_INDEX_FORMAT = 'brokerdocs-lunr-tf-1';

const NO_METADATA: object = Object.freeze(Object.create(null) as object);

/** lunr's Builder, with the internals that `build()` reads. */
interface BuilderInternals {
  _documents: Record<string, object>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  invertedIndex: Record<string, Record<string, unknown>>;
  documentCount: number;
  termIndex: number;
}

/** The lunr index of a serialized one: what lunr's Builder would have built from the documents. */
export function loadSearchIndex(data: SerializedSearchIndex): lunr.Index {
  if (data.format !== SEARCH_INDEX_FORMAT) throw new Error(`Unknown search index format ${String(data.format)}`);
  const builder = new lunr.Builder();
  builder.ref('id');
  builder.k1(data.k1);
  builder.b(data.b);
  for (const field of data.fields) builder.field(field.name, { boost: field.boost });
  // The query side stems like the indexing side did.
  builder.searchPipeline.add(lunr.stemmer);
  const internals = builder as unknown as BuilderInternals;
  const fields = data.fields.map((field) => field.name);
  // Every document has every field, empty or not, as Builder.add records them:
  // the average field lengths count the empty ones too.
  const frequencies = fields.map(() => Array.from({ length: data.documentCount }, () => Object.create(null) as Record<string, number>));
  const lengths = fields.map(() => new Array<number>(data.documentCount).fill(0));
  data.terms.forEach((term, termIndex) => {
    const posting: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    posting._index = termIndex;
    fields.forEach((field, f) => {
      const docs: Record<number, object> = Object.create(null) as Record<number, object>;
      const list = data.postings[termIndex]![f]!;
      let doc = 0;
      for (let i = 0; i < list.length; i++) {
        doc += list[i]!;
        const next = list[i + 1];
        const frequency = next !== undefined && next < 0 ? -next : 1;
        if (frequency !== 1) i++;
        // No metadata is kept: every posting can share one empty object.
        docs[doc] = NO_METADATA;
        frequencies[f]![doc]![term] = frequency;
        lengths[f]![doc]! += frequency;
      }
      posting[field] = docs;
    });
    internals.invertedIndex[term] = posting;
  });
  for (let doc = 0; doc < data.documentCount; doc++) {
    internals._documents[doc] = {};
    fields.forEach((field, f) => {
      internals.fieldTermFrequencies[`${field}/${doc}`] = frequencies[f]![doc]!;
      internals.fieldLengths[`${field}/${doc}`] = lengths[f]![doc]!;
    });
  }
  internals.documentCount = data.documentCount;
  internals.termIndex = data.terms.length;
  return builder.build();
}

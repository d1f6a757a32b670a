// lunr's own serialisation of an index (what `lunr.Index#toJSON` writes and
// `lunr.Index.load` reads), made from the counted term frequencies. It is the
// file lunr's Builder would produce from the same documents, written without
// building lunr's index in memory first: a large site's index is made one
// term list at a time, never as lunr's per-field objects.
import lunr from 'lunr';
import type { SerializedLunrIndex } from '../../templates/contracts/search-index.js';
import type { Frequencies } from './frequencies.js';

export interface Bm25 {
  /** Boost of each field, by name. */
  boosts: Readonly<Record<string, number>>;
  k1: number;
  b: number;
  /** The query side stems as the indexing side did: `false` for a language lunr cannot stem. Default: `true`. */
  stem?: boolean;
}

export function lunrIndexJson({ fields, documentCount, postings }: Frequencies, { boosts, k1, b, stem = true }: Bm25): SerializedLunrIndex {
  // Term numbers in the order lunr's Builder meets the terms (document, then field, then position): the order they were counted.
  const terms = [...postings.keys()];
  const vectors = fields.map(() => Array.from({ length: documentCount }, (): number[] => []));
  const lengths = fields.map(() => new Array<number>(documentCount).fill(0));
  const idf = new Array<number>(terms.length);
  terms.forEach((term, t) => {
    let withTerm = 0;
    postings.get(term)!.fields.forEach((list, f) => {
      // lunr counts a document once per field that holds the term.
      withTerm += list.length / 2;
      for (let i = 0; i < list.length; i += 2) {
        vectors[f]![list[i]!]!.push(t, list[i + 1]!);
        lengths[f]![list[i]!]! += list[i + 1]!;
      }
    });
    idf[t] = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
  });
  // Every document has every field, empty or not, as Builder.add records them: the average counts the empty ones too.
  const averageLength = lengths.map((perDoc) => perDoc.reduce((sum, length) => sum + length, 0) / documentCount);

  const fieldVectors: [string, number[]][] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    fields.forEach((field, f) => {
      const pairs = vectors[f]![doc]!;
      const boost = boosts[field] ?? 1;
      // The same arithmetic, in the same order, as lunr's createFieldVectors, so every rounded score is the one lunr writes.
      for (let i = 0; i < pairs.length; i += 2) {
        const tf = pairs[i + 1]!;
        let score = (idf[pairs[i]!]! * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (lengths[f]![doc]! / averageLength[f]!)) + tf);
        score *= boost;
        pairs[i + 1] = Math.round(score * 1000) / 1000;
      }
      fieldVectors.push([`${field}/${doc}`, pairs]);
    });
  }

  const invertedIndex = [...terms.entries()]
    .sort(([, x], [, y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([t, term]): [string, SerializedLunrIndex['invertedIndex'][number][1]] => {
      const posting: Record<string, number | Record<string, object>> = { _index: t };
      postings.get(term)!.fields.forEach((list, f) => {
        // No metadata is kept: lunr writes an empty object per document.
        const docs: Record<string, object> = {};
        for (let i = 0; i < list.length; i += 2) docs[list[i]!] = {};
        posting[fields[f]!] = docs;
      });
      return [term, posting as SerializedLunrIndex['invertedIndex'][number][1]];
    });

  return { version: lunr.version, fields: [...fields], fieldVectors, invertedIndex, pipeline: stem ? ['stemmer'] : [] };
}

// lunr's own serialisation of an index (what `lunr.Index#toJSON` writes and
// `lunr.Index.load` reads), made from the counted term frequencies without
// building lunr's index in memory first: a large site's index is made one
// term list at a time, never as lunr's per-field objects.
//
// A scope's documents are scored once, together (idf and average field
// lengths over all of them, in the same arithmetic as lunr's Builder), and
// written as parts: each part is a lunr index of some documents' postings.
// A document's ref is its id in the scope, so that a client holding several
// parts adds up a document's scores from each: with the query's length
// taken over all parts (runtime/search-client.ts), the sum is the score
// the single index of the whole scope gives.
import lunr from 'lunr';
import type { Frequencies } from './frequencies.js';

export interface Bm25 {
  /** Boost of each field, by name. */
  boosts: Readonly<Record<string, number>>;
  k1: number;
  b: number;
  /** The query side stems as the indexing side did: `false` for a language lunr cannot stem. Default: `true`. */
  stem?: boolean;
}

/** Every document's field vectors, scored over the whole site. */
export interface ScoredIndex {
  fields: string[];
  /** The terms, most widely held first (the smallest numbers are written most often). */
  terms: string[];
  /** Per field: each document's term numbers and scores, scores rounded as lunr writes them. */
  vectors: FieldVectors[];
  stem: boolean;
}

/**
 * One field's vectors, every document's in one typed array: a large site has hundreds of thousands of documents
 * (sections) and four fields, and a list of numbers for each (10,000 pages: 1.5 million lists, ~11 million pairs)
 * was memory the collector went through again and again.
 */
export interface FieldVectors {
  /** Term number, score, term number, score… document after document, each document's by term number. */
  pairs: Float64Array;
  /** Where each document's pairs start in `pairs`, and where the last document's end: one more than the documents. */
  starts: Uint32Array;
}

/** Consumes `frequencies`: its postings are emptied as they are scored. */
export function scoreIndex({ fields, documentCount, postings }: Frequencies, { boosts, k1, b, stem = true }: Bm25): ScoredIndex {
  const counted = [...postings.keys()];
  const held = counted.map((term) => postings.get(term)!.fields.reduce((sum, list) => sum + list.length, 0));
  // Term numbers are only names inside the file; numbering by how often a term is written makes the file smaller (lunr's Builder numbers them as it meets them).
  const order = counted.map((_, t) => t).sort((x, y) => held[y]! - held[x]! || x - y);
  const terms = order.map((t) => counted[t]!);

  // Each document's place in its field's array: counted first, then filled term by term (so each document's pairs come by term number).
  const starts = fields.map(() => new Uint32Array(documentCount + 1));
  for (const posted of postings.values()) posted.fields.forEach((list, f) => {
    for (let i = 0; i < list.length; i += 2) starts[f]![list[i]! + 1]! += 2;
  });
  const vectors: FieldVectors[] = starts.map((field) => {
    for (let doc = 0; doc < documentCount; doc++) field[doc + 1]! += field[doc]!;
    return { pairs: new Float64Array(field[documentCount]!), starts: field };
  });
  const next = vectors.map(({ starts }) => starts.slice(0, documentCount));
  const lengths = fields.map(() => new Float64Array(documentCount));
  const idf = new Float64Array(terms.length);
  terms.forEach((term, t) => {
    let withTerm = 0;
    const posted = postings.get(term)!;
    // Each term's postings go once read into the vectors: never both whole at once (10,000 pages: ~11 million postings each).
    postings.delete(term);
    posted.fields.forEach((list, f) => {
      // lunr counts a document once per field that holds the term.
      withTerm += list.length / 2;
      const { pairs } = vectors[f]!;
      const at = next[f]!;
      for (let i = 0; i < list.length; i += 2) {
        const doc = list[i]!;
        const count = list[i + 1]!;
        pairs[at[doc]!] = t;
        pairs[at[doc]! + 1] = count;
        at[doc]! += 2;
        lengths[f]![doc]! += count;
      }
    });
    idf[t] = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
  });
  // Every document has every field, empty or not, as Builder.add records them: the average counts the empty ones too.
  const averageLength = lengths.map((perDoc) => perDoc.reduce((sum, length) => sum + length, 0) / documentCount);

  fields.forEach((field, f) => {
    const boost = boosts[field] ?? 1;
    const { pairs, starts } = vectors[f]!;
    for (let doc = 0; doc < documentCount; doc++) {
      // The same arithmetic, in the same order, as lunr's createFieldVectors, so every rounded score is the one lunr writes.
      for (let i = starts[doc]!; i < starts[doc + 1]!; i += 2) {
        const tf = pairs[i + 1]!;
        let score = (idf[pairs[i]!]! * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (lengths[f]![doc]! / averageLength[f]!)) + tf);
        score *= boost;
        pairs[i + 1] = Math.round(score * 1000) / 1000;
      }
    }
  });
  return { fields: [...fields], terms, vectors, stem };
}

export interface IndexPart {
  /** The documents of the part, by their id in the scope (which is their ref). */
  documents: readonly number[];
  /** Whether a posting is written (first-search.ts leaves the weakest out of the first file). Default: all are. */
  keep?: (field: number, document: number, term: number, score: number) => boolean;
}

/**
 * One part of a scored index, as the JSON text of lunr's serialisation (what
 * `JSON.stringify` writes of it), in pieces made as they are read: a
 * 10,000-page site's index is ~190 MB of text, which the writer takes a
 * piece at a time rather than all at once. Written as text: the object lunr
 * reads has an empty object per posting (no metadata is kept), millions of
 * them for a 10,000-page site, which took more of its build's time in the
 * garbage collector than in making them. `terms`: how many terms the part
 * holds, known before a piece is made.
 */
export function lunrIndexJson(scored: ScoredIndex, part: IndexPart): { json: Iterable<string>; terms: number } {
  const holders = holdersOf(scored, part);
  let terms = 0;
  for (const held of holders) if (held) terms++;
  return { json: lunrIndexPieces(scored, part, holders), terms };
}

/** Per term, per field: the refs holding it in the part (absent: the part holds no posting of the term). */
function holdersOf({ fields, terms, vectors }: ScoredIndex, part: IndexPart): (number[][] | undefined)[] {
  const keep = part.keep ?? (() => true);
  const holders: (number[][] | undefined)[] = new Array(terms.length);
  for (const doc of part.documents) {
    for (let f = 0; f < fields.length; f++) {
      const { pairs, starts } = vectors[f]!;
      for (let i = starts[doc]!; i < starts[doc + 1]!; i += 2) if (keep(f, doc, pairs[i]!, pairs[i + 1]!)) (holders[pairs[i]!] ??= fields.map(() => []))[f]!.push(doc);
    }
  }
  return holders;
}

function* lunrIndexPieces(scored: ScoredIndex, part: IndexPart, holders: (number[][] | undefined)[]): Generator<string> {
  const { fields, terms, vectors } = scored;
  const keep = part.keep ?? (() => true);
  yield `{"version":${JSON.stringify(lunr.version)},"fields":${JSON.stringify(fields)},"fieldVectors":[`;
  let vectorsWritten = 0;
  for (const doc of part.documents) {
    for (let f = 0; f < fields.length; f++) {
      const { pairs, starts } = vectors[f]!;
      let kept = '';
      for (let i = starts[doc]!; i < starts[doc + 1]!; i += 2) if (keep(f, doc, pairs[i]!, pairs[i + 1]!)) kept += `${kept ? ',' : ''}${pairs[i]!},${scoreText(pairs[i + 1]!)}`;
      // lunr looks a field vector up only for a document a posting names: an empty one is never read, and not written.
      if (kept) yield `${vectorsWritten++ ? ',' : ''}[${JSON.stringify(`${fields[f]}/${doc}`)},[${kept}]]`;
    }
  }
  yield '],"invertedIndex":[';
  // Sorted by term, as lunr writes them; each field's refs in ascending order, as an object with number keys is written.
  const held = terms.map((term, t) => [term, t] as const).filter(([, t]) => holders[t]);
  held.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  let n = 0;
  // A ref's `"12":{}` is made once, not once per posting: a 1,000-page index has ~10 times as many postings as refs.
  const refKeys: string[] = [];
  const fieldKeys = fields.map((field) => JSON.stringify(field));
  for (const [term, t] of held) {
    let entry = `${n++ ? ',' : ''}[${JSON.stringify(term)},{"_index":${t}`;
    for (let f = 0; f < fields.length; f++) {
      const refs = ascending(holders[t]![f]!);
      let keys = '';
      for (let i = 0; i < refs.length; i++) keys += (i ? ',' : '') + (refKeys[refs[i]!] ??= `"${refs[i]}":{}`);
      entry += `,${fieldKeys[f]}:{${keys}}`;
    }
    yield `${entry}}]`;
  }
  yield `],"pipeline":${JSON.stringify(scored.stem ? ['stemmer'] : [])}}`;
}

/**
 * A score as JSON writes it (its String(): the scores are finite). Scores are thousandths (scoredIndex rounds them), and
 * a 1,000-page index writes ~600,000 of them but only a few thousand distinct ones: each is turned into text once.
 */
function scoreText(score: number): string {
  const thousandths = Math.round(score * 1000);
  if (thousandths / 1000 !== score || thousandths < 0 || thousandths >= SCORE_TEXTS) return String(score);
  return (scoreTexts[thousandths] ??= String(score));
}
const SCORE_TEXTS = 1_000_000;
const scoreTexts: string[] = [];

/** The refs in ascending order (the parts' documents come in that order already: then as they are). */
function ascending(refs: number[]): number[] {
  for (let i = 1; i < refs.length; i++) if (refs[i - 1]! > refs[i]!) return [...new Set(refs)].sort((a, b) => a - b);
  return refs;
}

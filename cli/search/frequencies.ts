// Term frequencies per document field, exactly as lunr's Builder.add counts
// them (its tokenizer with our separator, then a trimmer, and for English
// lunr's stop-word filter and stemmer), kept as plain lists rather than lunr's objects per field and
// document, from which lunr-json.ts writes lunr's serialisation.
// Each distinct word goes through the pipeline once; a site says the same
// words thousands of times.
import lunr from 'lunr';
import { SEPARATOR } from './tokens.js';

export interface TermPostings {
  /** Per field: document id, frequency, document id, frequency… in document order. */
  fields: number[][];
}

export interface Frequencies {
  fields: string[];
  documentCount: number;
  postings: Map<string, TermPostings>;
}

export type FieldTexts = Record<string, string>;

/**
 * lunr's trimmer takes every character outside ASCII's `\w` off a word's
 * ends: `été` would be indexed as `t`, and an Arabic or Hebrew word as
 * nothing. This one takes off what is not a letter, mark or digit of any script.
 */
const trimmer: lunr.PipelineFunction = (token) => token.update((word) => word.replace(/^[^\p{L}\p{M}\p{N}_]+|[^\p{L}\p{M}\p{N}_]+$/gu, ''));
// Registered, as lunr wants of every function in a pipeline (it warns otherwise); the index file names only the stemmer.
lunr.Pipeline.registerFunction(trimmer, 'unicodeTrimmer');

/** `stem`: English text, whose stop words are left out and words stemmed (lunr's are English only); other languages are indexed word for word. */
export function countTerms(fields: readonly string[], documents: Iterable<FieldTexts>, { stem = true }: { stem?: boolean } = {}): Frequencies {
  const pipeline = new lunr.Pipeline();
  if (stem) pipeline.add(trimmer, lunr.stopWordFilter, lunr.stemmer);
  else pipeline.add(trimmer);
  const processed = new Map<string, string | null>();
  const termOf = (word: string): string | null => {
    let term = processed.get(word);
    if (term === undefined) {
      const [token] = pipeline.run([new lunr.Token(word, {})]);
      // The trimmer leaves punctuation-only words empty: lunr would index "" for them.
      term = token && token.toString() !== '' ? token.toString() : null;
      processed.set(word, term);
    }
    return term;
  };
  const postings = new Map<string, TermPostings>();
  let doc = 0;
  for (const texts of documents) {
    fields.forEach((field, f) => {
      const counts = new Map<string, number>();
      for (const word of (texts[field] ?? '').toLowerCase().split(SEPARATOR)) {
        if (!word) continue;
        const term = termOf(word);
        if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, count] of counts) {
        let entry = postings.get(term);
        if (!entry) {
          entry = { fields: fields.map(() => []) };
          postings.set(term, entry);
        }
        entry.fields[f]!.push(doc, count);
      }
    });
    doc++;
  }
  return { fields: [...fields], documentCount: doc, postings };
}

// Term frequencies per document field, exactly as lunr's Builder.add counts
// them (its tokenizer with our separator, then a trimmer, and for English
// lunr's stop-word filter and stemmer), kept as plain lists rather than lunr's objects per field and
// document, from which lunr-json.ts writes lunr's serialisation.
// Each distinct word goes through the pipeline once; a site says the same
// words thousands of times.
import lunr from 'lunr';
import { identifierPartsIn, SEPARATOR } from './tokens.js';
import { WordTable } from './words.js';

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

/** What one word of a text adds to its counts: its own term, and its identifier parts' terms (tokens.ts). */
interface WordTerms {
  term: string | null;
  parts: readonly string[];
}

const NO_PARTS: readonly string[] = [];

/**
 * `stem`: English text, whose stop words are left out and words stemmed (lunr's are English only); other languages are indexed word for word.
 * `identifiers`: the fields whose identifiers are indexed by their parts too, as if expandIdentifiers had appended them (tokens.ts).
 */
export function countTerms(fields: readonly string[], documents: Iterable<FieldTexts>, { stem = true, identifiers = new Set<string>() }: { stem?: boolean; identifiers?: ReadonlySet<string> } = {}): Frequencies {
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
  // By the word as written (an identifier's parts depend on its capitals): a site's words are mostly the same few thousand.
  const written = new WordTable<WordTerms>((word) => {
    const parts = identifierPartsIn(word);
    return { term: termOf(word.toLowerCase()), parts: parts.length ? parts.map((part) => termOf(part.toLowerCase())).filter((term) => term !== null) : NO_PARTS };
  });
  const postings = new Map<string, TermPostings>();
  // One field of one document at a time: its terms, counted in the order they are met (terms are numbered in that order).
  const counts = new Map<string, number>();
  const later: (readonly string[])[] = [];
  const countWord = ({ term, parts }: WordTerms) => {
    if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
    if (parts.length) later.push(parts);
  };
  let doc = 0;
  for (const texts of documents) {
    for (let f = 0; f < fields.length; f++) {
      const field = fields[f]!;
      const text = texts[field] ?? '';
      if (identifiers.has(field)) {
        // A word's parts are counted after every word, where expandIdentifiers appends them.
        written.forEachWord(text, countWord);
        for (const parts of later) for (const term of parts) counts.set(term, (counts.get(term) ?? 0) + 1);
        later.length = 0;
      } else {
        for (const word of text.toLowerCase().split(SEPARATOR)) {
          if (!word) continue;
          const term = termOf(word);
          if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
        }
      }
      for (const [term, count] of counts) {
        let entry = postings.get(term);
        if (!entry) {
          entry = { fields: fields.map(() => []) };
          postings.set(term, entry);
        }
        entry.fields[f]!.push(doc, count);
      }
      counts.clear();
    }
    doc++;
  }
  return { fields: [...fields], documentCount: doc, postings };
}

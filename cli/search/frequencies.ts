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

/** A text's terms and how often it holds each, in the order they are met: term number (TermCounter's), count, term number, count… */
type TextCounts = Uint32Array;

/**
 * Counts texts' terms through lunr's pipeline, keeping what it learnt of
 * each distinct word. The search thread keeps one per language kind for the
 * whole build, and counts the docs' section texts ahead, while the main
 * thread is still rendering (countAhead): the indexing that follows finds
 * those texts counted.
 */
export class TermCounter {
  private readonly pipeline = new lunr.Pipeline();
  private readonly processed = new Map<string, string | null>();
  // By the word as written (an identifier's parts depend on its capitals): a site's words are mostly the same few thousand.
  private readonly written = new WordTable<WordTerms>((word) => {
    const parts = identifierPartsIn(word);
    return { term: this.termOf(word.toLowerCase()), parts: parts.length ? parts.map((part) => this.termOf(part.toLowerCase())).filter((term) => term !== null) : NO_PARTS };
  });
  private readonly later: (readonly string[])[] = [];
  /**
   * The counts of the texts counted ahead, by the number each was sent under (count-ahead.ts): where they start in
   * `pool`, which holds them one after the other (how many terms, then term number and count for each). A large
   * site keeps hundreds of thousands until its index is made: a list of terms and counts for each took twice the
   * memory, and the collector's time. The texts themselves are not kept (10,000 pages: ~150 MB).
   */
  private readonly ahead = new Map<number, number>();
  private pool = new Uint32Array(4096);
  private used = 0;
  /** The terms texts counted ahead hold, numbered in the order first met. */
  private readonly termNumbers = new Map<string, number>();
  private readonly numberedTerms: string[] = [];
  private counts = new Map<string, number>();
  private readonly countWord = ({ term, parts }: WordTerms) => {
    if (term !== null) this.counts.set(term, (this.counts.get(term) ?? 0) + 1);
    if (parts.length) this.later.push(parts);
  };

  /** `stem`: English text, whose stop words are left out and words stemmed (lunr's are English only); other languages are indexed word for word. */
  constructor(readonly stem: boolean) {
    if (stem) this.pipeline.add(trimmer, lunr.stopWordFilter, lunr.stemmer);
    else this.pipeline.add(trimmer);
  }

  /** Adds the text's terms to `counts`, in the order they are met; with `identifiers`, identifiers' parts too (after every word, where expandIdentifiers appends them). */
  countInto(text: string, identifiers: boolean, counts: Map<string, number>): void {
    if (identifiers) {
      this.counts = counts;
      this.written.forEachWord(text, this.countWord);
      for (const parts of this.later) for (const term of parts) counts.set(term, (counts.get(term) ?? 0) + 1);
      this.later.length = 0;
      return;
    }
    for (const word of text.toLowerCase().split(SEPARATOR)) {
      if (!word) continue;
      const term = this.termOf(word);
      if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
  }

  /** Counts a text of a field with identifiers now, for the indexing to come, which finds it by its number (takeAhead). */
  countAhead(text: string, number: number): void {
    const counts = new Map<string, number>();
    this.countInto(text, true, counts);
    const need = this.used + 1 + counts.size * 2;
    if (need > this.pool.length) {
      const grown = new Uint32Array(Math.max(need, this.pool.length * 2));
      grown.set(this.pool.subarray(0, this.used));
      this.pool = grown;
    }
    const start = this.used;
    let at = start;
    this.pool[at++] = counts.size;
    for (const [term, count] of counts) {
      let termNumber = this.termNumbers.get(term);
      if (termNumber === undefined) {
        termNumber = this.numberedTerms.push(term) - 1;
        this.termNumbers.set(term, termNumber);
      }
      this.pool[at++] = termNumber;
      this.pool[at++] = count;
    }
    this.used = at;
    this.ahead.set(number, start);
  }

  /** The term a number of TextCounts stands for. */
  termNumbered(number: number): string {
    return this.numberedTerms[number]!;
  }

  /** The counts of the text counted ahead under this number, if it was; let go of once taken, and the pool once all are. */
  takeAhead(number: number): TextCounts | undefined {
    const start = this.ahead.get(number);
    if (start === undefined) return undefined;
    this.ahead.delete(number);
    const counts = this.pool.subarray(start + 1, start + 1 + this.pool[start]! * 2);
    // Every text counted ahead taken: the pool goes too.
    if (!this.ahead.size) {
      this.pool = new Uint32Array(4096);
      this.used = 0;
    }
    return counts;
  }

  private termOf(word: string): string | null {
    let term = this.processed.get(word);
    if (term === undefined) {
      const [token] = this.pipeline.run([new lunr.Token(word, {})]);
      // The trimmer leaves punctuation-only words empty: lunr would index "" for them.
      term = token && token.toString() !== '' ? token.toString() : null;
      this.processed.set(word, term);
    }
    return term;
  }
}

/** Which documents' texts of a field `counter` counted ahead: document by document, the number of its text, or -1. */
export interface CountedAhead {
  field: string;
  numbers: ArrayLike<number>;
}

/**
 * Every document's term frequencies, per field. `identifiers`: the fields
 * whose identifiers are indexed by their parts too, as if expandIdentifiers
 * had appended them (tokens.ts). `counter`: one that has counted before (and
 * maybe counted some of these texts ahead: `ahead` says which, and their
 * texts may be left empty); by default a new one.
 */
export function countTerms(fields: readonly string[], documents: Iterable<FieldTexts>, { stem = true, identifiers = new Set<string>(), counter = new TermCounter(stem), ahead }: { stem?: boolean; identifiers?: ReadonlySet<string>; counter?: TermCounter; ahead?: CountedAhead } = {}): Frequencies {
  const postings = new Map<string, TermPostings>();
  const post = (term: string, f: number, doc: number, count: number) => {
    let entry = postings.get(term);
    if (!entry) {
      entry = { fields: fields.map(() => []) };
      postings.set(term, entry);
    }
    entry.fields[f]!.push(doc, count);
  };
  // One field of one document at a time: its terms, counted in the order they are met (terms are numbered in that order).
  const counts = new Map<string, number>();
  let doc = 0;
  for (const texts of documents) {
    for (let f = 0; f < fields.length; f++) {
      const field = fields[f]!;
      const text = texts[field] ?? '';
      const withIdentifiers = identifiers.has(field);
      const number = field === ahead?.field ? ahead.numbers[doc]! : -1;
      if (number >= 0) {
        const counted = counter.takeAhead(number);
        // Counted with identifiers (countAhead); the thread was sent the text, so it holds its counts.
        if (!counted || !withIdentifiers) throw new Error(`search index: text ${number} was not counted ahead`);
        for (let i = 0; i < counted.length; i += 2) post(counter.termNumbered(counted[i]!), f, doc, counted[i + 1]!);
        continue;
      }
      counter.countInto(text, withIdentifiers, counts);
      for (const [term, count] of counts) post(term, f, doc, count);
      counts.clear();
    }
    doc++;
  }
  return { fields: [...fields], documentCount: doc, postings };
}

// Which postings the first file of a search tag holds, so that what a reader
// downloads for a first search stays within its budget (≤ 100 KB gzip for
// the manual): every posting of the titles, tags and categories, and in the
// body text each word's strongest section (the one where it scores highest;
// ties all kept). Every word of the docs thus finds a section on the first
// search. The other postings go in the second file, which completes the
// index from the second search on.
//
// Measured on the manual (tests/manual/search-quality.test.ts's questions,
// first file alone): 48 of 50 answered in the first 8 results, as with the
// whole index less the one question the API reference answers. Keeping
// also each section's 2 strongest words costs 2.4 KB and answers the same;
// no body text at all saves 38 KB and loses 2 answers.
import type { IndexPart, ScoredIndex } from './lunr-json.js';

/** Sections each body-text word keeps in the first file. */
export const SECTIONS_PER_WORD = 1;

/** Whether a posting of one of `documents` goes in the first file. */
export function firstSearchPostings(scored: ScoredIndex, documents: readonly number[], field = 'content'): NonNullable<IndexPart['keep']> {
  const f = scored.fields.indexOf(field);
  if (f < 0) return () => true;
  // Per term, its SECTIONS_PER_WORD highest scores (highest first) and how many sections hold it: no list of every score to sort.
  const k = SECTIONS_PER_WORD;
  const top = new Float64Array(scored.terms.length * k).fill(-Infinity);
  const held = new Uint32Array(scored.terms.length);
  for (const doc of documents) {
    const { pairs, starts } = scored.vectors[f]!;
    for (let i = starts[doc]!; i < starts[doc + 1]!; i += 2) {
      const term = pairs[i]!;
      const score = pairs[i + 1]!;
      held[term]!++;
      const first = term * k;
      if (score <= top[first + k - 1]!) continue;
      let at = first + k - 1;
      for (; at > first && top[at - 1]! < score; at--) top[at] = top[at - 1]!;
      top[at] = score;
    }
  }
  // The lowest score a word keeps: that of its last section kept.
  const floor = Array.from(held, (sections, term) => (sections <= k ? -Infinity : top[term * k + k - 1]!));
  return (field, _document, term, score) => field !== f || score >= floor[term]!;
}

// How much of a query a result covers. lunr scores each word of a query on
// its own and adds the scores up, so one word that is strong in a short title
// ("Without groups") outranked the section holding every other word of the
// question ("If an instrument has no real trades…"). DocSearch, which most
// Docusaurus sites search with, ranks results by how many of the query's words
// they match before anything else; a strict order like that buried good
// single-word hits under weak many-word ones on the manual's question set, so
// here the score is weighted instead: by the share of the query's words a
// result matched, squared (every word ×1, three of four ×0.56, one of two
// ×0.25). Stop words ("how", "is", "a") are left out of the count: the index
// holds none, and each still prefix-matches words it begins.

/** Terms of this many letters or more also match a word one edit away (a typo), below an exact match. */
export const FUZZY_MIN_LENGTH = 5;

/** A word of the query as the index sees it: the stems the index's pipeline makes of it (none for a stop word). */
export interface QueryWord {
  term: string;
  stems: readonly string[];
}

/**
 * The factor a result's score is multiplied by: the share of the query's
 * (non-stop) words that some index word it matched answers, squared; 1 for
 * a query of stop words only.
 */
export function coverageWeight(matched: ReadonlySet<string>, query: readonly QueryWord[], typos: boolean): number {
  const counted = query.filter((word) => word.stems.length > 0);
  if (!counted.length) return 1;
  let covered = 0;
  for (const word of counted) {
    for (const indexWord of matched) {
      if (answers(indexWord, word, typos)) {
        covered++;
        break;
      }
    }
  }
  return (covered / counted.length) ** 2;
}

/** Whether an index word is one the query's clauses for `word` reach (search-client.ts' addTerms): its stem, a word it begins, or one edit from its stem. */
export function answers(indexWord: string, { term, stems }: QueryWord, typos: boolean): boolean {
  if (stems.includes(indexWord) || indexWord.startsWith(term)) return true;
  return typos && [...term].length >= FUZZY_MIN_LENGTH && stems.some((stem) => withinOneEdit(indexWord, stem));
}

/** One insertion, deletion, substitution or swap of neighbours apart at most: the edits lunr's fuzzy match allows. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  // What differs is one character replaced, added or dropped…
  if (restA <= 1 && restB <= 1) return true;
  // …or two neighbours swapped.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

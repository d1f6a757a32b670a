// Code identifiers must be findable whole and by their parts:
// `supportTrackLatency`, `symbol_info`, `bar-transform`. The index keeps each
// identifier as one token and adds its parts beside it.

const IDENTIFIER = /[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*/g;

/** The parts of an identifier: `supportTrackLatency` → support, Track, Latency. */
export function identifierParts(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s\-_.]+/)
    .filter(Boolean);
}

/** Runs of the characters identifiers are made of; no identifier spans two. */
const RUN = /[A-Za-z0-9._-]+/g;
/**
 * A longer run (a hash, a base64 blob, a line of x's) is not an identifier
 * anyone searches by its parts, and IDENTIFIER backtracks over a run at
 * every position in it, so splitting one costs time quadratic in its length.
 */
const MAX_IDENTIFIER = 200;

/** Text with the parts of every identifier appended, for indexing. */
export function expandIdentifiers(text: string): string {
  const extra = identifierPartsIn(text);
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}

/**
 * The parts of every identifier in the text, in order: what expandIdentifiers
 * appends. Of one word of a text split on white space, they are the parts
 * that word adds (no identifier spans white space), which the indexer keeps
 * per distinct word: a site says the same words thousands of times.
 */
export function identifierPartsIn(text: string): string[] {
  const extra: string[] = [];
  // exec loops rather than matchAll, which copies its regex for every run: half the time of indexing a site's words.
  const runs = new RegExp(RUN);
  const identifiers = new RegExp(IDENTIFIER);
  for (let run = runs.exec(text); run; run = runs.exec(text)) {
    const word = run[0];
    // The shortest identifier, `aB`, has two characters.
    if (word.length < 2 || word.length > MAX_IDENTIFIER) continue;
    identifiers.lastIndex = 0;
    for (let match = identifiers.exec(word); match; match = identifiers.exec(word)) extra.push(...identifierParts(match[0]));
  }
  return extra;
}

/** Tokens are split on white space only, so identifiers stay whole. */
export const SEPARATOR = /[\s]+/;

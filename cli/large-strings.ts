// Two things about large strings in V8 that decide how much memory a build
// of a large site or OpenAPI document takes.
//
// Strings built by `+=` are kept as "cons strings": a node pointing at both
// halves, so a renderer's output (React's string renderer, markdown-it, the
// highlighters) is a tree of thousands of nodes, many times the memory of
// its text. Reading a character makes V8 copy the text into one flat string
// and drop the tree.
//
// V8 stores a string one byte a character when every character fits in
// Latin-1, two bytes otherwise; a string joined from pieces is two bytes a
// character when any piece is, even a piece of plain ASCII that some library
// made two bytes wide (shiki's theme names, parsed from JSON that holds other
// characters). One such piece doubles the memory of every page body it lands in.
//
// Writing a string encodes all of it into a buffer first, so a large API
// reference body would be held twice (and its page-data JSON, escaped, once
// more). Written in slices, only a slice is encoded at a time.

/** `text`, flattened in place (the same value: only its representation in memory changes). */
export function flatString(text: string): string {
  text.charCodeAt(0);
  return text;
}

const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/** `text`, stored one byte a character when all of it fits (a copy made through Latin-1); as it is otherwise. For short strings that many others are built from. */
export function oneByteString(text: string): string {
  return BEYOND_LATIN1.test(text) ? text : Buffer.from(text, 'latin1').toString('latin1');
}

/** Characters per slice of a long string written or escaped piecewise. */
export const SLICE_LENGTH = 1 << 20;

/** `text` in consecutive slices of about `length` characters, never splitting a surrogate pair (its halves alone are not text). */
export function* stringSlices(text: string, length = SLICE_LENGTH): Generator<string> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + length, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
    yield text.slice(start, end);
    start = end;
  }
}

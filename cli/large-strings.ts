// Two things about large strings in V8 that decide how much memory a build
// of a large site or OpenAPI document takes.
//
// Strings built by `+=` are kept as "cons strings": a node pointing at both
// halves, so a renderer's output (React's string renderer, markdown-it, the
// highlighters) is a tree of thousands of nodes, many times the memory of
// its text. Reading a character makes V8 copy the text into one flat string
// and drop the tree.
//
// Writing a string encodes all of it into a buffer first, so a large API
// reference body would be held twice (and its page-data JSON, escaped, once
// more). Written in slices, only a slice is encoded at a time.

/** `text`, flattened in place (the same value: only its representation in memory changes). */
export function flatString(text: string): string {
  text.charCodeAt(0);
  return text;
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

// Whether a document's text can name another file or a URL. swagger-parser's
// `resolve` walks the whole parsed document for `$ref`s to other files
// (~240 ms for GitHub's 13 MB document, which has none). Read off the text
// instead, conservatively: the document is taken to be self-contained only
// when every `$ref` in it is a key whose value starts with `#`. Anything else
// (a `$ref` in prose, an escaped key, a value on the next line) sends the load
// down the full walk, which gives the same result a little later.

/** A `$ref` key, quoted or not, its value on the same line: the value's first character is captured. */
const REF = /\$ref["']?[ \t]*:[ \t]*["']?(.)?/g;
/** A key spelled with an escape (`"\u0024ref"`) that a parser reads as `$ref`. */
const ESCAPED_DOLLAR = /\\(?:u0024|x24|U00000024)/i;

/** True when every `$ref` in `text` points inside the document itself (`#/…`); false when one may not. */
export function onlyLocalRefs(text: string): boolean {
  if (ESCAPED_DOLLAR.test(text)) return false;
  let count = 0;
  for (const match of text.matchAll(REF)) {
    if (match[1] !== '#') return false;
    count++;
  }
  // Every occurrence of `$ref` must have been one of the keys above (none in prose, none of another shape).
  return count === occurrences(text, '$ref');
}

function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) count++;
  return count;
}

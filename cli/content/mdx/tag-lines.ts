// Whether a source has a line that opens with a tag (after spaces and tabs):
// what decides that a page needs its components run or its tags read. The
// regular expression `/^[ \t]*<(?:…)/m` said the same, but tried every
// position of the text for `^` (the Markdown export's 1,000 pages: 35 ms of
// one such test); this looks only where a `<` is.

/**
 * `/^[ \t]*<X/m.test(source)`, where `after` is X as a sticky expression (flag `y`), tried just past the `<`.
 * A line starts where the multiline `^` would: at the start, or after \n, \r, U+2028 or U+2029.
 */
export function hasTagLine(source: string, after: RegExp): boolean {
  for (let at = source.indexOf('<'); at >= 0; at = source.indexOf('<', at + 1)) {
    let start = at;
    while (start > 0 && (source.charCodeAt(start - 1) === 32 || source.charCodeAt(start - 1) === 9)) start--;
    if (start > 0 && !isLineTerminator(source.charCodeAt(start - 1))) continue;
    after.lastIndex = at + 1;
    if (after.test(source)) return true;
  }
  return false;
}

const isLineTerminator = (code: number) => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;

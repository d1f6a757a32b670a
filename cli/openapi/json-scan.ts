// Steps over the text of a JSON document without parsing it: past white
// space, a string, or a whole value (brackets counted, strings skipped
// whole). The locators of large JSON documents (json-source.ts, and
// cli/diff/json-locate.ts) read only the objects a question passes through,
// at memory speed, instead of building a tree of the whole document.

export function skipSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    i++;
  }
  return i;
}

/** Past the closing quote of the string starting at `i`: the next quote not escaped (after an even run of backslashes). */
export function skipString(text: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) throw new Error('unterminated string');
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 92 /* \ */) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Past the value starting at `i`: brackets counted, strings skipped whole. */
export function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return skipString(text, i);
  if (c !== 123 && c !== 91) {
    let j = i;
    while (j < text.length && !ENDS_SCALAR.has(text.charCodeAt(j))) j++;
    return j;
  }
  // From bracket or quote to the next: what lies between (numbers, literals, white space) cannot open or close anything.
  const next = /["[\]{}]/g;
  let depth = 0;
  let j = i;
  for (;;) {
    next.lastIndex = j;
    const found = next.exec(text);
    if (!found) throw new Error('unterminated value');
    const d = text.charCodeAt(found.index);
    if (d === 34) {
      j = skipString(text, found.index);
      continue;
    }
    j = found.index + 1;
    if (d === 123 || d === 91) depth++;
    else if (--depth === 0) return j;
  }
}

/** `,` `}` `]` and white space: what ends a number, `true`, `false` or `null`. */
const ENDS_SCALAR = new Set([44, 125, 93, 32, 10, 13, 9]);

/**
 * Each member of the object (or item of the array) starting at `at`, in order: its key (an array item's index),
 * the offset of its key and of its value. False for any other value.
 */
export function forEachMember(text: string, at: number, visit: (key: string, keyAt: number, valueAt: number) => void): boolean {
  const open = text.charCodeAt(at);
  if (open !== 123 /* { */ && open !== 91 /* [ */) return false;
  let i = skipSpace(text, at + 1);
  let index = 0;
  while (i < text.length && text.charCodeAt(i) !== 125 && text.charCodeAt(i) !== 93) {
    let key = String(index++);
    const keyAt = i;
    if (open === 123) {
      const end = skipString(text, i);
      key = JSON.parse(text.slice(i, end)) as string;
      i = skipSpace(text, skipSpace(text, end) + 1); // past the colon
    }
    visit(key, keyAt, i);
    i = skipSpace(text, skipValue(text, i));
    if (text.charCodeAt(i) === 44 /* , */) i = skipSpace(text, i + 1);
  }
  return true;
}

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

/** Past the closing quote of the string starting at `i`. */
export function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92 /* \ */) j++;
    else if (c === 34 /* " */) return j + 1;
  }
  throw new Error('unterminated string');
}

/** Past the value starting at `i`: brackets counted, strings skipped whole. */
export function skipValue(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return skipString(text, i);
  if (c !== 123 && c !== 91) {
    let j = i;
    while (j < text.length && !',}] \n\r\t'.includes(text[j]!)) j++;
    return j;
  }
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const d = text.charCodeAt(j);
    if (d === 34) j = skipString(text, j) - 1;
    else if (d === 123 || d === 91) depth++;
    else if (d === 125 || d === 93) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  throw new Error('unterminated value');
}

// The extent of a JavaScript expression in braces (`{…}`), as MDX writes
// props and comments: nested braces, strings, template literals and comments
// are stepped over so a `}` inside them does not end it.

/** Offset just after the `}` matching the `{` at `open`, or -1 when it is not closed before `limit`. */
export function expressionEnd(src: string, open: number, limit = src.length): number {
  // Each entry is what the current level is: a brace, or a template literal's `${` within it.
  const stack: Array<'{' | '`'> = [];
  let at = open;
  while (at < limit) {
    const char = src[at]!;
    if (char === '{') stack.push('{');
    else if (char === '}') {
      stack.pop();
      if (stack.length === 0) return at + 1;
      // Back inside a template literal whose `${…}` just closed.
      if (stack.at(-1) === '`') {
        at = templateEnd(src, at + 1, limit, stack);
        if (at < 0) return -1;
        continue;
      }
    } else if (char === '"' || char === "'") {
      at = stringEnd(src, at, limit);
      if (at < 0) return -1;
      continue;
    } else if (char === '`') {
      stack.push('`');
      at = templateEnd(src, at + 1, limit, stack);
      if (at < 0) return -1;
      continue;
    } else if (char === '/' && src[at + 1] === '*') {
      const close = src.indexOf('*/', at + 2);
      if (close < 0 || close >= limit) return -1;
      at = close + 2;
      continue;
    } else if (char === '/' && src[at + 1] === '/') {
      const close = src.indexOf('\n', at);
      at = close < 0 ? limit : close;
      continue;
    }
    at++;
  }
  return -1;
}

/** Offset after the closing quote of the string starting at `at`. */
function stringEnd(src: string, at: number, limit: number): number {
  const quote = src[at];
  for (let i = at + 1; i < limit; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === quote) return i + 1;
    else if (src[i] === '\n') return -1;
  }
  return -1;
}

/**
 * Reads template-literal text from `at`: returns the offset after its closing
 * backtick (popping it), or after a `${` (pushing a brace), or -1.
 */
function templateEnd(src: string, at: number, limit: number, stack: Array<'{' | '`'>): number {
  for (let i = at; i < limit; i++) {
    if (src[i] === '\\') i++;
    else if (src[i] === '`') {
      stack.pop();
      return i + 1;
    } else if (src[i] === '$' && src[i + 1] === '{') {
      stack.push('{');
      return i + 2;
    }
  }
  return -1;
}

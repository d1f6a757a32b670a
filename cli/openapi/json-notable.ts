// One pass over a JSON document's text that checks it is strict JSON (RFC 8259:
// no comments, no trailing commas, no single quotes, nothing after the value)
// and notes where every string `description` and `$ref` is written. What
// json-source.ts needs of a whole document, and all it needs: jsonc-parser's
// visitor did the same through a general scanner that made a token of every
// number, key and punctuation mark (GitHub's 13 MB: ~110 ms of every build
// whose descriptions have links, and of every `check`). It stays the
// reference in tests/unit/openapi-json-notable.test.ts.
import type { WrittenDescription } from './source-tree.js';

export interface NotableValues {
  descriptions: WrittenDescription[];
  /** Each `$ref`'s value and where its string starts. */
  refs: [string, number][];
}

/** Thrown inside, caught at the top: the text is not strict JSON. */
class NotJson extends Error {}

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * The string `description`s and `$ref`s in document order, or undefined when the text is not strict JSON (a
 * leading byte order mark allowed), or is nested deeper than the stack allows (jsonc-parser, before, threw there).
 */
export function notableValues(text: string): NotableValues | undefined {
  const found: NotableValues = { descriptions: [], refs: [] };
  try {
    const end = skipSpace(text, value(text, skipSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0), found));
    return end === text.length ? found : undefined;
  } catch (caught) {
    if (caught instanceof NotJson || caught instanceof RangeError) return undefined;
    throw caught;
  }
}

/** Past the value at `i`. */
function value(text: string, i: number, found: NotableValues): number {
  const c = text.charCodeAt(i);
  if (c === 123 /* { */) return object(text, i, found);
  if (c === 91 /* [ */) return array(text, i, found);
  if (c === QUOTE) return string(text, i);
  if (c === 45 /* - */ || (c >= 48 && c <= 57)) return number(text, i);
  for (const literal of LITERALS) if (text.startsWith(literal, i)) return i + literal.length;
  throw new NotJson();
}

const LITERALS = ['true', 'false', 'null'];

function object(text: string, i: number, found: NotableValues): number {
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 125 /* } */) return i + 1;
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) throw new NotJson();
    const keyEnd = string(text, i);
    const key = keyOf(text, i, keyEnd);
    i = skipSpace(text, keyEnd);
    if (text.charCodeAt(i) !== 58 /* : */) throw new NotJson();
    i = skipSpace(text, i + 1);
    const start = i;
    i = value(text, i, found);
    if (text.charCodeAt(start) === QUOTE) {
      if (key === 'description') found.descriptions.push({ text: JSON.parse(text.slice(start, i)), start, end: i, block: false, literal: false });
      else if (key === '$ref') found.refs.push([JSON.parse(text.slice(start, i)), start]);
    }
    i = skipSpace(text, i);
    const next = text.charCodeAt(i);
    if (next === 125 /* } */) return i + 1;
    if (next !== 44 /* , */) throw new NotJson();
    i = skipSpace(text, i + 1);
  }
}

/** The key written from `start` to `end` (quotes included) when it may be one of the two that matter; the text of any other is never made. */
function keyOf(text: string, start: number, end: number): string | undefined {
  const length = end - start;
  if (length === 13 || length === 6) return text.slice(start + 1, end - 1);
  // Written with escapes (`"descr\u0069ption"`): read as JSON reads it.
  if (length > 6) for (let i = start + 1; i < end - 1; i++) if (text.charCodeAt(i) === BACKSLASH) return JSON.parse(text.slice(start, end)) as string;
  return undefined;
}

function array(text: string, i: number, found: NotableValues): number {
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === 93 /* ] */) return i + 1;
  for (;;) {
    i = skipSpace(text, value(text, i, found));
    const next = text.charCodeAt(i);
    if (next === 93 /* ] */) return i + 1;
    if (next !== 44 /* , */) throw new NotJson();
    i = skipSpace(text, i + 1);
  }
}

/** Past the closing quote of the string at `i`, its escapes and characters checked. */
function string(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c < 0x20) throw new NotJson();
    if (c !== BACKSLASH) continue;
    const escaped = text.charCodeAt(++i);
    if (escaped === 117 /* u */) {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) throw new NotJson();
      i += 4;
    } else if (!ESCAPES.has(escaped)) throw new NotJson();
  }
  throw new NotJson();
}

/** `"` `\` `/` `b` `f` `n` `r` `t`. */
const ESCAPES = new Set([34, 92, 47, 98, 102, 110, 114, 116]);

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function number(text: string, i: number): number {
  NUMBER.lastIndex = i;
  if (!NUMBER.test(text)) throw new NotJson();
  return NUMBER.lastIndex;
}

function skipSpace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return i;
    i++;
  }
}

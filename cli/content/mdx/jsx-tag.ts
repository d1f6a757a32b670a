// One JSX tag read from MDX source: `<Tabs groupId="os">`, `</TabItem>`,
// `<Partial />`, `<A.B prop={{ a: 1 }}>`, written on one line or several.
// Only the tag itself: what lies between an opening and a closing tag is
// Markdown, which the Markdown parser reads.
import { expressionEnd } from './expression.js';

export type JsxValue = { kind: 'string'; text: string } | { kind: 'expression'; source: string } | { kind: 'true' };

export interface JsxAttribute {
  name: string;
  value: JsxValue;
}

export interface JsxTag {
  /** `Tabs`, `TabItem`, `A.B`, `details`; `''` for a fragment (`<>`). */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: JsxAttribute[];
  /** Offset of `<` and the offset just after `>`. */
  start: number;
  end: number;
}

const NAME = /[A-Za-z][\w-]*(?:\.[A-Za-z_$][\w$]*)*/y;
const ATTRIBUTE_NAME = /[A-Za-z_$][\w$:.-]*/y;
const SPACE = /\s*/y;

/** The tag starting at `start` (which holds `<`), or `null` when the text there is not one. */
export function readJsxTag(src: string, start: number, limit = src.length): JsxTag | null {
  let at = start + 1;
  const closing = src.charCodeAt(at) === 0x2f; // '/'
  if (closing) at++;
  let name = '';
  if (src.charCodeAt(at) !== 0x3e) {
    NAME.lastIndex = at;
    const match = NAME.exec(src);
    if (!match) return null;
    name = match[0];
    at = NAME.lastIndex;
  }
  const attributes: JsxAttribute[] = [];
  for (;;) {
    at = skipSpace(src, at);
    if (at >= limit) return null;
    const char = src[at];
    if (char === '>') return { name, closing, selfClosing: false, attributes, start, end: at + 1 };
    if (char === '/' && src[at + 1] === '>') return closing ? null : { name, closing, selfClosing: true, attributes, start, end: at + 2 };
    if (closing) return null;
    if (char === '{') {
      // A spread (`{...props}`): nothing a static page can use, but it must not end the tag.
      const end = expressionEnd(src, at, limit);
      if (end < 0) return null;
      at = end;
      continue;
    }
    ATTRIBUTE_NAME.lastIndex = at;
    const attributeName = ATTRIBUTE_NAME.exec(src)?.[0];
    if (!attributeName) return null;
    at = skipSpace(src, ATTRIBUTE_NAME.lastIndex);
    if (src[at] !== '=') {
      attributes.push({ name: attributeName, value: { kind: 'true' } });
      continue;
    }
    at = skipSpace(src, at + 1);
    const quote = src[at];
    if (quote === '"' || quote === "'") {
      const close = src.indexOf(quote, at + 1);
      if (close < 0 || close >= limit) return null;
      attributes.push({ name: attributeName, value: { kind: 'string', text: src.slice(at + 1, close) } });
      at = close + 1;
    } else if (quote === '{') {
      const end = expressionEnd(src, at, limit);
      if (end < 0) return null;
      attributes.push({ name: attributeName, value: { kind: 'expression', source: src.slice(at + 1, end - 1).trim() } });
      at = end;
    } else return null;
  }
}

function skipSpace(src: string, at: number): number {
  SPACE.lastIndex = at;
  SPACE.exec(src);
  return SPACE.lastIndex;
}

/** Components are capitalised or dotted (`Tabs`, `A.B`); lowercase names are HTML elements. */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes('.');
}

/** HTML elements whose content MDX reads as Markdown rather than as raw HTML. */
const MARKDOWN_HTML = new Set(['details', 'summary']);

/** Names whose tags, on lines of their own, hold Markdown: components, `details` and `summary`. */
export function isFlowJsxName(name: string): boolean {
  return isComponentName(name) || MARKDOWN_HTML.has(name);
}

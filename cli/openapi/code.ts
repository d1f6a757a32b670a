// Code in the reference is highlighted at build time, so no highlighter
// ships to the browser: JSON examples and curl samples with compact
// class-based highlighters of their own (json-highlight.ts,
// curl-highlight.ts), anything else with the site's highlighter (shiki).
import { LRUCache } from 'lru-cache';
import type { Highlighter } from '../content/highlight/highlighter.js';
import { flatString } from '../large-strings.js';
import { escapeHtml } from '../escape-html.js';
import { highlightCurl } from './curl-highlight.js';
import { highlightJson } from './json-highlight.js';

/** `language` is a shiki language name, or `curl` for a request sample of curl.ts. */
export type CodeRenderer = (code: string, language: string) => string;

/** How much highlighted code (and its source) the memo keeps, in characters. */
const MEMO_CHARACTERS = 8_000_000;

export function createCodeRenderer(highlighter: Highlighter): CodeRenderer {
  // Examples repeat (a shared error response): the recent ones are kept, up
  // to a size, so a large document's every example is not held at once.
  const memo = new LRUCache<string, string>({ maxSize: MEMO_CHARACTERS, sizeCalculation: (html, key) => html.length + key.length });
  return (code, language) => {
    const key = `${language}\n${code}`;
    let html = memo.get(key);
    if (html === undefined) {
      html = flatString(language === 'json' ? highlightJson(code) : language === 'curl' ? highlightCurl(code) : highlightedOrPlain(highlighter, code, language));
      memo.set(key, html);
    }
    return html;
  };
}

/** A block that has no grammar, or took too long to highlight (see deadline.ts), is shown plain. */
function highlightedOrPlain(highlighter: Highlighter, code: string, language: string): string {
  const highlighted = highlighter.highlight(code, language);
  return typeof highlighted === 'string' ? highlighted : `<pre class="shiki plain" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
}

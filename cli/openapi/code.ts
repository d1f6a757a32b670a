// Code in the reference is highlighted at build time, so no highlighter
// ships to the browser: JSON examples and curl samples with compact
// class-based highlighters of their own (json-highlight.ts,
// curl-highlight.ts), anything else with the site's highlighter (shiki).
import type { Highlighter } from '../content/highlight.js';
import { escapeHtml } from '../render/html.js';
import { highlightCurl } from './curl-highlight.js';
import { highlightJson } from './json-highlight.js';

/** `language` is a shiki language name, or `curl` for a request sample of curl.ts. */
export type CodeRenderer = (code: string, language: string) => string;

export function createCodeRenderer(highlighter: Highlighter): CodeRenderer {
  // Examples repeat (a shared error response); each text is highlighted once.
  const memo = new Map<string, string>();
  return (code, language) => {
    const key = `${language}\n${code}`;
    let html = memo.get(key);
    if (html === undefined) {
      html = language === 'json' ? highlightJson(code) : language === 'curl' ? highlightCurl(code) : (highlighter.highlight(code, language) ?? `<pre class="shiki plain" tabindex="0"><code>${escapeHtml(code)}</code></pre>`);
      memo.set(key, html);
    }
    return html;
  };
}

// Code in the reference (request samples, JSON examples) is highlighted at
// build time with the same highlighter as code blocks in the manual, so both
// switch colours with the theme and no highlighter ships to the browser.
import type { Highlighter } from '../content/highlight.js';
import { escapeHtml } from '../render/html.js';

export type CodeRenderer = (code: string, language: string) => string;

export function createCodeRenderer(highlighter: Highlighter): CodeRenderer {
  // Examples repeat (a shared error response); each text is highlighted once.
  const memo = new Map<string, string>();
  return (code, language) => {
    const key = `${language}\n${code}`;
    let html = memo.get(key);
    if (html === undefined) {
      html = highlighter.highlight(code, language) ?? `<pre class="shiki plain" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
      memo.set(key, html);
    }
    return html;
  };
}

// Code in the reference is highlighted at build time, so no highlighter
// ships to the browser: request samples with the manual's highlighter (shiki),
// JSON examples with a compact class-based one (see json-highlight.ts).
import type { Highlighter } from '../content/highlight.js';
import { escapeHtml } from '../render/html.js';
import { highlightJson } from './json-highlight.js';

export type CodeRenderer = (code: string, language: string) => string;

export function createCodeRenderer(highlighter: Highlighter): CodeRenderer {
  // Examples repeat (a shared error response); each text is highlighted once.
  const memo = new Map<string, string>();
  return (code, language) => {
    const key = `${language}\n${code}`;
    let html = memo.get(key);
    if (html === undefined) {
      html = language === 'json' ? highlightJson(code) : (highlighter.highlight(code, language) ?? `<pre class="shiki plain" tabindex="0"><code>${escapeHtml(code)}</code></pre>`);
      memo.set(key, html);
    }
    return html;
  };
}

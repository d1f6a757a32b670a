// Fenced code: highlighted at build time, an optional `title="…"`, and a
// copy button that the runtime wires up (hidden without JavaScript).
import type { MarkdownIt } from 'markdown-it';
import type { Highlighter } from '../highlight/highlighter.js';

export function codeBlocks(md: MarkdownIt, highlighter: Highlighter): void {
  const escape = md.utils.escapeHtml;
  md.renderer.rules.fence = (tokens, index) => {
    const token = tokens[index]!;
    const info = token.info.trim();
    const language = info.split(/\s+/)[0] ?? '';
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
    const titleText = title ? (title[1] ?? title[2] ?? title[3] ?? '') : '';
    const code = token.content;
    const highlighted = language ? highlighter.highlight(code, language) : null;
    const pre = highlighted ?? `<pre class="shiki plain" tabindex="0"><code>${escape(code)}</code></pre>`;
    return (
      `<div class="code-block${language ? ` language-${escape(language)}` : ''}">` +
      (titleText ? `<div class="code-title">${escape(titleText)}</div>` : '') +
      pre +
      `<button type="button" class="copy-code" aria-label="Copy code to clipboard">Copy</button>` +
      `</div>\n`
    );
  };
}

/** Languages named by the fences of a Markdown source, to load their grammars up front. */
export function fenceLanguages(markdown: string): Set<string> {
  const languages = new Set<string>();
  for (const match of markdown.matchAll(/^[ \t]{0,3}(?:```+|~~~+)[ \t]*([\w+#-]+)/gm)) languages.add(match[1]!);
  return languages;
}

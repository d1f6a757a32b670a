// Fenced code: highlighted at build time, an optional `title="…"`, line
// highlights and numbers (code-lines.ts), and a copy button that the runtime
// wires up (hidden without JavaScript). A block marked `npm2yarn` becomes
// tabs of the same commands for npm, Yarn and pnpm.
import type { MarkdownIt } from 'markdown-it';
import npmToYarn from 'npm-to-yarn';
import { envOf } from '../env.js';
import { warning } from '../../diagnostics.js';
import { HIGHLIGHT_DEADLINE_MS, isTooSlow } from '../highlight/deadline.js';
import type { Highlighter } from '../highlight/highlighter.js';
import { TAB_PANEL_CLOSE, TABS_CLOSE, tabPanelOpen, tabsOpen, type TabSet } from '../mdx/tabs-markup.js';
import { decorateLines, hasDecorations, readCodeLines } from './code-lines.js';

// The package's types declare an ES default export but the package says it is CommonJS, so TypeScript sees the
// module object; what is imported (its ES build) is the function.
const convert = npmToYarn as unknown as (command: string, to: 'yarn' | 'pnpm') => string;
const NPM2YARN = /(?:^|\s)npm2yarn(?=\s|$)/;
const PACKAGE_MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

/** How a Mermaid diagram's block opens: the page that has one loads the script that draws it (render/full-load.ts). */
export const DIAGRAM_MARKUP = '<pre class="mermaid">';

export interface CodeBlockLabels {
  copy: string;
  ariaLabel: string;
}

export const ENGLISH_LABELS: CodeBlockLabels = { copy: 'Copy', ariaLabel: 'Copy code to clipboard' };

/**
 * `diagrams`: a ```mermaid fence is a diagram (`markdown.mermaid`), its source kept as the block's text, which the
 * browser draws (runtime/diagrams.ts) and a reader without JavaScript reads as it is.
 */
export function codeBlocks(md: MarkdownIt, highlighter: Highlighter, labels: CodeBlockLabels = ENGLISH_LABELS, { diagrams = false }: { diagrams?: boolean } = {}): void {
  const escape = md.utils.escapeHtml;
  const button = `<button type="button" class="copy-code" aria-label="${escape(labels.ariaLabel)}">${escape(labels.copy)}</button>`;
  const block = (content: string, info: string, env: unknown, line: number) => {
    // The first word names the language unless it is already metadata (`showLineNumbers`, `{1,3}`, `title=…`).
    const first = info.split(/\s+/)[0] ?? '';
    const language = /[={]|^showLineNumbers$/.test(first) ? '' : first;
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
    const titleText = title ? (title[1] ?? title[2] ?? title[3] ?? '') : '';
    const lines = readCodeLines(content, info);
    let highlighted = language ? highlighter.highlight(lines.code, language) : null;
    if (isTooSlow(highlighted)) {
      const markdown = envOf({ env });
      markdown.diagnostics.push(
        warning('highlight-too-slow', `The ${language} block took longer than ${HIGHLIGHT_DEADLINE_MS / 1000} s to highlight: shown as plain text`, { file: markdown.file, line: line + markdown.lineOffset }, 'Split the block, or name another language for it.'),
      );
      highlighted = null;
    }
    let pre = highlighted ?? `<pre class="shiki plain" tabindex="0"><code>${escape(lines.code)}</code></pre>`;
    if (hasDecorations(lines)) pre = decorateLines(pre, lines, escape, highlighted === null ? lines.code : undefined);
    const classes = `code-block${language ? ` language-${escape(language)}` : ''}${lines.firstNumber !== undefined ? ' line-numbers' : ''}`;
    return (
      `<div class="${classes}">` +
      (titleText ? `<div class="code-title">${escape(titleText)}</div>` : '') +
      pre +
      button +
      `</div>\n`
    );
  };
  md.renderer.rules.fence = (tokens, index, _options, env) => {
    const token = tokens[index]!;
    const info = token.info.trim();
    const line = (token.map?.[0] ?? 0) + 1;
    if (diagrams && /^mermaid(?:\s|$)/.test(info)) return `${DIAGRAM_MARKUP}${escape(token.content)}</pre>\n`;
    if (!NPM2YARN.test(info)) return block(token.content, info, env, line);
    const plainInfo = info.replace(NPM2YARN, ' ').trim();
    const set: TabSet = { id: ++envOf({ env }).mdx.tabSets, items: [...PACKAGE_MANAGERS], selected: 0, groupId: 'npm2yarn' };
    const panels = PACKAGE_MANAGERS.map(
      ({ value }, i) => tabPanelOpen(set, i, escape) + block(value === 'npm' ? token.content : convert(token.content, value), plainInfo, env, line) + TAB_PANEL_CLOSE,
    );
    return tabsOpen(set, escape) + panels.join('') + TABS_CLOSE;
  };
}

/**
 * Languages named by the fences of a Markdown source (indented inside MDX
 * elements too) and by `<CodeBlock language="…">`, to load their grammars up front.
 */
export function fenceLanguages(markdown: string): Set<string> {
  const languages = new Set<string>();
  for (const match of markdown.matchAll(/^[ \t]*(?:```+|~~~+)[ \t]*([\w+#-]+)/gm)) languages.add(match[1]!);
  if (markdown.includes('<CodeBlock')) for (const match of markdown.matchAll(/<CodeBlock\b[^>]*?\slanguage=["']([\w+#-]+)["']/g)) languages.add(match[1]!);
  return languages;
}
